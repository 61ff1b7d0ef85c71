import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/admin/audit-log/route';
import { PUT as putLogin } from '@/app/api/v1/organization-settings/my/login/route';
import { auditLog } from '@/db/schema';
import { getAuditFacets } from '@/lib/audit/list';
import { recordAudit } from '@/lib/audit/record';
import { loadSessionContext } from '@/lib/auth/session';
import { createOrg, createUser, db, sessionCookie } from '../helpers/factories';
import { adminOfNewOrg, call, member, REFUSED_ROLES } from './admin-settings-helpers';

const PATH = '/api/v1/admin/audit-log';
const list = (cookie: string, query = '') => call(GET, `${PATH}${query}`, { cookie });

/** An org admin with `count` entries of their own (workspace.create #1 … #count, oldest first). */
async function orgWithEntries(count: number) {
  const org = await createOrg();
  const admin = await createUser(org.id, 'admin-organization', { displayName: 'Ada Admin' });
  const { cookie, sessionId } = await sessionCookie(admin);
  const session = (await loadSessionContext(await db(), sessionId))!;
  const d = await db();
  for (let i = 1; i <= count; i++) {
    await recordAudit(d, session, { action: 'workspace.create', entityType: 'workspace', entityId: `ws-${i}`, entityName: `Line ${i}`, after: { name: `Line ${i}` } });
  }
  // Spread the entries over days so the date filter has something to cut.
  const rows = await d.select({ id: auditLog.id, entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.organizationId, org.id));
  for (const row of rows) {
    const n = Number(row.entityId?.slice(3));
    await d.update(auditLog).set({ createdAt: new Date(Date.UTC(2026, 0, n, 12)) }).where(eq(auditLog.id, row.id));
  }
  return { org, admin, cookie, session };
}

describe('GET /api/v1/admin/audit-log', () => {
  it('lists settings changes with who, what and before/after, newest first', async () => {
    const { org, user, cookie } = await adminOfNewOrg();
    await call(putLogin, '/api/v1/organization-settings/my/login', { method: 'PUT', body: { allowNameChange: false }, cookie });
    await call(putLogin, '/api/v1/organization-settings/my/login', { method: 'PUT', body: { employeeIdLogin: false }, cookie });
    const res = await list(cookie);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items[0]).toMatchObject({
      actorId: user.id,
      actorName: user.displayName,
      action: 'settings.login.update',
      entityType: 'organization',
      entityId: org.id,
      before: { employeeIdLogin: true },
      after: { employeeIdLogin: false },
    });
    expect(res.body.items[1].after).toEqual({ allowNameChange: false });
    expect(Date.parse(res.body.items[0].createdAt)).not.toBeNaN();
  });

  it('pages by 20, 50 or 100', async () => {
    const { cookie } = await orgWithEntries(25);
    const first = await list(cookie);
    expect(first.body.total).toBe(25);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].entityName).toBe('Line 25');
    const second = await list(cookie, '?page=2&size=20');
    expect(second.body.items.map((i: { entityName: string }) => i.entityName)).toEqual(['Line 5', 'Line 4', 'Line 3', 'Line 2', 'Line 1']);
    expect((await list(cookie, '?size=50')).body.items).toHaveLength(25);
    for (const bad of ['?size=30', '?page=0', '?page=x', '?actorId=nope', '?from=yesterday', '?from=2026-02-01&to=2026-01-01']) {
      expect((await list(cookie, bad)).status, bad).toBe(422);
    }
  });

  it('filters by action, entity type, actor, text and date range', async () => {
    const { org, admin, cookie } = await orgWithEntries(10);
    const other = await member(org.id, 'admin-organization');
    await call(putLogin, '/api/v1/organization-settings/my/login', { method: 'PUT', body: { allowNameChange: false }, cookie: other.cookie });

    expect((await list(cookie, '?action=settings.login.update')).body.total).toBe(1);
    expect((await list(cookie, '?entityType=workspace')).body.total).toBe(10);
    expect((await list(cookie, `?actorId=${admin.id}`)).body.total).toBe(10);
    expect((await list(cookie, `?actorId=${other.user.id}`)).body.items[0].action).toBe('settings.login.update');
    expect((await list(cookie, '?q=line%207')).body.items.map((i: { entityName: string }) => i.entityName)).toEqual(['Line 7']);
    expect((await list(cookie, '?q=100%25')).body.total).toBe(0);
    const range = await list(cookie, '?entityType=workspace&from=2026-01-03&to=2026-01-05');
    expect(range.body.items.map((i: { entityName: string }) => i.entityName)).toEqual(['Line 5', 'Line 4', 'Line 3']);
    const instant = await list(cookie, `?from=${encodeURIComponent('2026-01-09T00:00:00.000Z')}`);
    expect(instant.body.total).toBe(3);

    const facets = await getAuditFacets({ session: (await loadSessionContext(await db(), (await sessionCookie(admin)).sessionId))! });
    expect(facets.actions).toEqual(['settings.login.update', 'workspace.create']);
    expect(facets.entityTypes).toEqual(['organization', 'workspace']);
    expect(facets.actors.map((a) => a.id).sort()).toEqual([admin.id, other.user.id].sort());
  });

  it('never shows another organisation’s entries', async () => {
    const mine = await orgWithEntries(3);
    const { cookie: foreignCookie } = await adminOfNewOrg();
    expect((await list(foreignCookie)).body).toEqual({ items: [], total: 0 });
    expect((await list(foreignCookie, `?actorId=${mine.admin.id}`)).body.total).toBe(0);
    expect((await list(mine.cookie)).body.total).toBe(3);
  });

  it('refuses viewers, publishers and workspace admins, and signed-out callers', async () => {
    const { org } = await orgWithEntries(1);
    for (const role of REFUSED_ROLES) {
      const { cookie } = await member(org.id, role);
      expect((await list(cookie)).status, role).toBe(403);
    }
    expect((await call(GET, PATH)).status).toBe(401);
  });
});
