'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { INVITE_HREF, showInviteButton } from '@/lib/shell/links';
import { Icon } from './icons';
import styles from './shell.module.css';

/** The invite button; `canInvite` comes from the server, the page rule from the current path. */
export function InviteLink({ canInvite }: { canInvite: boolean }) {
  const t = useTranslations('header');
  const pathname = usePathname();
  if (!showInviteButton(canInvite, pathname)) return null;
  return (
    <Link href={INVITE_HREF} className={styles.iconButton} aria-label={t('inviteUser')} title={t('inviteUser')}>
      <Icon name="invite" />
    </Link>
  );
}
