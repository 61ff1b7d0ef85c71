import { STOP_WORDS } from './stopwords';

/**
 * Language handling of the offline provider: words by Intl.Segmenter (which segments Chinese,
 * Japanese and Thai by dictionary), stop words per language, the base language of a content code.
 */
/** `stop`: a function word or punctuation (breaks phrases); `weak`: a one-character piece of a CJK/Thai word (joins phrases, is no term alone). */
export type Word = { text: string; lower: string; index: number; stop: boolean; weak: boolean };

const CHARACTER_BASED = new Set(['zh', 'ja', 'th']);

/** en-us → en; zh and zh-tw share the Chinese lists (both scripts are in them). */
export const baseLanguage = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? 'en';
export const isCharacterBased = (code: string) => CHARACTER_BASED.has(baseLanguage(code));
/** How text of the language is joined (no spaces between CJK/Thai sentences or list items). */
export const joiner = (code: string) => (['zh', 'ja'].includes(baseLanguage(code)) ? '' : ' ');
export const listJoiner = (code: string) => (['zh', 'ja'].includes(baseLanguage(code)) ? '、' : ', ');

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(code: string): Intl.Segmenter {
  const locale = code.toLowerCase() === 'zh-tw' ? 'zh-TW' : baseLanguage(code);
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

const KOREAN_PARTICLES = /(으로|에서|에게|까지|부터|처럼|보다|하고|이나|이랑|을|를|이|가|은|는|에|의|로|와|과|도|만)$/u;
const HIRAGANA_ONLY = /^[\p{Script=Hiragana}ー]+$/u;
const DIGITS_ONLY = /^[\p{N}.,]+$/u;

/** Words and the marks between them: Intl.Segmenter for Chinese, Japanese and Thai (written without spaces), a regular expression elsewhere (some 30× faster). */
const SPACED = /([\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*)|[^\s\p{L}\p{N}\p{M}]+/gu;
function* pieces(sentence: string, code: string): Generator<{ segment: string; index: number; isWordLike: boolean }> {
  if (isCharacterBased(code)) {
    for (const seg of segmenter(code).segment(sentence)) yield { segment: seg.segment, index: seg.index, isWordLike: Boolean(seg.isWordLike) };
    return;
  }
  for (const m of sentence.matchAll(SPACED)) yield { segment: m[0], index: m.index, isWordLike: m[1] !== undefined };
}

/** The word-like pieces of a sentence, each with its position in the sentence and whether it is a stop word. */
export function words(sentence: string, code: string): Word[] {
  const base = baseLanguage(code);
  const stops = STOP_WORDS[base];
  const cjk = isCharacterBased(code);
  const out: Word[] = [];
  for (const seg of pieces(sentence, code)) {
    if (!seg.isWordLike) {
      if (/\S/u.test(seg.segment)) out.push({ text: seg.segment, lower: '', index: seg.index, stop: true, weak: false });
      continue;
    }
    let text = seg.segment;
    if (base === 'ko') {
      const stem = text.replace(KOREAN_PARTICLES, '');
      if (stem.length >= 2) text = stem;
    }
    const lower = text.toLocaleLowerCase(code);
    const single = [...lower].length < 2;
    const stop = (single && !cjk) || DIGITS_ONLY.test(lower) || Boolean(stops?.has(lower)) || (base === 'ja' && HIRAGANA_ONLY.test(lower));
    out.push({ text, lower, index: seg.index, stop, weak: !stop && single });
  }
  return out;
}

/** Lower-cased content words of a sentence (what ranking and term statistics count). */
export const contentWords = (sentence: string, code: string) =>
  words(sentence, code)
    .filter((w) => !w.stop && !w.weak)
    .map((w) => w.lower);

/** Whether `needle` occurs in `text`, ignoring case. */
export const containsTerm = (text: string, needle: string, code: string) => text.toLocaleLowerCase(code).includes(needle.toLocaleLowerCase(code));

/** m:ss of a time in seconds (h:mm:ss past an hour), as the player shows times. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
