'use client';
import { ModalDialog, type ModalDialogProps } from '@/components/ui/modal-dialog';
import kit from './kit.module.css';

type Props = Omit<ModalDialogProps, 'className' | 'descriptionClassName' | 'describeWithTitle'> & { wide?: boolean };

/** The admin screens' modal (components/ui/modal-dialog), optionally wider. */
export function AdminDialog({ wide, ...props }: Props) {
  return <ModalDialog {...props} className={wide ? kit.wide : undefined} />;
}
