'use client';
import { useTranslations } from '@/lib/i18n/client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { IdleLogout } from '@/components/access/idle-logout';
import type { Theme } from '@/lib/i18n/theme';
import type { ShellModel } from '@/lib/shell/types';
import { IpBanner } from './ip-banner';
import { MenuPanel } from './menu-panel';
import { ShellProvider } from './shell-context';
import { ShellHeader } from './shell-header';
import styles from './shell.module.css';
import { SideNav } from './side-nav';

// Only people with consents to answer load the popup and its dialog code (rendered on the server
// for them, so it shows with the page).
const ConsentPrompt = dynamic(() => import('@/components/consents/consent-prompt').then((m) => m.ConsentPrompt));

type Props = { model: ShellModel; theme: Theme; embedded: boolean; children: ReactNode };

/**
 * The signed-in frame: header, side menu and the page inside. One client component with the
 * shell's model as its props (the page stays a server component, passed as children): the page's
 * payload then carries that model once, not a tree of a dozen client islands with theirs.
 * Embedded pages (?embed=1, inside another site's frame) get the content alone: no header and
 * no side menu.
 */
export function AppShell({ model, theme, embedded, children }: Props) {
  const t = useTranslations('shell');
  const idle = (
    <>
      <IdleLogout enabled={model.idle.enabled} timeoutMinutes={model.idle.timeoutMinutes} isSharedAccount={model.user.isSharedAccount} />
      {model.pendingConsents.length > 0 && <ConsentPrompt pending={model.pendingConsents} isSharedAccount={model.user.isSharedAccount} />}
    </>
  );
  if (embedded) {
    return (
      <main id="main">
        {children}
        {idle}
      </main>
    );
  }
  return (
    <ShellProvider ipCheckRequired={model.ipCheckRequired}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className={styles.frame}>
        <ShellHeader model={model} theme={theme} />
        <MenuPanel>
          <SideNav nav={model.nav} workspaceGroups={model.workspaceGroups} />
        </MenuPanel>
        <main id="main" tabIndex={-1} className={styles.main}>
          {model.isPreview && (
            <p role="note" className={styles.previewRibbon}>
              {t('previewRibbon')}
            </p>
          )}
          <IpBanner isSharedAccount={model.user.isSharedAccount} canManageIpRules={model.user.canManageIpRules} />
          {children}
        </main>
      </div>
      {idle}
    </ShellProvider>
  );
}
