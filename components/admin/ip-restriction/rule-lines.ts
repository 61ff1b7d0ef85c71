import { restrictedIpSchema } from '@/lib/orgs/schema';
import type { Issue } from './api';

/** A non-blank line of the rules box: its 1-based line number and trimmed text. */
export type RuleLine = { line: number; value: string };

export type RuleProblems = { byLine: Map<number, string>; list: string | null };

export const NO_PROBLEMS: RuleProblems = { byLine: new Map(), list: null };

export const readRuleLines = (text: string): RuleLine[] =>
  text
    .split(/\r?\n/)
    .map((raw, i) => ({ line: i + 1, value: raw.trim() }))
    .filter((entry) => entry.value !== '');

/**
 * Turns issues on `allowedRules.<index>` (from the shared zod schema here, or from the server)
 * into messages per line of the box; `allowedRules` itself (too many rules) is about the list.
 */
export function problemsFromIssues(issues: Issue[], lines: RuleLine[]): RuleProblems {
  const byLine = new Map<number, string>();
  let list: string | null = null;
  for (const issue of issues) {
    const [field, index] = issue.path.split('.');
    if (field !== 'allowedRules') continue;
    const entry = index === undefined ? undefined : lines[Number(index)];
    if (entry && !byLine.has(entry.line)) byLine.set(entry.line, issue.message);
    else if (!entry) list ??= issue.message;
  }
  return { byLine, list };
}

/** The same rules the server applies (restrictedIpSchema), run on what the box holds now. */
export function checkRuleLines(enableRestrictedIP: boolean, lines: RuleLine[]): RuleProblems {
  const result = restrictedIpSchema.safeParse({ enableRestrictedIP, allowedRules: lines.map((l) => l.value) });
  if (result.success) return NO_PROBLEMS;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return problemsFromIssues(issues, lines);
}

export const hasProblems = (p: RuleProblems) => p.byLine.size > 0 || p.list !== null;
