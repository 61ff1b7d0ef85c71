import 'server-only';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '@/lib/media/ffmpeg';
import { espeakWordsPerMinute } from './request';
import type { SpeechProvider } from './provider';
import { espeakVoiceName } from './voices';

export const espeakPath = () => process.env.ESPEAK_PATH || 'espeak-ng';

/**
 * espeak-ng on the machine (offline): the text goes through a file, never the command line, so a
 * text starting with '-' is not an option; the WAV comes back as written by espeak-ng (22.05 kHz mono).
 */
export const espeakProvider: SpeechProvider = {
  name: 'espeak',
  async synthesize({ text, voice, rate, signal }) {
    const dir = await mkdtemp(path.join(tmpdir(), 'openhow-tts-'));
    try {
      const input = path.join(dir, 'text.txt');
      const out = path.join(dir, 'speech.wav');
      await writeFile(input, text, 'utf8');
      await run(espeakPath(), ['-b', '1', '-v', espeakVoiceName(voice), '-s', String(espeakWordsPerMinute(rate)), '-w', out, '-f', input], { signal });
      return await readFile(out);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
