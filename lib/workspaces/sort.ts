/**
 * Workspace ordering (spec §5): names with symbols first, then digits, then letters, ignoring
 * case; the organisation's default group goes before every other group. Runs of digits compare
 * by value so "Line 2" comes before "Line 10", which is what people expect of numbered lines.
 */

const collator = new Intl.Collator('en', { sensitivity: 'base' });

const SYMBOL = 0;
const DIGIT = 1;
const LETTER = 2;

function rank(ch: string): number {
  if (/\p{Nd}/u.test(ch)) return DIGIT;
  if (/\p{L}/u.test(ch)) return LETTER;
  return SYMBOL;
}

function digitRun(chars: string[], start: number): string {
  let end = start;
  while (end < chars.length && /\p{Nd}/u.test(chars[end])) end++;
  return chars.slice(start, end).join('');
}

function compareDigitRuns(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares two names by the spec's rule; 0 only for names equal but for case. */
export function compareNames(a: string, b: string): number {
  const x = Array.from(a.trim().toLowerCase());
  const y = Array.from(b.trim().toLowerCase());
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const rx = rank(x[i]);
    const ry = rank(y[j]);
    if (rx !== ry) return rx - ry;
    if (rx === DIGIT && /^[0-9]$/.test(x[i]) && /^[0-9]$/.test(y[j])) {
      const runX = digitRun(x, i);
      const runY = digitRun(y, j);
      const byValue = compareDigitRuns(runX, runY);
      if (byValue !== 0) return byValue;
      i += runX.length;
      j += runY.length;
      continue;
    }
    if (x[i] !== y[j]) {
      // Symbols by code point: collators disagree on punctuation order between ICU versions.
      if (rx === SYMBOL) return x[i].codePointAt(0)! - y[j].codePointAt(0)!;
      const byChar = collator.compare(x[i], y[j]);
      if (byChar !== 0) return byChar;
    }
    i++;
    j++;
  }
  return x.length - i - (y.length - j);
}

type Named = { id: string; name: string };

/** A stable order: by name, then by exact spelling, then by id so equal names never swap. */
function compareNamed(a: Named, b: Named): number {
  return compareNames(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortByName<T extends Named>(list: readonly T[]): T[] {
  return [...list].sort(compareNamed);
}

type Prioritised = Named & { priority?: number };
const byPriority = (a: Prioritised, b: Prioritised) => (a.priority ?? 0) - (b.priority ?? 0);

/**
 * Workspaces by the order an admin set (lower priority first), then by name. Everything starts
 * at priority 0, so until an admin orders them the spec's name rule alone decides.
 */
export function sortWorkspaces<T extends Prioritised>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => byPriority(a, b) || compareNamed(a, b));
}

/** The organisation's default group first, then the admin's order (priority), then by name. */
export function sortGroups<T extends Prioritised>(groups: readonly T[], defaultGroupId: string | null): T[] {
  return [...groups].sort((a, b) => {
    if (a.id === defaultGroupId) return b.id === defaultGroupId ? 0 : -1;
    if (b.id === defaultGroupId) return 1;
    return byPriority(a, b) || compareNamed(a, b);
  });
}

/** Case-insensitive substring filter used by the side menu's workspace search. */
export function filterByName<T extends { name: string }>(list: readonly T[], keyword: string): T[] {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return [...list];
  return list.filter((item) => item.name.toLocaleLowerCase().includes(needle));
}
