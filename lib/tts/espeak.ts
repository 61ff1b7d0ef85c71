import 'server-only';
import { spawn } from 'node:child_process';
import { MediaError } from '@/lib/media/errors';
import { espeakWordsPerMinute } from './request';
import type { SpeechProvider } from './provider';
import { espeakVoiceName } from './voices';

export const espeakPath = () => process.env.ESPEAK_PATH || 'espeak-ng';

/**
 * espeak-ng on the machine (offline). The text goes in on stdin, never on the command line (a
 * text starting with '-' is no option), and the WAV comes back on stdout (22.05 kHz mono; its
 * streamed header has a placeholder size, which lib/tts/wav.ts reads as "to the end").
 */
export const espeakProvider: SpeechProvider = {
  name: 'espeak',
  synthesize: ({ text, voice, rate, signal }) =>
    new Promise<Buffer>((resolve, reject) => {
      if (signal?.aborted) return reject(new MediaError('aborted', 'speech was cancelled'));
      const args = ['-b', '1', '-v', espeakVoiceName(voice), '-s', String(espeakWordsPerMinute(rate)), '--stdin', '--stdout'];
      const child = spawn(espeakPath(), args, { stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true, signal });
      const chunks: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(new MediaError(error.code === 'ENOENT' ? 'unavailable' : 'failed', error.code === 'ENOENT' ? 'espeak-ng is not installed' : 'espeak-ng could not run')),
      );
      child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new MediaError('failed', `espeak-ng failed (exit ${code})`))));
      child.stdin.on('error', () => undefined);
      child.stdin.end(text, 'utf8');
    }),
};
