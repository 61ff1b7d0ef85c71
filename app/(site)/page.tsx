import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/server';
import { LoginShell } from '@/components/auth/login/login-shell';
import { LoginView } from '@/components/auth/login/login-view';
import { ClientMessages } from '@/components/providers/client-messages';
import { safeRedirect } from '@/lib/auth/guards-shared';
import { CLIENT_KEY_COOKIE, loginErrorKey } from '@/lib/auth/login-mode';
import { loadLoginPage } from '@/lib/auth/login-page';
import { getRequestSession } from '@/lib/auth/session';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return { title: t('title') };
}

// GET / – the login page (route name Auth): signed-in visitors go straight to where they were heading.
export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const redirectTo = safeRedirect(one(params.redirect));
  if (await getRequestSession()) redirect(redirectTo);

  const h = await headers();
  // The host only picks which sign-in buttons are shown (no access decision), so a proxy's
  // X-Forwarded-Host may be used as is.
  const host = h.get('x-forwarded-host')?.split(',')[0]?.trim() || h.get('host');
  const urlKey = one(params.clientKey)?.trim() || null;
  const clientKey = urlKey || (await cookies()).get(CLIENT_KEY_COOKIE)?.value || process.env.DEFAULT_CLIENT_KEY || null;
  const data = await loadLoginPage({ host, clientKey, iframeParam: one(params.iframe) });
  const errorKey = loginErrorKey(one(params.error)) ?? (urlKey && !data.clientKey ? 'auth.alertInvalidId' : null);

  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES.login}>
    <LoginShell
      compact={data.iframe}
      region={process.env.OPENHOW_REGION === 'china' ? 'china' : 'global'}
      filingNumber={process.env.OPENHOW_ICP_FILING || null}
    >
      <LoginView
        mode={data.mode}
        providers={data.providers}
        ssoProviderId={data.ssoProviderId}
        checkIdp={data.checkIdp}
        clientKey={data.clientKey}
        orgName={data.orgName}
        redirectTo={redirectTo}
        loggedOut={one(params.loggedOut) === '1'}
        shared={one(params.shared) === '1'}
        errorKey={errorKey}
        compact={data.iframe}
      />
    </LoginShell>
    </ClientMessages>
  );
}
