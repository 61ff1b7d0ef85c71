'use client';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/workspaces/use-message';
import { useTranslations } from '@/lib/i18n/client';
import { compareInputFor, lastUploadId } from '@/lib/sop-ui/smart-compare';
import type { SopItem } from '@/lib/sop-ui/types';
import { SmartCompareResult } from '../smart-compare-result';
import { useSmartCompareRun } from '../use-smart-compare';
import type { ExecutionModel } from './use-execution';
import { RequestedUpload } from './requested-upload';

/**
 * The smart-compare block: the operator uploads a video of their work, which is recorded and then
 * compared with the block's reference (workflow, step or reference video); progress while it runs,
 * the result, or the reason it failed with a way to try again.
 */
export function SmartCompareBlock({ item, uploads, model }: Props) {
  // The operator's own compare of this visit (a block's stored smartCompareId is not theirs).
  const run = useSmartCompareRun();
  return <SmartCompareBlockView item={item} uploads={uploads} model={model} run={run} />;
}

type Props = { item: SopItem; uploads: string[]; model: ExecutionModel };
type Run = Pick<ReturnType<typeof useSmartCompareRun>, 'compare' | 'running' | 'start' | 'errorKey'>;

export function SmartCompareBlockView({ item, uploads, model, run }: Props & { run: Run }) {
  const t = useTranslations('smartCompare');
  const message = useMessage();
  const compareWith = (uploadId: string) => void run.start(compareInputFor(model.sopId, item, uploadId));
  const uploadId = lastUploadId(model.execution?.entries ?? [], item.id);
  const failed = Boolean(run.errorKey) || run.compare?.status === 'failure';
  return (
    <div data-testid="smart-compare-block">
      <RequestedUpload item={item} uploads={uploads} model={model} onRecorded={compareWith} />
      {run.compare ? <SmartCompareResult compare={run.compare} /> : null}
      {run.errorKey ? <p role="alert">{message(run.errorKey)}</p> : null}
      {failed && uploadId && !run.running ? (
        <Button type="button" variant="secondary" onClick={() => compareWith(uploadId)}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
