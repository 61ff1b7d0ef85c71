import { route } from '@/lib/http/route';
import { getSharedDeviceQrSvg } from '@/lib/orgs/settings-ops/qr-code';

export const dynamic = 'force-dynamic';

// GET /api/v1/organization-settings/my/qr-code – the shared-device login link as an SVG QR code (org admins)
export const GET = route({ orgAdmin: true }, async ({ session }) => {
  const svg = await getSharedDeviceQrSvg({ session });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, the image may not run or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});
