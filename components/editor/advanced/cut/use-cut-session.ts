'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, asApiError } from '@/components/ui/api-request';
import type { CutSessionDto } from '@/lib/editor/cut/schema';
import type { CutState } from '@/lib/editor/cut/segments';

const POLL_MS = 1000;
const SAVE_DELAY_MS = 500;
const url = (id: string, action?: string) => `/api/v1/workflows/${encodeURIComponent(id)}/editor-session${action ? `/${action}` : ''}`;

export type SaveState = 'saved' | 'saving' | 'conflict' | 'error';

/**
 * The cut session between page and server: edits are saved shortly after they are made (with the
 * revision they are based on; a 409 means someone else saved: the page offers to reload), a
 * running render is polled every second, and apply / restore / retry start one.
 */
export function useCutSession(initial: CutSessionDto) {
  const [data, setData] = useState(initial);
  const [cut, setCut] = useState<CutState>({ segments: initial.segments, redo: initial.redo });
  const [save, setSave] = useState<SaveState>('saved');
  const [error, setError] = useState<string | null>(null);
  const revision = useRef(initial.revision);
  const dirty = useRef(false);
  const running = data.render === 'running';

  const edit = useCallback((next: CutState) => {
    dirty.current = true;
    setCut(next);
    setSave('saving');
  }, []);

  useEffect(() => {
    if (!dirty.current) return;
    const timer = window.setTimeout(async () => {
      try {
        const { item } = await apiRequest<{ item: CutSessionDto }>(url(initial.workflowId), { method: 'PUT', body: { revision: revision.current, ...cut } });
        revision.current = item.revision;
        dirty.current = false;
        setData(item);
        setSave('saved');
      } catch (e) {
        const failure = asApiError(e);
        setSave(failure.status === 409 ? 'conflict' : 'error');
        setError(failure.messageKey);
      }
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cut, initial.workflowId]);

  const reload = useCallback(async () => {
    const { item } = await apiRequest<{ item: CutSessionDto }>(url(initial.workflowId));
    revision.current = item.revision;
    dirty.current = false;
    setData(item);
    setCut({ segments: item.segments, redo: item.redo });
    setSave('saved');
    setError(null);
    return item;
  }, [initial.workflowId]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(async () => {
      try {
        const item = await reload();
        if (item.render !== 'running') window.clearInterval(timer);
      } catch {
        // Offline for a moment: the next round asks again.
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [running, reload]);

  const start = useCallback(
    async (action: 'apply' | 'restore' | 'retry') => {
      setError(null);
      try {
        const { item } = await apiRequest<{ item: CutSessionDto }>(url(initial.workflowId, action), { method: 'POST', body: { revision: revision.current } });
        setData(item);
      } catch (e) {
        setError(asApiError(e).messageKey);
      }
    },
    [initial.workflowId],
  );

  return { data, cut, edit, save, error, reload, start, running };
}
