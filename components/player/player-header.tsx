import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/i18n/server';
import { PLAYER_HOME_PATH } from '@/lib/player/close-target';
import type { PlayerMode, PlayerWorkflowDto } from '@/lib/player/schema';
import { PlayerCloseButton } from './player-close-button';
import { PlayerShareButton } from './player-share-button';
import styles from './player-header.module.css';

type Props = {
  mode: PlayerMode;
  /** popup=1: the player framed by a search or skill popup, which has its own Close. */
  popup?: boolean;
  workflow: Pick<PlayerWorkflowDto, 'id' | 'title' | 'workspace' | 'published'> | null;
  children: ReactNode;
};

// The signed-in player's own pages; the embedded, preview and host players live inside someone else's page.
const HEADED_MODES: readonly PlayerMode[] = ['main', 'fullscreen'];

/**
 * The signed-in player page's header (spec 02 §2, a bar like divide mode's: title and close):
 * the logo home, a breadcrumb to the workflow's workspace, and a close button back to where the
 * viewer came from. Rendered on the server; only the close button is client code.
 */
export async function PlayerChrome({ mode, popup, workflow, children }: Props) {
  if (!HEADED_MODES.includes(mode) || popup) return children;
  const [t, common] = await Promise.all([getTranslations('playerHeader'), getTranslations('common')]);
  const app = common('appName');
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link href={PLAYER_HOME_PATH} className={styles.brand} aria-label={t('home', { app })}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="#2f6fdf" />
            <path d="M9 16a7 7 0 1 0 14 0 7 7 0 1 0-14 0m5-3.5v7l6-3.5z" fill="#fff" fillRule="evenodd" />
          </svg>
          <span className={styles.appName}>{app}</span>
        </Link>
        {workflow && (
          <nav className={styles.crumbs} aria-label={t('breadcrumb')}>
            <ol>
              {workflow.workspace && (
                <li>
                  <Link href={`/workspace/${workflow.workspace.id}`}>{workflow.workspace.name}</Link>
                </li>
              )}
              <li aria-current="page">{workflow.title}</li>
            </ol>
          </nav>
        )}
        {workflow?.published ? <PlayerShareButton workflowId={workflow.id} title={workflow.title} /> : null}
        <PlayerCloseButton label={t('close')} />
      </header>
      {children}
    </div>
  );
}
