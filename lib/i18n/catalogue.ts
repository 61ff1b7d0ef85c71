import { createHash } from 'node:crypto';
import type { AbstractIntlMessages } from 'next-intl';
import { registerCatalogue } from './catalogue-client';
import { BASE_CLIENT_NAMESPACES, pickMessages } from './client-namespaces';
import { LOCALES, type Locale } from './config';
import { loadMessages, type Catalogue } from './messages';

/**
 * Client message catalogues as cacheable files. A page's client components need a few namespaces
 * of the catalogue; sent inside every page's RSC payload they were a third of a signed-in page and
 * a tenth of its server time (serialised, parsed again for the HTML, escaped into it, compressed,
 * on every request). Instead each selection of namespaces is one small script per locale, named
 * by a hash of its content so browsers keep it until the messages change, and the page carries
 * only its address.
 *
 * id: `{locale}/{selection}/{hash}` where selection is `all`, `base` (the base namespaces only),
 * or the extra namespaces, sorted and comma-separated.
 */
export type ClientCatalogue = { id: string; src: string; json: string };

const ALL = 'all';
const BASE_ONLY = 'base';
const BASE: readonly string[] = BASE_CLIENT_NAMESPACES;

export function selectionOf(namespaces: readonly string[] | 'all'): string {
  if (namespaces === 'all') return ALL;
  const extra = [...new Set(namespaces)].filter((ns) => !BASE.includes(ns)).sort();
  return extra.length > 0 ? extra.join(',') : BASE_ONLY;
}

function build(locale: Locale, all: Catalogue, selection: string): ClientCatalogue & { messages: Catalogue } {
  const messages = selection === ALL ? all : pickMessages(all, selection === BASE_ONLY ? [] : selection.split(','));
  const json = JSON.stringify(messages);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
  const id = `${locale}/${selection}/${hash}`;
  return { id, src: `/api/v1/i18n/${id}.js`, json, messages };
}

// One entry per locale and selection the pages ask for (a fixed, small set).
const built = new Map<string, ClientCatalogue>();

/** The catalogue of a page's namespaces, built once per process; the server's render finds it too. */
export function clientCatalogue(locale: Locale, all: Catalogue, namespaces: readonly string[] | 'all'): ClientCatalogue {
  const selection = selectionOf(namespaces);
  const key = `${locale}/${selection}`;
  let catalogue = built.get(key);
  if (!catalogue) {
    const { messages, ...made } = build(locale, all, selection);
    registerCatalogue(made.id, messages as AbstractIntlMessages);
    catalogue = made;
    built.set(key, catalogue);
  }
  return catalogue;
}

/**
 * The catalogue an address names, or null when its locale or a namespace does not exist or the
 * selection is not in its normal form. Built afresh unless a page already asked for it, so that
 * addresses made up by a client cannot grow the server's memory.
 */
export async function catalogueFor(locale: string, selection: string): Promise<ClientCatalogue | null> {
  if (!(LOCALES as readonly string[]).includes(locale)) return null;
  const all = await loadMessages(locale as Locale);
  if (selection !== ALL && selection !== BASE_ONLY) {
    const names = selection.split(',');
    if (names.some((ns) => !Object.hasOwn(all, ns)) || selectionOf(names) !== selection) return null;
  }
  return built.get(`${locale}/${selection}`) ?? build(locale as Locale, all, selection);
}
