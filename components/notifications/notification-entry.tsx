'use client';
import { useFormatter, useNow, useTranslations } from '@/lib/i18n/client';
import type { NotificationItem } from '@/lib/notifications/schema';
import styles from './notifications.module.css';

/** One notification as a button: its sentence, the share message, and when it happened. */
export function NotificationEntry({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const t = useTranslations('notifications');
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const values = { ...item.wording.values };
  // Unknown sender or title: the server leaves them empty and the reader sees a neutral word.
  for (const key of ['sender', 'a', 'b'] as const) if (values[key] === '') values[key] = t('someone');
  if (values.title === '') values.title = t('untitled');
  const when = new Date(item.latestAt);
  return (
    <button type="button" className={styles.entry} data-read={item.read || undefined} onClick={() => onOpen(item)}>
      <span className={styles.entryText}>
        {!item.read ? <span className={styles.unreadDot} role="img" aria-label={t('unread')} /> : null}
        {t(item.wording.key, values)}
      </span>
      {item.message ? <span className={styles.entryMessage}>“{item.message}”</span> : null}
      <time className={styles.entryTime} dateTime={item.latestAt}>
        {format.relativeTime(when, now)}
      </time>
      {item.isNew ? <span className={styles.newTag}>{t('new')}</span> : null}
    </button>
  );
}
