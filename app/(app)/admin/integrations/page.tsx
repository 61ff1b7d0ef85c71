import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { IntegrationsView } from '@/components/admin/settings/integrations/integrations-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getOrgSettingsDto } from '@/lib/orgs/settings-ops/get-settings';
import { getSsoSettings } from '@/lib/orgs/settings-ops/sso';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings');
  return { title: t('integrationsPageTitle') };
}

// /admin/integrations – single sign-on settings and the state of Zoom, SCORM and other integrations (org admins)
export default async function IntegrationsPage() {
  const session = await requireAdminPage('integrations');
  const [sso, dto] = await Promise.all([getSsoSettings({ session }), getOrgSettingsDto({ session })]);
  return <IntegrationsView sso={sso} settings={{ features: dto.settings.features, products: dto.settings.products }} />;
}
