import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import type { SessionContext } from '@/lib/auth/session';
import { TOKEN_TTL_HOURS } from '@/lib/auth/tokens';
import { AppError } from '@/lib/http/errors';
import { findDomainsClaimedElsewhere } from '@/lib/orgs/settings-ops/queries';
import { toAdminUserDto } from './dto';
import type { UserPlan } from './plan';
import { findOrgWorkspace } from './queries';
import type { AdminUserDto } from './schema';

/**
 * Keeps other organisations private from an admin who invites people (issue #15): whether an
 * address has an account elsewhere is never told, and another organisation's SSO email domain
 * cannot be invited into this one.
 */

export const SSO_DOMAIN_TAKEN = 'adminUsers.emailDomainTaken';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The addresses among `emails` whose domain another organisation signs in with SSO. */
export async function findForeignSsoEmails(db: Db, session: SessionContext, emails: string[]): Promise<Set<string>> {
  const domains = [...new Set(emails.map(domainOf))];
  const claimed = new Set(await findDomainsClaimedElsewhere(db, { orgId: session.org.id, domains }));
  return new Set(emails.filter((e) => claimed.has(domainOf(e))));
}

export async function assertNotForeignSsoEmail(db: Db, session: SessionContext, email: string) {
  if ((await findForeignSsoEmails(db, session, [email])).size) throw new AppError('invalid_input', SSO_DOMAIN_TAKEN);
}

/**
 * What inviting a new address answers, for an address another organisation already holds: the
 * caller cannot tell the two apart, and nothing is stored (one address is one account).
 */
export async function lookalikeInvitedUser(db: Db, session: SessionContext, plan: UserPlan): Promise<AdminUserDto> {
  const workspace = plan.workspaceId ? await findOrgWorkspace(db, { orgId: session.org.id, workspaceId: plan.workspaceId }) : undefined;
  return toAdminUserDto(session, {
    user: {
      id: randomUUID(),
      email: plan.email,
      employeeId: plan.employeeId,
      displayName: plan.displayName,
      role: plan.role,
      shared: plan.shared,
      passwordless: plan.passwordless,
      disabled: false,
      invitationStatus: 'pending',
      hasPassword: false,
      lastInteraction: null,
      createdAt: new Date(),
    },
    total: 1,
    teams: 0,
    inviteExpiresAt: new Date(Date.now() + TOKEN_TTL_HOURS.invite * 3_600_000),
    memberships: workspace && plan.workspaceRole ? [{ id: workspace.id, name: workspace.name, role: plan.workspaceRole }] : [],
  });
}
