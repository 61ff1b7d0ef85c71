'use client';
import { useTranslations } from '@/lib/i18n/client';
import type { z } from 'zod';
import type { KitNamespace } from './use-error-text';

// Names of teams, business units, categories and sub-categories (spec §5).
const MAX = 90;

/** What every create/rename NameDialog of a screen shares: wording, counter and the name rule. */
export function useNameDialogProps(namespace: KitNamespace, schema: z.ZodType<string>, onOpenChange: (open: boolean) => void) {
  const t = useTranslations(namespace);
  const tc = useTranslations('common');
  return {
    namespace,
    label: t('nameLabel'),
    cancelLabel: tc('cancel'),
    counter: (length: number) => t('counter', { count: length, max: MAX }),
    schema,
    onOpenChange,
  };
}
