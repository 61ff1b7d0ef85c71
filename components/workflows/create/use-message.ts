'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useCallback } from 'react';

/**
 * Translates a message id from the server or the upload code (`uploads.notMedia`,
 * `errors.forbidden`, a lifecycle key …); an id this page has no text for falls back to the
 * generic message, never to the raw id.
 */
export function useMessage() {
  const t = useTranslations();
  return useCallback(
    (key: string | null | undefined, fallback = 'errors.internal') => {
      if (key && t.has(key as never)) return t(key as never);
      const code = key?.includes('.') ? null : key;
      if (code && t.has(`errors.${code}` as never)) return t(`errors.${code}` as never);
      return t(fallback as never);
    },
    [t],
  );
}
