import 'server-only';

/** Inclusive byte offsets, as in Content-Range. */
export type ByteRange = { start: number; end: number };

/**
 * Reads a single-range `Range: bytes=…` header (RFC 9110 §14). Returns null when the whole
 * object should be sent: no header, another unit, several ranges or a malformed value — all
 * of which the RFC lets a server answer with 200.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;

  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }

  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
