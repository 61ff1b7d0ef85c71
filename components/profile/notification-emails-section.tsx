'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { apiRequest } from '@/components/ui/api-request';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import type { EmailSettings } from '@/lib/notifications/share-schema';
import { Section } from './section';
import { useErrorText } from './use-error-text';
import styles from './profile.module.css';

const URL = '/api/v1/notifications/email-settings';
const KEY = ['notifications', 'email-settings'] as const;

/** Which notification types also arrive by email (all of them until the user turns some off). */
export function NotificationEmailsSection() {
  const t = useTranslations('notificationEmails');
  const errorText = useErrorText();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => apiRequest<EmailSettings>(URL) });
  // The user's edits; until the first one, what the server has.
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [saved, setSaved] = useState(false);
  const off = edited ?? (settings.data ? new Set(settings.data.types.filter((s) => !s.email).map((s) => s.type)) : null);
  const save = useMutation({
    mutationFn: (emailOff: string[]) => apiRequest<EmailSettings>(URL, { method: 'PUT', body: { emailOff } }),
    onSuccess: (next) => (client.setQueryData(KEY, next), setSaved(true)),
  });
  const toggle = (type: string, on: boolean) => {
    setSaved(false);
    setEdited(() => {
      const next = new Set(off);
      if (on) next.delete(type);
      else next.add(type);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (off) save.mutate([...off]);
  };

  return (
    <Section title={t('title')}>
      {!settings.data || !off ? (
        settings.isError ? <Alert>{t('failed')}</Alert> : <p role="status" className={styles.muted}>{t('loading')}</p>
      ) : (
        <form onSubmit={submit}>
          <fieldset className={styles.checkList}>
            <legend className={styles.muted}>{t('intro')}</legend>
            {settings.data.types.map(({ type }) => (
              <label key={type} className={styles.checkRow}>
                <input type="checkbox" checked={!off.has(type)} onChange={(e) => toggle(type, e.target.checked)} />
                <span>{t.has(`types.${type}`) ? t(`types.${type}`) : type}</span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" busy={save.isPending}>
            {t('save')}
          </Button>
          <p role="status" className={styles.muted}>
            {saved ? t('saved') : ''}
          </p>
          {save.isError ? <Alert>{errorText((save.error as { messageKey?: string }).messageKey) || t('failed')}</Alert> : null}
        </form>
      )}
    </Section>
  );
}
