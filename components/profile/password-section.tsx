'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import ui from '@/components/ui/ui.module.css';
import { passwordProblems } from '@/lib/auth/rules';
import { ApiRequestError } from '@/components/ui/api-request';
import { changePassword } from './profile-api';
import { PasswordChecklist } from './password-checklist';
import { Section } from './section';
import { useErrorText } from './use-error-text';

const EMPTY = { current: '', next: '', confirm: '' };

/**
 * Change one's own password; the server signs every other device out. As in spec §5 the button
 * stays disabled until every rule holds, so the live checklist is the feedback.
 */
export function PasswordSection() {
  const t = useTranslations('profile');
  const tr = useTranslations();
  const errorText = useErrorText();
  const ids = { current: useId(), next: useId(), confirm: useId(), rules: useId() };
  const successRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(EMPTY);
  const save = useMutation({
    mutationFn: () => changePassword({ currentPassword: values.current, newPassword: values.next }),
    onSuccess: () => {
      setValues(EMPTY);
      // The fields focus came from are now empty: move it to the confirmation.
      requestAnimationFrame(() => successRef.current?.focus());
    },
    onError: () => document.getElementById(ids.current)?.focus(),
  });

  const nextValid = passwordProblems(values.next).length === 0;
  const matches = values.confirm === values.next;
  const canSubmit = values.current.length > 0 && nextValid && values.confirm.length > 0 && matches;
  const set = (field: keyof typeof EMPTY) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (save.isError || save.isSuccess) save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) save.mutate();
  };
  const apiError = save.error instanceof ApiRequestError ? (save.error.issues[0]?.message ?? save.error.messageKey) : save.error ? 'alert.unexpectedError' : null;

  return (
    <Section title={t('passwordTitle')}>
      <form onSubmit={submit} noValidate>
        <TextField id={ids.current} label={t('currentPassword')} type="password" autoComplete="current-password" required
          value={values.current} onChange={set('current')} />
        <div className={ui.field}>
          <label htmlFor={ids.next} className={ui.label}>
            {t('newPassword')}
          </label>
          <input id={ids.next} className={ui.input} type="password" autoComplete="new-password" required
            value={values.next} onChange={set('next')} aria-describedby={ids.rules}
            aria-invalid={values.next && !nextValid ? true : undefined} />
          <PasswordChecklist id={ids.rules} password={values.next} />
        </div>
        <TextField id={ids.confirm} label={t('confirmPassword')} type="password" autoComplete="new-password" required
          value={values.confirm} onChange={set('confirm')}
          error={values.confirm && !matches ? tr('rules.passwordMatch') : undefined} />
        {apiError ? <Alert>{errorText(apiError)}</Alert> : null}
        {save.isSuccess ? (
          <div ref={successRef} tabIndex={-1}>
            <Alert tone="success">{t('passwordChanged')}</Alert>
          </div>
        ) : null}
        <Button type="submit" busy={save.isPending} disabled={!canSubmit}>
          {t('changePassword')}
        </Button>
      </form>
    </Section>
  );
}
