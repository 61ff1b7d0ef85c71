'use client';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiRequestError, asApiError, isAbortError } from '@/components/ui/api-request';
import type { ChatType } from '@/lib/chat-client/contract';
import { canSend, EMPTY_THREAD, threadReducer, type ThreadError } from '@/lib/chat-client/thread';
import { askStreaming, chatApi, CHAT_KEYS } from './chat-api';

/** What a failed call reads as: our own words for a rate limit, the server's code-50 words, else its key. */
export function threadError(error: unknown): ThreadError {
  const e = asApiError(error);
  if (e.status === 429) return { key: 'maven.errors.rateLimited', text: null };
  const text = typeof e.details.text === 'string' ? e.details.text : null;
  return { key: text ? null : e.messageKey, text };
}

const report = (what: string, error: unknown) => {
  // Spec 02 §8: chat failures are logged (the panel shows them to the person).
  console.error(`[maven] ${what}`, error instanceof ApiRequestError ? `${error.status} ${error.code} ${error.messageKey}` : error);
};

let counter = 0;
const nextKey = () => `ask-${Date.now().toString(36)}-${(counter += 1)}`;

export type ChatScope = { type: ChatType; workflowId?: string };

/**
 * One conversation (spec 02 §4 Chat): the player's Q&A (type workflow: its workflow's chat and
 * preset questions) or the Maven page (a chat picked from the history, or a new one). Asking
 * streams the answer in; `onChanged` hears when the list of chats may have changed.
 */
export function useChat(scope: ChatScope, onChanged?: () => void) {
  const [state, dispatch] = useReducer(threadReducer, EMPTY_THREAD);
  const [presets, setPresets] = useState<string[] | null>(null);
  const [historyLoading, setHistoryLoading] = useState(scope.type === 'workflow');
  const latest = useRef({ state, onChanged });
  useEffect(() => {
    latest.current = { state, onChanged };
  });
  const abort = useRef<AbortController | null>(null);
  const { type, workflowId } = scope;

  const loadPresets = useCallback(() => {
    const load = workflowId ? chatApi.workflowPresets(workflowId) : chatApi.presets();
    load.then(setPresets, (e: unknown) => {
      report('preset questions', e);
      setPresets([]);
    });
  }, [workflowId]);

  const open = useCallback(async (chatId: string | null) => {
    abort.current?.abort();
    if (!chatId) return dispatch({ type: 'load', detail: null });
    setHistoryLoading(true);
    try {
      dispatch({ type: 'load', detail: await chatApi.get(chatId) });
    } catch (e) {
      report('history', e);
      dispatch({ type: 'error', error: threadError(e) });
    } finally {
      setHistoryLoading(false);
    }
  }, []);

  useEffect(() => {
    loadPresets();
    if (!workflowId) return;
    let live = true;
    chatApi
      .workflowChat(workflowId)
      .then(async (chat) => {
        const detail = chat ? await chatApi.get(chat.id) : null;
        if (live) dispatch({ type: 'load', detail });
      })
      .catch((e: unknown) => {
        report('history', e);
        if (live) dispatch({ type: 'error', error: threadError(e) });
      })
      .finally(() => live && setHistoryLoading(false));
    return () => {
      live = false;
    };
  }, [workflowId, loadPresets]);

  useEffect(() => () => abort.current?.abort(), []);

  const ask = useCallback(
    async (text: string) => {
      const current = latest.current.state;
      if (!canSend(text, current.loading)) return false;
      const key = nextKey();
      const controller = new AbortController();
      abort.current = controller;
      const created = !current.chatId;
      dispatch({ type: 'ask', key, question: text.trim() });
      try {
        await askStreaming({ query: text.trim(), type, chatId: current.chatId, workflowId }, (chunk) => dispatch({ type: 'chunk', key, chunk }), { signal: controller.signal });
        dispatch({ type: 'finish', key });
      } catch (e) {
        if (isAbortError(e)) return true;
        report('send', e);
        dispatch({ type: 'fail', key, error: threadError(e) });
      }
      if (created) latest.current.onChanged?.();
      return true;
    },
    [type, workflowId],
  );

  const like = useCallback((answerId: string, value: boolean | null) => {
    const chatId = latest.current.state.chatId;
    if (!chatId) return;
    dispatch({ type: 'like', answerId, like: value });
    chatApi
      .like(chatId, answerId, value)
      .then(() => chatApi.get(chatId))
      .then((detail) => {
        if (latest.current.state.chatId === chatId && !latest.current.state.loading) dispatch({ type: 'load', detail });
      })
      .catch((e: unknown) => {
        report('like', e);
        dispatch({ type: 'error', error: threadError(e) });
      });
  }, []);

  /** Spec 02 §4: clearing empties the thread, deletes the chat(s), and reloads the preset questions. */
  const clear = useCallback(async () => {
    abort.current?.abort();
    try {
      if (workflowId) await chatApi.clearWorkflow(workflowId);
      else await chatApi.clear();
      dispatch({ type: 'clear' });
      setPresets(null);
      loadPresets();
      latest.current.onChanged?.();
      return true;
    } catch (e) {
      report('clear', e);
      dispatch({ type: 'error', error: threadError(e) });
      return false;
    }
  }, [workflowId, loadPresets]);

  return { state, presets, historyLoading, ask, like, clear, open, dismissError: () => dispatch({ type: 'dismissError' }), keys: CHAT_KEYS };
}

export type ChatModel = ReturnType<typeof useChat>;
