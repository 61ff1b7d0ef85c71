'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from '@/lib/i18n/client';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { fullNameSchema } from '@/lib/auth/rules';
import type { ProfileDto } from '@/lib/users/schema';
import { ApiRequestError } from '@/components/ui/api-request';
import { patchProfile } from './profile-api';
import { Section } from './section';
import { useErrorText } from './use-error-text';
import styles from './profile.module.css';

type Props = { profile: ProfileDto; onSaved: (profile: ProfileDto) => void };

export function NameSection({ profile, onSaved }: Props) {
  const t = useTranslations('profile');
  const errorText = useErrorText();
  const inputId = useId();
  // TextField does not forward refs; its input carries our id.
  const focusInput = () => document.getElementById(inputId)?.focus();
  const [name, setName] = useState(profile.displayName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (displayName: string) => patchProfile({ displayName }),
    onSuccess: (next) => {
      setName(next.displayName);
      onSaved(next);
    },
    onError: (error) => {
      const issue = error instanceof ApiRequestError ? error.issues.find((i) => i.path === 'displayName') : undefined;
      if (issue) setFieldError(issue.message);
      focusInput();
    },
  });

  if (!profile.canChangeName) {
    return (
      <Section title={t('nameTitle')}>
        <p>{profile.displayName}</p>
        <p className={styles.muted}>{t('nameLocked')}</p>
      </Section>
    );
  }

  const unchanged = name.trim() === profile.displayName;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = fullNameSchema.safeParse(name);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0].message);
      focusInput();
      return;
    }
    setFieldError(null);
    save.mutate(name.trim());
  };
  const formError = save.error instanceof ApiRequestError && !save.error.issues.length ? save.error.messageKey : null;

  return (
    <Section title={t('nameTitle')}>
      <form onSubmit={submit} noValidate>
        <TextField
          id={inputId}
          label={t('displayName')}
          name="displayName"
          autoComplete="name"
          maxLength={90}
          required
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setFieldError(null);
            save.reset();
          }}
          error={fieldError ? errorText(fieldError) : undefined}
        />
        {formError ? <Alert>{errorText(formError)}</Alert> : null}
        {save.isSuccess && unchanged ? <Alert tone="success">{t('nameSaved')}</Alert> : null}
        <Button type="submit" busy={save.isPending} disabled={unchanged}>
          {t('saveName')}
        </Button>
      </form>
    </Section>
  );
}
