import 'server-only';
import { getDb } from '@/db/client';
import { isAdminRole } from '@/lib/access/roles';
import type { SessionContext } from '@/lib/auth/session';
import { authoredWorkspaces } from '@/lib/workspaces/authored';
import { scormExportOn } from './flags';

export type ScormExportsPageData = { workspaces: Array<{ id: string; name: string }>; thinAllowed: boolean };

/** What /scorm-exports loads: null when the caller may not export (the page sends them home). */
export async function loadScormExportsPage(session: SessionContext): Promise<ScormExportsPageData | null> {
  if (!scormExportOn(session.org.settings) || (!isAdminRole(session.user.role) && !session.access.editor)) return null;
  return { workspaces: await authoredWorkspaces(await getDb(), session), thinAllowed: session.org.settings.products.rustici };
}
