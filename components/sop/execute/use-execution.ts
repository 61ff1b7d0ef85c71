'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { refreshLearnerSkill } from '@/components/skills/skills-api';
import { ApiRequestError } from '@/components/ui/api-request';
import { secondsBetween, workByItem } from '@/lib/sop-ui/execution-state';
import type { EntryKind, Execution, SopDetail } from '@/lib/sop-ui/types';
import { sopApi } from '../sop-api';

const keyOf = (error: unknown) => (error instanceof ApiRequestError ? error.messageKey : 'sopUi.network');

/**
 * One execution of a smart instruction: started on the server, each tick, upload, answer and the
 * time spent on each step recorded as an entry of its hash chain, confirmed with the operator's name.
 */
export function useExecution(sop: SopDetail, skillId: string | null) {
  const client = useQueryClient();
  const [execution, setExecution] = useState<Execution | null>(null);
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enteredAt = useRef(0);
  const work = useMemo(() => workByItem(execution?.entries ?? []), [execution]);

  const call = useCallback(async (action: () => Promise<Execution>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await action();
      setExecution(next);
      return next;
    } catch (e) {
      setError(keyOf(e));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  // Entries go one after another: each extends the record's hash chain, and the last answer holds them all.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const record = (kind: EntryKind, itemId: string, payload: Record<string, unknown>) => {
    if (!execution) return Promise.resolve(null);
    const id = execution.id;
    const next = queue.current.then(() => call(() => sopApi.addEntry(id, { kind, itemId, payload })));
    queue.current = next;
    return next;
  };

  /** The time on the current step, recorded when the operator leaves it. */
  const leaveStep = async () => {
    const item = sop.items[index];
    if (!item || !execution) return;
    const seconds = secondsBetween(enteredAt.current, Date.now());
    await record('step-time', item.id, { seconds });
  };
  const goTo = async (next: number) => {
    await leaveStep();
    enteredAt.current = Date.now();
    setIndex(next);
  };

  return {
    sopId: sop.id,
    execution,
    index,
    busy,
    error,
    work,
    start: async () => {
      const started = await call(() => sopApi.startExecution(sop.id, skillId));
      enteredAt.current = Date.now();
      setIndex(0);
      return started;
    },
    next: () => goTo(Math.min(index + 1, sop.items.length - 1)),
    previous: () => goTo(Math.max(index - 1, 0)),
    /** Leaving the last step before the confirmation. */
    finishSteps: leaveStep,
    tick: (itemId: string, checklistItemId: string, checked: boolean) => record('checklist', itemId, { checklistItemId, checked }),
    uploaded: (itemId: string, uploadId: string) => record('upload', itemId, { uploadId }),
    /** The quiz block's answers, one letter (or none) per question; the server grades them. */
    answerQuiz: (itemId: string, answers: (string | null)[]) => record('quiz-answer', itemId, { answers }),
    confirm: async (name: string) => {
      if (!execution) return null;
      const confirmed = await call(() => sopApi.confirm(execution.id, name.trim()));
      // The server counted it in the skill at once; the skill player must not answer from its cache.
      if (confirmed && skillId) await refreshLearnerSkill(client, skillId);
      return confirmed;
    },
  };
}
export type ExecutionModel = ReturnType<typeof useExecution>;
