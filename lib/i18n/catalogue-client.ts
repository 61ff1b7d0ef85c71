import type { AbstractIntlMessages } from 'next-intl';

/**
 * Where client components find their message catalogues: a global that the catalogue's script
 * (`/api/v1/i18n/...js`, cached by the browser for good) fills before the page hydrates, and that
 * the server fills for its own render. Pages then carry a reference to their catalogue instead of
 * the messages themselves.
 */
const GLOBAL = '__openhowMessages';
type Store = Record<string, AbstractIntlMessages>;

function store(): Store {
  const scope = globalThis as unknown as Record<string, Store | undefined>;
  return (scope[GLOBAL] ??= {});
}

export function registeredCatalogue(id: string): AbstractIntlMessages | undefined {
  return store()[id];
}

export function registerCatalogue(id: string, messages: AbstractIntlMessages): void {
  store()[id] = messages;
}

/** The script that registers a catalogue: what `/api/v1/i18n/{id}.js` answers. */
export function catalogueScript(id: string, json: string): string {
  return `(self.${GLOBAL}||(self.${GLOBAL}={}))[${JSON.stringify(id)}]=${json};`;
}

const loading = new Map<string, Promise<AbstractIntlMessages>>();

const FETCH_ATTEMPTS = 3;

async function fetchCatalogue(id: string, url: string): Promise<AbstractIntlMessages> {
  let lastError: unknown;
  for (let attempt = 0; attempt < FETCH_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    try {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`catalogue ${id}: HTTP ${res.status}`);
      const messages = (await res.json()) as AbstractIntlMessages;
      registerCatalogue(id, messages);
      return messages;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * A catalogue that the page's HTML did not bring: a page reached by client-side navigation, whose
 * script React does not run. Loaded once as JSON (the same address with `.json`).
 */
export function loadCatalogue(id: string, src: string): Promise<AbstractIntlMessages> {
  let pending = loading.get(id);
  if (!pending) {
    pending = fetchCatalogue(id, src.replace(/\.js$/, '.json'));
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}
