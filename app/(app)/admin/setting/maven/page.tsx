import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { MavenView } from '@/components/admin/settings/maven-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getOrgSettingsDto } from '@/lib/orgs/settings-ops/get-settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings');
  return { title: t('mavenPageTitle') };
}

// /admin/setting/maven – Maven, Smart Assist and their AI answers (org admins)
export default async function MavenSettingsPage() {
  const session = await requireAdminPage('settingMaven');
  const { settings } = await getOrgSettingsDto({ session });
  return <MavenView settings={{ features: settings.features, ai: settings.ai, maven: settings.maven }} />;
}
