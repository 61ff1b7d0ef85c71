'use client';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import dialog from '@/components/ui/dialog.module.css';
import styles from './create.module.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Where the focus goes when the dialog closes (the create menu's button). */
  returnFocus: () => void;
  children: ReactNode;
};

/**
 * The frame of both create dialogs. It may close at any time: an upload keeps running behind it
 * and processing continues on the server; opening it again shows where things stand.
 */
export function CreateDialog({ open, onOpenChange, title, description, returnFocus, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={[dialog.content, styles.dialog].join(' ')}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.muted}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
