import { AppError } from './errors';
import { getRequestSession, type SessionContext } from '@/lib/auth/session';
import { hasAccess, type AccessFlag } from '@/lib/access/access';
import { assertIpAllowed } from '@/lib/access/ip-restriction';
import { isSameOrigin } from './origin';
import { errorResponse } from './respond';
import { deploymentAware } from './deployment';

export { errorResponse };

type Params = Record<string, string | string[]>;
type Ctx<S> = { req: Request; params: Params; session: S };
type Options = {
  auth?: 'required' | 'optional' | 'none';
  access?: AccessFlag;
  orgAdmin?: boolean;
  /** The IP check itself must answer a blocked address. */
  allowBlockedIp?: boolean;
};

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new AppError('bad_request', 'errors.bad_json');
  }
}

/** As readJson, for a body that may be left out: no body reads as {}. */
export async function readOptionalJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'errors.bad_json');
  }
}

/**
 * Wraps a route handler: Origin check on writes, session + organisation + access flag, and the
 * error → JSON mapping; marks previews' responses not to be indexed. Nothing product-specific belongs here.
 */
export function route<S extends Options>(
  options: S,
  handler: (ctx: Ctx<S['auth'] extends 'none' | 'optional' ? SessionContext | null : SessionContext>) => Promise<Response>,
) {
  return deploymentAware(async (req: Request, context: { params: Promise<Params> }) => {
    try {
      if (WRITE.has(req.method) && !isSameOrigin(req)) throw new AppError('forbidden', 'errors.bad_origin');
      const params = context?.params ? await context.params : {};
      const session = options.auth === 'none' ? null : await getRequestSession(req);
      if (!session && (options.auth ?? 'required') === 'required') throw new AppError('unauthorized');
      // Optional-auth routes (logout, error log) stay reachable from a blocked address.
      if (session && (options.auth ?? 'required') === 'required' && !options.allowBlockedIp) assertIpAllowed(session, req.headers);
      if (session && options.access && !hasAccess(session.access, options.access)) throw new AppError('forbidden');
      if (session && options.orgAdmin && !session.access.isOrgAdmin) throw new AppError('forbidden');
      // The cast is safe: 'required' routes have thrown above when there is no session.
      return await handler({ req, params, session } as Ctx<never>);
    } catch (error) {
      return errorResponse(error);
    }
  });
}
