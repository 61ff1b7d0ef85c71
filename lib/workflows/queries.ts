import 'server-only';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  conversionHistory,
  documentVersions,
  subcategories,
  transcriptions,
  uploads,
  users,
  workflowLikes,
  workflows,
  workflowSteps,
  workflowSubcategories,
} from '@/db/schema';

/** Drizzle queries of the workflow lifecycle: `(db, params)`, the organisation in every where. */

type Org = { orgId: string };
type OneWorkflow = Org & { workflowId: string };

export type NewWorkflow = typeof workflows.$inferInsert;
export type WorkflowPatch = Partial<Omit<NewWorkflow, 'id' | 'organizationId' | 'createdAt'>>;

export async function insertWorkflow(db: Db, values: NewWorkflow) {
  const [row] = await db.insert(workflows).values(values).returning();
  return row;
}

/** Marks a completed, unused upload of the organisation as this workflow's; false when it was taken meanwhile. */
export async function claimUpload(db: Db, { orgId, uploadId, workflowId }: OneWorkflow & { uploadId: string }): Promise<boolean> {
  const claimed = await db
    .update(uploads)
    .set({ workflowId })
    .where(and(eq(uploads.id, uploadId), eq(uploads.organizationId, orgId), eq(uploads.status, 'completed'), isNull(uploads.workflowId)))
    .returning({ id: uploads.id });
  return claimed.length > 0;
}

export async function updateWorkflow(db: Db, { orgId, workflowId, patch }: OneWorkflow & { patch: WorkflowPatch }) {
  const [row] = await db
    .update(workflows)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(workflows.id, workflowId), eq(workflows.organizationId, orgId)))
    .returning();
  return row ?? null;
}

export const deleteWorkflowRow = (db: Db, { orgId, workflowId }: OneWorkflow) =>
  db.delete(workflows).where(and(eq(workflows.id, workflowId), eq(workflows.organizationId, orgId))).returning({ id: workflows.id });

/** Versions have no foreign key (one table for several collections), so they go explicitly. */
export async function deleteVersionsOf(db: Db, { orgId, documentIds }: Org & { documentIds: string[] }) {
  if (documentIds.length === 0) return;
  await db.delete(documentVersions).where(and(eq(documentVersions.organizationId, orgId), inArray(documentVersions.documentId, documentIds)));
}

export const listSteps = (db: Db, { orgId, workflowId }: OneWorkflow) =>
  db
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, orgId)))
    .orderBy(asc(workflowSteps.position));

export async function findStep(db: Db, { orgId, workflowId, stepId }: OneWorkflow & { stepId: string }) {
  const [row] = await db
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.id, stepId), eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, orgId)));
  return row ?? null;
}

export async function findFirstStep(db: Db, params: OneWorkflow) {
  const [row] = await listSteps(db, params).limit(1);
  return row ?? null;
}

type Step = typeof workflowSteps.$inferSelect;
type Transcription = typeof transcriptions.$inferSelect;

/** Copies steps into another workflow; answers each source step's id with its copy's. */
export async function insertStepCopies(db: Db, { orgId, workflowId, steps }: OneWorkflow & { steps: Step[] }): Promise<Map<string, string>> {
  if (steps.length === 0) return new Map();
  const copies = await db.insert(workflowSteps).values(
    steps.map((s) => ({
      organizationId: orgId,
      workflowId,
      position: s.position,
      title: s.title,
      titleTranslations: s.titleTranslations,
      startTime: s.startTime,
      endTime: s.endTime,
      duration: s.duration,
      hlsKey: s.hlsKey,
      renditions: s.renditions,
      posterKey: s.posterKey,
      startVideoKey: s.startVideoKey,
      imageMap: s.imageMap,
      attachments: s.attachments,
    })),
  ).returning({ id: workflowSteps.id, position: workflowSteps.position });
  const byPosition = new Map(copies.map((c) => [c.position, c.id]));
  return new Map(steps.flatMap((s) => { const id = byPosition.get(s.position); return id ? [[s.id, id] as const] : []; }));
}

export async function insertTranscriptionCopies(db: Db, { orgId, workflowId, texts }: OneWorkflow & { texts: Transcription[] }) {
  if (texts.length === 0) return;
  await db.insert(transcriptions).values(
    texts.map((t) => ({ organizationId: orgId, workflowId, languageCode: t.languageCode, source: t.source, sentences: t.sentences, searchText: t.searchText })),
  );
}

export const listTranscriptions = (db: Db, { orgId, workflowId }: OneWorkflow) =>
  db.select().from(transcriptions).where(and(eq(transcriptions.workflowId, workflowId), eq(transcriptions.organizationId, orgId)));

export async function findAuthor(db: Db, { orgId, userId }: Org & { userId: string | null }) {
  if (!userId) return null;
  const [row] = await db
    .select({ uid: users.id, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));
  return row ?? null;
}

export async function isLikedBy(db: Db, { orgId, workflowId, userId }: OneWorkflow & { userId: string }) {
  const [row] = await db
    .select({ id: workflowLikes.workflowId })
    .from(workflowLikes)
    .where(and(eq(workflowLikes.workflowId, workflowId), eq(workflowLikes.userId, userId), eq(workflowLikes.organizationId, orgId)));
  return !!row;
}

export const addLike = (db: Db, { orgId, workflowId, userId }: OneWorkflow & { userId: string }) =>
  db.insert(workflowLikes).values({ organizationId: orgId, workflowId, userId }).onConflictDoNothing();

export const removeLike = (db: Db, { orgId, workflowId, userId }: OneWorkflow & { userId: string }) =>
  db
    .delete(workflowLikes)
    .where(and(eq(workflowLikes.workflowId, workflowId), eq(workflowLikes.userId, userId), eq(workflowLikes.organizationId, orgId)));

export async function listSubcategoryIds(db: Db, { orgId, workflowId }: OneWorkflow): Promise<string[]> {
  const rows = await db
    .select({ id: workflowSubcategories.subcategoryId })
    .from(workflowSubcategories)
    .where(and(eq(workflowSubcategories.workflowId, workflowId), eq(workflowSubcategories.organizationId, orgId)));
  return rows.map((r) => r.id).sort();
}

/** The ids among `ids` that are sub-categories of this organisation. */
export async function existingSubcategoryIds(db: Db, { orgId, ids }: Org & { ids: string[] }): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.organizationId, orgId), inArray(subcategories.id, ids)));
  return rows.map((r) => r.id);
}

export async function replaceSubcategories(db: Db, { orgId, workflowId, ids }: OneWorkflow & { ids: string[] }) {
  await db
    .delete(workflowSubcategories)
    .where(and(eq(workflowSubcategories.workflowId, workflowId), eq(workflowSubcategories.organizationId, orgId)));
  if (ids.length) await db.insert(workflowSubcategories).values(ids.map((subcategoryId) => ({ organizationId: orgId, workflowId, subcategoryId })));
}

export async function hasImageMap(db: Db, { orgId, workflowId }: OneWorkflow): Promise<boolean> {
  const [row] = await db
    .select({ id: workflowSteps.id })
    .from(workflowSteps)
    .where(and(eq(workflowSteps.workflowId, workflowId), eq(workflowSteps.organizationId, orgId), isNotNull(workflowSteps.imageMap)))
    .limit(1);
  return !!row;
}

export const listConversionHistory = (db: Db, { orgId, workflowId }: OneWorkflow) =>
  db
    .select()
    .from(conversionHistory)
    .where(and(eq(conversionHistory.workflowId, workflowId), eq(conversionHistory.organizationId, orgId)))
    .orderBy(asc(conversionHistory.createdAt), asc(conversionHistory.id));

const versionOf = (orgId: string, documentId: string) =>
  and(eq(documentVersions.organizationId, orgId), eq(documentVersions.collection, 'workflows'), eq(documentVersions.documentId, documentId));

export const listWorkflowVersions = (db: Db, { orgId, workflowId }: OneWorkflow) =>
  db
    .select({
      id: documentVersions.id,
      version: documentVersions.version,
      createdAt: documentVersions.createdAt,
      title: sql<string | null>`${documentVersions.snapshot}->>'title'`,
      createdByName: users.displayName,
    })
    .from(documentVersions)
    .leftJoin(users, and(eq(users.id, documentVersions.createdById), eq(users.organizationId, orgId)))
    .where(versionOf(orgId, workflowId))
    .orderBy(desc(documentVersions.version));

export async function findWorkflowVersion(db: Db, { orgId, workflowId, versionId }: OneWorkflow & { versionId: string }) {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(versionOf(orgId, workflowId), eq(documentVersions.id, versionId)));
  return row ?? null;
}

/** Workspace counts, derived: every workflow in the workspace, and how many are published. */
export async function countWorkspaceWorkflows(db: Db, { orgId, workspaceId }: Org & { workspaceId: string }) {
  const [row] = await db
    .select({ created: count(), published: count(sql`case when ${workflows.published} then 1 end`) })
    .from(workflows)
    .where(and(eq(workflows.organizationId, orgId), eq(workflows.workspaceId, workspaceId)));
  return { created: Number(row?.created ?? 0), published: Number(row?.published ?? 0) };
}
