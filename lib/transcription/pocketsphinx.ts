import { spawn } from 'node:child_process';
import { roundTime, type TranscriptSentence, type TranscriptionProvider, type TranscriptWord } from './types';

/** Debian's `pocketsphinx` package installs this binary with the en-us model as its default. */
export const pocketsphinxPath = () => process.env.POCKETSPHINX_PATH || 'pocketsphinx_continuous';

// Fillers and markers the decoder writes besides words: <s>, </s>, <sil>, [NOISE], ++BREATH++ …
const MARKER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

function sentenceOf(words: TranscriptWord[]): TranscriptSentence {
  const text = words.map((w) => w.word).join(' ');
  return {
    sentence: `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
    startTime: words[0].startTime,
    endTime: words[words.length - 1].endTime,
    words,
  };
}

/**
 * Pure: `pocketsphinx_continuous -time yes` output → sentences. Each utterance (between `<s>`
 * and `</s>`, split by the decoder on silence) becomes one sentence; `word(2)` alternate
 * pronunciations lose their suffix. Lines that are not `word start end confidence` are the
 * hypothesis summaries and are skipped.
 */
export function parsePocketsphinx(output: string): TranscriptSentence[] {
  const sentences: TranscriptSentence[] = [];
  let current: TranscriptWord[] = [];
  const flush = () => {
    if (current.length) sentences.push(sentenceOf(current));
    current = [];
  };
  for (const line of output.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length !== 4) continue;
    const [token, start, end, confidence] = parts;
    const [startTime, endTime] = [Number(start), Number(end)];
    if (![startTime, endTime, Number(confidence)].every(Number.isFinite)) continue;
    if (token === '<s>' || token === '</s>') {
      flush();
      continue;
    }
    if (MARKER.test(token)) continue;
    current.push({ word: token.replace(/\(\d+\)$/, ''), startTime: roundTime(startTime), endTime: roundTime(endTime) });
  }
  flush();
  return sentences;
}

function run(args: string[], signal?: AbortSignal): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(pocketsphinxPath(), args, { stdio: ['ignore', 'pipe', 'ignore'], signal });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

let available: Promise<boolean> | undefined;

/** Whether the binary starts (cached per process; `-h` exits non-zero but proves it is there). */
export function isPocketsphinxAvailable(): Promise<boolean> {
  available ??= run(['-h']).then(
    () => true,
    () => false,
  );
  return available;
}

/** English only: the only model Debian ships (pocketsphinx-en-us). */
export const pocketsphinxProvider: TranscriptionProvider = {
  name: 'pocketsphinx',
  async transcribe({ audioPath, signal }) {
    const { code, stdout } = await run(['-infile', audioPath, '-time', 'yes', '-logfn', '/dev/null'], signal);
    if (code !== 0) throw new Error(`pocketsphinx exited with ${code}`);
    return parsePocketsphinx(stdout);
  },
};
