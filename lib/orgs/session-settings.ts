import { LRUCache } from 'lru-cache';
import { parseOrgSettings, type OrgSettings } from './settings';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const parsedByText = new LRUCache<string, OrgSettings>({ max: 500 });

/**
 * parseOrgSettings for the session, which needs it on every request: the parsed result is kept per
 * stored value (its JSON text, so any change parses afresh) and frozen, since every request shares it.
 */
export function sessionOrgSettings(raw: unknown): OrgSettings {
  const text = JSON.stringify(raw ?? {});
  let parsed = parsedByText.get(text);
  if (!parsed) {
    parsed = deepFreeze(parseOrgSettings(raw));
    parsedByText.set(text, parsed);
  }
  return parsed;
}
