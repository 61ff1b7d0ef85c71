import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUT } from '@/app/api/v1/organization-settings/my/sso/route';
import { users } from '@/db/schema';
import { mappedProfile, readClaim } from '@/lib/auth/sso/user-mappings';
import { createOrg, createUser, db } from '../helpers/factories';
import { APP, callbackOf, Jar, sessionOf, signIn } from '../helpers/oauth-round-trip';
import { startOidcStandIn, type OidcStandIn } from '../helpers/oidc-stand-in';
import { call, member } from './admin-settings-helpers';

// SSO profile mappings (integrations page, "field = claim"): an org admin saves them through the
// settings API, and the next sign-in through the organisation's own provider copies the claims.
const EXTRA_CLAIMS = ['given_name', 'family_name', 'locale', 'preferred_display', 'hr'];
const MAPPINGS_TEXT = {
  displayName: 'preferred_display',
  firstName: 'given_name',
  lastName: 'family_name',
  employeeId: 'hr.employee_number',
  locale: 'locale',
};
const ACCOUNTS = [
  {
    sub: 'kim-1',
    email: 'kim@mapco.example.com',
    claims: { preferred_display: 'Kim Ortega (Press 4)', given_name: 'Kim', family_name: 'Ortega', locale: 'de-AT', hr: { employee_number: 4711 } },
  },
  {
    sub: 'lee-1',
    email: 'lee@mapco.example.com',
    claims: { preferred_display: 'Lee <script>', given_name: '  ', locale: 'tlh', hr: { employee_number: 'E-100' } },
  },
  { sub: 'max-1', email: 'max@mapco.example.com', claims: { preferred_display: 'Max From IdP', locale: 'ja' } },
];

let idp: OidcStandIn;
let adminCookie: string;
const userRow = async (email: string) => (await (await db()).select().from(users).where(eq(users.email, email)))[0];
const saveMappings = (userMappings: Record<string, string>) =>
  call(PUT, '/api/v1/organization-settings/my/sso', {
    method: 'PUT',
    cookie: adminCookie,
    body: { ssoLoginOnly: false, emailDomains: ['mapco.example.com'], oidc: { issuer: idp.issuer, clientId: 'mapco-app', clientSecret: '', label: '' }, userMappings },
  });

beforeAll(async () => {
  idp = await startOidcStandIn({
    clients: [{ clientId: 'mapco-app', clientSecret: 'mapco-secret', redirectUris: [callbackOf('oidc-mapco')] }],
    accounts: ACCOUNTS,
    extraClaims: EXTRA_CLAIMS,
  });
  const org = await createOrg({
    clientKey: 'mapco',
    sso: { emailDomains: ['mapco.example.com'], oidc: { issuer: idp.issuer, clientId: 'mapco-app', clientSecret: 'mapco-secret' } },
  });
  adminCookie = (await member(org.id, 'admin-organization')).cookie;
  await createUser(org.id, 'publisher', { email: 'kim@mapco.example.com', displayName: 'Kim', locale: 'en' });
  await createUser(org.id, 'viewer', { email: 'lee@mapco.example.com', displayName: 'Lee Stored', firstName: 'Lee', employeeId: null, locale: 'fr-fr' });
  await createUser(org.id, 'viewer', { email: 'max@mapco.example.com', displayName: 'Max Stored', locale: 'en' });
  // Holds the employee ID Lee's provider claims.
  await createUser(org.id, 'viewer', { email: 'holder@mapco.example.com', employeeId: 'e-100' });
});

afterAll(async () => {
  await idp?.close();
});

describe('SSO profile mappings on sign-in', () => {
  it('copies each mapped claim into its profile field, and the session starts in the mapped language', async () => {
    expect((await saveMappings(MAPPINGS_TEXT)).status).toBe(200);
    const jar = new Jar();
    const { location } = await signIn(jar, 'oidc-mapco', { sub: 'kim-1' });
    expect(location).toBe(`${APP}/home/overview`);
    expect(await userRow('kim@mapco.example.com')).toMatchObject({
      displayName: 'Kim Ortega (Press 4)',
      firstName: 'Kim',
      lastName: 'Ortega',
      employeeId: '4711',
      locale: 'de-de',
    });
    const session = await sessionOf(jar);
    expect(session?.user).toMatchObject({ displayName: 'Kim Ortega (Press 4)', employeeId: '4711', locale: 'de-de' });
  });

  it('keeps the stored value where a claim is missing, breaks a field rule or names a taken employee ID', async () => {
    const { location } = await signIn(new Jar(), 'oidc-mapco', { sub: 'lee-1' });
    expect(location).toBe(`${APP}/home/overview`);
    // The sign-in itself goes ahead: a bad claim is the provider's data problem, not the user's.
    expect(await userRow('lee@mapco.example.com')).toMatchObject({ displayName: 'Lee Stored', firstName: 'Lee', lastName: null, employeeId: null, locale: 'fr-fr' });
  });

  it('changes nothing for fields the organisation did not map, or once the mappings are removed', async () => {
    expect((await saveMappings({ locale: 'locale' })).status).toBe(200);
    await signIn(new Jar(), 'oidc-mapco', { sub: 'max-1' });
    expect(await userRow('max@mapco.example.com')).toMatchObject({ displayName: 'Max Stored', locale: 'ja-jp' });

    expect((await saveMappings({})).status).toBe(200);
    await (await db()).update(users).set({ locale: 'en' }).where(eq(users.email, 'max@mapco.example.com'));
    await signIn(new Jar(), 'oidc-mapco', { sub: 'max-1' });
    expect(await userRow('max@mapco.example.com')).toMatchObject({ displayName: 'Max Stored', locale: 'en' });
  });
});

describe('reading claims', () => {
  it('looks a name up as it is, then as a dotted path; lists give their first entry, numbers their digits', () => {
    const claims = { 'https://acme.example.com/emp': 'A1', address: { locality: 'Graz' }, groups: ['line-4', 'qa'], n: 12, blank: ' ', obj: {} };
    expect(readClaim(claims, 'https://acme.example.com/emp')).toBe('A1');
    expect(readClaim(claims, 'address.locality')).toBe('Graz');
    expect(readClaim(claims, 'groups')).toBe('line-4');
    expect(readClaim(claims, 'n')).toBe('12');
    expect(readClaim(claims, 'blank')).toBeNull();
    expect(readClaim(claims, 'obj')).toBeNull();
    expect(readClaim(claims, 'address.missing.deeper')).toBeNull();
  });

  it('applies each field rule: names without markup, IDs without spaces, languages the UI has', () => {
    const mappings = { displayName: 'd', firstName: 'f', lastName: 'l', employeeId: 'e', locale: 'loc', unknownField: 'd' };
    expect(mappedProfile(mappings, { d: ' Ana Lima ', f: 'Ana', l: 'Lima', e: 'ID 7', loc: 'pt_PT' })).toEqual({
      displayName: 'Ana Lima',
      firstName: 'Ana',
      lastName: 'Lima',
      locale: 'pt-br',
    });
    expect(mappedProfile(mappings, { d: 'x'.repeat(91), e: 'a@b', loc: 'zh-Hant' })).toEqual({ locale: 'zh-tw' });
    expect(mappedProfile({}, { d: 'Ana' })).toEqual({});
  });
});
