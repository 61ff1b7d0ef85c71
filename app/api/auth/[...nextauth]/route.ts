import { handleAuthRequest } from '@/lib/auth/sso/auth-handler';
import { deploymentAware } from '@/lib/http/deployment';

// Sessions and SSO read the database on every call: never prerendered, always on Node.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// GET|POST /api/auth/* – next-auth's sign-in, callback, csrf, session and sign-out endpoints
// (credentials, Google, Microsoft Entra ID and each organisation's own OIDC provider)
export const GET = deploymentAware(handleAuthRequest);
export const POST = GET;
