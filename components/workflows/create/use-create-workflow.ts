'use client';

import { useLocale } from '@/lib/i18n/client';
import { useCallback, useRef, useState } from 'react';
import { useMultipartUpload } from '@/components/uploads/use-multipart-upload';
import { ApiRequestError } from '@/components/ui/api-request';
import { initializeWorkflow, type InitializedWorkflow } from './api';
import { defaultContentLanguage } from './languages';
import type { WorkflowOrigin } from '@/lib/workflows/initialize-source';
import type { WorkflowValues } from './workflow-values';

export type CreatePhase = 'editing' | 'uploading' | 'completing' | 'initializing' | 'processing';

/**
 * Upload → initialize → processing, for one source file at a time. It lives above the dialog's
 * content, so closing the dialog neither stops an upload nor forgets what was typed. A completed
 * upload is reused when only the initialize call failed (another workspace, say), so the bytes
 * are not sent twice.
 */
export function useCreateWorkflow(origin: WorkflowOrigin = 'upload') {
  const upload = useMultipartUpload({ purpose: 'workflow-video' });
  const { start, reset: resetUpload } = upload;
  const [initializing, setInitializing] = useState(false);
  const [initErrorKey, setInitErrorKey] = useState<string | null>(null);
  const [workflow, setWorkflow] = useState<InitializedWorkflow | null>(null);
  const uploaded = useRef<{ file: File; uploadId: string } | null>(null);
  const locale = useLocale();
  const [values, setValues] = useState<WorkflowValues>(() => ({ title: '', workspaceId: '', languageCode: defaultContentLanguage(locale) }));
  const suggested = useRef('');

  const change = useCallback((patch: Partial<WorkflowValues>) => setValues((v) => ({ ...v, ...patch })), []);

  /** A title from the new source, unless the user has typed one of their own. */
  const suggestTitle = useCallback((title: string) => {
    const previous = suggested.current;
    suggested.current = title;
    setValues((v) => (v.title === '' || v.title === previous ? { ...v, title } : v));
  }, []);

  const submit = useCallback(
    async (file: File, input: WorkflowValues) => {
      setInitErrorKey(null);
      let uploadId = uploaded.current?.file === file ? uploaded.current.uploadId : null;
      if (!uploadId) {
        const result = await start(file);
        if (!result) return;
        uploadId = result.id;
        uploaded.current = { file, uploadId };
      }
      setInitializing(true);
      try {
        const item = await initializeWorkflow({ uploadId, ...input, title: input.title.trim(), origin });
        uploaded.current = null;
        setWorkflow({ id: item.id, title: item.title || input.title.trim(), workspaceId: input.workspaceId });
      } catch (error) {
        setInitErrorKey(error instanceof ApiRequestError ? error.messageKey : 'errors.internal');
      } finally {
        setInitializing(false);
      }
    },
    [start, origin],
  );

  /** Forgets the last failure or cancellation (a new source was chosen). */
  const dismiss = useCallback(() => {
    resetUpload();
    setInitErrorKey(null);
  }, [resetUpload]);

  /** Back to an empty form (after a workflow was created); workspace and language stay for the next one. */
  const reset = useCallback(() => {
    resetUpload();
    uploaded.current = null;
    suggested.current = '';
    setValues((v) => ({ ...v, title: '' }));
    setInitErrorKey(null);
    setWorkflow(null);
  }, [resetUpload]);

  const phase: CreatePhase = workflow
    ? 'processing'
    : initializing
      ? 'initializing'
      : upload.status === 'uploading' || upload.status === 'completing'
        ? upload.status
        : 'editing';
  const errorKey = phase !== 'editing' ? null : (initErrorKey ?? (upload.status === 'error' ? upload.errorKey : null));

  return {
    values,
    change,
    suggestTitle,
    phase,
    progress: upload.progress,
    resumed: upload.resumed,
    cancelled: phase === 'editing' && upload.status === 'cancelled',
    errorKey,
    workflow,
    submit,
    dismiss,
    cancel: upload.cancel,
    reset,
  };
}

export type CreateWorkflowController = ReturnType<typeof useCreateWorkflow>;
