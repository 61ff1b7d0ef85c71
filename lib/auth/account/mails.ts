import type { Db } from '@/db/client';
import type { Organization, User } from '@/db/schema';
import type { Locale } from '@/lib/i18n/config';
import { renderAccountMail, sendMail, type AccountMailKind } from '@/lib/mail';
import { TOKEN_TTL_HOURS } from '@/lib/auth/tokens';

type Options = { kind: AccountMailKind; user: User; org: Organization; locale: Locale; link: string; inviterName?: string | null };

/** Renders and sends one account email; the result says whether delivery failed. */
export async function sendAccountMail(db: Db, { kind, user, org, locale, link, inviterName }: Options) {
  const mail = await renderAccountMail({
    kind,
    locale,
    to: user.email,
    link,
    expiresInHours: TOKEN_TTL_HOURS[kind],
    orgName: org.name,
    name: user.displayName || null,
    inviterName,
  });
  return sendMail(db, { orgId: org.id, to: user.email, kind, locale, ...mail });
}
