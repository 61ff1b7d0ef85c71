import type { PackageStep } from './content';

/** The player's annotation canvas (spec 02 §9: 16:9), as components/player/annotation-overlay.tsx draws it. */
export const CANVAS = { width: 1280, height: 720 } as const;

type Element = PackageStep['annotations'][number];
export type PackagedAnnotation = { s: number; e: number; svg: string; text?: string };

const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const esc = (v: unknown) => String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const r = (v: number) => Math.round(v * 10) / 10;
const attrs = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${esc(typeof v === 'number' ? r(v) : v)}"`)
    .join(' ');

function shape(kind: string, x: number, y: number, w: number, h: number, paint: Record<string, unknown>) {
  if (kind === 'circle') return `<ellipse ${attrs({ cx: x + w / 2, cy: y + h / 2, rx: w / 2, ry: h / 2, ...paint })}/>`;
  if (kind === 'triangle') return `<polygon ${attrs({ points: `${r(x + w / 2)},${r(y)} ${r(x + w)},${r(y + h)} ${r(x)},${r(y + h)}`, ...paint })}/>`;
  return `<rect ${attrs({ x, y, width: w, height: h, ...paint })}/>`;
}

/**
 * One annotation element as SVG markup in the 1280×720 canvas, drawn by the package player while the
 * video time is within [s, e]. Made here so the package's script stays small; every value is escaped.
 */
export function annotationSvg(e: Element): PackagedAnnotation | null {
  const el = e as Element & Record<string, unknown>;
  if (el.type === 'zoom') return null;
  const k = CANVAS.width / num(el.originalCanvasWidth, CANVAS.width);
  const x = num(el.left) * k;
  const y = num(el.top) * k;
  const w = num(el.width) * num(el.scaleX, 1) * k;
  const h = num(el.height) * num(el.scaleY, 1) * k;
  const stroke = str(el.stroke, '#ff0600');
  const strokeWidth = num(el.strokeWidth, 4) * k;
  const times = { s: num(el.startTime), e: num(el.endTime, Number.MAX_SAFE_INTEGER) };
  switch (el.type) {
    case 'i-text': {
      const size = num(el.fontSize, 24) * k;
      const fill = str(el.fill, '#ff0600');
      return { ...times, text: str(el.text), svg: `<text ${attrs({ x, y: y + size, fill, 'font-family': str(el.fontFamily, 'Noto Serif'), 'font-size': size, 'font-weight': String(el.fontWeight ?? 'normal'), 'font-style': str(el.fontStyle, 'normal') })}>${esc(el.text)}</text>` };
    }
    case 'arrow':
      return { ...times, svg: `<line ${attrs({ x1: num(el.startX) * k, y1: num(el.startY) * k, x2: num(el.endX) * k, y2: num(el.endY) * k, stroke, 'stroke-width': strokeWidth, 'marker-end': 'url(#oh-arrow)' })}/>` };
    case 'path':
      return { ...times, svg: `<path ${attrs({ d: str(el.path), transform: `translate(${r(x)} ${r(y)}) scale(${k})`, fill: 'none', stroke, 'stroke-width': num(el.strokeWidth, 4) })}/>` };
    case 'blur':
      return { ...times, svg: shape(str(el.shape), x, y, w, h, { fill: '#ffffff50' }) };
    default: {
      const dash = el.strokeType === 'dashed' ? '4 4' : undefined;
      const outline = el.strokeType === 'none' ? 'none' : stroke;
      return { ...times, svg: shape(str(el.shape), x, y, w, h, { fill: str(el.fill, 'none'), stroke: outline, 'stroke-width': strokeWidth, 'stroke-dasharray': dash }) };
    }
  }
}
