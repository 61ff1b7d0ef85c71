import 'server-only';
import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { MediaError } from '@/lib/media/errors';
import { espeakWordsPerMinute } from './request';
import type { SpeechProvider, SpeechRequest, SpeechStream } from './provider';
import { espeakVoiceName } from './voices';

export const espeakPath = () => process.env.ESPEAK_PATH || 'espeak-ng';

/**
 * One espeak-ng run. The text goes in on stdin, never on the command line (a text starting with
 * '-' is no option), and the WAV comes out on stdout while it is spoken (22.05 kHz mono; its
 * streamed header has a placeholder size, which lib/tts/wav.ts reads as "to the end"). A failed
 * run errors the stream, so whatever was writing it (a storage put) is abandoned.
 */
function speak({ text, voice, rate, signal }: SpeechRequest): SpeechStream {
  const audio = new PassThrough();
  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: MediaError) => {
      audio.destroy(error);
      reject(error);
    };
    if (signal?.aborted) return fail(new MediaError('aborted', 'speech was cancelled'));
    const args = ['-b', '1', '-v', espeakVoiceName(voice), '-s', String(espeakWordsPerMinute(rate)), '--stdin', '--stdout'];
    const child = spawn(espeakPath(), args, { stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true, signal });
    // Piped without ending: the stream ends only once the exit code is known to be good.
    child.stdout.pipe(audio, { end: false });
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(new MediaError(error.code === 'ENOENT' ? 'unavailable' : 'failed', error.code === 'ENOENT' ? 'espeak-ng is not installed' : 'espeak-ng could not run')),
    );
    child.on('close', (code) => {
      if (code !== 0) return fail(new MediaError('failed', `espeak-ng failed (exit ${code})`));
      audio.end();
      resolve();
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(text, 'utf8');
  });
  // The caller awaits `done` (or the stream's consumer fails): no unhandled rejection either way.
  done.catch(() => undefined);
  return { audio, done };
}

/** espeak-ng on the machine (offline). */
export const espeakProvider: SpeechProvider = {
  name: 'espeak',
  stream: speak,
  async synthesize(request) {
    const { audio, done } = speak(request);
    const chunks: Buffer[] = [];
    audio.on('data', (chunk: Buffer) => chunks.push(chunk));
    audio.on('error', () => undefined);
    await done;
    return Buffer.concat(chunks);
  },
};
