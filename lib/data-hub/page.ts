import 'server-only';
import { getDb } from '@/db/client';
import { isAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { dataHubOn, dataHubWorkspaces } from './access';
import type { DataHubWorkspaceOption } from './schema';

/** What /data-hub loads: null when the caller may not use the data hub (the page sends them home). */
export async function loadDataHubPage(session: SessionContext): Promise<{ workspaces: DataHubWorkspaceOption[] } | null> {
  if (!dataHubOn(session.org.settings) || !isAdminRole(session.user.role)) return null;
  return { workspaces: await dataHubWorkspaces(await getDb(), session) };
}
