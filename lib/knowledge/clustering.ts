import { UMAP } from 'umap-js';

/**
 * The knowledge map's geometry, pure and deterministic: a seeded random source, the mean of
 * vectors, cosine similarity, the 2D layout (UMAP, or a fixed layout for too few points) and
 * k-means (k-means++ seeding) on the 2D points. The same input always gives the same map.
 */
export const MAP_SEED = 20260519;

/** mulberry32: a small seeded generator in [0, 1). */
export function seededRandom(seed = MAP_SEED): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function unitVector(vector: readonly number[]): number[] {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum);
  return norm > 0 ? vector.map((x) => x / norm) : [...vector];
}

/** The unit mean of vectors of one length (the direction they share). */
export function meanVector(vectors: readonly (readonly number[])[]): number[] {
  const first = vectors[0];
  if (!first) return [];
  const sum = new Array<number>(first.length).fill(0);
  for (const v of vectors) for (let i = 0; i < sum.length; i++) sum[i]! += v[i] ?? 0;
  return unitVector(sum);
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

export type Point = [number, number];

/** Scales points into [0, 1] × [0, 1], keeping their aspect (a single point sits in the middle). */
export function normalise(points: readonly Point[]): Point[] {
  if (!points.length) return [];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY);
  if (!(span > 0)) return points.map(() => [0.5, 0.5]);
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return points.map(([x, y]) => [round((x - minX) / span), round((y - minY) / span)]);
}

/**
 * 2D positions of high-dimensional vectors: UMAP (cosine distance, seeded) from 4 points on;
 * fewer are placed on a circle in input order (UMAP needs neighbours to learn from).
 */
export function layout2d(vectors: readonly (readonly number[])[], seed = MAP_SEED): Point[] {
  const n = vectors.length;
  if (n < 4) return normalise(vectors.map((_, i) => (n === 1 ? [0, 0] : [Math.cos((2 * Math.PI * i) / n), Math.sin((2 * Math.PI * i) / n)])));
  const umap = new UMAP({
    nComponents: 2,
    nNeighbors: Math.max(2, Math.min(15, n - 1)),
    minDist: 0.1,
    nEpochs: n < 200 ? 300 : 200,
    random: seededRandom(seed),
    distanceFn: (a, b) => 1 - cosine(a, b),
  });
  const embedded = umap.fit(vectors.map((v) => [...v])) as number[][];
  return normalise(embedded.map((p) => [p[0] ?? 0, p[1] ?? 0]));
}

/** How many clusters a map of n points gets: about √(n/2), from 1 to 8. */
export const clusterCount = (n: number) => (n === 0 ? 0 : Math.max(1, Math.min(8, Math.round(Math.sqrt(n / 2)))));

const distance2 = (a: Point, b: Point) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;

/**
 * k-means on 2D points, k-means++ seeding from a seeded generator, at most 100 rounds. Clusters
 * are numbered by their first member's position in the input, so equal input gives equal ids.
 */
export function kMeans(points: readonly Point[], k = clusterCount(points.length), seed = MAP_SEED): number[] {
  const n = points.length;
  if (!n) return [];
  k = Math.max(1, Math.min(k, n));
  const random = seededRandom(seed);
  const centres: Point[] = [points[Math.floor(random() * n)]!];
  while (centres.length < k) {
    const weights = points.map((p) => Math.min(...centres.map((c) => distance2(p, c))));
    const total = weights.reduce((a, b) => a + b, 0);
    if (!(total > 0)) break;
    let pick = random() * total;
    let index = 0;
    while (index < n - 1 && pick > weights[index]!) pick -= weights[index++]!;
    centres.push(points[index]!);
  }
  let labels = new Array<number>(n).fill(0);
  for (let round = 0; round < 100; round++) {
    const next = points.map((p) => {
      let best = 0;
      for (let c = 1; c < centres.length; c++) if (distance2(p, centres[c]!) < distance2(p, centres[best]!)) best = c;
      return best;
    });
    const moved = next.some((label, i) => label !== labels[i]);
    labels = next;
    for (let c = 0; c < centres.length; c++) {
      const members = points.filter((_, i) => labels[i] === c);
      if (members.length) centres[c] = [members.reduce((s, p) => s + p[0], 0) / members.length, members.reduce((s, p) => s + p[1], 0) / members.length];
    }
    if (!moved && round > 0) break;
  }
  // Renumber in order of first appearance.
  const renumber = new Map<number, number>();
  return labels.map((label) => {
    if (!renumber.has(label)) renumber.set(label, renumber.size);
    return renumber.get(label)!;
  });
}
