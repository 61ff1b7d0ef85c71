'use client';
import { useTranslations } from '@/lib/i18n/client';

/** Translates a message key from the schema or the server; unknown keys read as the generic error. */
export function useMessage() {
  const t = useTranslations();
  return (key: string | null | undefined) => (key && t.has(key) ? t(key) : t('alert.unexpectedError'));
}
