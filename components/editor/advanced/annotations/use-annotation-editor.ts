'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiRequest, ApiRequestError } from '@/components/ui/api-request';
import type { AnnotationEditorData } from '@/lib/annotations/editor-data';
import { toCanvas, toSaved, type EditorElement } from '@/lib/annotations/editor-ops';
import { record, redo, startHistory, undo, type History } from '@/lib/annotations/history';

export type ByStep = Record<string, EditorElement[]>;
export type SaveState = { status: 'saved' | 'dirty' | 'saving' | 'failed'; error: string | null; field: string | null };

const fromServer = (data: AnnotationEditorData): ByStep =>
  Object.fromEntries(data.steps.map((s) => [s.id, data.annotations.filter((a) => a.stepId === s.id).flatMap((a) => a.elements.map((e) => toCanvas(e)))]));

/**
 * The annotations editor's state: every step's elements with undo/redo, the selection, and the
 * save through batch-upsert (all steps at once, so a step emptied is cleared too).
 */
export function useAnnotationEditor(initial: AnnotationEditorData) {
  const [history, setHistory] = useState<History<ByStep>>(() => startHistory(fromServer(initial)));
  const [savedState, setSavedState] = useState<ByStep>(history.present);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'saved', error: null, field: null });
  const annotationIds = useRef(new Map(initial.annotations.map((a) => [a.stepId, a.id])));
  const byStep = history.present;
  const dirty = byStep !== savedState;

  const change = useCallback((stepId: string, next: (list: EditorElement[]) => EditorElement[]) => {
    setHistory((h) => record(h, { ...h.present, [stepId]: next(h.present[stepId] ?? []) }));
  }, []);
  const doUndo = useCallback(() => setHistory(undo), []);
  const doRedo = useCallback(() => setHistory(redo), []);

  const saveAll = useCallback(async () => {
    const snapshot = byStep;
    setSave({ status: 'saving', error: null, field: null });
    try {
      const annotations = initial.steps.map((s) => ({ ...(annotationIds.current.get(s.id) ? { id: annotationIds.current.get(s.id) } : {}), stepId: s.id, elements: toSaved(snapshot[s.id] ?? []) }));
      const { items } = await apiRequest<{ items: Array<{ id: string; stepId: string }> }>('/api/v1/annotations/batch-upsert', { method: 'POST', body: { workflowId: initial.workflowId, annotations } });
      annotationIds.current = new Map(items.map((a) => [a.stepId, a.id]));
      setSavedState(snapshot);
      setSave({ status: 'saved', error: null, field: null });
    } catch (caught) {
      const error = caught instanceof ApiRequestError ? caught : null;
      const issue = error?.issues[0];
      setSave({ status: 'failed', error: issue?.message ?? error?.messageKey ?? 'alert.unexpectedError', field: issue?.path ?? null });
    }
  }, [byStep, initial.steps, initial.workflowId]);

  useEffect(() => {
    if (!dirty) return;
    // Leaving with unsaved drawings asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const status = save.status === 'saving' || save.status === 'failed' ? save.status : dirty ? 'dirty' : 'saved';
  return useMemo(
    () => ({ byStep, change, undo: doUndo, redo: doRedo, canUndo: history.past.length > 0, canRedo: history.future.length > 0, selectedId, setSelectedId, save: saveAll, saveState: { ...save, status } as SaveState }),
    [byStep, change, doUndo, doRedo, history.past.length, history.future.length, selectedId, saveAll, save, status],
  );
}

export type AnnotationEditorState = ReturnType<typeof useAnnotationEditor>;
