'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '@/lib/i18n/client';
import { useEffect, useRef, useState } from 'react';
import dialog from '@/components/ui/dialog.module.css';
import { fullPlayerHref, isPopupCloseMessage, popupPlayerSrc, type PopupTarget } from '@/lib/player/popup';
import styles from './player-popup.module.css';

type Props = {
  target: PopupTarget;
  title: string;
  onClose: () => void;
  /** Where focus goes back to on close (default: what had it when the popup opened). */
  returnFocusTo?: HTMLElement | null;
};

/**
 * The player as a modal popup over a list (search now, skills later): the embedded player in a
 * same-site frame, so the list page carries none of the player's code. Focus stays inside; Escape,
 * the close button or the player's own Close end it and focus goes back to what opened it.
 * Keys typed inside the frame never reach this page, so the framed player posts its Escape here.
 */
export function PlayerPopup({ target, title, onClose, returnFocusTo }: Props) {
  const t = useTranslations('playerPopup');
  const frame = useRef<HTMLIFrameElement>(null);
  const [opener] = useState(() => returnFocusTo ?? (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isPopupCloseMessage(event, window.location.origin, frame.current?.contentWindow)) close.current();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // Closed by the parent unmounting it (also from inside the frame): focus returns by hand,
      // after the dialog's own focus handling has finished.
      setTimeout(() => {
        if (opener?.isConnected) opener.focus();
      }, 0);
    };
  }, [opener]);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined} onCloseAutoFocus={(event) => event.preventDefault()}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <a className={styles.link} href={fullPlayerHref(target)}>
              {t('openFull')}
            </a>
            <Dialog.Close className={styles.close} aria-label={t('close')} title={t('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <iframe
            ref={frame}
            className={styles.frame}
            src={popupPlayerSrc(target)}
            title={t('frameTitle', { title })}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
