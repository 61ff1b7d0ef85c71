'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/lib/i18n/client';
import { useRef, useState } from 'react';
import { Icon } from '@/components/shell/icons';
import { badgeLabel } from '@/lib/notifications/present';
import styles from './notifications.module.css';
import { useLiveNotifications, useNewNotificationCount, useOpenBell } from './use-notifications';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = dynamic(() => loadPanel().then((m) => m.NotificationPanel), { ssr: false });

/**
 * The header bell: a badge with the new count (99+ cap), kept current by the event stream (polling
 * as the fallback), and a panel listing notifications. The panel and its dialog code load when the
 * bell is first pointed at, focused or pressed (notification-panel.tsx).
 */
export function NotificationBell({ initialNewCount }: { initialNewCount: number }) {
  const t = useTranslations('notifications');
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing plays out like any dialog's.
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const live = useLiveNotifications();
  const { data: newCount } = useNewNotificationCount(initialNewCount, live);
  const openBell = useOpenBell();
  const badge = badgeLabel(newCount);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setMounted(true);
      void openBell();
    }
  };
  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-label={newCount > 0 ? t('bellWithCount', { count: newCount }) : t('bell')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name="bell" />
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {mounted ? (
        <NotificationPanel
          open={open}
          onOpenChange={onOpenChange}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
