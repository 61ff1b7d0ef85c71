import 'server-only';
import { KEY_TERMS_PER_LANGUAGE, keyTermProblem, sameTerm } from '@/lib/builder/terms';
import { joiner, listJoiner, containsTerm, clock } from '../offline/text';
import type { AiProvider, AiTask } from '../provider';
import { compactTranscript, questionsAnswer, QUESTIONS_INSTRUCTION, summaryAnswer, SUMMARY_INSTRUCTION, termsAnswer, TERMS_INSTRUCTION } from './prompts';
import { sourceRef, stepIdsOf } from './refs';
import { QUESTION_LETTERS, type GeneratedHighlight, type GeneratedQuestion, type GeneratedSummary, type SourceRef, type TranscriptInput } from './types';
import type { z } from 'zod';

/**
 * The provider path: one structured request per kind of content, the transcript sent once; the
 * answer is checked like user input — every cited index must be a sentence that was sent, items
 * citing none are dropped, texts are trimmed single lines, terms must occur in their sentence.
 */
type Sent = { input: TranscriptInput; sent: Set<number>; stepIds: Array<string | null> };
export type RemoteOptions = { signal?: AbortSignal; maxInputTokens?: number };

async function ask<T>(provider: AiProvider, task: AiTask, input: TranscriptInput, instruction: string, schema: z.ZodType<T>, options: RemoteOptions) {
  const { text, sent } = compactTranscript(input, options.maxInputTokens);
  const answer = await provider.structured({
    task,
    name: task,
    schema,
    messages: [
      { role: 'system', content: instruction },
      { role: 'user', content: text },
    ],
    signal: options.signal,
  });
  return { answer, ctx: { input, sent, stepIds: stepIdsOf(input) } satisfies Sent };
}

const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim();
const refsOf = ({ input, sent, stepIds }: Sent, indices: number[]): SourceRef[] =>
  [...new Set(indices)].filter((i) => sent.has(i)).sort((a, b) => a - b).map((i) => sourceRef(input, i, stepIds));

export async function remoteSummary(provider: AiProvider, input: TranscriptInput, options: RemoteOptions): Promise<GeneratedSummary> {
  const { answer, ctx } = await ask(provider, 'summary', input, SUMMARY_INSTRUCTION, summaryAnswer, options);
  const code = input.languageCode;
  const items = (list: Array<{ text: string; sentences: number[] }>) =>
    list.map((x) => ({ content: clean(x.text), sources: refsOf(ctx, x.sentences) })).filter((x) => x.content && x.sources.length);
  const highlights: GeneratedHighlight[] = [];
  const safety = items(answer.safetyOrWarning);
  if (safety.length) highlights.push({ key: 'safetyOrWarning', content: safety.map((x) => x.content).join(joiner(code)), sources: safety.flatMap((x) => x.sources) });
  const tools = answer.tools
    .map((t) => ({ name: clean(t.name), sources: refsOf(ctx, t.sentences) }))
    .filter((t, i, all) => t.name && t.sources.length && all.findIndex((o) => sameTerm(o.name, t.name)) === i);
  if (tools.length) highlights.push({ key: 'tools', content: tools.map((t) => t.name).join(listJoiner(code)), count: tools.length, sources: tools.flatMap((t) => t.sources) });
  const note = items(answer.importantNote)[0];
  if (note) highlights.push({ key: 'importantNote', ...note });
  const steps = input.steps.length ? input.steps : [{ id: null, title: input.title }];
  const sop = answer.sop.flatMap((s) => {
    const step = steps[s.step - 1];
    const sources = refsOf(ctx, s.sentences);
    if (!step || !sources.length || !clean(s.description)) return [];
    return [{ step: step.title, stepId: step.id, description: clean(s.description), tool: clean(s.tool), safetyOrWarning: clean(s.safetyOrWarning), sources }];
  });
  return { provider: 'openai', languageCode: code, highlights, contents: items(answer.summary), sop };
}

export async function remoteKeyTerms(provider: AiProvider, input: TranscriptInput, options: RemoteOptions): Promise<string[]> {
  const instruction = TERMS_INSTRUCTION.replace('{limit}', String(KEY_TERMS_PER_LANGUAGE));
  const { answer, ctx } = await ask(provider, 'terms', input, instruction, termsAnswer, options);
  const out: string[] = [];
  for (const t of answer.terms) {
    const term = t.term.trim();
    const inSentence = t.sentences.some((i) => ctx.sent.has(i) && containsTerm(input.sentences[i]!.sentence, term, input.languageCode));
    if (inSentence && keyTermProblem(term) === null && !out.some((o) => sameTerm(o, term))) out.push(term);
  }
  return out.slice(0, KEY_TERMS_PER_LANGUAGE);
}

export async function remoteQuestions(provider: AiProvider, input: TranscriptInput, count: number, options: RemoteOptions): Promise<GeneratedQuestion[]> {
  const { answer, ctx } = await ask(provider, 'quiz', input, QUESTIONS_INSTRUCTION.replace('{count}', String(count)), questionsAnswer, options);
  const out: GeneratedQuestion[] = [];
  for (const q of answer.questions) {
    const title = clean(q.title);
    const [source] = refsOf(ctx, [q.sentence]);
    if (!title || !source) continue;
    const s = input.sentences[source.sentenceIndex]!;
    const referenceSource = `${clock(s.startTime)} ${clean(s.sentence)}`;
    if (q.type === 'trueFalse') {
      if (q.correctAnswer !== 'A' && q.correctAnswer !== 'B') continue;
      const options = [
        { key: 'A' as const, text: 'true' },
        { key: 'B' as const, text: 'false' },
      ];
      out.push({ type: 'trueFalse', title, options, correctAnswer: q.correctAnswer, referenceSource, sources: [source] });
    } else {
      const texts = q.options.map(clean);
      if (texts.length !== 4 || texts.some((t) => !t) || new Set(texts).size !== 4) continue;
      const options = QUESTION_LETTERS.map((key, k) => ({ key, text: texts[k]! }));
      out.push({ type: 'singleSelection', title, options, correctAnswer: q.correctAnswer, referenceSource, sources: [source] });
    }
    if (out.length >= count) break;
  }
  return out;
}
