/**
 * The drawing rules and constants of spec 02 §5 and §9, pure so that the editor's canvas, the
 * server's contract and the tests share one source. Coordinates are canvas pixels, origin top left.
 */

/** An arrow or shape shorter than this is rejected (the user may draw again). */
export const MIN_SHAPE_LENGTH = 20;
/** Points are clamped this far inside the canvas edge. */
export const CANVAS_MARGIN = 5;
/** Images scale down to the canvas minus this, never up. */
export const IMAGE_FIT_INSET = 50;
/** The annotation canvas is 16:9. */
export const CANVAS_RATIO = 16 / 9;
export const ARROW_HEAD = 20;
export const STROKE_WIDTHS = { thin: 4, normal: 6, bold: 8 } as const;
export const SHAPE_STROKE_WIDTH = 2;
export const DASH = [4, 4] as const;
/** #4689f4, white, black, #ff0600 (red, the text default), #00ff00, #ffff00. */
export const PALETTE = ['#4689f4', '#ffffff', '#000000', '#ff0600', '#00ff00', '#ffff00'] as const;
export const DEFAULT_COLOUR = '#ff0600';
export const DEFAULT_FONT = 'Noto Serif';
export const BLUR_FILL = '#ffffff50';
export const DEFAULT_FONT_SIZE = 24;
/** Zoom regions magnify at most this much (a smaller region would be mostly blur). */
export const MAX_ZOOM = 4;

export type Point = { x: number; y: number };
export type Box = { x: number; y: number; width: number; height: number };
export type Size = { width: number; height: number };

const COLOUR_NAMES: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** The palette entry a colour names (any case, #rgb or a name), or null when it is not in the palette. */
export function paletteColour(value: string): string | null {
  let v = value.trim().toLowerCase();
  v = COLOUR_NAMES[v] ?? v;
  if (/^#[0-9a-f]{3}$/.test(v)) v = `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return (PALETTE as readonly string[]).includes(v) ? v : null;
}

/** The canvas height for a width (16:9). */
export const canvasHeightFor = (width: number) => Math.round(width / CANVAS_RATIO);

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

/** A point kept 5 px inside the canvas. */
export const clampPoint = ({ x, y }: Point, canvas: Size): Point => ({
  x: clamp(x, CANVAS_MARGIN, canvas.width - CANVAS_MARGIN),
  y: clamp(y, CANVAS_MARGIN, canvas.height - CANVAS_MARGIN),
});

/** Whether a drag from a to b is long enough to make an arrow or a shape. */
export const isLongEnough = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y) >= MIN_SHAPE_LENGTH;

/** The box spanned by a drag, corners in any order. */
export const boxFromDrag = (a: Point, b: Point): Box => ({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) });

/** A moved box pushed back inside the canvas (it keeps its size; one larger than the canvas sits at the origin). */
export const keepInside = (box: Box, canvas: Size): Box => ({
  ...box,
  x: clamp(box.x, 0, canvas.width - box.width),
  y: clamp(box.y, 0, canvas.height - box.height),
});

/** Whether a box lies wholly inside the canvas (a half-pixel of rounding allowed). */
export const isInside = (box: Box, canvas: Size) =>
  box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= canvas.width + 0.5 && box.y + box.height <= canvas.height + 0.5;

/** Scaling that would push an object past an edge is reverted: the previous box stays. */
export const acceptScale = (previous: Box, next: Box, canvas: Size): Box => (isInside(next, canvas) ? next : previous);

/**
 * An image's size on the canvas: scaled down to fit the canvas minus 50 px, keeping its ratio;
 * never scaled up.
 */
export function fitImage(image: Size, canvas: Size): Size {
  const room = { width: Math.max(1, canvas.width - IMAGE_FIT_INSET), height: Math.max(1, canvas.height - IMAGE_FIT_INSET) };
  const k = Math.min(1, room.width / image.width, room.height / image.height);
  return { width: Math.round(image.width * k), height: Math.round(image.height * k) };
}

/**
 * Text wrapped at the canvas width minus the margins, word by word (a word wider than a line is
 * broken), and cut with an ellipsis when its lines are taller than the canvas.
 */
export function wrapText(text: string, measure: (s: string) => number, { canvas, lineHeight }: { canvas: Size; lineHeight: number }): string[] {
  const maxWidth = canvas.width - 2 * CANVAS_MARGIN;
  const maxLines = Math.max(1, Math.floor((canvas.height - 2 * CANVAS_MARGIN) / lineHeight));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A word longer than a line is broken where it no longer fits.
      let rest = word;
      while (measure(rest) > maxWidth && rest.length > 1) {
        let n = rest.length - 1;
        while (n > 1 && measure(rest.slice(0, n)) > maxWidth) n -= 1;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** The two barbs of an arrow head (20 px) at `end`, for a shaft from `start`. */
export function arrowHead(start: Point, end: Point, size = ARROW_HEAD): [Point, Point] {
  const angle = Math.atan2(end.y - start.y, end.x - start.x);
  const spread = Math.PI / 7;
  return [
    { x: end.x - size * Math.cos(angle - spread), y: end.y - size * Math.sin(angle - spread) },
    { x: end.x - size * Math.cos(angle + spread), y: end.y - size * Math.sin(angle + spread) },
  ];
}

/** The dash of a shape's outline: none draws no outline, dashed is 4,4. */
export const shapeOutline = (strokeType: 'none' | 'solid' | 'dashed' | undefined) =>
  strokeType === 'none' ? { visible: false, dash: undefined } : { visible: true, dash: strokeType === 'dashed' ? [...DASH] : undefined };

/** Triangle corners (apex up) in a box, as the player draws it. */
export const trianglePoints = ({ x, y, width, height }: Box): Point[] => [
  { x: x + width / 2, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];

/** Times are kept to 2 decimals (spec 02 §9). */
export const roundTime = (seconds: number) => Math.round(seconds * 100) / 100;
