'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadPurpose } from '@/lib/uploads/constants';
import type { CompletedUploadDto } from '@/lib/uploads/schema';
import { cancelUpload, uploadFile } from './multipart-uploader';
import { ApiRequestError, isAbortError } from '@/components/ui/api-request';
import type { UploadProgress } from './progress';

export type { UploadProgress } from './progress';

export type MultipartUploadStatus = 'idle' | 'uploading' | 'completing' | 'done' | 'error' | 'cancelled';

export type MultipartUploadState = {
  status: MultipartUploadStatus;
  progress: UploadProgress | null;
  /** True when this run continued an upload started earlier (reload, dropped connection). */
  resumed: boolean;
  /** A message id (`uploads.*`, `errors.*`) to translate when status is 'error'. */
  errorKey: string | null;
  result: CompletedUploadDto | null;
};

const IDLE: MultipartUploadState = { status: 'idle', progress: null, resumed: false, errorKey: null, result: null };

/**
 * Uploads one file at a time as a resumable multipart upload (3 parts in parallel, 180 s per
 * part request, 3 retries on timeouts). Choosing the same file again after a reload or a failure
 * continues where it stopped. The dialog around it lives elsewhere; this is only the transfer.
 */
export function useMultipartUpload({ purpose = 'workflow-video' }: { purpose?: UploadPurpose } = {}) {
  const [state, setState] = useState<MultipartUploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const current = useRef<{ file: File; uploadId: string | null } | null>(null);

  // Leaving the page stops the transfer but keeps the server's upload, so it can be resumed.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<CompletedUploadDto | null> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      current.current = { file, uploadId: null };
      setState({ ...IDLE, status: 'uploading', progress: { sentBytes: 0, totalBytes: file.size, fraction: 0, bytesPerSecond: 0 } });
      const isCurrent = () => controller.current === abort;
      try {
        const result = await uploadFile(file, purpose, abort.signal, {
          onUploadId: (uploadId, resumed) => {
            if (current.current?.file === file) current.current.uploadId = uploadId;
            if (isCurrent()) setState((s) => ({ ...s, resumed }));
          },
          onProgress: (progress) => isCurrent() && setState((s) => ({ ...s, progress })),
          onCompleting: () => isCurrent() && setState((s) => ({ ...s, status: 'completing' })),
        });
        if (isCurrent()) setState((s) => ({ ...s, status: 'done', result }));
        return result;
      } catch (error) {
        if (!isCurrent()) return null;
        if (isAbortError(error)) {
          setState((s) => ({ ...s, status: 'cancelled' }));
          return null;
        }
        const errorKey = error instanceof ApiRequestError ? error.messageKey : 'errors.internal';
        setState((s) => ({ ...s, status: 'error', errorKey }));
        return null;
      }
    },
    [purpose],
  );

  /** Stops the transfer and deletes the upload on the server (not resumable afterwards). */
  const cancel = useCallback(async () => {
    const running = current.current;
    controller.current?.abort();
    controller.current = null;
    current.current = null;
    setState((s) => ({ ...s, status: 'cancelled' }));
    if (running?.uploadId) {
      try {
        await cancelUpload(running.file, running.uploadId);
      } catch {
        // The sweeper removes what a failed cancel leaves behind within a day.
      }
    }
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    current.current = null;
    setState(IDLE);
  }, []);

  return { ...state, start, cancel, reset };
}
