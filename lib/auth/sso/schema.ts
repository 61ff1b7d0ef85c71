import { z } from 'zod';
import type { SsoProviderKind } from './config';
import { text } from '@/lib/http/text';

/** POST /api/v1/sso/check-idp: an email (login page), a client key, or the page's host name. */
export const checkIdpSchema = z.union([
  z.object({ email: z.email().max(320) }),
  z.object({ clientKey: text().trim().min(1).max(64) }),
  z.object({ hostname: text().trim().min(1).max(253).regex(/^[a-z0-9.-]+$/i) }),
]);
export type CheckIdpInput = z.infer<typeof checkIdpSchema>;

/** Where an email (or organisation) signs in: the provider to send it to, and whether passwords are off. */
export type IdpInfo = {
  domain: string | null;
  ssoLoginOnly: boolean;
  providerId: string;
  providerKind: SsoProviderKind;
  label: string;
};
