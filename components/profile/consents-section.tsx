'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerConsent, consentKeys, fetchMyConsents } from '@/components/consents/consents-api';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import type { ConsentDto } from '@/lib/consents/schema';
import { Section } from './section';
import { useErrorText } from './use-error-text';
import styles from './profile.module.css';

/**
 * The user's answers to the organisation's consents, each changeable — withdrawing the tracking
 * consent is as easy as giving it. A required consent is only shown: refusing it happens in the
 * consent popup, which signs the user out.
 */
export function ConsentsSection() {
  const t = useTranslations('consents');
  const format = useFormatter();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const consents = useQuery({ queryKey: consentKeys.mine(), queryFn: fetchMyConsents });
  const change = useMutation({
    mutationFn: ({ consent, isAgree }: { consent: ConsentDto; isAgree: boolean }) => answerConsent(consent.id, isAgree),
    onSuccess: ({ item }) => {
      client.setQueryData<ConsentDto[]>(consentKeys.mine(), (old) => old?.map((c) => (c.id === item.id ? item : c)));
      setStatus(t('saved', { name: item.name }));
    },
  });
  if (consents.data?.length === 0) return null;
  const stateOf = (c: ConsentDto) => (!c.signedInfo ? t('stateNone') : c.signedInfo.isAgree ? t('stateAgreed') : t('stateRefused'));

  return (
    <Section title={t('title')}>
      <p className={styles.muted}>{t('myIntro')}</p>
      {consents.isError && <Alert>{errorText(null)}</Alert>}
      <ul className={styles.list}>
        {consents.data?.map((c) => (
          <li key={c.id}>
            <strong>{c.name}</strong>
            {c.mandatory && <span className={styles.badge}>{t('mandatory')}</span>}
            <span>{stateOf(c)}</span>
            {c.signedInfo && <span className={styles.muted}> · {t('signedOn', { date: format.dateTime(new Date(c.signedInfo.signedAt), { dateStyle: 'medium' }) })}</span>}
            {!c.mandatory && (
              <Button
                  variant="secondary"
                  busy={change.isPending && change.variables?.consent.id === c.id}
                  onClick={() => change.mutate({ consent: c, isAgree: !c.signedInfo?.isAgree })}
                >
                {c.signedInfo?.isAgree ? t('decline') : t('agree')}
                <span className="visually-hidden"> – {c.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={styles.muted}>
        {status}
      </p>
      {change.isError && <Alert>{errorText((change.error as { messageKey?: string }).messageKey)}</Alert>}
    </Section>
  );
}
