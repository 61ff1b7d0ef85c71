export type DiffLine = { path: string; before: unknown; after: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values by dotted path; arrays and scalars are leaves, so a changed list shows whole. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

/**
 * What an audit entry changed, one line per setting: the paths whose values differ between
 * before and after, in the order they first appear. A creation (no before) or deletion (no
 * after) lists every value.
 */
export function diffAudit(before: unknown, after: unknown): DiffLine[] {
  const was = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  return paths
    .filter((path) => JSON.stringify(was.get(path)) !== JSON.stringify(now.get(path)))
    .map((path) => ({ path, before: was.get(path), after: now.get(path) }));
}

/** A value as the diff shows it: text as is, missing as a dash, anything else as compact JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
