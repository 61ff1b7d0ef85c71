/**
 * Per-frame visual features for smart compare: a perceptual difference hash (dHash, 64 bits), a
 * colour histogram (4×4×4 RGB bins) and an edge-orientation histogram (8 bins). Frames arrive
 * as raw RGB24 pixels of a small square (lib/smart-compare/frames.ts samples them with ffmpeg).
 */
export const FRAME_SIZE = 64;
export const FRAME_BYTES = FRAME_SIZE * FRAME_SIZE * 3;

export type FrameFeatures = {
  /** dHash as two 32-bit words (9×8 grey thumbnail, one bit per horizontal neighbour pair). */
  hash: [number, number];
  colour: Float32Array;
  edges: Float32Array;
  /** Mean gradient magnitude 0..1: tells a flat frame (no edges) from a textured one. */
  edgeDensity: number;
};

const COLOUR_BINS = 64;
const EDGE_BINS = 8;

function greyOf(rgb: Uint8Array): Float32Array {
  const grey = new Float32Array(FRAME_SIZE * FRAME_SIZE);
  for (let i = 0, p = 0; i < grey.length; i++, p += 3) grey[i] = 0.299 * rgb[p]! + 0.587 * rgb[p + 1]! + 0.114 * rgb[p + 2]!;
  return grey;
}

/** Box-averages the grey square down to w×h cells. */
function shrink(grey: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let cy = 0; cy < h; cy++) {
    const y0 = Math.floor((cy * FRAME_SIZE) / h);
    const y1 = Math.floor(((cy + 1) * FRAME_SIZE) / h);
    for (let cx = 0; cx < w; cx++) {
      const x0 = Math.floor((cx * FRAME_SIZE) / w);
      const x1 = Math.floor(((cx + 1) * FRAME_SIZE) / w);
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += grey[y * FRAME_SIZE + x]!;
      out[cy * w + cx] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

function dHash(grey: Float32Array): [number, number] {
  const small = shrink(grey, 9, 8);
  const words: [number, number] = [0, 0];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const bit = y * 8 + x;
      if (small[y * 9 + x]! > small[y * 9 + x + 1]!) words[bit >> 5] = (words[bit >> 5]! | (1 << (bit & 31))) >>> 0;
    }
  }
  return words;
}

function colourHistogram(rgb: Uint8Array): Float32Array {
  const bins = new Float32Array(COLOUR_BINS);
  const pixels = rgb.length / 3;
  for (let p = 0; p < rgb.length; p += 3) bins[((rgb[p]! >> 6) << 4) | ((rgb[p + 1]! >> 6) << 2) | (rgb[p + 2]! >> 6)]! += 1 / pixels;
  return bins;
}

function edgeHistogram(grey: Float32Array): { edges: Float32Array; edgeDensity: number } {
  const edges = new Float32Array(EDGE_BINS);
  let total = 0;
  let count = 0;
  for (let y = 1; y < FRAME_SIZE - 1; y++) {
    for (let x = 1; x < FRAME_SIZE - 1; x++) {
      const i = y * FRAME_SIZE + x;
      const gx = grey[i + 1]! - grey[i - 1]!;
      const gy = grey[i + FRAME_SIZE]! - grey[i - FRAME_SIZE]!;
      const magnitude = Math.hypot(gx, gy);
      count++;
      if (magnitude < 8) continue;
      // Orientation modulo π: an edge and its mirror are the same edge.
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      edges[Math.min(EDGE_BINS - 1, Math.floor((angle / Math.PI) * EDGE_BINS))]! += magnitude;
      total += magnitude;
    }
  }
  if (total > 0) for (let b = 0; b < EDGE_BINS; b++) edges[b]! /= total;
  return { edges, edgeDensity: Math.min(1, total / count / 255) };
}

export function frameFeatures(rgb: Uint8Array): FrameFeatures {
  const grey = greyOf(rgb);
  return { hash: dHash(grey), colour: colourHistogram(rgb), ...edgeHistogram(grey) };
}

function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function intersection(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.min(a[i]!, b[i]!);
  return sum;
}

/**
 * Distance 0 (same picture) … 1 (nothing alike). The hash weighs structure, the colour histogram
 * the palette, the edge histogram texture; flat frames have no edges, so their edge term is the
 * difference in edge density alone.
 */
export function frameDistance(a: FrameFeatures, b: FrameFeatures): number {
  const hash = (popcount((a.hash[0] ^ b.hash[0]) >>> 0) + popcount((a.hash[1] ^ b.hash[1]) >>> 0)) / 64;
  const colour = 1 - intersection(a.colour, b.colour);
  const flat = a.edgeDensity < 0.01 || b.edgeDensity < 0.01;
  const edge = flat ? Math.min(1, Math.abs(a.edgeDensity - b.edgeDensity) * 20) : 1 - intersection(a.edges, b.edges);
  return Math.min(1, 0.35 * hash + 0.45 * colour + 0.2 * edge);
}

/** Splits raw RGB24 output of ffmpeg into per-frame features. */
export function featuresOf(raw: Uint8Array): FrameFeatures[] {
  const frames: FrameFeatures[] = [];
  for (let offset = 0; offset + FRAME_BYTES <= raw.length; offset += FRAME_BYTES) frames.push(frameFeatures(raw.subarray(offset, offset + FRAME_BYTES)));
  return frames;
}
