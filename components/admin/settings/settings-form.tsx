'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SaveFeedback } from '@/components/admin/kit/save-feedback';
import { useFocusAfterSave } from '@/components/admin/kit/use-focus-after-save';
import type { Feedback } from './use-settings-form';
import styles from './settings.module.css';

type FormLike = { feedback: Feedback; saving: boolean; submit: () => boolean };

type Props = {
  title: ReactNode;
  description?: ReactNode;
  form: FormLike;
  children: ReactNode;
  saveLabel?: ReactNode;
};

/** One settings group: a titled card holding a form, its save outcome and its Save button. */
export function SettingsForm({ title, description, form, children, saveLabel }: Props) {
  const t = useTranslations('adminSettings');
  const headingId = useId();
  const saveId = useId();
  useFocusAfterSave(form.saving, saveId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {description ? <p className={styles.muted}>{description}</p> : null}
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          {children}
          <SaveFeedback namespace="adminSettings" feedback={form.feedback} onRetry={() => form.submit()} retrying={form.saving} />
          <div className={styles.actions}>
            <Button id={saveId} type="submit" busy={form.saving}>
              {saveLabel ?? t('save')}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
