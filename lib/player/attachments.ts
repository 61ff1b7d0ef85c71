import type { StepAttachmentsDto } from '@/lib/workflows/schema';

/** Attachments (spec 02 §2): diagrams, links and PDFs; the carousel shows at most 7 dots and wraps around. */
export const ATTACHMENT_KINDS = ['diagrams', 'links', 'pdfs'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export const MAX_CAROUSEL_DOTS = 7;

export const attachmentCount = (a: StepAttachmentsDto) => a.diagrams.length + a.links.length + a.pdfs.length;

/** A kind's tab is disabled when the current step has none of it; the first kind with items opens. */
export const firstKindWithItems = (a: StepAttachmentsDto): AttachmentKind | null => ATTACHMENT_KINDS.find((k) => a[k].length > 0) ?? null;

/** Previous/next wrap around: −1 from the first is the last, +1 from the last the first. */
export const wrapIndex = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

/** Which items get a dot: a window of at most 7 that keeps the current one inside, as centred as it can. */
export function dotWindow(count: number, current: number, max = MAX_CAROUSEL_DOTS): { start: number; end: number } {
  if (count <= max) return { start: 0, end: count };
  const start = Math.min(Math.max(0, current - Math.floor(max / 2)), count - max);
  return { start, end: start + max };
}

/** A diagram entry as stored: a URL string or an object with a url (and maybe a name). */
export function diagramOf(value: unknown): { url: string; name: string } | null {
  if (typeof value === 'string') return value ? { url: value, name: '' } : null;
  if (value && typeof value === 'object') {
    const v = value as { url?: unknown; link?: unknown; name?: unknown; label?: unknown };
    const url = typeof v.url === 'string' ? v.url : typeof v.link === 'string' ? v.link : '';
    const name = typeof v.name === 'string' ? v.name : typeof v.label === 'string' ? v.label : '';
    return url ? { url, name } : null;
  }
  return null;
}

/** Only web links open from the player (a stored javascript: link must never run). */
export const isSafeLink = (link: string) => /^(https?:\/\/|\/)/i.test(link.trim());
