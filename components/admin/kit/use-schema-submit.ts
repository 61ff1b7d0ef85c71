'use client';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '@/components/ui/api-request';
import { apiCall, fieldErrors } from '@/components/workspaces/api-client';
import { useMessage } from '@/components/workspaces/use-message';

type Issue = { path: PropertyKey[]; message: string };
type Submit<T> = { schema: z.ZodType; body: Record<string, unknown>; url: string; method: 'POST' | 'PATCH'; onSaved: (item: T) => void };

/** The first problem of each field, keyed by the field's name. */
export const firstIssues = (issues: Issue[]) => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!out[key]) out[key] = issue.message;
  }
  return out;
};

/**
 * A create/edit form dialog's save: the server's own zod schema first, then the call; field
 * problems from either land beside their fields, anything else above the form.
 */
export function useSchemaSubmit<T>() {
  const message = useMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async ({ schema, body, url, method, onSaved }: Submit<T>) => {
    setFormError(null);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setBusy(true);
    try {
      const { item } = await apiCall<{ item: T }>(url, { method, body });
      onSaved(item);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(message(error instanceof ApiRequestError ? error.messageKey : null));
    } finally {
      setBusy(false);
    }
  };
  return { errors, formError, busy, submit, message };
}
