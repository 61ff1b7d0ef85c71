import { AsyncLocalStorage } from 'node:async_hooks';
import { isSecureSite } from '@/lib/http/base-url';
import { LOGIN_LIMITS } from './login-limits';

/**
 * The known-device cookie (issue #15): a random id a browser gets when it signs in with a
 * password. Signing in again from that browser skips the per-address and per-account login
 * budgets (lib/auth/login-limits.ts), so an attack on the account does not lock its owner out.
 * It only ever names the browser; which accounts it is known for lives on the server.
 */
export const KNOWN_DEVICE_COOKIE = 'oh_known_device';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The browser's known-device id from a Cookie header, when it is well formed. */
export function knownDeviceOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) return DEVICE_ID.test(value.join('=')) ? value.join('=') : null;
  }
  return null;
}

export function knownDeviceCookie(device: string): string {
  const secure = isSecureSite() ? '; Secure' : '';
  return `${KNOWN_DEVICE_COOKIE}=${device}; Path=/api/auth; Max-Age=${LOGIN_LIMITS.knownSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

// next-auth's credentials `authorize` cannot set cookies itself: the auth handler opens a sink for
// each request and adds what lands in it to the response.
const sink = new AsyncLocalStorage<string[]>();

export const collectAuthCookies = <T>(cookies: string[], run: () => Promise<T>) => sink.run(cookies, run);

export function setAuthCookie(cookie: string) {
  sink.getStore()?.push(cookie);
}
