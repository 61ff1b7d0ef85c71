import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb, type Db } from '@/db/client';
import type { MultimodalSop } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { loadWorkflowForView } from '@/lib/workflows/access';
import { assertSopFeature, loadAuthoringWorkspace, loadOwnPdfUpload, loadSopForView } from './access';
import { detailOf } from './get';
import { queueSopImport } from './import-queue';
import { toItemRows, toSopItem, withFreshIds } from './items';
import { insertSopRow, itemRowsOf, listItemRows, replaceItemRows } from './queries';
import { DEFAULT_SOP_LANGUAGE, DEFAULT_SOP_TITLE, type CreateSopInput, type SopDetail, type SopItem, type SopType } from './schema';
import { insertVersionRow } from './versions-queries';


const emptyBlocks = (): SopItem[] => [
  { id: randomUUID(), type: 'introduction', title: '', description: '', attachments: [] },
  { id: randomUUID(), type: 'conclusion', title: '', description: '', attachments: [] },
];

type Seed = { type: SopType; status: 'processing' | 'completed'; items: SopItem[]; description?: string; title?: string; sourceWorkflowId?: string; metadata?: Record<string, unknown> };

async function seedFor(db: Db, session: SessionContext, input: CreateSopInput): Promise<Seed> {
  switch (input.mode) {
    case 'sop': {
      const { sop } = await loadSopForView(db, session, input.templateId);
      if (sop.status !== 'completed') throw new AppError('conflict', 'sopErrors.notReady');
      const items = (await listItemRows(db, { orgId: session.org.id, sopId: sop.id })).map(toSopItem);
      return { type: 'sop', status: 'completed', items: withFreshIds(items, randomUUID), description: sop.description, title: sop.title };
    }
    case 'fromPDF': {
      const upload = await loadOwnPdfUpload(db, session, input.pdfUploadId!);
      return { type: 'pdf', status: 'processing', items: [], metadata: { pdfUploadId: upload.id } };
    }
    case 'fromVideo': {
      const { workflow } = await loadWorkflowForView(db, session, input.workflowId);
      return { type: 'workflow', status: 'processing', items: [], sourceWorkflowId: workflow.id };
    }
    default:
      return { type: 'manually', status: 'completed', items: emptyBlocks() };
  }
}

export type CreateSopOptions = { session: SessionContext; input: CreateSopInput };

/**
 * POST /multimodal-sop. Manual and template SOPs are ready at once (create mode until the first
 * save). PDF and video SOPs start as `processing` and queue the import job (lib/sop/import, job
 * `sop-import`), which fills the items and completes them; the editor polls GET /multimodal-sop/{id}.
 */
export async function createSop({ session, input }: CreateSopOptions): Promise<SopDetail> {
  assertSopFeature(session);
  const db = await getDb();
  const workspace = await loadAuthoringWorkspace(db, session, input.workspaceId);
  const seed = await seedFor(db, session, input);
  const sop = await db.transaction(async (tx) => {
    const row: MultimodalSop = await insertSopRow(tx, {
      organizationId: session.org.id,
      workspaceId: workspace.id,
      authorId: session.user.id,
      type: seed.type,
      sourceWorkflowId: seed.sourceWorkflowId ?? null,
      languageCode: input.languageCode ?? DEFAULT_SOP_LANGUAGE,
      title: input.title ?? seed.title ?? DEFAULT_SOP_TITLE,
      description: seed.description ?? '',
      status: seed.status,
      metadata: { firstLoad: true, ...seed.metadata },
    });
    await replaceItemRows(tx, { orgId: session.org.id, sopId: row.id, rows: itemRowsOf(session.org.id, row.id, toItemRows(seed.items)) });
    await insertVersionRow(tx, row, { title: row.title, description: row.description, items: seed.items }, session.user.id);
    return row;
  });
  if (sop.status === 'processing') await queueSopImport({ organizationId: session.org.id, sopId: sop.id });
  return detailOf(db, session, { sop, workspace, canEdit: true });
}
