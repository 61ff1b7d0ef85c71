import 'server-only';
import { sql } from 'drizzle-orm';
import { cache } from 'react';
import { forIdReads, getDb, prepareCachedRead, type Db } from '@/db/client';
import { builtOncePer } from '@/db/prepared';
import type { SessionContext } from '@/lib/auth/session';
import { answeredOfJson, consentsWithAnswersJson } from '@/lib/consents/queries';
import { newCountColumn } from '@/lib/notifications/queries';
import { myWorkspacesOf, workspaceScope } from '@/lib/workspaces/lists';
import { scopedRowsOfJson, scopedWorkspacesJson } from '@/lib/workspaces/queries';

type Caller = Pick<SessionContext, 'user' | 'org'>;

/**
 * Everything the signed-in shell reads besides the session, in one statement (issue 15: each round
 * trip costs the shell a driver call, socket writes and a result to parse): the side menu's
 * workspaces ('view' scope), the bell's badge and the consents with the caller's answers. Each
 * part is its domain's own query (lib/workspaces, lib/notifications, lib/consents), each filtered
 * by the organisation; only the caller's ids are parameters, so the statement is built once per
 * database and workspace scope (an org admin sees every workspace).
 */
function shellStatement(db: Db, seeAll: boolean) {
  const ids = { orgId: sql.placeholder('orgId'), userId: sql.placeholder('userId') } as unknown as { orgId: string; userId: string };
  const query = db
    .select({
      workspaces: scopedWorkspacesJson(db, { ...ids, seeAll, roles: null }),
      newCount: newCountColumn(db, ids),
      consents: consentsWithAnswersJson(db, ids),
    })
    .from(sql`(select 1) as shell`);
  // On the embedded database the answer is kept until a table it reads is written (db/pglite-reads.ts).
  return prepareCachedRead(db, query, `shell_reads_${seeAll ? 'all' : 'member'}`);
}

const shellStatements = builtOncePer<boolean, ReturnType<typeof shellStatement>>();

/** The shell's reads for the caller, once per request (the home overview lists the same workspaces). */
export const readShell = cache(async (caller: Caller) => {
  const db = forIdReads(await getDb());
  const { seeAll } = workspaceScope(caller, 'view');
  const [row] = await shellStatements(db, seeAll, () => shellStatement(db, seeAll)).execute({ orgId: caller.org.id, userId: caller.user.id });
  return { workspaceRows: scopedRowsOfJson(row.workspaces), newCount: row.newCount, consentRows: answeredOfJson(row.consents) };
});

/** The caller's own workspaces (listMyWorkspaces), from the shell's read of this request. */
export const listMyShellWorkspaces = async (caller: Caller) => myWorkspacesOf((await readShell(caller)).workspaceRows);
