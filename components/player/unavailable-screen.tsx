'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import type { PlayerMode, PlayerUnavailableReason } from '@/lib/player/schema';
import styles from './player.module.css';
import { closePopup } from './use-popup-bridge';

type Props = { reason: Exclude<PlayerUnavailableReason, 'forbidden'>; mode: PlayerMode; popup?: boolean; onClose?: () => void };

const MESSAGE = { unpublished: 'unpublished', deleted: 'deleted', notExists: 'notExists', notAvailable: 'notAvailable' } as const;

/**
 * Why the workflow cannot play (spec 02 §2, §8). Unpublished adds "talk to your supervisor".
 * Go to home shows unless embedded; a public viewer goes to the root (with a reload); a popup
 * viewer gets Close instead.
 */
export function UnavailableScreen({ reason, mode, popup, onClose }: Props) {
  const t = useTranslations('player');
  const embedded = mode === 'embed' || mode === 'preview' || mode === 'rustici';
  const isPublic = mode === 'public' || mode === 'publicFullscreen';
  const router = useRouter();
  const goHome = () => {
    // A public viewer goes to the root with a full reload (spec 02 §2); others to the home overview.
    if (isPublic) window.location.replace(new URL('/', window.location.origin).href);
    else router.push('/home/overview');
  };
  return (
    <main className={styles.screen}>
      <div role="alert">
        <h1>{t(MESSAGE[reason])}</h1>
        {reason === 'unpublished' && <p>{t('talkToSupervisor')}</p>}
        {popup ? (
          <button type="button" className={styles.chip} onClick={onClose ?? closePopup}>
            {t('close')}
          </button>
        ) : (
          !embedded && (
            <button type="button" className={styles.chip} onClick={goHome} data-in-iframe-hidden>
              {t('goHome')}
            </button>
          )
        )}
      </div>
    </main>
  );
}
