'use client';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { FormModal } from '@/components/ui/dialog-form';
import { useRun } from '@/components/workflows/use-run';
import { useTranslations } from '@/lib/i18n/client';
import { canSendShare, normalizeShareMessage, SHARE_MESSAGE_MAX, SHARE_TEXTAREA_MAX_HEIGHT_PX } from '@/lib/notifications/share-rules';
import type { ShareRecipient } from '@/lib/notifications/share-schema';
import { recipientLabel, SharePicker } from './share-picker';
import styles from './share.module.css';
import { sendWorkflowShare, useRecentRecipients } from './use-share';

type Props = {
  workflowId: string;
  title: string;
  onClose: () => void;
  /** Told what the share did (how many were notified, how many could not open it and were left out), after the dialog has closed. */
  onShared: (notice: string) => void;
  /** Where the dialog is rendered (the player's fullscreen element). */
  container?: HTMLElement | null;
  /** Offers "Copy link" too (the card tool's former one-click share). */
  onCopyLink?: () => void;
  /** Sends the share of something other than a workflow (a smart instruction); `workflowId` then only names the fields. */
  send?: (body: { message: string; users: string[]; teams: string[] }) => Promise<{ recipients: number; skipped: number }>;
};

const keyOf = (r: ShareRecipient) => `${r.kind}:${r.id}`;

/**
 * Share a published workflow with people and teams (spec §5/§6): search, chosen recipients as
 * removable chips, the recent recipients one click away, and an optional one-line message of at
 * most 140 characters (Enter does not add a line, pasted line breaks become spaces).
 */
export function ShareDialog({ workflowId, title, onClose, onShared, container, onCopyLink, send }: Props) {
  const t = useTranslations('share');
  const { busy, error, run } = useRun();
  const [chosen, setChosen] = useState<ShareRecipient[]>([]);
  const [message, setMessage] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const recent = useRecentRecipients(true);
  const taken = new Set(chosen.map(keyOf));
  const suggestions = (recent.data ?? []).filter((r) => !taken.has(keyOf(r)));

  const add = (r: ShareRecipient) => setChosen((now) => (now.some((c) => keyOf(c) === keyOf(r)) ? now : [...now, r]));
  const remove = (r: ShareRecipient) => setChosen((now) => now.filter((c) => keyOf(c) !== keyOf(r)));
  const onMessage = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setMessage(normalizeShareMessage(event.target.value).slice(0, SHARE_MESSAGE_MAX));
    const area = event.target;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, SHARE_TEXTAREA_MAX_HEIGHT_PX)}px`;
  };
  const blockEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  const submit = () => {
    const body = { message, users: chosen.filter((c) => c.kind === 'user').map((c) => c.id), teams: chosen.filter((c) => c.kind === 'team').map((c) => c.id) };
    void run(
      () =>
        (send ? send(body) : sendWorkflowShare({ workflowId, ...body })).then((result) =>
          onShared([t('sent', { count: result.recipients }), result.skipped > 0 ? t('skipped', { count: result.skipped }) : ''].filter(Boolean).join(' ')),
        ),
      onClose,
    );
  };

  return (
    <FormModal
      open
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title={t('title', { title })}
      describeWithTitle
      busy={busy}
      container={container}
      onEscapeKeyDown={(event) => (listOpen ? event.preventDefault() : undefined)}
      submitLabel={busy ? t('sending') : t('send')}
      canSubmit={canSendShare(message, chosen.length)}
      error={error}
      onSubmit={submit}
    >
      <SharePicker chosen={chosen} onPick={add} onExpandedChange={setListOpen} />
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label={t('selected')}>
          {chosen.map((r) => (
            <li key={keyOf(r)} className={styles.chip}>
              <span>{recipientLabel(r)}</span>
              <button type="button" className={styles.chipRemove} aria-label={t('remove', { name: recipientLabel(r) })} onClick={() => remove(r)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {suggestions.length > 0 ? (
        <section className={styles.recent} aria-label={t('recent')}>
          <h3 className={styles.label}>{t('recent')}</h3>
          <ul className={styles.recentList}>
            {suggestions.map((r) => (
              <li key={keyOf(r)}>
                <button type="button" className={styles.recentButton} onClick={() => add(r)}>
                  {recipientLabel(r)}
                  {r.kind === 'team' ? <span className={styles.muted}> · {t('team')}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <label className={styles.label} htmlFor={`share-message-${workflowId}`}>
        {t('messageLabel')}
      </label>
      <textarea
        id={`share-message-${workflowId}`}
        className={styles.message}
        rows={1}
        maxLength={SHARE_MESSAGE_MAX}
        value={message}
        onChange={onMessage}
        onKeyDown={blockEnter}
        aria-describedby={`share-count-${workflowId}`}
        style={{ maxHeight: SHARE_TEXTAREA_MAX_HEIGHT_PX }}
      />
      <p id={`share-count-${workflowId}`} className={styles.hint}>
        {t('messageCount', { count: message.length, max: SHARE_MESSAGE_MAX })}
      </p>
      {onCopyLink ? (
        <button type="button" className={styles.recentButton} onClick={onCopyLink}>
          {t('copyLink')}
        </button>
      ) : null}
    </FormModal>
  );
}
