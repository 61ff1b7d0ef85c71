import { z } from 'zod';
import { multilineText } from '@/lib/http/text';

/** A transcript typed or uploaded by the author (POST /api/v1/workflows/{id}/transcription). */
export const TRANSCRIPT_MAX_CHARS = 1_000_000;

export const submitTranscriptSchema = z.object({
  format: z.enum(['vtt', 'srt', 'text']),
  content: multilineText().trim().min(1).max(TRANSCRIPT_MAX_CHARS),
});
export type SubmitTranscriptInput = z.infer<typeof submitTranscriptSchema>;
