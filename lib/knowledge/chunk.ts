import type { AiSummaryContent } from '@/lib/ai-summary/schema';
import type { TranscriptStep } from '@/lib/ai/content/types';

/**
 * Content split into passages the assistant can cite. A transcript becomes windows of a few
 * consecutive sentences that never cross a step boundary (so a citation opens one step), each
 * starting at its first sentence's time; an AI summary becomes one passage per line.
 */
export const SENTENCES_PER_WINDOW = 3;
export const WINDOW_STRIDE = 2;

export type ChunkDraft = {
  sourceKind: 'transcript' | 'summary' | 'document';
  sourceId: string;
  stepId: string | null;
  position: number;
  startTime: number | null;
  /** A document chunk's page (1-based), when its file has pages. */
  page?: number | null;
  languageCode: string;
  title: string;
  content: string;
};

type Sentence = { sentence: string; startTime: number };

/** The step a moment of the workflow belongs to: the last one starting at or before it. */
export function stepAt(steps: readonly TranscriptStep[], time: number): TranscriptStep | null {
  let found: TranscriptStep | null = null;
  for (const step of steps) if (step.startTime <= time + 1e-3) found = step;
  return found ?? steps[0] ?? null;
}

const titleOf = (workflowTitle: string, step: TranscriptStep | null) => (step?.title ? `${workflowTitle} — ${step.title}` : workflowTitle);

export function transcriptChunks(input: {
  transcriptionId: string;
  workflowTitle: string;
  languageCode: string;
  steps: readonly TranscriptStep[];
  sentences: readonly Sentence[];
}): ChunkDraft[] {
  const groups: Array<{ step: TranscriptStep | null; sentences: Sentence[] }> = [];
  for (const sentence of input.sentences) {
    if (!sentence.sentence.trim()) continue;
    const step = stepAt(input.steps, sentence.startTime);
    const last = groups.at(-1);
    if (last && last.step?.id === step?.id) last.sentences.push(sentence);
    else groups.push({ step, sentences: [sentence] });
  }
  const drafts: ChunkDraft[] = [];
  for (const { step, sentences } of groups) {
    for (let start = 0; start < sentences.length; start += WINDOW_STRIDE) {
      const window = sentences.slice(start, start + SENTENCES_PER_WINDOW);
      drafts.push({
        sourceKind: 'transcript',
        sourceId: input.transcriptionId,
        stepId: step?.id ?? null,
        position: drafts.length,
        startTime: window[0]!.startTime,
        languageCode: input.languageCode,
        title: titleOf(input.workflowTitle, step),
        content: window.map((s) => s.sentence.trim()).join(' '),
      });
      if (start + SENTENCES_PER_WINDOW >= sentences.length) break;
    }
  }
  return drafts;
}

export function summaryChunks(input: {
  summaryId: string;
  workflowTitle: string;
  languageCode: string;
  steps: readonly TranscriptStep[];
  content: AiSummaryContent;
}): ChunkDraft[] {
  const { summary, sop } = input.content;
  const lines = [
    ...summary.highlights.map((h) => ({ text: h.content, sources: h.sources, stepId: null as string | null })),
    ...summary.contents.map((p) => ({ text: p.content, sources: p.sources, stepId: null as string | null })),
    ...sop.map((s) => ({ text: [s.step, s.description, s.tool, s.safetyOrWarning].map((part) => part.trim().replace(/[.。!?]+$/u, '')).filter(Boolean).join('. '), sources: s.sources, stepId: s.stepId })),
  ];
  return lines
    .filter((l) => l.text.trim())
    .map((line, position) => {
      const source = line.sources[0];
      const step = input.steps.find((s) => s.id === (line.stepId ?? source?.stepId)) ?? (source ? stepAt(input.steps, source.startTime) : null);
      return {
        sourceKind: 'summary' as const,
        sourceId: input.summaryId,
        stepId: step?.id ?? null,
        position,
        startTime: source?.startTime ?? step?.startTime ?? null,
        languageCode: input.languageCode,
        title: titleOf(input.workflowTitle, step),
        content: line.text.trim(),
      };
    });
}

/** The PostgreSQL text-search configuration of a language (stemming); `simple` for the rest. */
const CONFIGS: Record<string, string> = {
  en: 'english', de: 'german', fr: 'french', es: 'spanish', pt: 'portuguese', it: 'italian', nl: 'dutch',
  ru: 'russian', sv: 'swedish', da: 'danish', fi: 'finnish', no: 'norwegian', nb: 'norwegian', tr: 'turkish', hu: 'hungarian', ro: 'romanian',
};
export const textSearchConfig = (languageCode: string) => CONFIGS[languageCode.toLowerCase().split(/[-_]/)[0] ?? ''] ?? 'simple';
