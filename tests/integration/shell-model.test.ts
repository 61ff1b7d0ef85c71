import { afterEach, describe, expect, it } from 'vitest';
import { loadSessionContext, type SessionContext } from '@/lib/auth/session';
import { buildShellModel } from '@/lib/shell/model';
import { createOrg, createUser, db, sessionCookie } from '../helpers/factories';

afterEach(() => {
  delete process.env.VERCEL_ENV;
  delete process.env.OPENHOW_DEPLOYMENT;
});

async function viewerSession() {
  const { sessionId } = await sessionCookie(await createUser((await createOrg()).id, 'viewer'));
  return (await loadSessionContext(await db(), sessionId)) as SessionContext;
}

describe('buildShellModel: the preview ribbon', () => {
  it('tells the shell it runs on a preview deployment', async () => {
    const session = await viewerSession();
    process.env.VERCEL_ENV = 'preview';
    expect((await buildShellModel(session)).isPreview).toBe(true);
    delete process.env.VERCEL_ENV;
    process.env.OPENHOW_DEPLOYMENT = 'preview';
    expect((await buildShellModel(session)).isPreview).toBe(true);
  });

  it('shows no ribbon in production or where nothing is said', async () => {
    const session = await viewerSession();
    expect((await buildShellModel(session)).isPreview).toBe(false);
    process.env.VERCEL_ENV = 'production';
    expect((await buildShellModel(session)).isPreview).toBe(false);
  });
});
