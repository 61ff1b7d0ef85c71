/**
 * TextRank (Mihalcea & Tarau 2004) over sentences: a graph whose edges weigh the content words two
 * sentences share, normalised by their lengths; PageRank on it scores how central each sentence is.
 * The graph is a dense matrix (a 60-minute transcript of ~900 sentences is 0.8 M cells); words in
 * more than a third of the sentences (and at least 40) add no edges: they link everything. Past
 * MAX_DENSE sentences (some 5 hours of speech) the score is the summed frequency of a sentence's
 * words instead (the same idea without the graph).
 */
const DAMPING = 0.85;
const ROUNDS = 30;
const MAX_DENSE = 4000;
/** Total change of the scores below which the iteration has converged. */
const CONVERGED = 1e-6;

function postingsOf(sentenceWords: readonly (readonly string[])[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  sentenceWords.forEach((ws, i) => {
    for (const w of new Set(ws)) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
  });
  return postings;
}

export function textRank(sentenceWords: readonly (readonly string[])[]): number[] {
  const n = sentenceWords.length;
  if (n === 0) return [];
  const postings = postingsOf(sentenceWords);
  const tieBreak = (i: number) => sentenceWords[i]!.length * 1e-6;
  if (n > MAX_DENSE) {
    return sentenceWords.map((ws, i) => ws.reduce((s, w) => s + (postings.get(w)?.length ?? 0), 0) / Math.log(ws.length + 2) + tieBreak(i));
  }
  const shared = new Float32Array(n * n);
  const maxDf = Math.max(40, Math.ceil(n / 3));
  for (const list of postings.values()) {
    if (list.length < 2 || list.length > maxDf) continue;
    for (let a = 0; a < list.length; a++) {
      const row = list[a]! * n;
      for (let b = a + 1; b < list.length; b++) shared[row + list[b]!]! += 1;
    }
  }
  const norm = sentenceWords.map((ws) => Math.log(ws.length + 1) + 1e-9);
  // Symmetric weights into the full matrix, and each sentence's total edge weight.
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const c = shared[i * n + j]!;
      if (!c) continue;
      const w = c / (norm[i]! + norm[j]!);
      shared[i * n + j] = w;
      shared[j * n + i] = w;
      out[i]! += w;
      out[j]! += w;
    }
  }
  let score = new Float64Array(n).fill(1 / n);
  for (let round = 0; round < ROUNDS; round++) {
    const next = new Float64Array(n).fill((1 - DAMPING) / n);
    for (let i = 0; i < n; i++) {
      if (!out[i]) continue;
      const share = (DAMPING * score[i]!) / out[i]!;
      const row = i * n;
      for (let j = 0; j < n; j++) next[j]! += share * shared[row + j]!;
    }
    let change = 0;
    for (let i = 0; i < n; i++) change += Math.abs(next[i]! - score[i]!);
    score = next;
    if (change < CONVERGED) break;
  }
  // A sentence with no shared words keeps a small score by its own length (so ties still order).
  return Array.from(score, (s, i) => s + tieBreak(i));
}

/** Indices sorted by score, best first (ties: earlier sentence first). */
export const byScore = (scores: readonly number[]) => scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
