import type { PlayerAiSummaryDto, PlayerSopItemDto } from '@/lib/player/schema';
import { citedTime, hasSop, hasSummary, orderHighlights, sopIn, textIn } from './content';
import type { AiSummaryContent } from './schema';

/**
 * What the player shows of completed, activated content: one language only (the viewer's, else
 * en-us, else the generation language), so the public page's cached payload stays small.
 */
export function toPlayerAiContent(content: AiSummaryContent, locale: string, provider: string | null): { aiSummary: PlayerAiSummaryDto | null; sop: PlayerSopItemDto[] | null } {
  const sop = content.sop.map((item) => ({ ...sopIn(item, locale), time: citedTime(item.sources) }));
  const aiSummary: PlayerAiSummaryDto | null = hasSummary(content)
    ? {
        provider: provider === 'openai' || provider === 'offline' ? provider : null,
        highlights: orderHighlights(content.summary.highlights).map((h) => ({ key: h.key, content: textIn(h, locale), count: h.count ?? null, time: citedTime(h.sources) })),
        contents: content.summary.contents.map((p) => ({ content: textIn(p, locale), time: citedTime(p.sources) })),
        steps: sop.map((s) => ({ content: s.description ? `${s.step}: ${s.description}` : s.step, time: s.time })),
      }
    : null;
  return { aiSummary, sop: hasSop(content) ? sop : null };
}

/** Summary text longer than this is collapsed behind "Show more" (our choice; the spec says only "when collapsible"). */
export const SUMMARY_COLLAPSE_CHARS = 320;

export const isCollapsible = (contents: readonly { content: string }[]) => contents.reduce((n, p) => n + p.content.length, 0) > SUMMARY_COLLAPSE_CHARS;

/** The collapsed summary: whole paragraphs while they fit, then the start of the next one with an ellipsis. */
export function collapsedContents<T extends { content: string }>(contents: readonly T[], limit = SUMMARY_COLLAPSE_CHARS): T[] {
  const out: T[] = [];
  let left = limit;
  for (const p of contents) {
    if (left <= 0) break;
    out.push(p.content.length <= left ? p : { ...p, content: `${p.content.slice(0, left).trimEnd()}…` });
    left -= p.content.length;
  }
  return out;
}

/** The step holding a second of the recorded video, and how far into it (for a cited time). */
export function stepAtSourceTime(steps: ReadonlyArray<{ sourceStart: number; duration: number }>, time: number): { index: number; at: number } | null {
  const index = steps.findIndex((s, i) => time >= s.sourceStart && (time < s.sourceStart + s.duration || i === steps.length - 1));
  return index < 0 ? null : { index, at: Math.max(0, time - steps[index]!.sourceStart) };
}
