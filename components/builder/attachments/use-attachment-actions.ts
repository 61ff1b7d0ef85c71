'use client';
import { useState } from 'react';
import { ApiRequestError, apiRequest } from '@/components/ui/api-request';
import type { AddAttachmentInput } from '@/lib/attachments/schema';
import type { AttachmentItemKind } from '@/lib/attachments/constants';

const NETWORK = 'attachments.network';

/** Add and remove calls of one step's attachments; the error is a message key (or field issues). */
export function useAttachmentActions({ workflowId, stepId, onChanged }: { workflowId: string; stepId: string; onChanged: () => void }) {
  const base = `/api/v1/workflows/${workflowId}/steps/${stepId}/attachments`;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ApiRequestError | null>(null);

  async function run(tag: string, call: () => Promise<unknown>): Promise<boolean> {
    setBusy(tag);
    setError(null);
    try {
      await call();
      onChanged();
      return true;
    } catch (e) {
      setError(e instanceof ApiRequestError ? e : new ApiRequestError(0, 'network', NETWORK));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    error,
    setError,
    add: (input: AddAttachmentInput) => run(`add-${input.kind}`, () => apiRequest(base, { method: 'POST', body: input }, NETWORK)),
    remove: (kind: AttachmentItemKind, id: string) => run(`remove-${id}`, () => apiRequest(`${base}/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' }, NETWORK)),
  };
}
