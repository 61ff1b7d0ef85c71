type Ranked = { id: string; priority: number };

/** The ids in their new order once `id` moves to 0-based position `target` (clamped to the list). */
export function moveTo(ids: string[], id: string, target: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.min(Math.max(0, target), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Moves one row and numbers the whole list 0..n-1, writing only rows whose number changes.
 * Returns the row's old and new position for the audit log.
 */
export async function reorder(
  rows: Ranked[],
  id: string,
  target: number,
  setPriority: (id: string, priority: number) => Promise<unknown>,
): Promise<{ from: number; to: number }> {
  const from = rows.findIndex((r) => r.id === id);
  const order = moveTo(
    rows.map((r) => r.id),
    id,
    target,
  );
  const current = new Map(rows.map((r) => [r.id, r.priority]));
  for (const [index, rowId] of order.entries()) {
    if (current.get(rowId) !== index) await setPriority(rowId, index);
  }
  return { from, to: order.indexOf(id) };
}
