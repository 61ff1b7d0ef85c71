'use client';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { RestrictedIpDto } from '@/lib/orgs/schema';
import { ApiRequestError } from '@/components/ui/api-request';
import { saveRestrictedIp, type SaveRestrictedIpBody } from './api';
import { checkRuleLines, hasProblems, NO_PROBLEMS, problemsFromIssues, readRuleLines, type RuleLine, type RuleProblems } from './rule-lines';

export type Feedback = { kind: 'saved' } | { kind: 'invalid' } | { kind: 'network' } | { kind: 'error'; messageKey: string } | null;
export type Lockout = { clientIP: string; emptyList: boolean } | null;

type Attempt = { body: SaveRestrictedIpBody; lines: RuleLine[] };

/**
 * The form's state. Nothing typed is ever thrown away on a failure: the box keeps its text and
 * only a successful save replaces it with what the server stored (trimmed, without duplicates).
 */
export function useRestrictionForm(initial: RestrictedIpDto, onSaved: () => void) {
  const router = useRouter();
  const [enabled, setEnabled] = useState(initial.enableRestrictedIP);
  const [text, setText] = useState(initial.allowedRules.join('\n'));
  const [showLineErrors, setShowLineErrors] = useState(false);
  const [serverProblems, setServerProblems] = useState<RuleProblems | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [lockout, setLockout] = useState<Lockout>(null);

  const lines = readRuleLines(text);
  const problems = serverProblems ?? (showLineErrors ? checkRuleLines(enabled, lines) : NO_PROBLEMS);

  const save = useMutation({
    mutationFn: ({ body }: Attempt) => saveRestrictedIp(body),
    onSuccess: (item) => {
      setEnabled(item.enableRestrictedIP);
      setText(item.allowedRules.join('\n'));
      setFeedback({ kind: 'saved' });
      onSaved();
      // The shell (menu, IP banner) was rendered with the old setting.
      router.refresh();
    },
    onError: (error, { body, lines: sent }) => {
      if (!(error instanceof ApiRequestError)) return setFeedback({ kind: 'error', messageKey: 'alert.unexpectedError' });
      if (error.status === 409 && error.messageKey === 'adminIp.selfLockout') {
        const clientIP = typeof error.details.clientIP === 'string' ? error.details.clientIP : initial.clientIP;
        setFeedback(null);
        return setLockout({ clientIP, emptyList: body.allowedRules.length === 0 });
      }
      const fromServer = problemsFromIssues(error.issues, sent);
      if (error.status === 422 && hasProblems(fromServer)) {
        setServerProblems(fromServer);
        return setFeedback({ kind: 'invalid' });
      }
      setFeedback(error.status === 0 ? { kind: 'network' } : { kind: 'error', messageKey: error.messageKey });
    },
  });

  /** Checks every line first with the shared schema; false when the admin has lines to fix. */
  const submit = (confirmSelfLockout = false): boolean => {
    setLockout(null);
    if (hasProblems(checkRuleLines(enabled, lines))) {
      setShowLineErrors(true);
      setFeedback({ kind: 'invalid' });
      return false;
    }
    setFeedback(null);
    // Every non-blank line is sent as typed, so an issue's index points back at its line.
    save.mutate({ body: { enableRestrictedIP: enabled, allowedRules: lines.map((l) => l.value), confirmSelfLockout }, lines });
    return true;
  };

  const edit = (next: string) => {
    setText(next);
    setServerProblems(null);
    if (feedback?.kind === 'saved' || feedback?.kind === 'network') setFeedback(null);
  };

  const toggle = () => {
    setEnabled((on) => !on);
    setServerProblems(null);
    if (feedback?.kind === 'saved') setFeedback(null);
  };

  return {
    enabled,
    toggle,
    text,
    edit,
    lines,
    problems,
    revealLineErrors: () => setShowLineErrors(true),
    feedback,
    lockout,
    cancelLockout: () => setLockout(null),
    submit,
    saving: save.isPending,
  };
}
