import { sourceRef } from '../content/refs';
import type { GeneratedHighlight, GeneratedParagraph, GeneratedSopItem, GeneratedSummary, SourceRef, TranscriptInput } from '../content/types';
import { analyse, type Analysis } from './analysis';
import { joiner, listJoiner } from './text';

/**
 * Extractive summary, highlights and SOP outline from the transcript alone. Contents: the most
 * central sentences by TextRank plus every safety sentence (a summary that drops a warning is a
 * bad summary), one paragraph per step, in transcript order. Highlights in the spec's order:
 * safety/warning sentences, the tools named (with their count), an important note. SOP: one item
 * per step with sentences, described by its most central sentences; tool and safety/warning from
 * the lexicons. Every item is transcript text and cites its sentences.
 */
const MAX_SAFETY = 20;
const HIGHLIGHT_SAFETY = 3;
const STEP_DESCRIPTION = 2;

const summaryLength = (n: number) => Math.min(n, Math.max(3, Math.min(15, Math.round(n * 0.15))));
const inOrder = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b);

type Ctx = { input: TranscriptInput; a: Analysis; ref: (i: number) => SourceRef; text: (is: number[]) => string };

function contents({ input, a, ref, text }: Ctx): GeneratedParagraph[] {
  const safety = a.ranked.filter((i) => a.safety[i]).slice(0, MAX_SAFETY);
  const picked = inOrder([...a.ranked.slice(0, summaryLength(input.sentences.length)), ...safety]);
  const paragraphs: number[][] = [];
  let last: string | null | undefined;
  for (const i of picked) {
    const step = a.stepIds[i];
    if (!paragraphs.length || step !== last || (step === null && paragraphs.at(-1)!.length >= 3)) paragraphs.push([]);
    paragraphs.at(-1)!.push(i);
    last = step;
  }
  return paragraphs.map((is) => ({ content: text(is), sources: is.map(ref) }));
}

/** Tool names as first written, one per distinct name (case-insensitive), with the sentence naming each first. */
function toolsIn(a: Analysis, indices: Iterable<number>): Array<{ name: string; sentence: number }> {
  const seen = new Map<string, { name: string; sentence: number }>();
  for (const i of indices) {
    for (const name of a.tools[i]!) {
      const key = name.toLocaleLowerCase(a.code);
      if (!seen.has(key)) seen.set(key, { name, sentence: i });
    }
  }
  return [...seen.values()];
}

function highlights({ a, ref, text }: Ctx): GeneratedHighlight[] {
  const out: GeneratedHighlight[] = [];
  const safety = inOrder(a.ranked.filter((i) => a.safety[i]).slice(0, HIGHLIGHT_SAFETY));
  if (safety.length) out.push({ key: 'safetyOrWarning', content: text(safety), sources: safety.map(ref) });
  const tools = toolsIn(a, a.stepIds.keys());
  if (tools.length) {
    out.push({ key: 'tools', content: tools.map((t) => t.name).join(listJoiner(a.code)), count: tools.length, sources: inOrder(tools.map((t) => t.sentence)).map(ref) });
  }
  const note = a.ranked.find((i) => a.important[i] && !a.safety[i]);
  if (note !== undefined) out.push({ key: 'importantNote', content: text([note]), sources: [ref(note)] });
  return out;
}

function sop({ input, a, ref, text }: Ctx): GeneratedSopItem[] {
  const steps = input.steps.length ? input.steps : [{ id: null, title: input.title }];
  return steps.flatMap((step) => {
    const mine = a.stepIds.flatMap((id, i) => (id === step.id ? [i] : []));
    if (!mine.length) return [];
    const own = new Set(mine);
    const central = inOrder(a.ranked.filter((i) => own.has(i)).slice(0, STEP_DESCRIPTION));
    const safety = inOrder(a.ranked.filter((i) => own.has(i) && a.safety[i]).slice(0, STEP_DESCRIPTION));
    const tools = toolsIn(a, mine);
    return [
      {
        step: step.title,
        stepId: step.id,
        description: text(central),
        tool: tools.map((t) => t.name).join(listJoiner(a.code)),
        safetyOrWarning: text(safety),
        sources: inOrder([...central, ...safety, ...tools.map((t) => t.sentence)]).map(ref),
      },
    ];
  });
}

export function offlineSummary(input: TranscriptInput): GeneratedSummary {
  const a = analyse(input);
  const ctx: Ctx = {
    input,
    a,
    ref: (i) => sourceRef(input, i, a.stepIds),
    text: (is) => is.map((i) => input.sentences[i]!.sentence.trim()).join(joiner(a.code)),
  };
  return { provider: 'offline', languageCode: input.languageCode, highlights: highlights(ctx), contents: contents(ctx), sop: sop(ctx) };
}
