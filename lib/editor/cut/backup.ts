import 'server-only';
import type { Rung } from '@/lib/media/ladder';
import { toBuffer, type Storage } from '@/lib/storage';
import type { TranscriptSentence } from '@/lib/transcription/types';
import { workflowMediaKeys } from '@/lib/workflows/media-keys';
import type { OldStep } from './render-media';
import type { TimedSnapshot } from './timed-rows';

/**
 * The version before the last applied cut, kept to restore (spec: "the original video is kept
 * and the previous version can be restored"): its rungs and what played from them. The uploaded
 * original (workflows.originalVideoKey) is never touched by the editor.
 */
export type CutBackup = {
  /** The hlsVersion this backup was taken at: while it is still the workflow's, the cut did not commit. */
  takenAtVersion: number;
  videoDuration: number;
  rungs: Rung[];
  steps: OldStep[];
  transcripts: Array<{ id: string; sentences: TranscriptSentence[] }>;
  /** Annotations and voice-over blocks as they were, taken just before the cut's commit (absent in backups older than this field). */
  timed?: TimedSnapshot;
};

export const backupKeys = (orgId: string, workflowId: string) => {
  const base = `${workflowMediaKeys(orgId, workflowId).prefix}editor/previous/`;
  return { state: `${base}state.json`, rung: (rung: Rung) => `${base}rung-${rung}.mp4` };
};

export async function readBackup(storage: Storage, orgId: string, workflowId: string): Promise<CutBackup | null> {
  const object = await storage.get(backupKeys(orgId, workflowId).state);
  return object ? (JSON.parse((await toBuffer(object.body)).toString('utf8')) as CutBackup) : null;
}

export const writeBackup = (storage: Storage, orgId: string, workflowId: string, backup: CutBackup) =>
  storage.put(backupKeys(orgId, workflowId).state, JSON.stringify(backup), { contentType: 'application/json' });
