import 'server-only';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@/db/client';
import type { JobContext } from '@/lib/jobs';
import { isMediaError } from '@/lib/media/errors';
import { getStorage } from '@/lib/storage';
import { localCopy, uploadFile } from '@/lib/workflows/pipeline/files';
import { compareVideos, type StepOutcome } from './compare';
import { findCompare, updateCompare } from './queries';
import { loadJobReference } from './reference';
import type { StoredResult, StoredStepResult } from './schema';
import { REFERENCE_NOT_READY } from './sources';
import { transcriptSimilarities } from './transcript';
import { judgeSteps } from './vision';

export const SMART_COMPARE_JOB = 'smart-compare-run';
export type SmartCompareJobData = { organizationId: string; compareId: string };

/** Spec 02 §9: a comparison may take 360000 ms; past that it fails with this message. */
export const COMPARE_TIMEOUT_MS = 360_000;
export const TIMED_OUT = 'smartCompare.errors.timedOut';
export const UNREADABLE = 'smartCompare.errors.unreadableVideo';
export const FAILED = 'smartCompare.errors.failed';

const RUNNING = ['pending', 'processing'] as const;

function failureKey(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return TIMED_OUT;
  if (isMediaError(error) && error.code !== 'unavailable') return UNREADABLE;
  return FAILED;
}

async function storeThumbnails(orgId: string, compareId: string, steps: StepOutcome[]): Promise<Array<{ reference: string | null; user: string | null }>> {
  const storage = getStorage();
  const prefix = `orgs/${orgId}/smart-compares/${compareId}`;
  return Promise.all(
    steps.map(async (step) => {
      const put = async (file: string | null, side: string) => {
        if (!file) return null;
        const key = `${prefix}/step-${step.index}-${side}.jpg`;
        // A frame past the video's last sampled one has no file: the row then has no thumbnail.
        return uploadFile(storage, key, file).then(() => key, () => null);
      };
      return { reference: await put(step.referenceThumbnail, 'reference'), user: await put(step.userThumbnail, 'user') };
    }),
  );
}

/**
 * The job's work. Idempotent: a delivery that finds the compare finished stops, and every write
 * is conditional on the compare still running. Thumbnails have fixed keys, so a rerun overwrites
 * them. Failures are recorded with a message key; the user starts a new compare. `timeoutMs` is
 * the spec's 360 s; tests pass less.
 */
export async function runSmartCompare({ organizationId, compareId }: SmartCompareJobData, _context?: JobContext, timeoutMs = COMPARE_TIMEOUT_MS): Promise<void> {
  const db = await getDb();
  const row = await findCompare(db, { orgId: organizationId, id: compareId });
  if (!row || !(RUNNING as readonly string[]).includes(row.status)) return;
  const scope = { orgId: organizationId, id: compareId, from: RUNNING };
  const fail = (errorKey: string) => updateCompare(db, scope, { status: 'failure', errorKey, progress: 0, finishedAt: new Date() });
  const signal = AbortSignal.timeout(timeoutMs);
  const workDir = await mkdtemp(path.join(process.env.PIPELINE_WORK_DIR || os.tmpdir(), 'openhow-compare-'));
  try {
    if (!(await updateCompare(db, scope, { status: 'processing', progress: 0.05 }))) return;
    const reference = await loadJobReference(db, row);
    if (!reference) return void (await fail(REFERENCE_NOT_READY));
    const storage = getStorage();
    const [referencePath, userPath] = await Promise.all([localCopy(storage, reference.videoKey, workDir), localCopy(storage, row.userVideoKey, workDir)]);
    const outcome = await compareVideos({
      referencePath,
      steps: reference.steps,
      userPath,
      workDir,
      signal,
      onProgress: (f) => void updateCompare(db, scope, { progress: 0.1 + 0.5 * f }),
    });
    await updateCompare(db, scope, { progress: 0.7 });
    const texts = await transcriptSimilarities({ reference, userPath, workDir, steps: outcome.steps, signal });
    const judgements = await judgeSteps({ organizationId, steps: outcome.steps, signal });
    await updateCompare(db, scope, { progress: 0.9 });
    const frames = await storeThumbnails(organizationId, compareId, outcome.steps);
    const steps = outcome.steps.map((step, k): StoredStepResult => ({
      index: step.index,
      stepId: step.stepId,
      title: step.title,
      referenceRange: step.referenceRange,
      found: step.found,
      userRange: step.userRange,
      inOrder: step.inOrder,
      similarity: step.similarity,
      textSimilarity: texts[k] ?? null,
      referenceFrameKey: frames[k]!.reference,
      userFrameKey: frames[k]!.user,
      model: judgements?.[k] ?? null,
    }));
    const result: StoredResult = { method: judgements ? 'offline+model' : 'offline', referenceDuration: outcome.referenceDuration, userDuration: outcome.userDuration, steps };
    await updateCompare(db, scope, { status: 'completed', progress: 1, result, errorKey: null, finishedAt: new Date() });
  } catch (error) {
    console.warn('[smart-compare] compare failed', error instanceof Error ? error.message.slice(0, 200) : error);
    await fail(failureKey(error, signal)).catch(() => undefined);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
