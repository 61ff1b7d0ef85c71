import { HIGHLIGHT_KEYS, type GeneratedSummary, type SourceRef } from '@/lib/ai/content/types';
import { AI_SUMMARY_LIMITS as L, type AiHighlight, type AiSopItem, type AiSummaryContent } from './schema';

/**
 * Pure rules of AI summary content: the spec's highlight order (02 §9: safety/warning, tools
 * with a count, important note), storing what a generator made, translations, the author's
 * edits, and the en-us fallback when reading a language without a translation.
 */
export const EMPTY_CONTENT: AiSummaryContent = { summary: { highlights: [], contents: [] }, sop: [] };

export const orderHighlights = <T extends Pick<AiHighlight, 'key'>>(list: readonly T[]): T[] =>
  list
    .map((h, i) => ({ h, i }))
    .sort((a, b) => HIGHLIGHT_KEYS.indexOf(a.h.key) - HIGHLIGHT_KEYS.indexOf(b.h.key) || a.i - b.i)
    .map(({ h }) => h);

/** Generators cite sentences of the list they were given; map them back to the whole transcript's indices. */
const remap = (sources: SourceRef[], indices: readonly number[] | null) =>
  sources.map((s) => ({ ...s, sentenceIndex: indices ? (indices[s.sentenceIndex] ?? s.sentenceIndex) : s.sentenceIndex }));

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);
const clampMap = <T extends Record<string, string>>(t: Record<string, T | string>, max: number) =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, typeof v === 'string' ? cut(v, max) : Object.fromEntries(Object.entries(v).map(([f, x]) => [f, cut(x, max)]))]));

/** Whatever a generator or a translator answered fits the stored contract: texts within their limits, lists within theirs, no empty items. */
export function clampContent(c: AiSummaryContent): AiSummaryContent {
  return {
    summary: {
      highlights: c.summary.highlights
        .filter((h) => h.content.trim())
        .slice(0, L.highlights)
        .map((h) => ({ ...h, sources: h.sources.slice(0, 50), content: cut(h.content.trim(), L.line), translations: clampMap(h.translations, L.line) as Record<string, string> })),
      contents: c.summary.contents
        .filter((p) => p.content.trim())
        .slice(0, L.contents)
        .map((p) => ({ ...p, sources: p.sources.slice(0, 50), content: cut(p.content.trim(), L.paragraph), translations: clampMap(p.translations, L.paragraph) as Record<string, string> })),
    },
    sop: c.sop
      .filter((s) => s.step.trim() || s.description.trim())
      .slice(0, L.sop)
      .map((s) => ({
        ...s,
        sources: s.sources.slice(0, 50),
        step: cut(s.step.trim() || s.description.trim(), L.line),
        description: cut(s.description.trim(), L.line),
        tool: cut(s.tool.trim(), L.line),
        safetyOrWarning: cut(s.safetyOrWarning.trim(), L.line),
        translations: clampMap(s.translations, L.line) as AiSopItem['translations'],
      })),
  };
}

export function contentFromGenerated(generated: GeneratedSummary, indices: readonly number[] | null = null): AiSummaryContent {
  const lang = generated.languageCode;
  return clampContent({
    summary: {
      highlights: orderHighlights(generated.highlights).map((h) => ({
        key: h.key,
        content: h.content,
        ...(h.count !== undefined ? { count: h.count } : {}),
        translations: { [lang]: h.content },
        sources: remap(h.sources, indices),
      })),
      contents: generated.contents.map((p) => ({ content: p.content, translations: { [lang]: p.content }, sources: remap(p.sources, indices) })),
    },
    sop: generated.sop.map((s) => {
      const fields = { step: s.step, description: s.description, tool: s.tool, safetyOrWarning: s.safetyOrWarning };
      return { ...fields, stepId: s.stepId, translations: { [lang]: fields }, sources: remap(s.sources, indices) };
    }),
  });
}

const SOP_FIELDS = ['step', 'description', 'tool', 'safetyOrWarning'] as const;

/** Every text of the content in the generation language, in a fixed order (what a translation request sends). */
export function linesOf(content: AiSummaryContent): string[] {
  return [
    ...content.summary.highlights.map((h) => h.content),
    ...content.summary.contents.map((p) => p.content),
    ...content.sop.flatMap((s) => SOP_FIELDS.map((f) => s[f])),
  ];
}

/** Adds one language's translation; `lines` answer linesOf(content) one for one (an empty line keeps the original). */
export function withTranslation(content: AiSummaryContent, language: string, lines: readonly string[]): AiSummaryContent {
  let i = 0;
  const next = (original: string) => {
    const line = lines[i++];
    return line && line.trim() ? line : original;
  };
  return {
    summary: {
      highlights: content.summary.highlights.map((h) => ({ ...h, translations: { ...h.translations, [language]: next(h.content) } })),
      contents: content.summary.contents.map((p) => ({ ...p, translations: { ...p.translations, [language]: next(p.content) } })),
    },
    sop: content.sop.map((s) => {
      const fields = Object.fromEntries(SOP_FIELDS.map((f) => [f, s[f] ? next(s[f]) : (i++, '')])) as Record<(typeof SOP_FIELDS)[number], string>;
      return { ...s, translations: { ...s.translations, [language]: fields } };
    }),
  };
}

/**
 * The author's edit of content in the generation language: an item whose text changed keeps
 * only that text (its old translations no longer say the same); unchanged items keep theirs.
 */
export function applyEdits(edited: AiSummaryContent, language: string): AiSummaryContent {
  const textItem = <T extends { content: string; translations: Record<string, string> }>(item: T): T =>
    item.translations[language] === item.content ? item : { ...item, translations: { [language]: item.content } };
  const sopItem = (item: AiSopItem): AiSopItem => {
    const fields = { step: item.step, description: item.description, tool: item.tool, safetyOrWarning: item.safetyOrWarning };
    const stored = item.translations[language];
    const same = stored && SOP_FIELDS.every((f) => stored[f] === fields[f]);
    return same ? item : { ...item, translations: { [language]: fields } };
  };
  return {
    summary: { highlights: orderHighlights(edited.summary.highlights.map(textItem)), contents: edited.summary.contents.map(textItem) },
    sop: edited.sop.map(sopItem),
  };
}

/** es-es reads es-mx's text (spec 02 §9 UI languages). */
const ALIASES: Readonly<Record<string, string>> = { 'es-es': 'es-mx', en: 'en-us' };

/**
 * The language to read for a viewer's locale among the translations there are: the locale
 * itself, its alias, the same language in another region, then en-us (spec 02 §9 "AI content
 * falls back to en-us"); null when none fits (the text in the generation language is read then).
 */
export function pickLanguage(available: readonly string[], locale: string): string | null {
  const want = locale.toLowerCase();
  const candidates = [want, ALIASES[want]].filter((c): c is string => !!c);
  for (const c of candidates) if (available.includes(c)) return c;
  const primary = want.split('-')[0];
  const sameLanguage = available.find((a) => a.split('-')[0] === primary);
  if (sameLanguage) return sameLanguage;
  return available.includes('en-us') ? 'en-us' : null;
}

export const textIn = (item: { content: string; translations: Record<string, string> }, locale: string) => {
  const language = pickLanguage(Object.keys(item.translations), locale);
  return (language && item.translations[language]) || item.content;
};

export function sopIn(item: AiSopItem, locale: string) {
  const language = pickLanguage(Object.keys(item.translations), locale);
  const t = language ? item.translations[language] : undefined;
  return {
    step: t?.step || item.step,
    description: t?.description || item.description,
    tool: t?.tool || item.tool,
    safetyOrWarning: t?.safetyOrWarning || item.safetyOrWarning,
  };
}

/** The first cited time of an item, on the recorded video's clock (null when it cites nothing). */
export const citedTime = (sources: readonly { startTime: number }[]) => (sources.length ? Math.min(...sources.map((s) => s.startTime)) : null);

/** Content a learner may see: something to read in the summary, or an SOP outline. */
export const hasSummary = (c: AiSummaryContent) => c.summary.highlights.length + c.summary.contents.length > 0;
export const hasSop = (c: AiSummaryContent) => c.sop.length > 0;
