import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALLED_ROUTES, ROUTE_SEGMENTS, routeFamilyOf } from '@/lib/shell/installed-routes';

const APP = path.resolve('app');

const hasPage = (dir: string): boolean =>
  existsSync(path.join(dir, 'page.tsx')) || readdirSync(dir, { withFileTypes: true }).some((e) => e.isDirectory() && hasPage(path.join(dir, e.name)));

/** Whether app/ serves pages under the first path segment `name` (directly or inside a route group). */
function hasPageUnder(dir: string, name: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((e) => {
    if (!e.isDirectory()) return false;
    if (e.name === name) return hasPage(path.join(dir, e.name));
    return /^\(.+\)$/.test(e.name) && hasPageUnder(path.join(dir, e.name), name);
  });
}

describe('the registry of installed routes', () => {
  // The registry is written by hand; this keeps it honest in both directions: an installed family
  // whose pages are missing would bring the 404s back, a built family left off would hide a feature.
  it('marks a family installed exactly when app/ has its pages', () => {
    for (const segment of ROUTE_SEGMENTS) {
      const family = routeFamilyOf(`/${segment}/x`)!;
      expect(hasPageUnder(APP, segment), `/${segment} (${family})`).toBe(INSTALLED_ROUTES[family]);
    }
  });
});
