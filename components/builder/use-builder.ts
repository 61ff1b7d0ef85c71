'use client';
import { useCallback, useState } from 'react';
import { ApiRequestError, type Issue } from '@/components/ui/api-request';
import { useEditorDraft } from '@/components/editor/use-editor-draft';
import { builderFormSchema, type BuilderDocument, type BuilderForm } from '@/lib/builder/schema';
import { STALE_REVISION_KEY } from '@/lib/editor/schema';
import { builderApi } from './builder-api';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Issues keyed by their form path ("steps.0.titleTranslations.de-de"), as the shared schema names them. */
const issuesOf = (issues: Issue[]) => Object.fromEntries(issues.map((i) => [i.path.replace(/^form\./, ''), i.message]));

/**
 * The builder's state: the form as a browser draft (useEditorDraft: kept in the browser, offered
 * back after a crash, a warning before leaving), an explicit save based on the revision (409:
 * the conflict dialog), and the rest of the document (steps' posters, readiness) as the server
 * last answered it.
 */
export function useBuilder(initial: BuilderDocument) {
  const [doc, setDoc] = useState(initial);
  const draft = useEditorDraft<BuilderForm>({ key: `builder:${initial.workflowId}`, server: initial.form, revision: initial.revision });
  const [state, setState] = useState<SaveState>('idle');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);

  const fail = useCallback((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 409 && error.messageKey === STALE_REVISION_KEY) setConflict(true);
    if (error instanceof ApiRequestError && error.issues.length) setIssues(issuesOf(error.issues));
    setErrorKey(error instanceof ApiRequestError ? error.messageKey : 'alert.unexpectedError');
    setState('failed');
  }, []);

  const save = useCallback(async () => {
    const sent = draft.value;
    const checked = builderFormSchema.safeParse(sent);
    if (!checked.success) {
      setIssues(issuesOf(checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))));
      setErrorKey('builder.fixErrors');
      setState('failed');
      return;
    }
    setIssues({});
    setErrorKey(null);
    setState('saving');
    try {
      const next = await builderApi.save(doc.workflowId, draft.revision, sent);
      draft.saved(next.form, next.revision, sent);
      setDoc(next);
      setState('saved');
    } catch (error) {
      fail(error);
    }
  }, [doc.workflowId, draft, fail]);

  /** Loads what the server has now, dropping the local form (after a conflict or a reset). */
  const adopt = useCallback(
    (next: BuilderDocument) => {
      draft.reset(next.form, next.revision);
      setDoc(next);
      setConflict(false);
      setIssues({});
      setErrorKey(null);
      setState('idle');
    },
    [draft],
  );
  const reload = useCallback(() => builderApi.load(doc.workflowId).then(adopt, fail), [doc.workflowId, adopt, fail]);

  /** A change that the server made at once (a poster): keep the local form, take the rest and the revision. */
  const refreshed = useCallback((next: BuilderDocument) => setDoc((d) => ({ ...next, form: d.form, revision: d.revision })), []);

  return { doc, draft, state: draft.dirty && state !== 'saving' && state !== 'failed' ? ('idle' as const) : state, errorKey, issues, conflict, setConflict, save, reload, adopt, refreshed, fail };
}
