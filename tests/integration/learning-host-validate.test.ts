import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { learningHostLearners, loginActivity, organizations, scormExportProcesses, users } from '@/db/schema';
import { signPackageToken } from '@/lib/learning-host/package-token';
import { fromAddress } from '../helpers/client-address';
import { db } from '../helpers/factories';
import { hostWorld, launchValues, signIn, validate } from './learning-host-fixtures';

type World = Awaited<ReturnType<typeof hostWorld>>;
let w: World;

beforeAll(async () => {
  w = await hostWorld();
});

const noPermission = async (res: Response) => {
  expect(res.status).toBe(403);
  expect((await res.json()).error).toEqual({ code: 'forbidden', message: 'learningHost.noPermission' });
};

describe('POST /api/v1/learning-host/validate', () => {
  it('creates a viewer account for a new learner, then finds the same one (isNewUser once), and follows the LMS name', async () => {
    const learner = { id: `lms-${randomUUID()}`, name: 'Ada Learner' };
    const first = await validate({ ...launchValues(w.pkg, learner), workflowId: w.privateFlow.workflow.id });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ item: { type: 'customToken', isNewUser: true, displayName: 'Ada Learner' }, errorMessage: null });
    expect(body.item.customToken).toMatch(/^[\w-]{40,}$/);

    const again = await (await validate({ ...launchValues(w.pkg, { ...learner, name: 'Ada L. Learner' }), workflowId: w.openFlow.workflow.id })).json();
    expect(again.item).toMatchObject({ isNewUser: false, displayName: 'Ada L. Learner' });

    const d = await db();
    const links = await d.select().from(learningHostLearners).where(and(eq(learningHostLearners.organizationId, w.org.id), eq(learningHostLearners.learnerId, learner.id)));
    expect(links).toHaveLength(1);
    const user = await d.query.users.findFirst({ where: eq(users.id, links[0].userId) });
    expect(user).toMatchObject({ organizationId: w.org.id, role: 'viewer', passwordHash: null, displayName: 'Ada L. Learner' });
  });

  it('the same LMS id in another organisation is another account', async () => {
    const other = await hostWorld();
    const learner = { id: `lms-${randomUUID()}`, name: 'Twin' };
    await validate({ ...launchValues(w.pkg, learner), workflowId: w.openFlow.workflow.id });
    const res = await (await validate({ ...launchValues(other.pkg, learner), workflowId: other.openFlow.workflow.id })).json();
    expect(res.item.isNewUser).toBe(true);
  });

  it('refuses a forged signature, a changed learner, a forged package and an expired or future launch alike', async () => {
    const learner = { id: 'lms-mallory', name: 'Mallory' };
    const good = launchValues(w.pkg, learner);
    const workflowId = w.openFlow.workflow.id;
    await noPermission(await validate({ ...good, sig: launchValues(w.pkg, learner, good.ts, 'not-the-key').sig, workflowId }));
    await noPermission(await validate({ ...good, lid: 'lms-someone-else', workflowId }));
    await noPermission(await validate({ ...good, lname: 'Someone Else', workflowId }));
    const [payload] = w.pkg.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), workflowIds: [w.outsideFlow.workflow.id] })).toString('base64url')}.${w.pkg.split('.')[1]}`;
    await noPermission(await validate({ ...launchValues(forged, learner), workflowId: w.outsideFlow.workflow.id }));
    await noPermission(await validate({ ...launchValues(w.pkg, learner, Date.now() - 16 * 60_000), workflowId }));
    await noPermission(await validate({ ...launchValues(w.pkg, learner, Date.now() + 6 * 60_000), workflowId }));
    // Nothing was created for the refused learner; each refusal is in the login activity with its reason.
    const d = await db();
    expect(await d.select().from(learningHostLearners).where(eq(learningHostLearners.learnerId, 'lms-mallory'))).toEqual([]);
    const reasons = (await d.select().from(loginActivity).where(and(eq(loginActivity.login, 'lms-mallory'), eq(loginActivity.method, 'learning-host')))).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['learningHost.badSignature', 'learningHost.badPackage', 'learningHost.launchExpired']));
  });

  it('refuses a workflow outside the package, and another organisation’s workflow named in a package', async () => {
    const learner = { id: `lms-${randomUUID()}`, name: 'Out' };
    await noPermission(await validate({ ...launchValues(w.pkg, learner), workflowId: w.outsideFlow.workflow.id }));
    const crossing = signPackageToken({ orgId: w.org.id, exportId: w.exportId, workflowIds: [w.foreignFlow.workflow.id] });
    await noPermission(await validate({ ...launchValues(crossing, learner), workflowId: w.foreignFlow.workflow.id }));
    // A package of the other organisation cannot reach this organisation's workflow either.
    const reversed = signPackageToken({ orgId: w.other.id, exportId: w.exportId, workflowIds: [w.openFlow.workflow.id] });
    await noPermission(await validate({ ...launchValues(reversed, learner), workflowId: w.openFlow.workflow.id }));
  });

  it('refuses a package once its export process is deleted', async () => {
    const revoked = await hostWorld();
    const learner = { id: `lms-${randomUUID()}`, name: 'Revoked' };
    expect((await validate({ ...launchValues(revoked.pkg, learner), workflowId: revoked.openFlow.workflow.id })).status).toBe(200);
    await (await db()).delete(scormExportProcesses).where(eq(scormExportProcesses.id, revoked.exportId));
    await noPermission(await validate({ ...launchValues(revoked.pkg, learner), workflowId: revoked.openFlow.workflow.id }));
  });

  it('is gated by the rustici product and enableSCORM (plan flag and admin switch), and by an active organisation', async () => {
    const learner = { id: `lms-${randomUUID()}`, name: 'Gate' };
    for (const settings of [
      { features: { enableSCORM: { featureEnabled: true, enabled: true } } },
      { products: { rustici: true } },
      { products: { rustici: true }, features: { enableSCORM: { featureEnabled: false, enabled: true } } },
    ]) {
      const gated = await hostWorld(settings);
      await noPermission(await validate({ ...launchValues(gated.pkg, learner), workflowId: gated.openFlow.workflow.id }));
    }
    const closing = await hostWorld();
    await (await db()).update(organizations).set({ isActive: false }).where(eq(organizations.id, closing.org.id));
    await noPermission(await validate({ ...launchValues(closing.pkg, learner), workflowId: closing.openFlow.workflow.id }));
  });

  it('answers 422 for malformed launch values', async () => {
    const res = await validate({ pkg: w.pkg, lid: '', ts: 'soon', sig: 'x', workflowId: 'nope' });
    expect(res.status).toBe(422);
  });
});

describe('the launch rate limit', () => {
  it('answers 429 with the translated message key after 20 launches of one learner from one address; others go on', async () => {
    const learner = { id: `lms-${randomUUID()}`, name: 'Rita Repeat' };
    const from = (address: string) => fromAddress(address);
    const send = (address: string, who = learner) => validate({ ...launchValues(w.pkg, who), workflowId: w.openFlow.workflow.id }, from(address));
    for (let i = 0; i < 20; i++) expect((await send('198.51.100.70')).status).toBe(200);
    const limited = await send('198.51.100.70');
    expect(limited.status).toBe(429);
    const { error } = await limited.json();
    expect(error).toMatchObject({ code: 'rate_limited', message: 'errors.rate_limited' });
    expect(error.details.retryAfter).toBeGreaterThan(0);
    // Another learner at that address, and the same learner elsewhere, are not held back.
    expect((await send('198.51.100.70', { id: `lms-${randomUUID()}`, name: 'Other' })).status).toBe(200);
    expect((await send('198.51.100.71')).status).toBe(200);
  });
});

describe('POST /api/v1/learning-host/sign-in', () => {
  it('trades a custom token once for a bearer session; a used or made-up token is refused', async () => {
    const { item } = await (await validate({ ...launchValues(w.pkg, { id: `lms-${randomUUID()}`, name: 'Once' }), workflowId: w.openFlow.workflow.id })).json();
    const first = await signIn(item.customToken);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.item.accessToken).toEqual(expect.any(String));
    expect(Date.parse(body.item.expiresAt)).toBeGreaterThan(Date.now() + 7 * 3600_000);
    // On plain http there is no cookie: SameSite=None needs Secure.
    expect(first.headers.get('set-cookie')).toBeNull();
    expect((await signIn(item.customToken)).status).toBe(401);
    expect((await signIn('x'.repeat(43))).status).toBe(401);
  });
});
