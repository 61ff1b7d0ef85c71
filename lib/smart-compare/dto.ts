import 'server-only';
import type { SmartCompareRow } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import type { ReferenceKind, SmartCompareDto, SmartCompareResultDto, SmartCompareStatus, StoredResult } from './schema';

const FRAME_URL_TTL_SECONDS = 3600;

const signed = (key: string | null) => (key ? getStorage().signedUrl(key, { expiresInSeconds: FRAME_URL_TTL_SECONDS }) : Promise.resolve(null));

/** The score a supervisor sorts by: found steps weighted by similarity, out-of-order ones at half. */
function scoreOf(result: StoredResult): number {
  if (!result.steps.length) return 0;
  const points = result.steps.reduce((sum, s) => sum + (s.found ? s.similarity * (s.inOrder ? 1 : 0.5) : 0), 0);
  return Math.round((points / result.steps.length) * 100) / 100;
}

async function resultDto(result: StoredResult | null): Promise<SmartCompareResultDto | null> {
  if (!result) return null;
  const steps = await Promise.all(
    result.steps.map(async ({ referenceFrameKey, userFrameKey, ...step }) => ({
      ...step,
      referenceFrameUrl: await signed(referenceFrameKey),
      userFrameUrl: await signed(userFrameKey),
    })),
  );
  const found = steps.filter((s) => s.found);
  return {
    ...result,
    steps,
    summary: { total: steps.length, found: found.length, inOrder: found.filter((s) => s.inOrder).length, score: scoreOf(result) },
  };
}

export async function toSmartCompareDto(row: SmartCompareRow, displayName: string): Promise<SmartCompareDto> {
  return {
    id: row.id,
    status: row.status as SmartCompareStatus,
    progress: row.progress,
    referenceKind: row.referenceKind as ReferenceKind,
    workflowId: row.workflowId,
    stepId: row.stepId,
    multimodalSopId: row.multimodalSopId,
    sopItemId: row.sopItemId,
    user: { uid: row.userId, displayName },
    errorKey: row.errorKey,
    result: await resultDto(row.result as StoredResult | null),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
