import { AppError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { catalogueFor } from '@/lib/i18n/catalogue';
import { catalogueScript } from '@/lib/i18n/catalogue-client';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const FILE = /^([A-Za-z0-9_-]{1,64})\.(js|json)$/;
const FOREVER = 'public, max-age=31536000, immutable';

// GET /api/v1/i18n/{locale}/{selection}/{hash}.js|.json – a client message catalogue (lib/i18n/catalogue.ts):
// a script that registers it (pages load it before they hydrate) or the bare JSON (client-side navigation).
// Messages are public; an address with an old hash gets today's messages, not kept.
export const GET = route({ auth: 'none' }, async ({ params }) => {
  const file = FILE.exec(String(params.file));
  const catalogue = file ? await catalogueFor(String(params.locale), String(params.selection)) : null;
  if (!file || !catalogue) throw new AppError('not_found');
  const [, hash, kind] = file;
  const id = `${params.locale}/${params.selection}/${hash}`;
  const headers = { 'Cache-Control': catalogue.id === id ? FOREVER : 'no-store' };
  if (kind === 'json') return new Response(catalogue.json, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
  return new Response(catalogueScript(id, catalogue.json), { headers: { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' } });
});
