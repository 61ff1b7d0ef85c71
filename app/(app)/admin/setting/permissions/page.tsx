import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { PermissionsView } from '@/components/admin/settings/permissions-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getOrgSettingsDto } from '@/lib/orgs/settings-ops/get-settings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings');
  return { title: t('permissionsPageTitle') };
}

// /admin/setting/permissions – role lists, sharing, auto-logout, customised permissions, sign-in (org admins)
export default async function PermissionsPage() {
  const session = await requireAdminPage('settingPermissions');
  const dto = await getOrgSettingsDto({ session });
  return <PermissionsView dto={dto} />;
}
