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
