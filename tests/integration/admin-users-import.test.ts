import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as importUsers } from '@/app/api/v1/users/import/route';
import { auditLog, emailOutbox, users, workspaceMembers } from '@/db/schema';
import { employeeIdEmail } from '@/lib/auth/identity';
import { apiRequest, db, routeParams } from '../helpers/factories';
import { adminWorld } from './admin-users-fixtures';
import { fromAddress } from '../helpers/client-address';

let w: Awaited<ReturnType<typeof adminWorld>>;
beforeAll(async () => {
  w = await adminWorld();
});

const HEADER = 'email,name,role,workspace,employeeId';

async function send(cookie: string, csv: string, headers: Record<string, string> = {}) {
  const req = apiRequest('/api/v1/users/import', { method: 'POST', cookie, body: csv, headers: { 'content-type': 'text/csv', ...headers } });
  return importUsers(req, routeParams({}));
}

async function run(cookie: string, csv: string) {
  const res = await send(cookie, csv);
  return { status: res.status, body: await res.json() };
}

describe('POST /api/v1/users/import', () => {
  it('imports 200 rows with a mix of good and bad ones and reports every row', async () => {
    const lines = [HEADER];
    const expected: [number, string, string][] = [];
    const add = (line: string, status: string, messageKey: string) => {
      lines.push(line);
      expected.push([lines.length, status, messageKey]);
    };
    for (let i = 0; i < 150; i++) {
      const workspace = i % 3 === 0 ? 'assembly' : i % 3 === 1 ? w.ws2.id : '';
      const role = workspace && i % 2 ? 'publisher' : 'viewer';
      add(`Person.${i}@Import.Example.com,"Person ${i}",${role},${workspace},`, 'invited', 'adminUsers.import.invited');
    }
    for (let i = 0; i < 20; i++) add(`,Worker ${i},viewer,Machining,W-${i}`, 'created', 'adminUsers.import.created');
    for (let i = 0; i < 5; i++) add(`broken${i}@,Bad Email,viewer,,`, 'error', 'rules.invalidEmail');
    for (let i = 0; i < 5; i++) add(`badname${i}@import.example.com,Bad<Name,viewer,,`, 'error', 'rules.invalidName');
    for (let i = 0; i < 5; i++) add(`nows${i}@import.example.com,No Workspace,viewer,Paint Shop,`, 'error', 'adminUsers.import.unknownWorkspace');
    for (let i = 0; i < 5; i++) add(`person.${i}@import.example.com,Again,viewer,,`, 'skipped', 'adminUsers.import.duplicateRow');
    for (let i = 0; i < 5; i++) add(`needws${i}@import.example.com,Needs Ws,publisher,,`, 'error', 'adminUsers.import.roleNeedsWorkspace');
    add(`${w.viewer.email},Already Here,viewer,,`, 'skipped', 'adminUsers.import.exists');
    // Another organisation's address reads like a new one: the report must not tell who has an account elsewhere.
    add(`${w.otherUser.email},Elsewhere,viewer,,`, 'invited', 'adminUsers.import.invited');
    add(`chief@import.example.com,Chief,admin-super,,`, 'error', 'adminUsers.invalidRole');
    add(`,,viewer,,`, 'error', 'adminUsers.import.missingIdentity');
    add(`,Id Bad,viewer,,A/B`, 'error', 'rules.invalidId');
    expect(lines).toHaveLength(201);

    const started = Date.now();
    const { status, body } = await run(w.cookies.admin, lines.join('\r\n'));
    const elapsed = Date.now() - started;
    expect(status).toBe(200);
    expect(body.total).toBe(200);
    expect(body.items.map((r: { row: number; status: string; messageKey: string }) => [r.row, r.status, r.messageKey])).toEqual(expected);
    expect(body.summary).toEqual({ created: 20, invited: 151, skipped: 6, error: 23 });
    expect(body.items[0]).toMatchObject({ email: 'person.0@import.example.com', values: { email: 'Person.0@Import.Example.com', name: 'Person 0' } });

    const d = await db();
    const [{ n }] = await d.select({ n: count() }).from(users).where(like(users.email, '%@import.example.com'));
    expect(n).toBe(150);
    const p1 = await d.query.users.findFirst({ where: eq(users.email, 'person.1@import.example.com') });
    expect(p1).toMatchObject({ displayName: 'Person 1', role: 'publisher', invitationStatus: 'pending' });
    expect(await d.query.workspaceMembers.findFirst({ where: eq(workspaceMembers.userId, p1!.id) })).toMatchObject({ workspaceId: w.ws2.id, role: 'publisher' });
    const worker = await d.query.users.findFirst({ where: eq(users.email, employeeIdEmail(w.org.clientKey, 'W-3')) });
    expect(worker).toMatchObject({ employeeId: 'W-3', passwordless: true, displayName: 'Worker 3' });
    const [{ mails }] = await d.select({ mails: count() }).from(emailOutbox).where(like(emailOutbox.to, '%@import.example.com'));
    expect(mails).toBe(150);
    const [{ entries }] = await d.select({ entries: count() }).from(auditLog).where(and(eq(auditLog.organizationId, w.org.id), eq(auditLog.action, 'user.add')));
    expect(entries).toBeGreaterThanOrEqual(170);
    console.log(`[bench] import of 200 rows (170 created, 150 invited): ${elapsed} ms`);
  });

  it('streams progress lines, then the report', async () => {
    const csv = `\uFEFF${HEADER}\nstream1@example.com,Stream One,viewer,,\nstream2@example.com,Stream Two,viewer,,\n`;
    const res = await send(w.cookies.admin, csv, { accept: 'application/x-ndjson' });
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const events = (await res.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(events[0]).toEqual({ type: 'progress', phase: 'validate', done: 2, total: 2 });
    expect(events).toContainEqual({ type: 'progress', phase: 'create', done: 2, total: 2 });
    expect(events).toContainEqual({ type: 'progress', phase: 'invite', done: 2, total: 2 });
    expect(events.at(-1)).toMatchObject({ type: 'report', total: 2, summary: { invited: 2 } });
  });

  it('accepts a multipart upload with semicolons and quoted line breaks', async () => {
    const form = new FormData();
    const csv = 'Email;Full Name;Role\r\n"multi@example.com";"Multi\r\nLine";viewer\r\n';
    form.set('file', new File([csv], 'users.csv', { type: 'text/csv' }));
    const req = new Request('http://localhost:3000/api/v1/users/import', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: w.cookies.admin, ...fromAddress('127.0.0.1') },
      body: form,
    });
    const res = await importUsers(req, routeParams({}));
    const body = await res.json();
    // The quoted line break is read as part of the name, which a name may not contain.
    expect(body.items).toEqual([expect.objectContaining({ row: 2, status: 'error', messageKey: 'rules.controlCharacters', email: 'multi@example.com' })]);
    expect(body.items[0].values).toEqual({ email: 'multi@example.com', name: 'Multi\r\nLine', role: 'viewer' });
  });

  it('holds workspace admins to their workspaces, row by row', async () => {
    const csv = [
      HEADER,
      'ws.ok@example.com,Ok,viewer,Assembly,',
      'ws.other@example.com,Other,viewer,Machining,',
      'ws.boss@example.com,Boss,admin-organization,,',
      'ws.none@example.com,None,viewer,,',
      `ws.foreign@example.com,Foreign,viewer,${w.otherWs.id},`,
    ].join('\n');
    const { status, body } = await run(w.cookies.wsAdmin, csv);
    expect(status).toBe(200);
    expect(body.items.map((r: { status: string; messageKey: string }) => [r.status, r.messageKey])).toEqual([
      ['invited', 'adminUsers.import.invited'],
      ['error', 'adminUsers.workspaceNotManaged'],
      ['error', 'adminUsers.cannotAddOrgAdmin'],
      ['error', 'adminUsers.workspaceRequired'],
      // Another organisation's workspace id is unknown here.
      ['error', 'adminUsers.import.unknownWorkspace'],
    ]);
  });

  it('rejects bad files before creating anyone', async () => {
    const tooMany = [HEADER, ...Array.from({ length: 5001 }, (_, i) => `many${i}@example.com,,,,`)].join('\n');
    expect((await run(w.cookies.admin, tooMany)).status).toBe(413);
    expect(await run(w.cookies.admin, 'name,role\nA,viewer')).toMatchObject({ status: 422, body: { error: { message: 'adminUsers.import.missingColumns' } } });
    expect(await run(w.cookies.admin, `${HEADER}\n"open@example.com,x,,,`)).toMatchObject({ status: 422, body: { error: { message: 'adminUsers.import.unclosedQuote' } } });
    expect((await run(w.cookies.admin, HEADER)).status).toBe(422);
    const json = await importUsers(apiRequest('/api/v1/users/import', { method: 'POST', cookie: w.cookies.admin, body: { rows: [] } }), routeParams({}));
    expect(json.status).toBe(400);
    const big = await send(w.cookies.admin, 'x', { 'content-length': String(3 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect((await run(w.cookies.viewer, `${HEADER}\nv@example.com,,,,`)).status).toBe(403);
    expect((await run(w.cookies.publisher, `${HEADER}\nv@example.com,,,,`)).status).toBe(403);
    const d = await db();
    expect(await d.query.users.findFirst({ where: eq(users.email, 'many0@example.com') })).toBeUndefined();
  });
});
