'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styles from '@/components/ui/dialog.module.css';
import kit from './kit.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Where focus starts (default: the first field or button). */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes afterwards when the opening control may be gone (a deleted row); prevent the default to take over. */
  onCloseAutoFocus?: (event: Event) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
};

/**
 * The admin screens' modal: labelled by its title, focus kept inside, Escape closes. Opened from
 * row buttons rather than a Radix trigger, so it remembers the opener itself and hands focus back.
 */
export function AdminDialog({ open, onOpenChange, title, description, children, wide, onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, wide ? kit.wide : ''].join(' ')}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves in, so the active element is still the opener.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          onEscapeKeyDown={onEscapeKeyDown}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.body}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
