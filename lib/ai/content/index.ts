import 'server-only';
import type { GenerateOptions, GeneratedQuestions, GeneratedSummary, GeneratedTerms, SourceRef, TranscriptInput } from './types';

export type * from './types';

/*
 * Entry points of AI-made content. These first bodies are deliberately plain (a transcript
 * extract, no model); the AI layer work replaces them with the configured provider and the
 * offline provider (TextRank summary, keyword extraction, lexicon-based SOP outline, questions),
 * keeping these signatures.
 */

const ref = (input: TranscriptInput, sentenceIndex: number): SourceRef => {
  const s = input.sentences[sentenceIndex]!;
  const step = input.steps.find((st) => s.startTime >= st.startTime && s.startTime < st.endTime) ?? null;
  return { sentenceIndex, stepId: step?.id ?? null, startTime: s.startTime, endTime: s.endTime };
};

export async function generateSummary(input: TranscriptInput, _options: GenerateOptions): Promise<GeneratedSummary> {
  const picked = input.sentences.slice(0, 3).map((s, i) => ({ content: s.sentence, sources: [ref(input, i)] }));
  return { provider: 'offline', languageCode: input.languageCode, highlights: [], contents: picked, sop: [] };
}

export async function generateKeyTerms(input: TranscriptInput, _options: GenerateOptions): Promise<GeneratedTerms> {
  return { provider: 'offline', languageCode: input.languageCode, terms: [] };
}

export async function generateQuestions(input: TranscriptInput, options: GenerateOptions & { count: number }): Promise<GeneratedQuestions> {
  const questions = input.sentences.slice(0, options.count).map((s, i) => ({
    type: 'trueFalse' as const,
    title: s.sentence,
    options: [
      { key: 'A' as const, text: 'true' },
      { key: 'B' as const, text: 'false' },
    ],
    correctAnswer: 'A' as const,
    referenceSource: s.sentence,
    sources: [ref(input, i)],
  }));
  return { provider: 'offline', languageCode: input.languageCode, questions };
}
