import 'server-only';
import { signedMediaUrl } from '@/lib/workflows/media-urls';
import type { StepAttachmentsDto } from '@/lib/workflows/schema';

/**
 * workflow_steps.attachments as stored. Files keep their storage key (never a URL: URLs are signed
 * when read); older rows and hand-written entries may hold a plain URL instead, which is passed on.
 */
export type StoredDiagram = { id: string; key?: string; url?: string; name: string; size?: number; contentType?: string };
export type StoredLink = { id: string; label: string; link: string };
export type StoredPdf = { id: string; key?: string; link?: string; name: string; size?: number };
export type StoredAttachments = { diagrams: StoredDiagram[]; links: StoredLink[]; pdfs: StoredPdf[] };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
// Entries written before ids existed get one from their place, so they can still be removed.
const idOf = (v: Record<string, unknown>, kind: string, index: number) => str(v.id) || `${kind}-${index}`;

/** Reads whatever is stored into the typed shape; entries with nothing to show are dropped. */
export function parseStoredAttachments(value: unknown): StoredAttachments {
  const a = obj(value);
  const diagrams = list(a.diagrams).flatMap((raw, i): StoredDiagram[] => {
    if (typeof raw === 'string') return raw ? [{ id: `diagram-${i}`, url: raw, name: '' }] : [];
    const v = obj(raw);
    const key = str(v.key);
    const url = str(v.url) || str(v.link);
    return key || url ? [{ id: idOf(v, 'diagram', i), ...(key ? { key } : { url }), name: str(v.name) || str(v.label), size: num(v.size), contentType: str(v.contentType) || undefined }] : [];
  });
  const links = list(a.links).flatMap((raw, i): StoredLink[] => {
    const v = obj(raw);
    return str(v.link) ? [{ id: idOf(v, 'link', i), label: str(v.label), link: str(v.link) }] : [];
  });
  const pdfs = list(a.pdfs).flatMap((raw, i): StoredPdf[] => {
    const v = obj(raw);
    const key = str(v.key);
    const link = str(v.link);
    return key || link ? [{ id: idOf(v, 'pdf', i), ...(key ? { key } : { link }), name: str(v.name), size: num(v.size) }] : [];
  });
  return { diagrams, links, pdfs };
}

/** What the builder and the player get: every file as a signed URL (as long as the player's other media), with ids for removal. */
export async function presentAttachments(value: unknown): Promise<StepAttachmentsDto> {
  const stored = parseStoredAttachments(value);
  const [diagrams, pdfs] = await Promise.all([
    Promise.all(stored.diagrams.map(async (d) => ({ id: d.id, url: d.key ? await signedMediaUrl(d.key) : d.url!, name: d.name }))),
    Promise.all(stored.pdfs.map(async (p) => ({ id: p.id, name: p.name, link: p.key ? await signedMediaUrl(p.key) : p.link!, ...(p.size !== undefined ? { size: p.size } : {}) }))),
  ]);
  return { diagrams, links: stored.links.map(({ id, label, link }) => ({ id, label, link })), pdfs };
}

/** Storage keys an attachment list holds (to delete a removed file). */
export const storedKeysOf = (a: Pick<StoredAttachments, 'diagrams' | 'pdfs'>) => [...a.diagrams, ...a.pdfs].flatMap((f) => (f.key ? [f.key] : []));
