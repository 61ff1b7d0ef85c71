import QRCode from 'qrcode';
import { appBaseUrl } from '@/lib/http/base-url';
import type { SessionContext } from '@/lib/auth/session';
import { isFeatureOn } from '@/lib/orgs/settings';
import { assertSettingsAccess } from './guard';

/** The link a shared device opens: the login page with the organisation's client key filled in. */
export const sharedDeviceLoginUrl = (clientKey: string) => `${appBaseUrl()}/?clientKey=${encodeURIComponent(clientKey)}&shared=1`;

export type SharedDeviceQrInfo = {
  url: string;
  clientKey: string;
  /** Shared-account sign-in is allowed and in the plan; otherwise the code opens a login that refuses. */
  isSharedLoginOn: boolean;
};

/** What the QR-code page shows beside the code. */
export function getSharedDeviceQrInfo({ session }: { session: SessionContext }): SharedDeviceQrInfo {
  assertSettingsAccess(session);
  const { settings, clientKey } = session.org;
  return {
    url: sharedDeviceLoginUrl(clientKey),
    clientKey,
    isSharedLoginOn: settings.sharedAccountLogin && isFeatureOn(settings, 'sharedDevice'),
  };
}

/**
 * GET …/my/qr-code: the login link as an SVG QR code. Dark on white with a quiet zone, whatever
 * the page theme, so phone cameras read it on screen and on paper.
 */
export async function getSharedDeviceQrSvg({ session }: { session: SessionContext }): Promise<string> {
  const { url } = getSharedDeviceQrInfo({ session });
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}
