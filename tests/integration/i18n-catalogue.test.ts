import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/i18n/[locale]/[selection]/[file]/route';
import { clientCatalogue, selectionOf } from '@/lib/i18n/catalogue';
import { registeredCatalogue } from '@/lib/i18n/catalogue-client';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { loadMessages } from '@/lib/i18n/messages';
import { apiRequest, routeParams } from '../helpers/factories';

const get = (locale: string, selection: string, file: string) =>
  GET(apiRequest(`/api/v1/i18n/${locale}/${selection}/${file}`), routeParams({ locale, selection, file }));

describe('client message catalogues', () => {
  it('names a selection by its extra namespaces, sorted, with the base ones implied', () => {
    expect(selectionOf(['shell', 'nav', 'common', 'nav'])).toBe('nav,shell');
    expect(selectionOf(['errors'])).toBe('base');
    expect(selectionOf([])).toBe('base');
    expect(selectionOf('all')).toBe('all');
  });

  it('serves a page catalogue as a script the browser keeps, that registers exactly the page namespaces', async () => {
    const zh = await loadMessages('zh');
    const catalogue = clientCatalogue('zh', zh, CLIENT_NAMESPACES.shell);
    const [, locale, selection, hash] = /^\/api\/v1\/i18n\/([^/]+)\/([^/]+)\/([^/]+)\.js$/.exec(catalogue.src)!;
    expect(catalogue.id).toBe(`${locale}/${selection}/${hash}`);
    // The server's own render finds it without a request.
    expect(registeredCatalogue(catalogue.id)).toHaveProperty('shell', zh.shell);

    const res = await get(locale, selection, `${hash}.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const self: Record<string, Record<string, Record<string, unknown>>> = {};
    runInNewContext(await res.text(), { self });
    const registered = self.__openhowMessages[catalogue.id];
    expect(Object.keys(registered).sort()).toEqual(
      ['common', 'errors', 'rules', 'alert', 'auth', 'sso', 'access', 'idle', ...CLIENT_NAMESPACES.shell].sort(),
    );
    expect(registered.nav).toEqual(zh.nav);

    const json = await get(locale, selection, `${hash}.json`);
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(await json.json()).toEqual(registered);
  });

  it('answers an old hash with the current messages, not kept, under the address asked for', async () => {
    const res = await get('en', 'base', 'stale0hash.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const self: Record<string, Record<string, Record<string, unknown>>> = {};
    runInNewContext(await res.text(), { self });
    expect(self.__openhowMessages['en/base/stale0hash'].common).toEqual((await loadMessages('en')).common);
  });

  it('refuses unknown locales, namespaces, selections not in normal form and other files', async () => {
    for (const [locale, selection, file] of [
      ['xx', 'base', 'a.js'],
      ['en', 'nosuchnamespace', 'a.js'],
      ['en', 'shell,nav', 'a.js'], // not sorted
      ['en', 'common', 'a.js'], // a base namespace is implied, never named
      ['en', 'base', 'a.css'],
      ['en', 'base', '../a.js'],
    ]) {
      const res = await get(locale, selection, file);
      expect(res.status, `${locale}/${selection}/${file}`).toBe(404);
      expect(await res.text()).not.toContain('"common"');
    }
  });
});
