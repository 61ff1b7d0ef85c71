// Prints one closing line for the whole `npm test` run ("Tests: N passed, N failed") from the
// JSON reports vitest and Playwright wrote, so CI can read the totals of every stage.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] || '.data/test-results';
let passed = 0;
let failed = 0;
const specSeconds = new Map();
// Playwright's report nests suites (file, describe) around specs whose results carry durations.
const addDurations = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0);
    specSeconds.set(file, (specSeconds.get(file) ?? 0) + ms / 1000);
  }
  for (const child of suite.suites ?? []) addDurations(child, file);
};
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    for (const suite of report.suites ?? []) addDurations(suite, suite.file ?? suite.title);
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that failed to load has no failed test but fails the run.
    if (report.success === false && !report.numFailedTests) failed += 1;
  }
}
if (specSeconds.size) {
  const slowest = [...specSeconds].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log('Slowest e2e spec files (seconds):');
  for (const [file, seconds] of slowest) console.log(`  ${seconds.toFixed(1).padStart(7)}  ${file}`);
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
