/**
 * Message namespaces sent to the browser. Server components translate on the server, so a page
 * ships only what its client components (and the API error keys they show) need — the whole
 * catalogue of every feature would otherwise ride along in every page's HTML.
 */
export const BASE_CLIENT_NAMESPACES = ['common', 'errors', 'rules', 'alert', 'auth', 'sso', 'access', 'idle'] as const;

export const CLIENT_NAMESPACES = {
  login: ['login', 'policy', 'authHeader'],
  account: ['account', 'pages'],
  shell: ['shell', 'nav', 'header', 'notifications', 'workspaces', 'home'],
  profile: ['profile', 'consents'],
  sharedDevice: ['sharedDevice'],
} as const;

export function pickMessages(all: Record<string, unknown>, namespaces: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const ns of [...BASE_CLIENT_NAMESPACES, ...namespaces]) if (ns in all) out[ns] = all[ns];
  return out;
}
