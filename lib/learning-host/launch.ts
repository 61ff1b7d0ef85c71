import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflows } from '@/db/schema';
import { findOrgById, recordLoginActivity } from '@/lib/auth/queries';
import { consumeAttempt } from '@/lib/auth/rate-limit';
import { AppError } from '@/lib/http/errors';
import { isFeatureOn, parseOrgSettings } from '@/lib/orgs/settings';
import { issueCustomToken } from './custom-token';
import { exportProcessExists } from './export-process';
import { provisionLearner } from './learners';
import { verifyLearnerSignature, verifyPackageToken } from './package-token';
import type { ValidateInput, ValidateReply } from './schema';

export const HOST_METHOD = 'learning-host';
/**
 * How old a launcher's signature may be: it is made when the LMS opens the package, and the page
 * validates at once. Fifteen minutes back and five ahead leave room for slow pages and learners'
 * clocks, and a launch address copied from a history or a log stops working soon after.
 */
export const LAUNCH_MAX_AGE_MS = 15 * 60_000;
export const LAUNCH_MAX_AHEAD_MS = 5 * 60_000;

export type LaunchMeta = { ip: string; userAgent?: string | null; now?: Date };

/** Every refusal reads the same to the caller ('no permission', spec 02 §8); the reason goes to the login activity. */
const noPermission = () => new AppError('forbidden', 'learningHost.noPermission');

/** The package's workflows that really are its organisation's (a token naming another organisation's id gains nothing). */
async function ownWorkflowIds(db: Db, orgId: string, ids: string[]) {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return [];
  const rows = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.organizationId, orgId), inArray(workflows.id, uuids)));
  return rows.map((r) => r.id);
}

/**
 * POST /api/v1/learning-host/validate (spec 02 §7): checks the package token and the launcher's
 * signature over the learner values (and its age), the organisation's `rustici` product and
 * enableSCORM feature, that the export still exists and names this workflow of the organisation;
 * then finds or creates the learner's account and hands out a short-lived, single-use custom token.
 * Launches are rate-limited per learner id and address before anything is checked (429).
 */
export async function validateLaunch(db: Db, input: ValidateInput, meta: LaunchMeta): Promise<ValidateReply['item']> {
  const now = meta.now ?? new Date();
  await consumeAttempt(db, 'learning-host', { account: input.lid, ip: meta.ip });
  const claims = verifyPackageToken(input.pkg);
  const refuse = async (reason: string, orgId?: string) => {
    await recordLoginActivity(db, { orgId: orgId ?? null, login: input.lid, method: HOST_METHOD, success: false, reason, ip: meta.ip, userAgent: meta.userAgent });
    return noPermission();
  };
  if (!claims) throw await refuse('learningHost.badPackage');
  const org = await findOrgById(db, claims.orgId);
  if (!org || !org.isActive) throw await refuse('learningHost.badPackage');
  if (!verifyLearnerSignature(input.pkg, { id: input.lid, name: input.lname, issuedAtMs: input.ts }, input.sig)) {
    throw await refuse('learningHost.badSignature', org.id);
  }
  const age = now.getTime() - input.ts;
  if (age > LAUNCH_MAX_AGE_MS || -age > LAUNCH_MAX_AHEAD_MS) throw await refuse('learningHost.launchExpired', org.id);
  const settings = parseOrgSettings(org.settings);
  if (!settings.products.rustici || !isFeatureOn(settings, 'enableSCORM')) throw await refuse('learningHost.featureOff', org.id);
  if (!(await exportProcessExists(db, org.id, claims.exportId))) throw await refuse('learningHost.exportGone', org.id);
  const workflowIds = await ownWorkflowIds(db, org.id, claims.workflowIds);
  if (!workflowIds.includes(input.workflowId)) throw await refuse('learningHost.notInPackage', org.id);

  const { user, isNewUser } = await provisionLearner(db, org, { id: input.lid, name: input.lname });
  if (user.disabled) throw await refuse('auth.accountDisabled', org.id);
  const customToken = await issueCustomToken(db, { orgId: org.id, userId: user.id, scope: { exportId: claims.exportId, workflowIds }, now });
  await recordLoginActivity(db, { orgId: org.id, userId: user.id, login: input.lid, method: HOST_METHOD, success: true, ip: meta.ip, userAgent: meta.userAgent });
  return { customToken, type: 'customToken', isNewUser, displayName: user.displayName };
}
