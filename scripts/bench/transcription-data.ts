import type { TranscriptSentence } from '@/lib/transcription/types';

const VOCABULARY = 'open close the valve tank lid check pressure gauge slowly turn left right until mark reached safety gloves wear before start machine stop button press hold release'.split(' ');

/** A two-hour transcript: `sentences` × `wordsPerSentence` words (20,000 by default), deterministic. */
export function generateTranscript({ sentences = 2000, wordsPerSentence = 10, duration = 7200 } = {}): TranscriptSentence[] {
  const span = duration / sentences;
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  return Array.from({ length: sentences }, (_, i) => {
    const start = i * span;
    const end = start + span * 0.9;
    const step = (end - start) / wordsPerSentence;
    const words = Array.from({ length: wordsPerSentence }, (_, j) => ({
      word: VOCABULARY[next() % VOCABULARY.length],
      startTime: Math.round((start + j * step) * 1000) / 1000,
      endTime: Math.round((start + (j + 1) * step) * 1000) / 1000,
    }));
    return { sentence: `${words.map((w) => w.word).join(' ')}.`, startTime: Math.round(start * 1000) / 1000, endTime: Math.round(end * 1000) / 1000, words };
  });
}
