import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps components/ and app/ on the one API helper (eslint.config.mjs). */
const source = "export async function load() {\n  await fetch('/api/v1/teams');\n  await window.fetch('/api/v1/teams');\n}\n";

async function fetchProblems(filePath: string) {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

describe('raw fetch outside the API helper', () => {
  it('is refused in components/ and app/', async () => {
    expect(await fetchProblems('components/editor/probe.ts')).toEqual([2, 3]);
    expect(await fetchProblems('app/(app)/probe/page.tsx')).toEqual([2, 3]);
  }, 60_000);

  it('is allowed in the helper itself and the HLS prefetch of media files', async () => {
    expect(await fetchProblems('components/ui/api-request.ts')).toEqual([]);
    expect(await fetchProblems('components/player/hls-prefetch-cache.ts')).toEqual([]);
  }, 60_000);
});
