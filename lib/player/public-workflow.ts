import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations, workflows, type Workflow } from '@/db/schema';
import { allowsPublicLinks } from '@/lib/orgs/public-links';
import { parseOrgSettings, type OrgSettings } from '@/lib/orgs/settings';
import { publicPlaylistUrl, publicSubtitleUrl } from './public-urls';
import type { PlayerWorkflowDto } from './schema';
import { toPlayerWorkflowDto } from './to-player-dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A workflow anyone may watch: published, in an active organisation that allows public sharing. */
export type PublicWorkflowAccess = { orgId: string; orgName: string; workflow: Workflow; settings: OrgSettings; generation: string | null };


/**
 * The one rule of every public route (page, playlists, subtitles, poster). Anything else — unknown
 * id, draft, organisation without public sharing or switched off — is null, answered as 404, so the
 * routes never tell which of them it was.
 */
export async function findPublicWorkflow(db: Db, workflowId: unknown): Promise<PublicWorkflowAccess | null> {
  if (typeof workflowId !== 'string' || !UUID.test(workflowId)) return null;
  const [row] = await db
    .select({ workflow: workflows, org: { id: organizations.id, name: organizations.name, settings: organizations.settings, generation: organizations.generation, isActive: organizations.isActive } })
    .from(workflows)
    .innerJoin(organizations, eq(organizations.id, workflows.organizationId))
    .where(and(eq(workflows.id, workflowId), eq(workflows.published, true)))
    .limit(1);
  if (!row || !row.org.isActive) return null;
  const settings = parseOrgSettings(row.org.settings);
  if (!allowsPublicLinks(settings)) return null;
  return { orgId: row.org.id, orgName: row.org.name, workflow: row.workflow, settings, generation: row.org.generation };
}

export type PublicWorkflowPage = {
  player: PlayerWorkflowDto;
  orgName: string;
  publishedAt: string | null;
  updatedAt: string;
  /** Seconds, from the workflow or the sum of its steps. */
  duration: number;
};

/** What the public page renders: the player's DTO with the public media routes, plus page facts. Null: 404. */
export async function loadPublicWorkflowPage(db: Db, workflowId: unknown, locale: string): Promise<PublicWorkflowPage | null> {
  const access = await findPublicWorkflow(db, workflowId);
  if (!access) return null;
  const { workflow } = access;
  const player = await toPlayerWorkflowDto(db, {
    orgId: access.orgId,
    workflow,
    locale,
    isPublic: true,
    viewerId: null,
    settings: access.settings,
    generation: access.generation,
    canEdit: false,
    withAddons: true,
    urls: { playlist: publicPlaylistUrl, subtitles: publicSubtitleUrl },
  });
  // Nothing packaged to play yet: not a page worth serving.
  if (player.steps.length === 0) return null;
  return {
    player,
    orgName: access.orgName,
    publishedAt: workflow.publishedAt?.toISOString() ?? null,
    updatedAt: workflow.updatedAt.toISOString(),
    duration: workflow.videoDuration ?? player.steps.reduce((sum, s) => sum + s.duration, 0),
  };
}
