import { describe, expect, it } from 'vitest';
import { clusterCount, cosine, kMeans, layout2d, meanVector, normalise, seededRandom, type Point } from '@/lib/knowledge/clustering';

/** Three well-separated blobs of 2D points, in a shuffled but fixed order. */
function blobs(): { points: Point[]; truth: number[] } {
  const random = seededRandom(7);
  const centres: Point[] = [[0, 0], [10, 0], [5, 9]];
  const points: Point[] = [];
  const truth: number[] = [];
  for (let i = 0; i < 30; i++) {
    const c = i % 3;
    points.push([centres[c]![0] + random() - 0.5, centres[c]![1] + random() - 0.5]);
    truth.push(c);
  }
  return { points, truth };
}

describe('k-means', () => {
  it('recovers well-separated clusters, numbered by first appearance', () => {
    const { points, truth } = blobs();
    const labels = kMeans(points, 3);
    expect(labels.slice(0, 3)).toEqual([0, 1, 2]);
    expect(labels).toEqual(truth);
  });

  it('is deterministic for the same seed and input', () => {
    const { points } = blobs();
    expect(kMeans(points, 4)).toEqual(kMeans(points, 4));
  });

  it('handles no points, one point, and more clusters than points', () => {
    expect(kMeans([])).toEqual([]);
    expect(kMeans([[1, 1]])).toEqual([0]);
    expect(kMeans([[0, 0], [1, 1]], 5)).toEqual([0, 1]);
    expect(kMeans([[2, 2], [2, 2], [2, 2]], 3)).toEqual([0, 0, 0]);
  });

  it('picks about √(n/2) clusters, 1 to 8', () => {
    expect(clusterCount(0)).toBe(0);
    expect(clusterCount(1)).toBe(1);
    expect(clusterCount(18)).toBe(3);
    expect(clusterCount(10_000)).toBe(8);
  });
});

describe('vectors and layout', () => {
  it('mean vector and cosine', () => {
    expect(meanVector([[1, 0], [0, 1]]).map((x) => x.toFixed(4))).toEqual(['0.7071', '0.7071']);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([1, 1], [2, 2])).toBeCloseTo(1);
    expect(cosine([0, 0], [1, 0])).toBe(0);
  });

  it('normalises into the unit square, a single point in the middle', () => {
    expect(normalise([[2, 2]])).toEqual([[0.5, 0.5]]);
    expect(normalise([[0, 0], [4, 2]])).toEqual([[0, 0], [1, 0.5]]);
  });

  it('lays out few points on a circle and many with UMAP, the same each time, keeping neighbours together', () => {
    expect(layout2d([[1, 0]])).toEqual([[0.5, 0.5]]);
    expect(layout2d([[1, 0], [0, 1]])).toHaveLength(2);
    const random = seededRandom(3);
    const groupA = Array.from({ length: 12 }, () => [1, 0, 0, 0].map((x) => x + random() * 0.05));
    const groupB = Array.from({ length: 12 }, () => [0, 0, 1, 0].map((x) => x + random() * 0.05));
    const vectors = [...groupA, ...groupB];
    const first = layout2d(vectors);
    expect(layout2d(vectors)).toEqual(first);
    const labels = kMeans(first, 2);
    expect(new Set(labels.slice(0, 12)).size).toBe(1);
    expect(new Set(labels.slice(12)).size).toBe(1);
    expect(labels[0]).not.toBe(labels[12]);
  });
});
