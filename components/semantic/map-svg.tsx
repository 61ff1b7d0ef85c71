'use client';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { colourOf, type NodeView } from './map-model';
import styles from './knowledge-map.module.css';

const W = 1000;
const H = 640;
const PAD = 40;
const R = 7;
type View = { scale: number; tx: number; ty: number };
const HOME: View = { scale: 1, tx: 0, ty: 0 };
const clampScale = (s: number) => Math.min(8, Math.max(0.5, s));

const px = (n: NodeView) => PAD + n.x * (W - 2 * PAD);
const py = (n: NodeView) => PAD + n.y * (H - 2 * PAD);

type Props = { nodes: NodeView[]; selectedKey: string | null; onSelect: (node: NodeView, element: Element) => void };

/**
 * The knowledge map as an SVG scatter: workflows as circles, questions as diamonds, coloured by
 * cluster, questions without a good source ringed. Zoom with the wheel or the buttons, pan by
 * dragging; every node is a button in the tab order (Enter or Space opens its panel) with a tooltip
 * on hover and focus.
 */
export function MapSvg({ nodes, selectedKey, onSelect }: Props) {
  const t = useTranslations('maven');
  const [view, setView] = useState<View>(HOME);
  const [hover, setHover] = useState<NodeView | null>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const toSvg = (clientX: number, clientY: number) => {
    const box = svgRef.current!.getBoundingClientRect();
    return { x: ((clientX - box.left) / box.width) * W, y: ((clientY - box.top) / box.height) * H };
  };
  const zoomAt = (factor: number, at = { x: W / 2, y: H / 2 }) =>
    setView((v) => {
      const scale = clampScale(v.scale * factor);
      const k = scale / v.scale;
      return { scale, tx: at.x - (at.x - v.tx) * k, ty: at.y - (at.y - v.ty) * k };
    });
  const onWheel = (e: WheelEvent) => zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, toSvg(e.clientX, e.clientY));
  const onPointerDown = (e: PointerEvent) => {
    if ((e.target as Element).closest('[data-node]')) return;
    drag.current = { ...toSvg(e.clientX, e.clientY), view };
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag.current) return;
    const at = toSvg(e.clientX, e.clientY);
    const start = drag.current;
    setView({ ...start.view, tx: start.view.tx + at.x - start.x, ty: start.view.ty + at.y - start.y });
  };
  const onKey = (node: NodeView) => (e: KeyboardEvent<SVGGElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onSelect(node, e.currentTarget);
  };
  const r = R / Math.sqrt(view.scale);
  return (
    <div className={styles.mapFrame}>
      <div className={styles.zoom} role="group" aria-label={t('knowledgeMap.zoom')}>
        <button type="button" onClick={() => zoomAt(1.4)} aria-label={t('knowledgeMap.zoomIn')}>+</button>
        <button type="button" onClick={() => zoomAt(1 / 1.4)} aria-label={t('knowledgeMap.zoomOut')}>−</button>
        <button type="button" onClick={() => setView(HOME)}>{t('knowledgeMap.zoomReset')}</button>
      </div>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${W} ${H}`}
        className={styles.svg}
        role="group"
        aria-label={t('knowledgeMap.mapLabel', { count: nodes.length })}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerLeave={() => (drag.current = null)}
        data-testid="knowledge-map-svg"
      >
        <rect width={W} height={H} className={styles.canvas} />
        <g transform={`translate(${view.tx} ${view.ty}) scale(${view.scale})`}>
          {nodes.map((n) => {
            const [x, y] = [px(n), py(n)];
            const selected = n.key === selectedKey;
            const label = t(n.kind === 'question' ? (n.unanswered ? 'knowledgeMap.nodeQuestionUnanswered' : 'knowledgeMap.nodeQuestion') : 'knowledgeMap.nodeWorkflow', { label: n.label, group: n.groupId + 1 });
            return (
              <g
                key={n.key}
                data-node={n.key}
                data-kind={n.kind}
                role="button"
                tabIndex={0}
                aria-label={label}
                aria-pressed={selected}
                className={styles.node}
                onClick={(e) => onSelect(n, e.currentTarget)}
                onKeyDown={onKey(n)}
                onMouseEnter={() => setHover(n)}
                onMouseLeave={() => setHover(null)}
                onFocus={() => setHover(n)}
                onBlur={() => setHover(null)}
              >
                {n.unanswered ? <circle cx={x} cy={y} r={r * 1.9} className={styles.ring} /> : null}
                {n.kind === 'question' ? (
                  <rect x={x - r * 0.8} y={y - r * 0.8} width={r * 1.6} height={r * 1.6} transform={`rotate(45 ${x} ${y})`} fill={colourOf(n.groupId)} className={selected ? styles.selected : undefined} />
                ) : (
                  <circle cx={x} cy={y} r={r} fill={colourOf(n.groupId)} className={selected ? styles.selected : undefined} />
                )}
              </g>
            );
          })}
        </g>
      </svg>
      {hover ? (
        <div className={styles.tooltip} role="tooltip" style={{ left: `${((view.tx + px(hover) * view.scale) / W) * 100}%`, top: `${((view.ty + py(hover) * view.scale) / H) * 100}%` }}>
          <strong>{hover.label}</strong>
          <span>{t(hover.kind === 'question' ? (hover.unanswered ? 'knowledgeMap.questionUnanswered' : 'knowledgeMap.question') : 'knowledgeMap.workflow')}</span>
        </div>
      ) : null}
    </div>
  );
}
