'use client';
import { FormModal, type FormModalProps } from '@/components/ui/dialog-form';
import styles from './users.module.css';

/** Without `submitLabel` the dialog only shows a result; `footer` replaces the Cancel/submit row. */
type Props = Pick<FormModalProps, 'open' | 'onOpenChange' | 'title' | 'description' | 'children' | 'submitLabel' | 'onSubmit' | 'busy' | 'footer'> & {
  wide?: boolean;
};

/** The users page's dialogs (components/ui FormModal), wider for the longer forms. */
export function FormDialog({ wide, ...props }: Props) {
  return <FormModal {...props} descriptionClassName={styles.dialogIntro} describeWithTitle className={wide ? styles.wideDialog : undefined} />;
}
