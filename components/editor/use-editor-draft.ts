'use client';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { clearDraft, readDraft, readDraftText, sameJson, writeDraft, type StoredDraft } from './draft-store';

export type EditorDraftOptions<T> = {
  /** One key per document, e.g. `transcription:${transcriptionId}`. */
  key: string;
  /** The document as the server last answered it, and its revision. */
  server: T;
  revision: number;
};

export type EditorDraft<T> = {
  value: T;
  setValue: (next: T | ((current: T) => T)) => void;
  /** The local text differs from the server's. */
  dirty: boolean;
  /** A draft found from an earlier visit (crash, closed tab), until restored or discarded. */
  recovered: StoredDraft<T> | null;
  restore: () => void;
  discard: () => void;
  /** The revision the next save is based on. */
  revision: number;
  /**
   * After a successful save of `sent`: the server's document and revision become the base and the
   * draft is cleared. What was typed while the save ran (the value no longer equals `sent`) stays.
   */
  saved: (server: T, revision: number, sent: T) => void;
  /** Drops the local text for the server's (reload after a conflict). */
  reset: (server: T, revision: number) => void;
};

const PERSIST_DELAY_MS = 400;
const noSubscription = () => () => undefined;

/**
 * The one way an editor holds its unsaved text: the local value, whether it differs from the
 * server's, a copy in the browser (written shortly after each change, cleared by a save), the
 * offer to restore a draft left by a crash or closed tab, and a warning before leaving with
 * unsaved changes — on closing or reloading the tab and on following a link inside the app.
 */
export function useEditorDraft<T>({ key, server, revision }: EditorDraftOptions<T>): EditorDraft<T> {
  const t = useTranslations('editor');
  const [base, setBase] = useState({ server, revision });
  const [value, setValueState] = useState<T>(server);
  // A draft left by an earlier visit (written before this page opened) that differs from the server's text.
  const [openedAt] = useState(() => Date.now());
  const [handled, setHandled] = useState(false);
  // Read once when the page opens (a draft of a long transcript is a megabyte of JSON: not on every keystroke).
  const opened = useRef<{ key: string; text: string | null } | null>(null);
  const storedText = useSyncExternalStore(
    noSubscription,
    () => {
      if (opened.current?.key !== key) opened.current = { key, text: readDraftText(key) };
      return opened.current.text;
    },
    () => null,
  );
  const recoveredDraft = useMemo(() => {
    const stored = storedText ? readDraft<T>(key) : null;
    return stored && stored.savedAt < openedAt && !sameJson(stored.value, server) ? stored : null;
  }, [storedText, key, openedAt, server]);
  const recovered = handled ? null : recoveredDraft;
  const hasRecovered = !!recovered;
  const dirty = !sameJson(value, base.server);

  // Keep the local text in the browser shortly after each change.
  const latest = useRef({ value, revision: base.revision });
  useEffect(() => {
    latest.current = { value, revision: base.revision };
  }, [value, base.revision]);
  useEffect(() => {
    if (!dirty || hasRecovered) return;
    const timer = window.setTimeout(() => writeDraft(key, { revision: base.revision, value, savedAt: Date.now() }), PERSIST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, value, dirty, base.revision, hasRecovered]);

  // Warn before leaving: the tab (beforeunload) and links inside the app (capture phase).
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      writeDraft(key, { revision: latest.current.revision, value: latest.current.value, savedAt: Date.now() });
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download') || event.defaultPrevented) return;
      if (!window.confirm(t('leaveUnsaved'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, key, t]);

  const setValue = useCallback((next: T | ((current: T) => T)) => setValueState((current) => (typeof next === 'function' ? (next as (c: T) => T)(current) : next)), []);

  return {
    value,
    setValue,
    dirty,
    recovered,
    restore: () => {
      if (recovered) setValueState(recovered.value);
      setHandled(true);
    },
    discard: () => {
      clearDraft(key);
      setHandled(true);
    },
    revision: base.revision,
    saved: (nextServer, nextRevision, sent) => {
      setBase({ server: nextServer, revision: nextRevision });
      setValueState((current) => (sameJson(current, sent) ? nextServer : current));
      clearDraft(key);
    },
    reset: (nextServer, nextRevision) => {
      setBase({ server: nextServer, revision: nextRevision });
      setValueState(nextServer);
      clearDraft(key);
      setHandled(true);
    },
  };
}
