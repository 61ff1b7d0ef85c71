'use client';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTranslations } from '@/lib/i18n/client';
import type { ChatReference } from '@/lib/chat-client/contract';
import { canSend, latestFollowUps, type ThreadError, type ThreadItem } from '@/lib/chat-client/thread';
import { CHAT_QUESTION_MAX } from '@/lib/chat-client/contract';
import { AnswerText } from './answer';
import styles from './maven.module.css';
import { SourcesDialog } from './sources-dialog';
import type { ChatModel } from './use-chat';

type Props = {
  chat: ChatModel;
  /** The intro's heading and text (the player asks about its workflow, the page about everything). */
  introTitle: string;
  introText: string;
  onCite: (reference: ChatReference) => void;
  /** The clear-history button (hidden in the player's fullscreen, spec 02 §2). */
  showClear?: boolean;
  /** Whether there is anything to clear (default: this thread has items; the Maven page: its history). */
  canClear?: boolean;
  /** Above the thread: a heading row, the smart-assist block. */
  header?: ReactNode;
  /** Where dialogs render (the player's fullscreen element). */
  container?: HTMLElement | null;
  /** Focus the input when shown (the Maven page). */
  autoFocus?: boolean;
};

/** An error message key or the server's own words, in the reader's language (unknown keys read as the unexpected error). */
export function useThreadErrorText() {
  const t = useTranslations();
  return (error: ThreadError | null) => (error?.text ? error.text : error?.key && t.has(error.key) ? t(error.key) : t('maven.errors.unexpected'));
}

function SendIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 12l1.4 1.4L11 7.8V20h2V7.8l5.6 5.6L20 12l-8-8z" />
    </svg>
  );
}

function ThreadEntry({ item, last, followUps, onCite, onLike, onSources, onAsk, loading }: {
  item: ThreadItem;
  last: boolean;
  followUps: string[];
  onCite: (r: ChatReference) => void;
  onLike: (answerId: string, like: boolean | null) => void;
  onSources: (refs: ChatReference[]) => void;
  onAsk: (q: string) => void;
  loading: boolean;
}) {
  const t = useTranslations('maven');
  const errorText = useThreadErrorText();
  const waiting = item.streaming && item.answer === '';
  return (
    <li className={styles.item} data-testid="chat-item">
      <p className={styles.question}>
        <span className="visually-hidden">{t('you')}: </span>
        {item.question}
      </p>
      <div className={styles.answer} data-testid="chat-answer" aria-busy={item.streaming}>
        <span className="visually-hidden">{t('assistant')}:</span>
        {waiting && <p className={styles.muted}>{t('thinking')}</p>}
        {item.answer !== '' && <AnswerText answer={item.answer} references={item.references} onCite={onCite} />}
        {item.failed && <p className={styles.failed}>{errorText({ key: item.errorKey, text: item.errorText })}</p>}
        {item.mode === 'extractive' && !item.streaming && !item.failed && <p className={styles.label}>{t('extractive')}</p>}
        {!item.streaming && (item.answerId || item.references.length > 0) && (
          <div className={styles.actions}>
            {item.answerId && (
              <>
                <button type="button" className={styles.iconBtn} aria-pressed={item.like === true} aria-label={t('like')} title={t('like')} onClick={() => onLike(item.answerId!, item.like === true ? null : true)}>
                  <span aria-hidden="true">👍</span>
                </button>
                <button type="button" className={styles.iconBtn} aria-pressed={item.like === false} aria-label={t('dislike')} title={t('dislike')} onClick={() => onLike(item.answerId!, item.like === false ? null : false)}>
                  <span aria-hidden="true">👎</span>
                </button>
              </>
            )}
            {item.references.length > 0 && (
              <button type="button" className={styles.iconBtn} onClick={() => onSources(item.references)}>
                {t('sources', { count: item.references.length })}
              </button>
            )}
          </div>
        )}
        {last && followUps.length > 0 && (
          <div>
            <p className={styles.muted}>{t('followUps')}</p>
            <ul className={styles.chips}>
              {followUps.map((q) => (
                <li key={q}>
                  <button type="button" className={styles.chip} disabled={loading} onClick={() => onAsk(q)}>
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The Q&A panel (spec 02 §2, §4, §5): the intro with preset questions while there is no history,
 * the thread as a polite live log, answers streaming in with their step buttons and sources,
 * like/dislike, follow-up questions on the latest answer, a closable error, the question box
 * (focus returns to it after sending) and clearing with confirmation.
 */
export function ChatPanel({ chat, introTitle, introText, onCite, showClear = true, canClear, header, container, autoFocus }: Props) {
  const t = useTranslations('maven');
  const errorText = useThreadErrorText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [sources, setSources] = useState<ChatReference[] | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [clearing, setClearing] = useState(false);
  const { state, presets } = chat;
  const followUps = latestFollowUps(state);

  const ask = (question: string) => {
    if (!canSend(question, state.loading)) return;
    setText('');
    input.current?.focus();
    void chat.ask(question);
  };

  return (
    <section className={styles.chat} aria-label={introTitle}>
      <div className={styles.head}>
        {header ?? <span />}
        {showClear && (
          <button type="button" className={styles.iconBtn} disabled={!(canClear ?? state.items.length > 0) || state.loading} onClick={() => setConfirm(true)}>
            {t('clear')}
          </button>
        )}
      </div>
      <div className={styles.log} role="log" aria-live="polite" aria-relevant="additions text" aria-label={t('thread')} data-testid="chat-log">
        {chat.historyLoading ? (
          <p className={styles.muted} role="status">
            {t('loadingHistory')}
          </p>
        ) : state.items.length === 0 ? (
          <div className={styles.intro}>
            <h3>{introTitle}</h3>
            <p>{introText}</p>
            {presets === null ? (
              <p className={styles.muted}>{t('loadingPresets')}</p>
            ) : presets.length > 0 ? (
              <>
                <p className={styles.muted}>{t('presets')}</p>
                <ul className={styles.chips}>
                  {presets.map((q) => (
                    <li key={q}>
                      <button type="button" className={styles.chip} disabled={state.loading} onClick={() => ask(q)}>
                        {q}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : (
          <ol className={styles.log} style={{ overflow: 'visible' }}>
            {state.items.map((item, i) => (
              <ThreadEntry key={item.key} item={item} last={i === state.items.length - 1} followUps={followUps} onCite={onCite} onLike={chat.like} onSources={setSources} onAsk={ask} loading={state.loading} />
            ))}
          </ol>
        )}
      </div>
      {state.error ? (
        <div className={styles.error} role="alert">
          <p>{errorText(state.error)}</p>
          <button type="button" className={styles.iconBtn} aria-label={t('closeError')} title={t('closeError')} onClick={chat.dismissError}>
            ×
          </button>
        </div>
      ) : (
        <span />
      )}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          ask(text);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('inputLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          value={text}
          maxLength={CHAT_QUESTION_MAX}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoFocus={autoFocus}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={styles.send} disabled={!canSend(text, state.loading)} aria-label={t('send')} title={t('send')}>
          <SendIcon />
        </button>
      </form>
      <SourcesDialog references={sources} onClose={() => setSources(null)} onCite={onCite} container={container} />
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('clearTitle')}
        confirmLabel={t('clearConfirm')}
        cancelLabel={t('cancel')}
        busy={clearing}
        onConfirm={async () => {
          setClearing(true);
          await chat.clear();
          setClearing(false);
          setConfirm(false);
          input.current?.focus();
        }}
      >
        <p>{t('clearBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
