'use client';

import type { CSSProperties } from 'react';
import { localizedText, zoomAt } from '@/lib/annotations/view';
import { isElementVisible } from '@/lib/player/timing';
import type { AnnotationDto, AnnotationElementDto } from '@/lib/player/schema';
import styles from './player.module.css';

// Spec 02 §9: the annotation canvas is 16:9.
const CANVAS_W = 1280;
const CANVAS_H = 720;

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** One element, in the drawing canvas's coordinates scaled to ours. */
function Element({ e, locale }: { e: AnnotationElementDto; locale: string }) {
  const k = CANVAS_W / num(e.originalCanvasWidth, CANVAS_W);
  const x = e.left * k;
  const y = e.top * k;
  const w = num(e.width) * num(e.scaleX, 1) * k;
  const h = num(e.height) * num(e.scaleY, 1) * k;
  const stroke = str(e.stroke, '#ff0600');
  const strokeWidth = num(e.strokeWidth, 4) * k;
  const dash = e.strokeType === 'dashed' ? '4 4' : undefined;
  const outline = e.strokeType === 'none' ? 'none' : stroke;
  const fontSize = num(e.fontSize, 24) * k;
  switch (e.type) {
    case 'i-text':
      return (
        <text x={x} y={y + fontSize} fill={str(e.fill, '#ff0600')} fontFamily={str(e.fontFamily, 'Noto Serif')} fontSize={fontSize} fontWeight={String(e.fontWeight ?? 'normal')} fontStyle={str(e.fontStyle, 'normal')}>
          {localizedText(e, locale)}
        </text>
      );
    case 'arrow':
      return <line x1={num(e.startX) * k} y1={num(e.startY) * k} x2={num(e.endX) * k} y2={num(e.endY) * k} stroke={stroke} strokeWidth={strokeWidth} markerEnd="url(#arrow)" />;
    case 'path':
      return <path d={str(e.path)} transform={`translate(${x} ${y}) scale(${k})`} fill="none" stroke={stroke} strokeWidth={num(e.strokeWidth, 4)} />;
    case 'image':
      return <image href={str(e.imageUrl)} x={x} y={y} width={w} height={h} />;
    case 'blur':
      return <Shape kind={str(e.shape)} x={x} y={y} w={w} h={h} fill="#ffffff50" />;
    default:
      return <Shape kind={str(e.shape)} x={x} y={y} w={w} h={h} fill={str(e.fill, 'none')} stroke={outline} strokeWidth={strokeWidth} strokeDasharray={dash} />;
  }
}

type ShapeProps = { kind: string; x: number; y: number; w: number; h: number; fill: string; stroke?: string; strokeWidth?: number; strokeDasharray?: string };

/** Circle, triangle (apex up, as the editor draws it) or rectangle in the element's box. */
function Shape({ kind, x, y, w, h, ...paint }: ShapeProps) {
  if (kind === 'circle') return <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} {...paint} />;
  if (kind === 'triangle') return <polygon points={`${x + w / 2},${y} ${x + w},${y + h} ${x},${y + h}`} {...paint} />;
  return <rect x={x} y={y} width={w} height={h} {...paint} />;
}

/**
 * The step's annotations (spec 02 §4): hidden while loading, each element only while the time
 * lies within its range. They come with the player's workflow (lib/annotations); image URLs are
 * signed and expiring.
 */
export function AnnotationOverlay({ annotations, stepId, time, loading, locale }: { annotations: AnnotationDto[]; stepId: string; time: number; loading: boolean; locale: string }) {
  if (loading) return null;
  // Element ids are unique within an annotation only. Zoom regions are applied to the stage, not drawn.
  const elements = annotations
    .filter((a) => a.stepId === stepId)
    .flatMap((a) => a.elements.filter((e) => e.type !== 'zoom' && isElementVisible(e, time)).map((e) => ({ key: `${a.id}:${e.id}`, e })));
  if (!elements.length) return null;
  // Text annotations say something: screen readers get it as the drawing's name; shapes alone are decoration.
  const words = elements.flatMap(({ e }) => (e.type === 'i-text' ? [localizedText(e, locale)] : [])).join(' · ');
  const a11y = words ? { role: 'img', 'aria-label': words } : { 'aria-hidden': true };
  return (
    <svg className={`${styles.layer} ${styles.annotation}`} viewBox={`0 0 ${CANVAS_W} ${CANVAS_H}`} style={zoomStyle(annotations, stepId, time)} {...a11y} data-testid="annotation-overlay">
      <defs>
        <marker id="arrow" markerWidth="10" markerHeight="10" refX="8" refY="5" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="context-stroke" />
        </marker>
      </defs>
      {elements.map(({ key, e }) => (
        <Element key={key} e={e} locale={locale} />
      ))}
    </svg>
  );
}

/**
 * The step's active zoom region at `time` as a style for the video and its drawings (a CSS scale
 * about an origin, eased); undefined while nothing is zoomed.
 */
export function zoomStyle(annotations: AnnotationDto[], stepId: string, time: number): CSSProperties | undefined {
  const zoom = zoomAt(annotations.filter((a) => a.stepId === stepId).flatMap((a) => a.elements), time);
  const ease = { transition: 'transform 0.4s ease, transform-origin 0.4s ease' };
  return zoom ? { ...ease, transform: `scale(${zoom.scale})`, transformOrigin: `${zoom.originX}% ${zoom.originY}%` } : ease;
}
