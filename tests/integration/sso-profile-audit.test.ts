import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '@/db/schema';
import { signInWithSso } from '@/lib/auth/sso/sign-in';
import { SSO_PROFILE_AUDIT_ACTION, type SsoClaims } from '@/lib/auth/sso/user-mappings';
import { createOrg, createUser, db } from '../helpers/factories';

// Issue 3: a sign-in whose SSO profile mappings change stored fields leaves one audit entry,
// by the person signing in, with the old and new value of each changed field only.
const MAPPINGS = { displayName: 'name', firstName: 'given_name', lastName: 'family_name', employeeId: 'emp', locale: 'locale' };
const meta = { ip: '203.0.113.7', userAgent: 'vitest' };

async function world(key: string) {
  const org = await createOrg({
    clientKey: key,
    sso: { emailDomains: [`${key}.example.com`], oidc: { issuer: `https://idp.${key}.example.com`, clientId: 'c', clientSecret: 's' } },
    settings: { userMappings: MAPPINGS },
  });
  const user = await createUser(org.id, 'publisher', { email: `ana@${key}.example.com`, displayName: 'Ana', firstName: 'Ana', lastName: null, employeeId: null, locale: 'en' });
  await createUser(org.id, 'viewer', { email: `holder@${key}.example.com`, employeeId: 'E-9' });
  const signIn = async (claims: SsoClaims) =>
    signInWithSso(await db(), { providerId: `oidc-${key}`, email: user.email, emailVerified: true, claims }, meta);
  const entries = async () =>
    (await db()).select().from(auditLog).where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, SSO_PROFILE_AUDIT_ACTION)));
  return { org, user, signIn, entries };
}

describe('SSO profile mappings in the audit log', () => {
  it('records the changed fields, old to new, by the person signing in, and nothing when nothing changed', async () => {
    const { org, user, signIn, entries } = await world('auditmap');
    const claims = { name: 'Ana Lima', given_name: 'Ana', family_name: 'Lima', emp: 'E-1', locale: 'de', access_token: 'tok-secret-1', password: 'pw-secret-2' };
    await signIn(claims);
    const [entry, ...rest] = await entries();
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      organizationId: org.id,
      actorId: user.id,
      actorName: 'Ana Lima',
      entityType: 'user',
      entityId: user.id,
      entityName: 'Ana Lima',
      // firstName was already "Ana": not listed.
      before: { displayName: 'Ana', lastName: null, employeeId: null, locale: 'en' },
      after: { displayName: 'Ana Lima', lastName: 'Lima', employeeId: 'E-1', locale: 'de-de' },
    });
    expect(Object.keys(entry.before as object).sort()).toEqual(['displayName', 'employeeId', 'lastName', 'locale']);
    expect(JSON.stringify(entry)).not.toMatch(/tok-secret-1|pw-secret-2/);

    await signIn(claims);
    expect(await entries()).toHaveLength(1);
  });

  it('leaves no entry when the only change is an employee ID another member holds, or the mappings find nothing', async () => {
    const { user, signIn, entries } = await world('auditkeep');
    await signIn({ name: 'Ana', given_name: 'Ana', emp: 'e-9', locale: 'en' });
    await signIn({ unrelated: 'x' });
    expect(await entries()).toHaveLength(0);
    const [row] = await (await db()).select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ displayName: 'Ana', employeeId: null, locale: 'en' });
  });
});
