'use client';
import { useTranslations } from '@/lib/i18n/client';

/** Translates a server or rule message key, falling back to the generic error for unknown keys. */
export function useErrorText() {
  const t = useTranslations();
  return (key: string | null | undefined) => (key && t.has(key) ? t(key) : t('alert.unexpectedError'));
}
