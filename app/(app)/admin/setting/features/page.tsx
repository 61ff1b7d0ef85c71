import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { FeaturesView } from '@/components/admin/settings/features-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getOrgSettingsDto } from '@/lib/orgs/settings-ops/get-settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings');
  return { title: t('featuresPageTitle') };
}

// /admin/setting/features – custom features within the plan and the AI-assistance switches (org admins)
export default async function FeaturesPage() {
  const session = await requireAdminPage('settingFeatures');
  const dto = await getOrgSettingsDto({ session });
  return <FeaturesView dto={dto} />;
}
