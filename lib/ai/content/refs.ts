import type { SourceRef, TranscriptInput } from './types';

/** The step each sentence belongs to (by its start time), or null, in sentence order. */
export function stepIdsOf(input: TranscriptInput): Array<string | null> {
  return input.sentences.map((s) => input.steps.find((st) => s.startTime >= st.startTime && s.startTime < st.endTime)?.id ?? null);
}

/** The SourceRef of a sentence (its index, step and time). */
export function sourceRef(input: TranscriptInput, sentenceIndex: number, stepIds?: ReadonlyArray<string | null>): SourceRef {
  const s = input.sentences[sentenceIndex]!;
  const stepId = stepIds ? (stepIds[sentenceIndex] ?? null) : (input.steps.find((st) => s.startTime >= st.startTime && s.startTime < st.endTime)?.id ?? null);
  return { sentenceIndex, stepId, startTime: s.startTime, endTime: s.endTime };
}
