import { appBaseUrl } from '@/lib/http/base-url';

/**
 * A stand-in for the Node response object next-auth writes to (status, headers, cookies, body),
 * turned into a web Response. It also hides next-auth's own error codes behind our message key.
 */
type HeaderValue = string | number | readonly string[];
type ResponseOptions = { extraCookies?: string[]; ssoFailure?: boolean };

/** The login page with an error message key (spec §8: an SSO failure shows 'login failed'). */
export function loginErrorUrl(messageKey: string): string {
  const origin = new URL(appBaseUrl()).origin;
  return `${origin}/?error=${encodeURIComponent(messageKey)}`;
}

// next-auth reports provider trouble (OAuthSignin, OAuthCallback, Callback…) through these pages.
function isNextAuthErrorPage(url: string): boolean {
  try {
    const { pathname, searchParams } = new URL(url, 'http://placeholder');
    return /\/api\/auth\/(error|signin)$/.test(pathname) && searchParams.has('error');
  } catch {
    return false;
  }
}

export function collectResponse() {
  let status = 200;
  const headers = new Headers();
  let cookies: string[] = [];
  let body: unknown = null;

  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    setHeader(name: string, value: HeaderValue) {
      if (name.toLowerCase() === 'set-cookie') cookies = Array.isArray(value) ? [...value] : [String(value)];
      else headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return res;
    },
    getHeader(name: string) {
      return name.toLowerCase() === 'set-cookie' ? cookies : (headers.get(name) ?? undefined);
    },
    json(value: unknown) {
      headers.set('content-type', 'application/json');
      body = value;
      return res;
    },
    send(value: unknown) {
      body = value ?? null;
      return res;
    },
    end() {
      return res;
    },
    toResponse({ extraCookies = [], ssoFailure = false }: ResponseOptions = {}): Response {
      const location = headers.get('location');
      if (ssoFailure && location && isNextAuthErrorPage(location)) headers.set('location', loginErrorUrl('auth.loginFailed'));
      const url = (body as { url?: unknown } | null)?.url;
      if (ssoFailure && typeof url === 'string' && isNextAuthErrorPage(url)) body = { url: loginErrorUrl('auth.loginFailed') };

      const out = new Headers(headers);
      for (const cookie of [...cookies, ...extraCookies]) out.append('set-cookie', cookie);
      const text = body === null || typeof body === 'string' ? body : JSON.stringify(body);
      if (text !== null && typeof body !== 'string' && !out.has('content-type')) out.set('content-type', 'application/json');
      const nullBody = status === 204 || status === 304;
      return new Response(nullBody ? null : text, { status, headers: out });
    },
  };
  return res;
}
