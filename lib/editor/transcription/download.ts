import 'server-only';
import { getDb } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { AppError } from '@/lib/http/errors';
import { downloadsAllowed } from '@/lib/workflows/downloads';
import { DOWNLOAD_FORMATS, FORMAT_TYPES, formatTranscript, type DownloadFormat } from './formats';
import { loadTranscriptionForEdit, sentencesOf } from './queries';

const isFormat = (value: unknown): value is DownloadFormat => typeof value === 'string' && (DOWNLOAD_FORMATS as readonly string[]).includes(value);

/** A safe file name: the workflow's title (letters, digits, dashes) and the language. */
const fileBase = (title: string, languageCode: string) =>
  `${title.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'transcript'}-${languageCode}`;

/**
 * GET /api/v1/transcriptions/{id}/download?format=vtt|srt|txt: the transcript as a file, for
 * the workflow's authors, when the organisation allows downloads (lib/workflows/downloads.ts).
 */
export async function downloadTranscription(session: SessionContext, id: unknown, format: unknown): Promise<Response> {
  if (!isFormat(format)) throw new AppError('invalid_input', 'transcriptionEditor.errors.format');
  const db = await getDb();
  const { workflow, transcription } = await loadTranscriptionForEdit(db, session, id);
  if (!downloadsAllowed(session.org.settings)) throw new AppError('forbidden', 'transcriptionEditor.errors.downloadsOff');
  const body = formatTranscript(format, sentencesOf(transcription.sentences));
  const name = `${fileBase(workflow.title, transcription.languageCode)}.${format}`;
  return new Response(body, {
    headers: { 'content-type': FORMAT_TYPES[format], 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' },
  });
}
