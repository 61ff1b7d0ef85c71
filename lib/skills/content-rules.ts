import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { isFeatureOn } from '@/lib/orgs/settings';
import { isUuid } from '@/lib/users/schema';
import { existingWorkflowIds } from './queries';
import { findSkillSops } from './sop-content';
import type { SkillContentItem } from './schema';

/**
 * What a skill may hold: the organisation's workflows, and its smart instructions when the
 * organisation has them — published and ready, since assignees execute them as they are.
 * Unknown or foreign ids are 404 (with the ids), a draft smart instruction 409.
 */
export async function assertContentUsable(db: Db, session: SessionContext, list: SkillContentItem[]) {
  const orgId = session.org.id;
  const idsOf = (type: SkillContentItem['type']) => list.filter((i) => i.type === type).map((i) => i.id);
  const sopIds = idsOf('mm-sop');
  if (sopIds.length && !isFeatureOn(session.org.settings, 'enableMultiModalSOP')) throw new AppError('forbidden', 'sopErrors.featureOff');
  const [workflows, sops] = await Promise.all([
    existingWorkflowIds(db, { orgId, ids: idsOf('workflow').filter(isUuid) }),
    findSkillSops(db, { orgId, ids: sopIds.filter(isUuid) }),
  ]);
  const unknown = list.filter((i) => !(i.type === 'workflow' ? workflows.has(i.id) : sops.has(i.id))).map((i) => i.id);
  if (unknown.length) throw new AppError('not_found', 'skills.errors.unknownContent', { ids: unknown });
  const drafts = sopIds.filter((id) => !sops.get(id)!.playable);
  if (drafts.length) throw new AppError('conflict', 'skills.errors.unpublishedSop', { ids: drafts });
}
