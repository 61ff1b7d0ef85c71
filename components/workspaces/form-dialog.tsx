'use client';
import type { ReactNode } from 'react';
import { FormModal, type FormModalProps } from '@/components/ui/dialog-form';
import styles from './workspaces.module.css';

type Props = Pick<FormModalProps, 'open' | 'onOpenChange' | 'title' | 'description' | 'busy' | 'children'> & {
  submitLabel: ReactNode;
  onSubmit: () => void;
  /** A problem with the whole form (network, conflict); field problems sit under their fields. */
  formError?: ReactNode;
  wide?: boolean;
};

/**
 * A modal form: focus starts in the first field, Escape or Cancel closes it, and focus goes
 * back to whatever opened it. While saving it cannot be closed, so no change is lost halfway.
 */
export function FormDialog({ formError, wide, ...props }: Props) {
  return (
    <FormModal {...props} error={formError} descriptionClassName={styles.muted} className={wide ? styles.wideDialog : undefined} formClassName={styles.form} />
  );
}
