'use client';
import { PALETTE, STROKE_WIDTHS } from '@/lib/annotations/drawing';
import type { DrawStyle, ShapeKind, StrokeType, Tool } from '@/lib/annotations/editor-ops';
import { useTranslations } from '@/lib/i18n/client';
import styles from './annotations.module.css';

const TOOLS: Tool[] = ['select', 'path', 'arrow', 'i-text', 'image', 'shape', 'blur', 'zoom'];
const TOOL_KEYS: Record<Tool, string> = { select: 'select', path: 'pen', arrow: 'arrow', 'i-text': 'text', image: 'image', shape: 'shape', blur: 'blur', zoom: 'zoom' };
const SHAPES: ShapeKind[] = ['rectangle', 'circle', 'triangle'];
const STROKE_TYPES: StrokeType[] = ['solid', 'dashed', 'none'];

type Props = { tool: Tool; style: DrawStyle; onTool: (tool: Tool) => void; onStyle: (style: DrawStyle) => void };

/** Tools, palette and stroke settings: buttons with names, the active one aria-pressed. */
export function AnnotationToolbar({ tool, style, onTool, onStyle }: Props) {
  const t = useTranslations('advancedEditor.annotations');
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('toolsLabel')}>
      <div className={styles.group}>
        {TOOLS.map((name) => (
          <button key={name} type="button" className={styles.tool} aria-pressed={tool === name} onClick={() => onTool(name)} data-tool={name}>
            {t(`tools.${TOOL_KEYS[name]}`)}
          </button>
        ))}
      </div>
      <div className={styles.group} role="group" aria-label={t('colour')}>
        {PALETTE.map((colour) => (
          <button key={colour} type="button" className={styles.swatch} style={{ background: colour }} aria-pressed={style.colour === colour} aria-label={t(`colours.${colour.slice(1)}`)} title={t(`colours.${colour.slice(1)}`)} onClick={() => onStyle({ ...style, colour })} />
        ))}
      </div>
      <label className={styles.field}>
        {t('strokeWidth')}
        <select aria-label={t('strokeWidth')} value={style.strokeWidth} onChange={(e) => onStyle({ ...style, strokeWidth: Number(e.target.value) })}>
          {Object.entries(STROKE_WIDTHS).map(([name, width]) => (
            <option key={name} value={width}>
              {t(`widths.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('shapeKind')}
        <select aria-label={t('shapeKind')} value={style.shape} onChange={(e) => onStyle({ ...style, shape: e.target.value as ShapeKind })}>
          {SHAPES.map((shape) => (
            <option key={shape} value={shape}>
              {t(`shapes.${shape}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('strokeType')}
        <select aria-label={t('strokeType')} value={style.strokeType} onChange={(e) => onStyle({ ...style, strokeType: e.target.value as StrokeType })}>
          {STROKE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`strokeTypes.${type}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
