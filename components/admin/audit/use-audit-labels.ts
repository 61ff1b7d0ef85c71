'use client';
import { useTranslations } from '@/lib/i18n/client';
import { useMemo } from 'react';
import { auditLabelKey as keyOf, readableAuditCode } from '@/lib/audit/actions';

/** Readable names of audit actions and entity types; codes without a translation are spelled out. */
export function useAuditLabels() {
  const t = useTranslations('auditLog');
  return useMemo(
    () => ({
      action: (code: string) => (t.has(`actions.${keyOf(code)}`) ? t(`actions.${keyOf(code)}`) : readableAuditCode(code)),
      entity: (code: string) => (t.has(`entities.${keyOf(code)}`) ? t(`entities.${keyOf(code)}`) : readableAuditCode(code)),
    }),
    [t],
  );
}
