/** Pure list moves of the builder's content tab (drag and keyboard reorder, remove, add). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Adds an item unless one with the same key is there already (the API refuses duplicates). */
export function addUnique<T>(list: readonly T[], item: T, key: (t: T) => string): T[] {
  return list.some((x) => key(x) === key(item)) ? [...list] : [...list, item];
}
