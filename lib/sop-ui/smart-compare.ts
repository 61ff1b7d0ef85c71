import type { CompareRequestInput } from '@/lib/smart-compare/schema';
import type { SopItem } from './types';

/**
 * The compare a smart-compare block asks for once the operator has uploaded their video: the
 * upload against exactly the reference the author chose (`smartCompare.sourceType`), recorded
 * with the block. A block without its reference sends none, so the §5 check names the problem.
 */
export function compareInputFor(sopId: string, item: SopItem, uploadId: string): CompareRequestInput {
  const sc = item.smartCompare;
  const reference =
    sc?.sourceType === 'workflow' ? { workflowId: sc.workflowId } : sc?.sourceType === 'step' ? { stepId: sc.stepId } : sc?.sourceType === 'video' ? { referenceVideoUrl: sc.source } : {};
  return { userVideoUrl: uploadId, ...reference, multimodalSopId: sopId, sopItemId: item.id };
}

/** The operator's latest video upload on a block, read back from the execution's entries. */
export function lastUploadId(entries: { seq: number; kind: string; itemId: string; payload: Record<string, unknown> }[], itemId: string): string | null {
  const uploads = entries.filter((e) => e.kind === 'upload' && e.itemId === itemId && typeof e.payload.uploadId === 'string').sort((a, b) => b.seq - a.seq);
  return (uploads[0]?.payload.uploadId as string | undefined) ?? null;
}
