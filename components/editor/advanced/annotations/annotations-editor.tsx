'use client';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useElementWidth } from '@/components/player/use-element-width';
import { DEFAULT_COLOUR, STROKE_WIDTHS, type Point } from '@/lib/annotations/drawing';
import type { AnnotationEditorData } from '@/lib/annotations/editor-data';
import { copyElement, drawElement, moveElement, reorder, retime, type DrawStyle, type EditorElement, type Tool } from '@/lib/annotations/editor-ops';
import { useTranslations } from '@/lib/i18n/client';
import { useMessage } from '@/components/workflows/create/use-message';
import { isElementVisible } from '@/lib/player/timing';
import { AnnotationToolbar } from './annotation-toolbar';
import styles from './annotations.module.css';
import { ElementPanel } from './element-panel';
import { StepVideo } from './step-video';
import { useAnnotationEditor } from './use-annotation-editor';
import { useEditorKeyboard } from './use-editor-keyboard';
import { useImageElement } from './use-image-element';

// Konva needs the browser: the canvas loads on the client only.
const AnnotationCanvas = dynamic(() => import('./annotation-canvas'), { ssr: false });

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 12) : Math.random().toString(36).slice(2, 14));

/** /editor/{id}/annotations: draw on a 16:9 canvas over each step's video, time each drawing, save. */
export function AnnotationsEditor({ initial }: { initial: AnnotationEditorData }) {
  const t = useTranslations('advancedEditor.annotations');
  const message = useMessage();
  const ed = useAnnotationEditor(initial);
  const [stepIndex, setStepIndex] = useState(0);
  const [tool, setTool] = useState<Tool>('select');
  const [style, setStyle] = useState<DrawStyle>({ colour: DEFAULT_COLOUR, strokeWidth: STROKE_WIDTHS.normal, shape: 'rectangle', strokeType: 'solid' });
  const [time, setTime] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const width = useElementWidth(frame, 100);
  const step = initial.steps[stepIndex];
  const elements = step ? (ed.byStep[step.id] ?? []) : [];
  const selected = elements.find((e) => e.id === ed.selectedId) ?? null;
  const shown = elements.filter((e) => isElementVisible(e, time) || e.id === ed.selectedId);

  const update = useCallback((fn: (list: EditorElement[]) => EditorElement[]) => step && ed.change(step.id, fn), [ed, step]);
  const replace = useCallback((next: EditorElement) => update((list) => list.map((e) => (e.id === next.id ? next : e))), [update]);
  const add = useCallback(
    (element: EditorElement) => {
      update((list) => [...list, element]);
      ed.setSelectedId(element.id);
      setTool('select');
    },
    [update, ed],
  );
  const patchSelected = (patch: Partial<EditorElement>) => selected && replace({ ...selected, ...patch });
  const remove = useCallback(() => {
    if (!ed.selectedId) return;
    const id = ed.selectedId;
    update((list) => list.filter((e) => e.id !== id));
    ed.setSelectedId(null);
  }, [ed, update]);
  const copy = useCallback(() => selected && add(copyElement(selected, newId())), [selected, add]);
  const image = useImageElement({ workflowId: initial.workflowId, time, stepDuration: step?.duration ?? 0, newId, onAdd: add, onError: (key) => setNotice(message(key)) });

  const draw = (points: Point[]) => {
    if (!step) return;
    const element = drawElement({ id: newId(), tool, points, style, time, stepDuration: step.duration });
    if (!element) {
      // Spec 02 §5: too short to be an arrow or a shape; the author may draw again.
      if (tool !== 'path') setNotice(t('tooShort'));
      return;
    }
    setNotice(null);
    add(element);
  };
  const chooseTool = (next: Tool) => {
    setTool(next);
    if (next === 'image') image.pick();
  };
  useEditorKeyboard({ undo: ed.undo, redo: ed.redo, remove, copy, nudge: (dx, dy) => selected && replace(moveElement(selected, dx, dy)) });

  if (!step) return <p className={styles.muted}>{t('noSteps')}</p>;
  const save = ed.saveState;
  return (
    <div className={styles.editor}>
      <h1 className={styles.visuallyHidden}>{t('title')}</h1>
      <div className={styles.bar}>
        <label className={styles.field}>
          {t('step')}
          <select value={stepIndex} onChange={(e) => (setStepIndex(Number(e.target.value)), ed.setSelectedId(null), setTime(0))}>
            {initial.steps.map((s, i) => (
              <option key={s.id} value={i}>
                {t('stepName', { number: i + 1, title: s.title || '—' })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.small} onClick={ed.undo} disabled={!ed.canUndo} aria-keyshortcuts="Control+Z">
          {t('undo')}
        </button>
        <button type="button" className={styles.small} onClick={ed.redo} disabled={!ed.canRedo} aria-keyshortcuts="Control+Shift+Z">
          {t('redo')}
        </button>
        <button type="button" className={styles.primary} onClick={() => void ed.save()} disabled={save.status === 'saving' || save.status === 'saved'}>
          {save.status === 'failed' ? t('retry') : t('save')}
        </button>
        <p role="status" className={styles.status} data-status={save.status} data-testid="save-status">
          {t(`saveStatus.${save.status}`)}
        </p>
      </div>
      {save.status === 'failed' && save.error ? (
        <p role="alert" className={styles.error}>
          {message(save.error)}
        </p>
      ) : null}
      <AnnotationToolbar tool={tool} style={style} onTool={chooseTool} onStyle={setStyle} />
      {image.input}
      <p className={styles.notice} aria-live="polite">
        {notice}
      </p>
      <div className={styles.workspace}>
        <div className={styles.stage}>
          <StepVideo src={step.hlsUrl} duration={step.duration} time={time} onTime={setTime} frameRef={setFrame}>
            <div className={styles.canvas}>
              {width ? <AnnotationCanvas elements={shown} selectedId={ed.selectedId} tool={tool} colour={style.colour} width={width} zoomLabel={t('tools.zoom')} onSelect={ed.setSelectedId} onDraw={draw} onChange={replace} /> : null}
            </div>
          </StepVideo>
        </div>
        <ElementPanel
          elements={elements}
          selected={selected}
          languages={initial.translationLanguages}
          time={time}
          onSelect={ed.setSelectedId}
          onRetime={(start, end) => selected && replace(retime(selected, start, end, step.duration))}
          onEdit={patchSelected}
          onDelete={remove}
          onCopy={copy}
          onOrder={(order) => selected && update((list) => reorder(list, selected.id, order))}
        />
      </div>
    </div>
  );
}
