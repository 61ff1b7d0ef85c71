import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/server';
import { QrCodeView } from '@/components/admin/settings/qr-code-view';
import { requireAdminPage } from '@/lib/admin/guard';
import { getSharedDeviceQrInfo } from '@/lib/orgs/settings-ops/qr-code';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings');
  return { title: t('qrPageTitle') };
}

// /admin/setting/qr-code – the shared-device login QR code with its link, copy and print (org admins)
export default async function QrCodePage() {
  const session = await requireAdminPage('settingQrCode');
  return <QrCodeView info={getSharedDeviceQrInfo({ session })} />;
}
