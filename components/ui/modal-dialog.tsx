'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { currentOpener, focusOpener, type Opener } from './opener';

export type ModalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** While saving, Escape, the overlay and Cancel cannot close it. */
  busy?: boolean;
  /** Added to the panel's class (e.g. a wider panel). */
  className?: string;
  descriptionClassName?: string;
  /** Without a description, describe the dialog by its title (read once more, hidden on screen). */
  describeWithTitle?: boolean;
  /** Where focus starts (default: the first field or button). */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes afterwards when the opening control may be gone (a deleted row); prevent the default to take over. */
  onCloseAutoFocus?: (event: Event) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Where it is rendered (default: the document body); e.g. the player's fullscreen element, outside which nothing shows. */
  container?: HTMLElement | null;
};

/**
 * The modal every screen builds on: labelled by its title, focus kept inside, Escape closes.
 * Opened from row buttons and menu items rather than a Radix trigger, so it remembers the
 * opener itself and hands focus back to it (found again by id when a refresh replaced it).
 */
export function ModalDialog({ open, onOpenChange, title, description, children, busy, className, descriptionClassName = styles.body, describeWithTitle, onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown, container }: ModalDialogProps) {
  const opener = useRef<Opener | null>(null);
  const hasDescription = !!description || !!describeWithTitle;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal container={container ?? undefined}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, className ?? ''].join(' ')}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves in, so the active element is still the opener.
            opener.current = currentOpener();
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            focusOpener(opener.current);
          }}
          onEscapeKeyDown={onEscapeKeyDown}
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
          ) : describeWithTitle ? (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
