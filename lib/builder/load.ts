import 'server-only';
import { getDb, type Db } from '@/db/client';
import type { Workflow } from '@/db/schema';
import type { SessionContext } from '@/lib/auth/session';
import { loadWorkflowForEdit } from '@/lib/workflows/access';
import { presentAttachments } from '@/lib/attachments/stored';
import { statusFieldsOf } from '@/lib/workflows/detail';
import { signedPosterUrl } from '@/lib/workflows/media-urls';
import { listSteps, listSubcategoryIds, listTranscriptions } from '@/lib/workflows/queries';
import { publishReadiness } from '@/lib/workflows/status';
import { listCategoryTree } from './queries';
import type { BuilderDocument, BuilderForm } from './schema';
import { keyTermsByLanguage } from './terms';
import { translationsOf } from './titles';

/** The workflow's titles per language, its main title counted in its own language. */
const workflowTitles = (w: Workflow) => ({ ...translationsOf(w.titleTranslations), ...(w.title.trim() ? { [w.languageCode]: w.title } : {}) });

/** The builder's document of a workflow the caller may author (404 unseen, 403 viewer). */
export async function loadBuilder(session: SessionContext, workflowId: unknown): Promise<BuilderDocument> {
  const db = await getDb();
  const { workflow } = await loadWorkflowForEdit(db, session, workflowId);
  return toBuilderDocument(db, session, workflow);
}

export async function toBuilderDocument(db: Db, session: SessionContext, w: Workflow): Promise<BuilderDocument> {
  const scope = { orgId: session.org.id, workflowId: w.id };
  const [steps, texts, subcategoryIds, categories, fields, posterUrl] = await Promise.all([
    listSteps(db, scope),
    listTranscriptions(db, scope),
    listSubcategoryIds(db, scope),
    listCategoryTree(db, scope),
    statusFieldsOf(db, session.org.id, w),
    signedPosterUrl(w.posterKey),
  ]);
  const form: BuilderForm = {
    languageCode: w.languageCode as BuilderForm['languageCode'],
    titleTranslations: workflowTitles(w),
    enableSafetyWatermark: w.enableSafetyWatermark,
    subcategoryIds: [...subcategoryIds].sort(),
    terms: keyTermsByLanguage(w.terms, w.languageCode),
    presetQuestions: w.presetQuestions,
    steps: steps.map((s) => ({
      id: s.id,
      titleTranslations: { ...translationsOf(s.titleTranslations), ...(s.title.trim() ? { [w.languageCode]: s.title } : {}) },
    })),
  };
  return {
    workflowId: w.id,
    revision: w.revision,
    form,
    published: w.published,
    editType: w.editType,
    editorStatus: w.editorStatus,
    readiness: publishReadiness(fields),
    posterUrl,
    steps: await Promise.all(
      steps.map(async (s) => ({ id: s.id, position: s.position, duration: s.duration, posterUrl: await signedPosterUrl(s.posterKey), attachments: await presentAttachments(s.attachments) })),
    ),
    transcriptLanguages: texts.map((t) => t.languageCode).sort((a, b) => (a === w.languageCode ? -1 : b === w.languageCode ? 1 : a.localeCompare(b))),
    categories,
    watermarkAvailable: session.org.settings.customized.enableSafetyWatermark,
  };
}
