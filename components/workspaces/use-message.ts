'use client';
import { useTranslations } from '@/lib/i18n/client';

type Values = Record<string, string | number>;

/** Translates a message key from a schema or the server; unknown keys read as the generic error. */
export function useMessage() {
  const t = useTranslations();
  return (key: string | null | undefined, values?: Values) => (key && t.has(key) ? t(key, values) : t('alert.unexpectedError'));
}
