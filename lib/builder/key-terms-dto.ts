import type { KeyTermGenerationRow } from '@/db/schema';
import { keyTermsByLanguage, type KeyTermsByLanguage } from './terms';

export type KeyTermsStatus = 'pending' | 'processing' | 'completed' | 'failure';

/**
 * POST /api/v1/workflow/keypoints and GET /api/v1/workflows/{id}/keypoints: the workflow's
 * key-term job. `terms` are the workflow's stored terms, `added` what the last completed run
 * merged into them (empty until then), `provider` who made them.
 */
export type KeyTermsJobDto = {
  id: string;
  workflowId: string;
  status: KeyTermsStatus;
  progress: number;
  errorKey: string | null;
  provider: 'openai' | 'offline' | null;
  terms: KeyTermsByLanguage;
  added: KeyTermsByLanguage;
  revision: number;
  updatedAt: string;
};

export const isKeyTermsJobRunning = (status: string | undefined | null) => status === 'pending' || status === 'processing';

export const toKeyTermsJobDto = (row: KeyTermGenerationRow, workflow: { terms: unknown; languageCode: string }): KeyTermsJobDto => ({
  id: row.id,
  workflowId: row.workflowId,
  status: row.status as KeyTermsStatus,
  progress: row.progress,
  errorKey: row.errorKey,
  provider: (row.provider as KeyTermsJobDto['provider']) ?? null,
  terms: keyTermsByLanguage(workflow.terms, workflow.languageCode),
  added: row.status === 'completed' ? keyTermsByLanguage(row.added, workflow.languageCode) : {},
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
});
