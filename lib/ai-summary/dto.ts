import type { AiSummaryRow } from '@/db/schema';
import { EMPTY_CONTENT } from './content';
import { aiSummaryContentSchema, type AiSummaryDto, type AiSummaryStatus } from './schema';

export const contentOf = (value: unknown) => {
  const parsed = aiSummaryContentSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_CONTENT;
};

export const toAiSummaryDto = (row: AiSummaryRow): AiSummaryDto => ({
  id: row.id,
  workflowId: row.workflowId,
  status: row.status as AiSummaryStatus,
  activate: row.activate,
  provider: (row.provider as AiSummaryDto['provider']) ?? null,
  languageCode: row.languageCode,
  content: contentOf(row.content),
  progress: row.progress,
  errorKey: row.errorKey,
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
});

/** Only completed, activated content reaches learners (spec 02 §4 AI summary status). */
export const isVisibleToLearners = (row: Pick<AiSummaryRow, 'status' | 'activate'>) => row.status === 'completed' && row.activate;

