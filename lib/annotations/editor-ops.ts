import type { AnnotationElementDto } from '@/lib/player/schema';
import { boxFromDrag, clampPoint, DEFAULT_COLOUR, DEFAULT_FONT, DEFAULT_FONT_SIZE, isLongEnough, keepInside, roundTime, SHAPE_STROKE_WIDTH, type Box, type Point, type Size } from './drawing';

/**
 * The annotation editor's element operations (spec 02 §5), pure: drawing an element from a drag,
 * moving, copying, ordering, and the form a save sends. The editor draws on a 960×540 canvas;
 * elements drawn on another canvas size are scaled to it when opened.
 */
export const EDITOR_CANVAS: Size = { width: 960, height: 540 };

export type EditorElement = AnnotationElementDto;
export type Tool = 'select' | 'path' | 'arrow' | 'i-text' | 'image' | 'shape' | 'blur' | 'zoom';
export type ShapeKind = 'circle' | 'rectangle' | 'triangle';
export type StrokeType = 'none' | 'solid' | 'dashed';
export type DrawStyle = { colour: string; strokeWidth: number; shape: ShapeKind; strokeType: StrokeType };
/** A new element shows for 3 s from the playhead, within the step. */
export const DEFAULT_SPAN = 3;

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** Scales an element drawn on another canvas to `canvas` (pen paths of straight segments included). */
export function toCanvas(e: EditorElement, canvas: Size = EDITOR_CANVAS): EditorElement {
  const k = canvas.width / num(e.originalCanvasWidth, canvas.width);
  const sized = { ...e, originalCanvasWidth: canvas.width, originalCanvasHeight: canvas.height };
  if (Math.abs(k - 1) < 1e-6) return sized;
  const s = (v: unknown) => (typeof v === 'number' ? Math.round(v * k * 100) / 100 : v);
  const out: EditorElement = { ...sized, left: num(s(e.left)), top: num(s(e.top)) };
  for (const key of ['width', 'height', 'startX', 'startY', 'endX', 'endY', 'radius', 'fontSize'] as const) if (typeof e[key] === 'number') out[key] = s(e[key]) as number;
  if (e.type === 'path' && typeof e.path === 'string' && !/[Aa]/.test(e.path)) out.path = e.path.replace(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi, (n) => String(Math.round(Number(n) * k * 100) / 100));
  return out;
}

/** The box an element covers on the canvas. */
export function boxOf(e: EditorElement): Box {
  if (e.type === 'arrow') return boxFromDrag({ x: num(e.startX), y: num(e.startY) }, { x: num(e.endX), y: num(e.endY) });
  return { x: e.left, y: e.top, width: num(e.width) * num(e.scaleX, 1), height: num(e.height) * num(e.scaleY, 1) };
}

type DrawInput = { id: string; tool: Tool; points: Point[]; style: DrawStyle; time: number; stepDuration: number };

const timing = (time: number, stepDuration: number) => {
  const startTime = roundTime(Math.min(Math.max(0, time), Math.max(0, stepDuration)));
  return { startTime, endTime: roundTime(Math.max(startTime, Math.min(startTime + DEFAULT_SPAN, stepDuration || startTime + DEFAULT_SPAN))) };
};

/**
 * The element a drag draws, or null when the drag was too short (arrows, shapes, blurs and zoom
 * regions under 20 px) or empty. Points are clamped 5 px inside the canvas.
 */
export function drawElement({ id, tool, points, style, time, stepDuration }: DrawInput, canvas: Size = EDITOR_CANVAS): EditorElement | null {
  if (!points.length || tool === 'select' || tool === 'image') return null;
  const p = points.map((pt) => clampPoint(pt, canvas));
  const base = { id, ...timing(time, stepDuration), originalCanvasWidth: canvas.width, originalCanvasHeight: canvas.height };
  const [a, b] = [p[0], p[p.length - 1]];
  if (tool === 'i-text') return { ...base, type: 'i-text', left: a.x, top: a.y, text: '', fill: style.colour || DEFAULT_COLOUR, fontFamily: DEFAULT_FONT, fontSize: DEFAULT_FONT_SIZE };
  if (tool === 'path') {
    if (p.length < 2) return null;
    const box = boxFromDrag({ x: Math.min(...p.map((q) => q.x)), y: Math.min(...p.map((q) => q.y)) }, { x: Math.max(...p.map((q) => q.x)), y: Math.max(...p.map((q) => q.y)) });
    const r = (v: number) => Math.round(v * 10) / 10;
    const path = p.map((q, i) => `${i ? 'L' : 'M'} ${r(q.x - box.x)} ${r(q.y - box.y)}`).join(' ');
    return { ...base, type: 'path', left: box.x, top: box.y, width: box.width, height: box.height, path, stroke: style.colour, strokeWidth: style.strokeWidth };
  }
  if (!isLongEnough(a, b)) return null;
  if (tool === 'arrow') {
    const box = boxFromDrag(a, b);
    return { ...base, type: 'arrow', left: box.x, top: box.y, stroke: style.colour, strokeWidth: style.strokeWidth, startX: a.x, startY: a.y, endX: b.x, endY: b.y };
  }
  const box = boxFromDrag(a, b);
  const placed = { ...base, left: box.x, top: box.y, width: box.width, height: box.height };
  if (tool === 'zoom') return { ...placed, type: 'zoom' };
  if (tool === 'blur') return { ...placed, type: 'blur', shape: style.shape, radius: Math.round(Math.min(box.width, box.height) / 2) };
  return { ...placed, type: 'shape', shape: style.shape, stroke: style.colour, strokeWidth: SHAPE_STROKE_WIDTH, strokeType: style.strokeType, fill: null, radius: Math.round(Math.min(box.width, box.height) / 2) };
}

/** An element moved by (dx, dy), pushed back inside the canvas when it would leave it. */
export function moveElement(e: EditorElement, dx: number, dy: number, canvas: Size = EDITOR_CANVAS, size?: Size): EditorElement {
  const box = boxOf(e);
  const measured = size ?? { width: box.width, height: box.height };
  const target = keepInside({ x: box.x + dx, y: box.y + dy, ...measured }, canvas);
  const [mx, my] = [target.x - box.x, target.y - box.y];
  const moved = { ...e, left: roundPx(e.left + mx), top: roundPx(e.top + my) };
  if (e.type !== 'arrow') return moved;
  return { ...moved, startX: roundPx(num(e.startX) + mx), startY: roundPx(num(e.startY) + my), endX: roundPx(num(e.endX) + mx), endY: roundPx(num(e.endY) + my) };
}

const roundPx = (v: number) => Math.round(v * 100) / 100;

/** A copy 10 px down and right (kept inside), under a new id, on top of the others. */
export const copyElement = (e: EditorElement, id: string, canvas: Size = EDITOR_CANVAS): EditorElement => ({ ...moveElement(e, 10, 10, canvas), id });

export type Order = 'forward' | 'backward' | 'front' | 'back';

/** Z-order: later elements are drawn above earlier ones. */
export function reorder<T extends { id: string }>(list: readonly T[], id: string, order: Order): T[] {
  const i = list.findIndex((e) => e.id === id);
  if (i < 0) return [...list];
  const rest = list.filter((_, j) => j !== i);
  const to = order === 'front' ? rest.length : order === 'back' ? 0 : Math.min(rest.length, Math.max(0, i + (order === 'forward' ? 1 : -1)));
  return [...rest.slice(0, to), list[i], ...rest.slice(to)];
}

/** Start and end times set from the form: rounded, ordered, within the step. */
export function retime(e: EditorElement, startTime: number, endTime: number, stepDuration: number): EditorElement {
  const clampT = (t: number) => roundTime(Math.min(Math.max(0, num(t)), stepDuration > 0 ? stepDuration : Number.MAX_SAFE_INTEGER));
  const s = clampT(startTime);
  return { ...e, startTime: s, endTime: Math.max(s, clampT(endTime)) };
}

/** What a save sends: browser-only fields (signed image URLs) left out; empty texts dropped. */
export function toSaved(elements: readonly EditorElement[]): EditorElement[] {
  return elements
    .filter((e) => e.type !== 'i-text' || (typeof e.text === 'string' && e.text.trim() !== ''))
    .map((e) => {
      const { imageUrl, originalImageUrl, ...rest } = e;
      void imageUrl;
      void originalImageUrl;
      return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as EditorElement;
    });
}
