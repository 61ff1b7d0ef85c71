import type { ChatReference } from './contract';

export type AnswerSegment = { kind: 'text'; text: string } | { kind: 'reference'; n: number; reference: ChatReference };

const MARKER = /\[(\d{1,3})\]/g;

/** The reference a marker names: by its number, else the n-th of the list. */
function referenceFor(n: number, references: readonly ChatReference[]): ChatReference | null {
  if (n < 1 || n > references.length) return null;
  return references.find((r) => r.n === n) ?? references[n - 1] ?? null;
}

/**
 * Spec 02 §5: a marker `[n]` in an answer becomes a step reference button only when n does not
 * exceed the number of references; any other bracketed number stays text as written.
 */
export function answerSegments(answer: string, references: readonly ChatReference[]): AnswerSegment[] {
  const out: AnswerSegment[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const prev = out.at(-1);
    if (prev?.kind === 'text') prev.text += text;
    else out.push({ kind: 'text', text });
  };
  for (const match of answer.matchAll(MARKER)) {
    const n = Number(match[1]);
    const reference = referenceFor(n, references);
    pushText(answer.slice(last, match.index));
    if (reference) out.push({ kind: 'reference', n, reference });
    else pushText(match[0]);
    last = match.index + match[0].length;
  }
  pushText(answer.slice(last));
  return out;
}

/** Where a citation opens: a document at its page (through the access-checking file route), else the player at the step and second it cites. */
export function referenceHref(reference: ChatReference): string {
  if (reference.type === 'document') {
    const page = reference.page ? `?page=${reference.page}` : '';
    return `/api/v1/data-hub/documents/${encodeURIComponent(reference.documentId)}/file${page}`;
  }
  const step = reference.stepId ? `/${encodeURIComponent(reference.stepId)}` : '';
  const time = reference.time !== null && reference.time >= 0 ? `?videoTime=${Math.floor(reference.time * 100) / 100}` : '';
  return `/playermain/${encodeURIComponent(reference.workflowId)}${step}${time}`;
}
