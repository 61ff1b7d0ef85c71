import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASE_CLIENT_NAMESPACES, CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';

describe('client message namespaces', () => {
  // A page's catalogue is served only when every namespace it names exists (else 404, and a
  // client-side navigation to the page fails without a word).
  it('names only namespaces the message files have', () => {
    const en = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, unknown>;
    const missing = [...BASE_CLIENT_NAMESPACES, ...Object.values(CLIENT_NAMESPACES).flat()].filter((ns) => !(ns in en));
    expect(missing).toEqual([]);
  });
});
