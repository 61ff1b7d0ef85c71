'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiRequestError, type Issue } from '@/components/ui/api-request';

export type Feedback =
  | { kind: 'saved' }
  | { kind: 'invalid' }
  | { kind: 'network' }
  | { kind: 'error'; messageKey: string; details: Record<string, unknown> }
  | null;

type Options<V> = {
  initial: V;
  /** Sends the values; resolves with what the server stored (shown from then on). */
  save: (values: V) => Promise<V>;
  /** The shared zod rules run before sending; issues block the save. */
  validate?: (values: V) => Issue[];
  /** A refusal the form handles itself (a confirmation dialog); true when handled. */
  onRefused?: (error: ApiRequestError) => boolean;
};

/**
 * One settings form's state. Nothing the admin changed is lost on a failure: only a successful
 * save replaces the values with what the server stored. After a save the page's server parts
 * (menu, header) are refreshed, since settings apply at once.
 */
export function useSettingsForm<V>({ initial, save, validate, onRefused }: Options<V>) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [issues, setIssues] = useState<Issue[]>([]);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (stored) => {
      setValues(stored);
      setSaved(stored);
      setFeedback({ kind: 'saved' });
      router.refresh();
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return setFeedback({ kind: 'error', messageKey: 'alert.unexpectedError', details: {} });
      if (onRefused?.(error)) return setFeedback(null);
      if (error.status === 422 && error.issues.length > 0) {
        setIssues(error.issues);
        return setFeedback({ kind: 'invalid' });
      }
      setFeedback(error.status === 0 ? { kind: 'network' } : { kind: 'error', messageKey: error.messageKey, details: error.details });
    },
  });

  const update = (next: V | ((current: V) => V)) => {
    setValues(next);
    setIssues([]);
    if (feedback?.kind !== 'network') setFeedback(null);
  };

  /** Validates, then sends; false when the form has problems to fix first. */
  const submit = (override?: V): boolean => {
    const toSend = override ?? values;
    const found = validate?.(toSend) ?? [];
    setIssues(found);
    if (found.length > 0) {
      setFeedback({ kind: 'invalid' });
      return false;
    }
    setFeedback(null);
    mutation.mutate(toSend);
    return true;
  };

  return {
    values,
    update,
    issues,
    issueFor: (path: string) => issues.find((i) => i.path === path || i.path.startsWith(`${path}.`))?.message ?? null,
    feedback,
    submit,
    saving: mutation.isPending,
    dirty: JSON.stringify(values) !== JSON.stringify(saved),
  };
}
export type SettingsFormState<V> = ReturnType<typeof useSettingsForm<V>>;
