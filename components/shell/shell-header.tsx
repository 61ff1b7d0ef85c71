'use client';
import Link from 'next/link';
import { useTranslations } from '@/lib/i18n/client';
import { NotificationBell } from '@/components/notifications/notification-bell';
import type { Theme } from '@/lib/i18n/theme';
import type { ShellModel } from '@/lib/shell/types';
import { CreateSkillButton } from '@/components/skills/create-skill-button';
import { CreateMenu } from './create-menu';
import { HeaderSearch } from './header-search';
import { InviteLink } from './invite-link';
import { MenuToggle } from './menu-panel';
import styles from './shell.module.css';
import { UserMenu } from './user-menu';

/** Header (spec §2): menu toggle, brand, search, invite, create menu, bell and user menu. */
export function ShellHeader({ model, theme }: { model: ShellModel; theme: Theme }) {
  const t = useTranslations('shell');
  const common = useTranslations('common');
  return (
    <header className={styles.header}>
      <MenuToggle />
      <Link href="/home/overview" className={styles.brand} aria-label={t('homeLink')}>
        {common('appName')}
      </Link>
      {/* Every signed-in page renders on request, so the search reads the URL's keyword on the server. */}
      <HeaderSearch />
      <div className={styles.headerActions}>
        <InviteLink canInvite={model.canInvite} />
        {model.canCreateSkill ? <CreateSkillButton /> : null}
        {model.createItems.length > 0 ? <CreateMenu items={model.createItems} /> : null}
        <NotificationBell initialNewCount={model.newNotificationCount} />
        <UserMenu user={model.user} theme={theme} />
      </div>
    </header>
  );
}
