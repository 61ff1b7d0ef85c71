'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Icon } from '@/components/shell/icons';
import { badgeLabel } from '@/lib/notifications/present';
import type { NotificationItem } from '@/lib/notifications/schema';
import { NotificationEntry } from './notification-entry';
import styles from './notifications.module.css';
import { useLiveNotifications, useMarkNotificationRead, useNewNotificationCount, useNotificationPages, useOpenBell } from './use-notifications';

/**
 * The header bell: a badge with the new count (99+ cap), kept current by the event stream (polling
 * as the fallback), and a panel listing notifications.
 */
export function NotificationBell({ initialNewCount }: { initialNewCount: number }) {
  const t = useTranslations('notifications');
  const [open, setOpen] = useState(false);
  const live = useLiveNotifications();
  const { data: newCount } = useNewNotificationCount(initialNewCount, live);
  const openBell = useOpenBell();
  const badge = badgeLabel(newCount);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void openBell();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={styles.bell} aria-label={newCount > 0 ? t('bellWithCount', { count: newCount }) : t('bell')}>
        <Icon name="bell" />
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.panelTitle}>{t('title')}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t('close')}>
              <Icon name="close" size={18} />
            </Dialog.Close>
          </div>
          <NotificationList onClose={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The panel's list: its queries exist only while the panel is open, not on every page's render. */
function NotificationList({ onClose }: { onClose: () => void }) {
  const t = useTranslations('notifications');
  const router = useRouter();
  const pages = useNotificationPages();
  const markRead = useMarkNotificationRead();

  const openItem = (item: NotificationItem) => {
    if (!item.read) markRead.mutate(item.id);
    if (!item.target) return;
    const { href, delayMs } = item.target;
    onClose();
    setTimeout(() => router.push(href), delayMs);
  };

  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  if (pages.isPending) {
    return (
      <p role="status" className={styles.note}>
        {t('loading')}
      </p>
    );
  }
  if (pages.isError) {
    return (
      <div role="alert" className={styles.note}>
        <p>{t('loadFailed')}</p>
        <button type="button" className={styles.linkButton} onClick={() => void pages.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.note}>{t('empty')}</p>;
  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationEntry item={item} onOpen={openItem} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <button type="button" className={styles.linkButton} disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {t('loadMore')}
        </button>
      ) : null}
    </>
  );
}
