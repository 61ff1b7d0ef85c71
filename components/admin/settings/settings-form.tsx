'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SaveFeedback } from './save-feedback';
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
  // The busy Save button is disabled, which drops the focus; give it back once the save settles.
  const wasSaving = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasSaving.current && !form.saving && lost) document.getElementById(saveId)?.focus();
    wasSaving.current = form.saving;
  }, [form.saving, saveId]);

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
          <SaveFeedback feedback={form.feedback} onRetry={() => form.submit()} retrying={form.saving} />
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
