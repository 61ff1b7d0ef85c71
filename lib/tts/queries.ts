import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { textToSpeech, voiceOvers, type TextToSpeech } from '@/db/schema';
import { getStorage } from '@/lib/storage';
import type { AudioSourceDto, SourceStatus } from './schema';

type OneWorkflow = { orgId: string; workflowId: string };

export const findSpeeches = (db: Db, { orgId, ids }: { orgId: string; ids: string[] }) =>
  db.select().from(textToSpeech).where(and(eq(textToSpeech.organizationId, orgId), inArray(textToSpeech.id, ids)));

export const findSpeech = async (db: Db, { orgId, id }: { orgId: string; id: string }) =>
  (await findSpeeches(db, { orgId, ids: [id] }))[0];

/** A workflow's generations, newest first (its text-to-speech history). */
export const listSpeechHistory = (db: Db, { orgId, workflowId }: OneWorkflow, limit = 200) =>
  db
    .select()
    .from(textToSpeech)
    .where(and(eq(textToSpeech.organizationId, orgId), eq(textToSpeech.workflowId, workflowId)))
    .orderBy(desc(textToSpeech.createdAt))
    .limit(limit);

export const findVoiceOver = (db: Db, { orgId, workflowId }: OneWorkflow) =>
  db.query.voiceOvers.findFirst({ where: and(eq(voiceOvers.organizationId, orgId), eq(voiceOvers.workflowId, workflowId)) });

/** The DTO of a generation; completed audio gets a signed URL. */
export async function toSourceDto(row: TextToSpeech): Promise<AudioSourceDto> {
  const done = row.status === 'completed' && row.storageKey;
  return {
    id: row.id,
    stepId: row.stepId,
    voice: row.voice,
    rate: row.rate,
    text: row.text,
    language: row.language,
    targetDuration: row.targetDuration,
    duration: row.duration,
    status: row.status as SourceStatus,
    failure: row.failure,
    speechURL: done ? await getStorage().signedUrl(row.storageKey!) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
