'use client';
import { useTranslations } from '@/lib/i18n/client';

/**
 * Translates a message key that came from the server (auth.*, errors.*, alert.*, rules.*); a key
 * this build does not know falls back to the generic unexpected-error text instead of a raw id.
 */
export function useMessage() {
  const t = useTranslations();
  return (key: string) => (t.has(key as never) ? t(key as never) : t('alert.unexpectedError'));
}
