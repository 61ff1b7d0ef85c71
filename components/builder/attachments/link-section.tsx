'use client';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ApiRequestError } from '@/components/ui/api-request';
import { linkInputSchema } from '@/lib/attachments/schema';
import { useTranslations } from '@/lib/i18n/client';
import styles from './attachments.module.css';

type LinkItem = { id: string; label: string; link: string };
type Props = {
  items: LinkItem[];
  full: boolean;
  busy: string | null;
  error: ApiRequestError | null;
  message: (key: string | null | undefined) => string;
  onAdd: (input: { label: string; link: string }) => Promise<boolean>;
  onRemove: (id: string) => void;
};

/** Links {label, link}: web addresses only (http, https), checked by the same schema as the server. */
export function LinkSection({ items, full, busy, error, message, onAdd, onRemove }: Props) {
  const t = useTranslations('attachments');
  const headingId = useId();
  const [label, setLabel] = useState('');
  const [link, setLink] = useState('');
  const [issues, setIssues] = useState<{ label?: string; link?: string }>({});

  async function submit() {
    const parsed = linkInputSchema.safeParse({ label, link });
    if (!parsed.success) {
      const of = (field: string) => parsed.error.issues.find((i) => i.path[0] === field);
      const key = (field: 'label' | 'link') => {
        const issue = of(field);
        if (!issue) return undefined;
        if (issue.message.startsWith('attachments.') || issue.message.startsWith('rules.')) return issue.message;
        return field === 'label' ? 'attachments.labelRequired' : 'attachments.linkInvalid';
      };
      setIssues({ label: key('label'), link: key('link') });
      return;
    }
    setIssues({});
    // Typed text stays in the fields when the server refuses it.
    if (await onAdd(parsed.data)) {
      setLabel('');
      setLink('');
    }
  }

  const serverIssue = (field: string) => error?.fieldMessage(field) ?? undefined;
  const labelError = issues.label ?? serverIssue('label');
  const linkError = issues.link ?? serverIssue('link');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('links')}</h3>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('none')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <span className={styles.grow}>
                <a href={item.link} target="_blank" rel="noopener noreferrer">
                  {item.label || item.link}
                </a>
              </span>
              <Button type="button" variant="secondary" busy={busy === `remove-${item.id}`} onClick={() => onRemove(item.id)} aria-label={t('remove', { name: item.label || item.link })}>
                {t('removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.linkForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('linkLabel')} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} error={labelError ? message(labelError) : undefined} disabled={full} />
        <TextField label={t('linkAddress')} type="url" inputMode="url" placeholder="https://" value={link} onChange={(e) => setLink(e.target.value)} error={linkError ? message(linkError) : undefined} disabled={full} />
        <Button type="submit" variant="secondary" busy={busy === 'add-link'} disabled={full}>
          {t('addLink')}
        </Button>
      </form>
      {full && <p className={styles.hint}>{t('full', { max: items.length })}</p>}
    </section>
  );
}
