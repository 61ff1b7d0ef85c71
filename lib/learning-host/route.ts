import 'server-only';
import { route } from '@/lib/http/route';
import { requireHostSession, type HostSession } from './host-session';

type Params = Record<string, string | string[]>;

/**
 * The host player's routes: the wrapper's Origin check and error mapping, with the learning-host
 * session (bearer or partitioned cookie) in place of the app's session, checked on every call.
 */
export const hostRoute = (handler: (ctx: { req: Request; params: Params; session: HostSession }) => Promise<Response>) =>
  route({ auth: 'none' }, async ({ req, params }) => handler({ req, params, session: await requireHostSession(req) }));
