'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { legalLanguage, loadLegalDoc, type LegalDoc, type LegalDocKind, type LegalLanguage } from '@/lib/legal';
import dialog from './login/dialog.module.css';
import shell from './login/shell.module.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; doc: LegalDoc; language: LegalLanguage };

function LegalBody({ loaded }: { loaded: Loaded }) {
  const t = useTranslations('policy');
  if (loaded.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (loaded.state === 'failed') return <p role="alert">{t('loadFailed')}</p>;
  const { doc, language } = loaded;
  return (
    // The text is English or Chinese whatever the UI language, so screen readers get its real language.
    <article lang={language}>
      <p className={dialog.muted}>{t('updated', { date: doc.updated })}</p>
      {doc.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {doc.sections.map((s) => (
        <section key={s.heading}>
          <h3>{s.heading}</h3>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.items ? (
            <ul>
              {s.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

/** A footer link that opens the privacy policy or user agreement in a popup (English or Chinese by locale). */
export function PolicyDialog({ kind }: { kind: LegalDocKind }) {
  const t = useTranslations('policy');
  const tc = useTranslations('common');
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const label = kind === 'privacy' ? t('privacy') : t('agreement');

  const onOpenChange = (open: boolean) => {
    if (!open || loaded.state === 'ready') return;
    const language = legalLanguage(locale);
    setLoaded({ state: 'loading' });
    loadLegalDoc(kind, language).then(
      (doc) => setLoaded({ state: 'ready', doc, language }),
      () => setLoaded({ state: 'failed' }),
    );
  };

  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger className={shell.linkButton}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} aria-describedby={undefined}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>{label}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" className={dialog.close}>
                {tc('close')}
              </Button>
            </Dialog.Close>
          </div>
          <div className={dialog.body} role="region" tabIndex={0} aria-label={label}>
            <LegalBody loaded={loaded} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
