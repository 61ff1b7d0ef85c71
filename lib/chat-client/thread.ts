import type { AnswerMode, ChatChunk, ChatDetail, ChatReference } from './contract';

/** One question and its (possibly still streaming) answer in the thread. */
export type ThreadItem = {
  key: string;
  question: string;
  answer: string;
  answerId: string | null;
  like: boolean | null;
  mode: AnswerMode | null;
  /** The answer failed: `answer` is empty and the item shows `errorKey` (or the server's `errorText`). */
  failed: boolean;
  errorKey: string | null;
  errorText: string | null;
  references: ChatReference[];
  followUps: string[];
  streaming: boolean;
};

/** A closable error panel: a message key to translate, or the server's own words (code 50). */
export type ThreadError = { key: string | null; text: string | null };

export type ThreadState = {
  /** The chat the next question goes to; null: the next question creates one (spec 02 §4). */
  chatId: string | null;
  items: ThreadItem[];
  loading: boolean;
  error: ThreadError | null;
};

export type ThreadAction =
  | { type: 'load'; detail: ChatDetail | null }
  | { type: 'ask'; key: string; question: string }
  | { type: 'chunk'; key: string; chunk: ChatChunk }
  | { type: 'finish'; key: string }
  | { type: 'fail'; key: string; error: ThreadError }
  | { type: 'like'; answerId: string; like: boolean | null }
  | { type: 'error'; error: ThreadError }
  | { type: 'dismissError' }
  | { type: 'clear' };

export const EMPTY_THREAD: ThreadState = { chatId: null, items: [], loading: false, error: null };

const blank = (key: string, question: string): ThreadItem => ({
  key,
  question,
  answer: '',
  answerId: null,
  like: null,
  mode: null,
  failed: false,
  errorKey: null,
  errorText: null,
  references: [],
  followUps: [],
  streaming: true,
});

function applyChunk(item: ThreadItem, chunk: ChatChunk): ThreadItem {
  if ('messageId' in chunk) return { ...item, answerId: chunk.messageId, mode: chunk.mode };
  if ('references' in chunk) return { ...item, references: chunk.references };
  if ('content' in chunk) return { ...item, answer: item.answer + chunk.content };
  if ('followUpQuestions' in chunk) return { ...item, followUps: chunk.followUpQuestions };
  return { ...item, streaming: false };
}

const update = (state: ThreadState, key: string, change: (item: ThreadItem) => ThreadItem): ThreadItem[] =>
  state.items.map((item) => (item.key === key ? change(item) : item));

/**
 * The chat thread (spec 02 §4 Chat): history loads into items; a question adds an item whose
 * answer the streamed chunks fill (the first one names the chat, kept for the next question); a
 * failure ends that answer with the error message and opens the closable error panel; a like is
 * set at once; clearing empties the thread and forgets the chat.
 */
export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'load':
      if (!action.detail) return EMPTY_THREAD;
      return {
        chatId: action.detail.id,
        loading: false,
        error: null,
        items: action.detail.history.map((h) => ({
          ...blank(h.questionId, h.question),
          answer: h.answer,
          answerId: h.answerId,
          like: h.answerLike,
          mode: h.answerMode,
          failed: h.answerFailed,
          errorKey: h.answerFailed ? 'maven.errors.unexpected' : null,
          references: h.references,
          followUps: h.followUpQuestions,
          streaming: false,
        })),
      };
    case 'ask':
      return { ...state, loading: true, error: null, items: [...state.items, blank(action.key, action.question)] };
    case 'chunk': {
      const chatId = 'chatId' in action.chunk ? action.chunk.chatId : state.chatId;
      return { ...state, chatId, items: update(state, action.key, (item) => applyChunk(item, action.chunk)) };
    }
    case 'finish':
      return { ...state, loading: false, items: update(state, action.key, (item) => ({ ...item, streaming: false })) };
    case 'fail':
      return {
        ...state,
        loading: false,
        error: action.error,
        // The answer so far stays; an answer that never started reads as the error.
        items: update(state, action.key, (item) => ({ ...item, streaming: false, failed: true, errorKey: action.error.key, errorText: action.error.text })),
      };
    case 'like':
      return { ...state, items: state.items.map((item) => (item.answerId === action.answerId ? { ...item, like: action.like } : item)) };
    case 'error':
      return { ...state, error: action.error };
    case 'dismissError':
      return { ...state, error: null };
    case 'clear':
      return EMPTY_THREAD;
  }
}

/** Spec 02 §5: blank questions are ignored; sending waits while an answer is on its way. */
export const canSend = (text: string, loading: boolean) => !loading && text.trim().length > 0;

/** Follow-up questions show on the latest answer only (spec 02 §2). */
export const latestFollowUps = (state: ThreadState): string[] => {
  const last = state.items.at(-1);
  return last && !last.streaming && !last.failed ? last.followUps : [];
};
