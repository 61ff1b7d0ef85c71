import { z } from 'zod';
import { analyse } from '../offline/analysis';
import { estimateTokens } from '../tokens';
import type { TranscriptInput } from './types';

/**
 * What the model is sent: a one-paragraph instruction, then the transcript once, compactly —
 * one line per sentence as "<index> <text>", a "# <n> <title>" line where each step begins. The
 * index is what answers cite. A transcript over AI_MAX_INPUT_TOKENS (default 60,000 estimated
 * tokens) sends its most central sentences (TextRank) up to that budget, indices unchanged.
 */
export const DEFAULT_MAX_INPUT_TOKENS = 60_000;

export type CompactTranscript = { text: string; sent: Set<number> };

export function compactTranscript(input: TranscriptInput, maxTokens = DEFAULT_MAX_INPUT_TOKENS): CompactTranscript {
  let sent = new Set(input.sentences.keys());
  const costs = input.sentences.map((s) => estimateTokens(s.sentence) + 1);
  if (costs.reduce((a, b) => a + b, 0) > maxTokens) {
    sent = new Set();
    let total = 0;
    for (const i of analyse(input).ranked) {
      if (total + costs[i]! > maxTokens) continue;
      sent.add(i);
      total += costs[i]!;
    }
  }
  const stepIds = analyse(input).stepIds;
  const lines: string[] = [`${input.title} [${input.languageCode}]`];
  let step: string | null = null;
  input.sentences.forEach((s, i) => {
    if (!sent.has(i)) return;
    const id = stepIds[i] ?? null;
    if (id && id !== step) {
      const position = input.steps.findIndex((st) => st.id === id);
      lines.push(`# ${position + 1} ${input.steps[position]!.title}`);
    }
    step = id;
    lines.push(`${i} ${s.sentence.replace(/\s+/g, ' ').trim()}`);
  });
  return { text: lines.join('\n'), sent };
}

const COMMON =
  'The user message is a video transcript: a title line, "# <n> <step title>" lines where steps begin, and one "<index> <sentence>" line per sentence. ' +
  'Use only what the transcript says; write in the transcript\'s language; every item lists the indices of the sentences it comes from in "sentences".';

export const SUMMARY_INSTRUCTION =
  `${COMMON} Answer JSON: "summary": 2–6 short paragraphs summarising the procedure; "safetyOrWarning": safety instructions and warnings; ` +
  '"tools": each tool or piece of equipment named, once; "importantNote": at most one important note; "sop": one item per step (its number) with a one-sentence description, the tools used and any safety/warning (empty strings if none).';
export const TERMS_INSTRUCTION =
  `${COMMON} Answer JSON "terms": up to {limit} key terms (technical words or short phrases, at most 10 words, no punctuation) exactly as written in the transcript.`;
export const QUESTIONS_INSTRUCTION =
  `${COMMON} Answer JSON "questions": {count} quiz questions checking understanding of the procedure, each of type "singleSelection" (four options, one correct) ` +
  'or "trueFalse" (options ["true","false"]); "correctAnswer" is the letter of the correct option (A–D; A = true, B = false); "sentence" is the one sentence index that proves the answer.';

const cited = z.array(z.number().int());
const item = z.object({ text: z.string(), sentences: cited });

export const summaryAnswer = z.object({
  summary: z.array(item),
  safetyOrWarning: z.array(item),
  tools: z.array(z.object({ name: z.string(), sentences: cited })),
  importantNote: z.array(item),
  sop: z.array(z.object({ step: z.number().int(), description: z.string(), tool: z.string(), safetyOrWarning: z.string(), sentences: cited })),
});
export const termsAnswer = z.object({ terms: z.array(z.object({ term: z.string(), sentences: cited })) });
export const questionsAnswer = z.object({
  questions: z.array(
    z.object({
      type: z.enum(['singleSelection', 'trueFalse']),
      title: z.string(),
      options: z.array(z.string()),
      correctAnswer: z.enum(['A', 'B', 'C', 'D']),
      sentence: z.number().int(),
    }),
  ),
});
