import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as add } from '@/app/api/v1/users/add/route';
import { emailOutbox, users } from '@/db/schema';
import { createOrg, createUser, db } from '../helpers/factories';
import { adminWorld, call, cookieOf } from './admin-users-fixtures';

let w: Awaited<ReturnType<typeof adminWorld>>;
let ssoOrg: Awaited<ReturnType<typeof createOrg>>;
beforeAll(async () => {
  w = await adminWorld();
  await createUser(w.other.id, 'viewer', { email: 'sam.taylor@elsewhere.example' });
  await createUser(w.other.id, 'viewer', { email: 'kim.lee@elsewhere.example' });
  ssoOrg = await createOrg({ name: 'Secret Partner Corp', sso: { emailDomains: ['partner-sso.example'] } });
});

const post = (body: unknown) => call(add, '/api/v1/users/add', { method: 'POST', cookie: w.cookies.admin, body });
const userByEmail = async (email: string) => (await db()).query.users.findFirst({ where: eq(users.email, email) });
const mailsTo = async (email: string) => (await db()).select().from(emailOutbox).where(eq(emailOutbox.to, email));

/** The parts of an add answer that differ between any two invitations (identity and clocks). */
function comparable(body: { item: Record<string, unknown>; invitationStatus: string }) {
  const { id, email, createdAt, invitationExpiresAt, ...rest } = body.item;
  expect(id).toEqual(expect.any(String));
  expect(email).toEqual(expect.any(String));
  expect(Date.parse(String(createdAt))).toBeGreaterThan(Date.now() - 60_000);
  expect(Date.parse(String(invitationExpiresAt)) - Date.now()).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);
  return { item: rest, invitationStatus: body.invitationStatus };
}

describe('inviting addresses of other organisations', () => {
  it('answers an address with an account elsewhere exactly like a new one, and stores nothing', async () => {
    const body = { type: 'group-user', workspaceId: w.ws1.id, role: 'publisher' };
    const fresh = await post({ ...body, email: 'sam.taylor@fresh.example' });
    const elsewhere = await post({ ...body, email: 'Sam.Taylor@elsewhere.example' });
    expect(elsewhere.status).toBe(fresh.status);
    expect(fresh.status).toBe(201);
    expect(Object.keys(elsewhere.body.item).sort()).toEqual(Object.keys(fresh.body.item).sort());
    expect(comparable(elsewhere.body)).toEqual(comparable(fresh.body));
    expect(elsewhere.body.item.email).toBe('sam.taylor@elsewhere.example');

    const kept = await userByEmail('sam.taylor@elsewhere.example');
    expect(kept).toMatchObject({ organizationId: w.other.id, role: 'viewer', invitationStatus: null });
    expect(await mailsTo('sam.taylor@elsewhere.example')).toHaveLength(0);
  });

  it('still answers 409 for an address of the caller own organisation', async () => {
    const res = await post({ type: 'group-user', email: w.viewer.email, workspaceId: w.ws1.id });
    expect(res).toMatchObject({ status: 409, body: { error: { message: 'adminUsers.emailInUse' } } });
  });

  it('reports an address elsewhere in a list like a new one', async () => {
    const res = await post({ type: 'group-user', emails: ['kim.lee@fresh.example', 'kim.lee@elsewhere.example'], workspaceId: w.ws2.id, role: 'viewer' });
    expect(res.status).toBe(200);
    const [fresh, elsewhere] = res.body.items;
    const strip = ({ row, email, values, ...rest }: Record<string, unknown>) => ({ ...rest, row: typeof row, email: typeof email, values: Object.keys(values as object) });
    expect(strip(elsewhere)).toEqual(strip(fresh));
    expect(elsewhere).toMatchObject({ status: 'invited', messageKey: 'adminUsers.import.invited', email: 'kim.lee@elsewhere.example' });
    expect(res.body.summary).toEqual({ created: 0, invited: 2, skipped: 0, error: 0 });
    expect(await userByEmail('kim.lee@elsewhere.example')).toMatchObject({ organizationId: w.other.id });
    expect(await mailsTo('kim.lee@elsewhere.example')).toHaveLength(0);
  });

  it('refuses addresses in another organisation SSO email domain with 422, without naming it', async () => {
    const single = await post({ type: 'group-user', email: 'new.person@Partner-SSO.example', workspaceId: w.ws1.id });
    expect(single).toMatchObject({ status: 422, body: { error: { message: 'adminUsers.emailDomainTaken' } } });
    expect(JSON.stringify(single.body)).not.toMatch(/Secret Partner|partner-sso/i);
    expect(JSON.stringify(single.body)).not.toContain(ssoOrg.id);
    expect((await post({ type: 'org-admin', email: 'boss@partner-sso.example' })).status).toBe(422);

    const list = await post({ type: 'group-user', emails: ['x@partner-sso.example', 'y@fresh.example'], workspaceId: w.ws2.id, role: 'viewer' });
    expect(list.body.items.map((r: { status: string; messageKey: string }) => [r.status, r.messageKey])).toEqual([
      ['error', 'adminUsers.emailDomainTaken'],
      ['invited', 'adminUsers.import.invited'],
    ]);
    expect(await userByEmail('new.person@partner-sso.example')).toBeUndefined();
    expect(await userByEmail('x@partner-sso.example')).toBeUndefined();
  });

  it('lets the organisation that owns the SSO domain invite its own addresses', async () => {
    const owner = await createUser(ssoOrg.id, 'admin-organization');
    const cookie = await cookieOf(owner);
    const res = await call(add, '/api/v1/users/add', { method: 'POST', cookie, body: { type: 'org-admin', email: 'colleague@partner-sso.example' } });
    expect(res.status).toBe(201);
  });
});
