import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { LanguageView } from '@/components/admin/settings/language-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { toLocale } from '@/lib/i18n/config';
import { getOrgSettingsDto } from '@/lib/orgs/settings-ops/get-settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings');
  return { title: t('languagePageTitle') };
}

// /admin/setting/interface-language – the organisation's default UI language (org admins)
export default async function InterfaceLanguagePage() {
  const session = await requireAdminPage('settingLanguage');
  const dto = await getOrgSettingsDto({ session });
  return <LanguageView initial={{ defaultLocale: toLocale(dto.settings.defaultLocale) ?? 'en' }} />;
}
