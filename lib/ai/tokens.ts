/**
 * A tokenizer-free estimate of how many tokens a text costs, used to compare what a request sends
 * with the transcript itself (bench:ai) and by the test stand-in's usage figures. Rule: each run of
 * Latin/Cyrillic/… letters and digits costs ceil(length / 4) (BPE vocabularies hold ~4-character
 * pieces of such text), each CJK, kana, hangul or Thai character costs 1, each punctuation mark or
 * symbol 1, whitespace nothing. It is within some 20 % of OpenAI's o200k tokenizer on English
 * prose; what matters here is that both sides of a ratio are counted the same way.
 */
const PIECES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]|[\p{L}\p{N}\p{M}]+|[^\s]/gu;
const SINGLE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]$/u;

export function estimateTokens(text: string): number {
  let total = 0;
  for (const [piece] of text.matchAll(PIECES)) {
    if (piece.length === 1 || SINGLE.test(piece)) total += 1;
    else total += /^[\p{L}\p{N}\p{M}]+$/u.test(piece) ? Math.ceil(piece.length / 4) : 1;
  }
  return total;
}
