import type { TranscriptSentence } from '@/lib/transcription';

/**
 * The contract of AI-made content (issue 17): summaries, SOP outlines, key terms and quiz
 * questions, made from a workflow's transcript either by the organisation's model (through
 * lib/ai/provider.ts) or, with none configured, by the offline provider over the transcript alone.
 * Every generated item cites the transcript sentence(s) it came from, so the UI can say where.
 */
export type ContentProviderName = 'openai' | 'offline';

/** A transcript sentence an item came from: its index in TranscriptInput.sentences and its time. */
export type SourceRef = { sentenceIndex: number; stepId: string | null; startTime: number; endTime: number };

export type TranscriptStep = { id: string; position: number; title: string; startTime: number; endTime: number };

/** What every generator reads: the transcript of one language, and the workflow's steps. */
export type TranscriptInput = {
  workflowId: string;
  title: string;
  languageCode: string;
  steps: TranscriptStep[];
  sentences: TranscriptSentence[];
};

/** Spec 02 §9 AI highlight order: safety/warning, tools (with a count), important note. */
export const HIGHLIGHT_KEYS = ['safetyOrWarning', 'tools', 'importantNote'] as const;
export type HighlightKey = (typeof HIGHLIGHT_KEYS)[number];

export type GeneratedHighlight = { key: HighlightKey; content: string; count?: number; sources: SourceRef[] };
export type GeneratedParagraph = { content: string; sources: SourceRef[] };
/** One SOP item per step (spec 02 §3 AI summary content.sop: step, description, tool, safetyOrWarning). */
export type GeneratedSopItem = { step: string; stepId: string | null; description: string; tool: string; safetyOrWarning: string; sources: SourceRef[] };

export type GeneratedSummary = {
  provider: ContentProviderName;
  languageCode: string;
  highlights: GeneratedHighlight[];
  contents: GeneratedParagraph[];
  sop: GeneratedSopItem[];
};

export type GeneratedTerms = { provider: ContentProviderName; languageCode: string; terms: string[] };

export const QUESTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type QuestionLetter = (typeof QUESTION_LETTERS)[number];
/**
 * Spec 02 §3 Question: singleSelection has options A–D, trueFalse has options A = "true" and
 * B = "false" (the option texts are shown translated); correctAnswer is a letter.
 */
export type GeneratedQuestion = {
  type: 'singleSelection' | 'trueFalse';
  title: string;
  options: Array<{ key: QuestionLetter; text: string }>;
  correctAnswer: QuestionLetter;
  /** The spec's referenceSource: the cited sentence's text with its time, e.g. "0:42 Tighten …". */
  referenceSource: string;
  sources: SourceRef[];
};
export type GeneratedQuestions = { provider: ContentProviderName; languageCode: string; questions: GeneratedQuestion[] };

/**
 * Which organisation asks (switches, rate limit and token accounting are per organisation).
 * `env` replaces process.env for the provider settings (tests, benchmarks).
 */
export type GenerateOptions = { organizationId: string; signal?: AbortSignal; env?: Record<string, string | undefined> };
