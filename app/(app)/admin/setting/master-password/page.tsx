import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { MasterPasswordView } from '@/components/admin/settings/master-password-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getMasterPasswordStatus } from '@/lib/orgs/master-password';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings');
  return { title: t('masterPasswordPageTitle') };
}

// /admin/setting/master-password – the organisation's master password for passwordless employees (org admins)
export default async function MasterPasswordPage() {
  const session = await requireAdminPage('settingMasterPassword');
  const status = await getMasterPasswordStatus({ session });
  return <MasterPasswordView initial={status} />;
}
