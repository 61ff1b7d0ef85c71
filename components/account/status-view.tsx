'use client';
import { AccountCard } from './account-card';
import styles from './account.module.css';
import { FocusHeading } from './focus-heading';

export type StatusViewProps = {
  code: 404 | 403;
  appName: string;
  title: string;
  body: string;
  back: { href: string; label: string };
  troubleshooting: string;
};

/**
 * The 404 and 403 pages' card, from texts the server translated. Next renders the 404 page into
 * every page's payload (once per layout level); as one client element with its strings it costs
 * a few hundred bytes there instead of its whole tree.
 */
export function StatusView({ code, appName, title, body, back, troubleshooting }: StatusViewProps) {
  return (
    <AccountCard appName={appName}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <FocusHeading>{title}</FocusHeading>
      <p className={styles.lead}>{body}</p>
      <div className={styles.actions}>
        <a href={back.href} className={[styles.linkButton, styles.primaryLink].join(' ')}>
          {back.label}
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the 404 tree is in every page: no next/link (account-card.tsx) */}
        <a href="/troubleshooting" className={styles.linkButton}>
          {troubleshooting}
        </a>
      </div>
    </AccountCard>
  );
}
