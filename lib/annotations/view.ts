import { MAX_ZOOM } from './drawing';

/** What the player needs of an element to zoom or translate it (lib/player/schema AnnotationElementDto fits). */
type ViewElement = {
  type: string;
  startTime: number;
  endTime: number;
  top: number;
  left: number;
  width?: number;
  height?: number;
  originalCanvasWidth?: number;
  originalCanvasHeight?: number;
  [key: string]: unknown;
};

export type ZoomView = { scale: number; originX: number; originY: number };

const finite = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/**
 * The zoom the player applies at `time` (a zoom region stored like an annotation): the region is
 * magnified to fill the video as far as its ratio allows (at most 4×), centred where the video's
 * edges allow. Answered as a CSS scale with its transform origin in percent; null when no region
 * is active (the first active one wins).
 */
export function zoomAt(elements: readonly ViewElement[], time: number): ZoomView | null {
  const zone = elements.find((e) => e.type === 'zoom' && time >= e.startTime && time <= e.endTime);
  if (!zone) return null;
  const cw = finite(zone.originalCanvasWidth, 1280);
  const ch = finite(zone.originalCanvasHeight, cw * (9 / 16));
  const w = Math.max(1, finite(zone.width, cw));
  const h = Math.max(1, finite(zone.height, ch));
  const scale = Math.min(MAX_ZOOM, cw / w, ch / h);
  if (scale <= 1.001) return null;
  // With origin P, a point Q is drawn at P + scale·(Q − P): put the region's centre at the middle.
  const origin = (centre: number, size: number) => Math.min(size, Math.max(0, (scale * centre - size / 2) / (scale - 1)));
  const ox = origin(zone.left + w / 2, cw);
  const oy = origin(zone.top + h / 2, ch);
  return { scale: Math.round(scale * 1000) / 1000, originX: Math.round((ox / cw) * 10000) / 100, originY: Math.round((oy / ch) * 10000) / 100 };
}

/** Same language when the primary subtags match ('de' and 'de-DE'). */
const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0];

/**
 * A text annotation in the viewer's language: its translation for that language (exact code
 * first, then the same primary language), else the text as drawn.
 */
export function localizedText(element: ViewElement, locale: string): string {
  const text = typeof element.text === 'string' ? element.text : '';
  const translations = element.translations;
  if (!translations || typeof translations !== 'object') return text;
  const entries = Object.entries(translations as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
  const exact = entries.find(([code]) => code.toLowerCase() === locale.toLowerCase());
  const near = entries.find(([code]) => primary(code) === primary(locale));
  return (exact ?? near)?.[1] ?? text;
}
