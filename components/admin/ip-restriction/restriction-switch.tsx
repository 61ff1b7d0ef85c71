'use client';
import { useTranslations } from '@/lib/i18n/client';
import { SwitchField } from '@/components/admin/settings/switch-field';

/** The on/off switch; it changes the form only, the Save button applies it. */
export function RestrictionSwitch({ checked, onToggle }: { checked: boolean; onToggle: () => void }) {
  const t = useTranslations('adminIp');
  return <SwitchField label={t('switchLabel')} hint={t('switchHint')} checked={checked} onChange={onToggle} />;
}
