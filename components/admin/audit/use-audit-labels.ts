'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useMemo } from 'react';

// next-intl reads dots as nesting, so "settings.sso.update" is looked up as "settings_sso_update".
const keyOf = (code: string) => code.replace(/[^A-Za-z0-9]/g, '_');

/** Readable names of audit actions and entity types; codes without a translation show as they are. */
export function useAuditLabels() {
  const t = useTranslations('auditLog');
  return useMemo(
    () => ({
      action: (code: string) => (t.has(`actions.${keyOf(code)}`) ? t(`actions.${keyOf(code)}`) : code),
      entity: (code: string) => (t.has(`entities.${keyOf(code)}`) ? t(`entities.${keyOf(code)}`) : code),
    }),
    [t],
  );
}
