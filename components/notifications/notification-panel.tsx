'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { Icon } from '@/components/shell/icons';
import type { NotificationItem } from '@/lib/notifications/schema';
import { NotificationEntry } from './notification-entry';
import styles from './notifications.module.css';
import { useMarkNotificationRead, useNotificationPages } from './use-notifications';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void };

/**
 * The bell's panel (a Radix dialog), loaded when the bell is first pointed at or opened
 * (notification-bell.tsx): the dialog code is not part of every signed-in page's first load.
 */
export function NotificationPanel({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const t = useTranslations('notifications');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.panelTitle}>{t('title')}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t('close')}>
              <Icon name="close" size={18} />
            </Dialog.Close>
          </div>
          <NotificationList onClose={() => onOpenChange(false)} />
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
