// Prints one closing line for the whole `npm test` run ("Tests: N passed, N failed") from the
// JSON reports vitest and Playwright wrote, so CI can read the totals of every stage.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] || '.data/test-results';
let passed = 0;
let failed = 0;
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that failed to load has no failed test but fails the run.
    if (report.success === false && !report.numFailedTests) failed += 1;
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
