'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '@/lib/i18n/client';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import dialogStyles from '@/components/ui/dialog.module.css';
import { WORKFLOW_REACTIONS, type WorkflowReactionId, type WorkflowReactionsDto } from '@/lib/reactions/schema';
import { ProfileAvatar } from '../comments/comment-avatar';
import { formatReactionCount, REACTION_ICONS } from './reaction-rules';
import styles from './reactions.module.css';

type Tab = 'all' | WorkflowReactionId;
type Props = { open: boolean; onOpenChange: (open: boolean) => void; data: WorkflowReactionsDto };

/** The all-reactions popup: tabs All plus one per reaction; who reacted, newest first, profiles in a new tab. */
export function AllReactionsDialog({ open, onOpenChange, data }: Props) {
  const t = useTranslations('reactionsUi');
  const names = useTranslations('reactions.names');
  const [tab, setTab] = useState<Tab>('all');
  const tabs: Tab[] = ['all', ...WORKFLOW_REACTIONS];
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const rows = tab === 'all' ? data.users : data.users.filter((u) => u.reaction === tab);
  const countOf = (id: Tab) => (id === 'all' ? data.total : data.counts[id]);

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    setTab(tabs[next]);
    refs.current[next]?.focus();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.content} aria-describedby={undefined}>
          <Dialog.Title className={dialogStyles.title}>{t('allTitle')}</Dialog.Title>
          <div role="tablist" aria-label={t('allTitle')} className={styles.tabs}>
            {tabs.map((id, i) => (
              <button
                key={id}
                ref={(el) => {
                  refs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`reactions-tab-${id}`}
                aria-selected={tab === id}
                aria-controls="reactions-tabpanel"
                tabIndex={tab === id ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(id)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                {id === 'all' ? t('all') : <span aria-hidden="true">{REACTION_ICONS[id]}</span>}
                {id === 'all' ? null : <span className={styles.visuallyHidden}>{names(id)}</span>} {formatReactionCount(countOf(id))}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="reactions-tabpanel" aria-labelledby={`reactions-tab-${tab}`} className={styles.tabPanel}>
            {rows.length === 0 ? (
              <p className={styles.muted}>{t('none')}</p>
            ) : (
              <ul className={styles.rows}>
                {rows.map((user) => (
                  <li key={user.uid} className={styles.row}>
                    <ProfileAvatar uid={user.uid} displayName={user.displayName} avatarUrl={user.avatarUrl} label={t('profileOf', { name: user.displayName })} newTab size={36} />
                    <span className={styles.rowName}>{user.displayName}</span>
                    <span role="img" aria-label={names(user.reaction)} className={styles.rowIcon}>
                      {REACTION_ICONS[user.reaction]}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={dialogStyles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{t('close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
