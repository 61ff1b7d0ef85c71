'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '@/lib/i18n/client';
import { Button } from '@/components/ui/button';
import dialog from './dialog.module.css';
import shell from './shell.module.css';

/** The auth header's "About": product name, version and where its source code lives. */
export function AboutDialog({ version, sourceUrl }: { version: string; sourceUrl: string | null }) {
  const t = useTranslations('authHeader');
  const tc = useTranslations('common');
  const app = tc('appName');
  return (
    <Dialog.Root>
      <Dialog.Trigger className={shell.headerButton}>{t('about')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={`${dialog.content} ${dialog.small}`}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>{t('aboutTitle', { app })}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" className={dialog.close}>
                {tc('close')}
              </Button>
            </Dialog.Close>
          </div>
          <div className={dialog.body}>
            <Dialog.Description>{t('aboutBody', { app })}</Dialog.Description>
            <p className={dialog.muted}>{t('version', { version })}</p>
            <p>
              {sourceUrl ? (
                <a href={sourceUrl} target="_blank" rel="noopener noreferrer">
                  {t('source')}
                </a>
              ) : (
                t('sourceFromOperator')
              )}
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
