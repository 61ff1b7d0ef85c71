import 'server-only';
import path from 'node:path';
import { extractAudio } from '@/lib/media/audio';
import { measureDuration } from '@/lib/media/probe';
import { chooseProvider } from '@/lib/transcription';
import type { StepOutcome } from './compare';
import type { JobReference } from './reference';
import { textSimilarity } from './text';

type Options = { reference: JobReference; userPath: string; workDir: string; steps: readonly StepOutcome[]; signal?: AbortSignal };

/**
 * Per step, how alike the spoken words are — only where both sides have speech: the reference
 * workflow's transcript in its language, and the user's video transcribed by the configured
 * speech recogniser (lib/transcription). Otherwise no figures (an empty list).
 */
export async function transcriptSimilarities({ reference, userPath, workDir, steps, signal }: Options): Promise<Array<number | null>> {
  if (!reference.transcript.length || !reference.languageCode) return [];
  const provider = await chooseProvider(reference.languageCode);
  if (!provider) return [];
  const audio = await extractAudio({ input: userPath, out: path.join(workDir, 'user.wav'), signal });
  if (!audio) return [];
  const duration = await measureDuration(userPath, signal);
  const user = await provider.transcribe({ audioPath: audio.path, languageCode: reference.languageCode, duration, signal });
  return steps.map((step) => (step.userRange ? textSimilarity(reference.transcript, step.referenceRange, user, step.userRange) : null));
}
