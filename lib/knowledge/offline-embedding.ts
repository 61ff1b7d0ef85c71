import { contentWords } from '@/lib/ai/offline/text';

/**
 * The embedding used without a provider: no model weights, deterministic, any language the
 * offline text tools split. Each content word (stop words removed) adds itself and its character
 * trigrams (with word-boundary marks, so "bolt" and "bolts" share most features) to a
 * fixed-dimension vector through signed feature hashing (FNV-1a); counts are damped (1 + ln tf)
 * and the vector is scaled to unit length, so a dot product is the cosine similarity.
 */
export const OFFLINE_EMBEDDING_DIMENSIONS = 384;
export const OFFLINE_EMBEDDING_MODEL = `offline-hashed-ngrams-${OFFLINE_EMBEDDING_DIMENSIONS}`;

/** Below this cosine two texts share too little to count as a match (unrelated texts score about 0 ± 0.1). */
export const OFFLINE_MIN_SIMILARITY = 0.15;

const WORD_WEIGHT = 1;
const TRIGRAM_WEIGHT = 0.35;

function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A crude, language-blind suffix strip for Latin-script words ("bolts", "bolted" → "bolt"); trigrams carry the rest. */
export function stem(word: string): string {
  if (!/^[a-zà-ÿ]+$/.test(word)) return word;
  const stripped = word.replace(/(?:ing|ed|es|s)$/, '');
  return stripped.length >= 3 ? stripped : word;
}

/** Each feature with how often it occurs and the weight of its kind. */
function features(text: string, languageCode: string): Map<string, { count: number; weight: number }> {
  const counts = new Map<string, { count: number; weight: number }>();
  const add = (feature: string, weight: number) => {
    const seen = counts.get(feature);
    if (seen) seen.count++;
    else counts.set(feature, { count: 1, weight });
  };
  for (const word of contentWords(text, languageCode)) {
    add(`w:${stem(word)}`, WORD_WEIGHT);
    const marked = `^${word}$`;
    const chars = [...marked];
    for (let i = 0; i + 3 <= chars.length; i++) add(`t:${chars.slice(i, i + 3).join('')}`, TRIGRAM_WEIGHT);
  }
  return counts;
}

export function offlineEmbedding(text: string, languageCode = 'en'): number[] {
  const vector = new Array<number>(OFFLINE_EMBEDDING_DIMENSIONS).fill(0);
  for (const [feature, { count, weight }] of features(text, languageCode)) {
    const sign = fnv1a(feature, 0x9747b28c) & 1 ? 1 : -1;
    vector[fnv1a(feature) % OFFLINE_EMBEDDING_DIMENSIONS]! += sign * weight * (1 + Math.log(count));
  }
  return unit(vector);
}

export function unit(vector: number[]): number[] {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum);
  return norm > 0 ? vector.map((x) => x / norm) : vector;
}
