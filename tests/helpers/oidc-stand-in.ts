import { generateKeyPairSync } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenID Connect identity provider for tests: the `oidc-provider` package on 127.0.0.1,
 * with configured clients and accounts. Its login step picks the account whose email matches the
 * `login_hint` at once; without a hint it shows one "Sign in as <email>" button per account.
 * Consent is implied (first-party client), so a sign-in is one click or none.
 */
export type StandInAccount = {
  sub: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
  /** More claims for the ID token; list their names in the options' `extraClaims`. */
  claims?: Record<string, unknown>;
};
export type StandInClient = { clientId: string; clientSecret: string; redirectUris: string[] };
export type StandInOptions = { clients: StandInClient[]; accounts: StandInAccount[]; port?: number; extraClaims?: string[] };
export type OidcStandIn = {
  issuer: string;
  /** Authorization-request parameters seen at the login step, oldest first. */
  requests: Record<string, unknown>[];
  close: () => Promise<void>;
};

type Details = { uid: string; prompt: { name: string }; params: Record<string, unknown>; session?: { accountId?: string } };
type GrantLike = { addOIDCScope: (scope: string) => void; save: () => Promise<string> };
type Ctx = { oidc: { client: { clientId: string }; session: { accountId?: string; grantIdFor: (c: string) => string | undefined }; result?: { consent?: { grantId?: string } } } };
type Provider = {
  callback: () => (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails: (req: IncomingMessage, res: ServerResponse) => Promise<Details>;
  interactionFinished: (req: IncomingMessage, res: ServerResponse, result: object, opts?: object) => Promise<void>;
  Grant: { new (init: { clientId: string; accountId?: string }): GrantLike; find: (id: string) => Promise<GrantLike | undefined> };
};
type ProviderClass = new (issuer: string, config: object) => Provider;

/** Where the Playwright spec's stand-in listens and how the demo organisation reaches it. */
export const E2E_OIDC = {
  issuer: process.env.E2E_OIDC_ISSUER || 'http://127.0.0.1:3199',
  clientId: process.env.E2E_OIDC_CLIENT_ID || 'openhow-e2e',
  clientSecret: process.env.E2E_OIDC_CLIENT_SECRET || 'e2e-oidc-client-secret',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, accounts: StandInAccount[]) {
  const buttons = accounts
    .map((a) => `<li><button type="submit" name="sub" value="${escapeHtml(a.sub)}">Sign in as ${escapeHtml(a.email)}</button></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><title>Stand-in identity provider</title></head><body><main>
<h1>Stand-in identity provider</h1><form method="post" action="/interaction/${uid}/login"><ul>${buttons}</ul></form>
<a href="/interaction/${uid}/abort">Cancel</a></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

export async function startOidcStandIn(options: StandInOptions): Promise<OidcStandIn> {
  const { default: OidcProvider } = (await import('oidc-provider' as string)) as { default: ProviderClass };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = options.accounts;
  const requests: Record<string, unknown>[] = [];
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new OidcProvider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...signingKey, kid: 'stand-in', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', ...(options.extraClaims ?? [])] },
    // Relying parties that read the ID token (next-auth with idToken: true) get the scope claims in it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'text/plain';
      ctx.body = `stand-in error: ${out.error} ${out.error_description ?? ''}`;
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.find((a) => a.sub === id);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({
          ...account.claims,
          sub: account.sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? account.email,
        }),
      };
    },
    // A first-party client: every scope is granted without a consent screen.
    async loadExistingGrant(ctx: Ctx) {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const finishLogin = (req: IncomingMessage, res: ServerResponse, accountId: string) =>
    provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const [, , uid, step] = (req.url ?? '').split('?')[0].split('/');
    const details = await provider.interactionDetails(req, res);
    if (step === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' }, { mergeWithLastSubmission: false });
    }
    if (step === 'login' && req.method === 'POST') {
      const sub = (await readForm(req)).get('sub') ?? '';
      if (!accounts.some((a) => a.sub === sub)) throw new Error(`unknown stand-in account ${sub}`);
      return finishLogin(req, res, sub);
    }
    requests.push({ ...details.params });
    const hint = String(details.params.login_hint ?? '').toLowerCase();
    const hinted = accounts.find((a) => a.email.toLowerCase() === hint);
    if (details.prompt.name === 'login' && hinted) return finishLogin(req, res, hinted.sub);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(loginPage(uid, accounts));
  }

  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    interaction(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`stand-in interaction failed: ${String(error)}`);
    });
  });

  return {
    issuer,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `npx tsx --conditions=react-server tests/helpers/oidc-stand-in.ts configure <clientKey>` (before the e2e server starts):
 * points that organisation's SSO at the stand-in of E2E_OIDC, for its demo email domain.
 */
async function configureOrg(clientKey: string, domain: string) {
  const { getDb, closeDb } = await import('@/db/client');
  const { organizations } = await import('@/db/schema');
  const { eq } = await import('drizzle-orm');
  const sso = { ssoLoginOnly: false, emailDomains: [domain], oidc: { ...E2E_OIDC, label: 'Demo SSO' } };
  const rows = await (await getDb()).update(organizations).set({ sso }).where(eq(organizations.clientKey, clientKey)).returning();
  await closeDb();
  if (rows.length !== 1) throw new Error(`no organisation with client key ${clientKey}`);
  console.log(`[oidc-stand-in] ${clientKey} signs in through ${E2E_OIDC.issuer}`);
}

if (process.argv[1]?.endsWith('oidc-stand-in.ts') && process.argv[2] === 'configure') {
  configureOrg(process.argv[3] ?? 'demo', process.argv[4] ?? 'demo.example.com').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
