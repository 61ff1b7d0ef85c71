#!/usr/bin/env bash
# npm test – the whole suite: lint, type check, unit, integration (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then a production build driven by Playwright in real Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
OPENHOW_WITH_BROWSER=1 bash scripts/ensure-system.sh
[ -d node_modules/next ] && [ node_modules/.package-lock.json -nt package-lock.json ] || npm install --no-audit --no-fund
export NEXT_TELEMETRY_DISABLED=1
results=.data/test-results
rm -rf "$results" && mkdir -p "$results"

started=$SECONDS
# Each step's header says how long the run has taken so far, so CI logs show where the time goes.
step() { printf '\n=== %s (at %dm%02ds) ===\n' "$*" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }
vitest() { npx vitest run --reporter=default --reporter=json --outputFile.json="$results/$1.json" --project "${@:2}"; }
step lint;        npx eslint . --max-warnings 0
step typecheck;   npx tsc --noEmit
step unit;        vitest unit unit
# Without TEST_DATABASE_URL every integration test runs on PGlite (the embedded default). With it,
# every test runs on PostgreSQL and PGlite keeps the files whose behaviour depends on the embedded
# driver: its query plans and errors, the in-process job runner, locks and races, search, recovery.
embedded=(pglite- jobs.test query-errors library-search login-limits session-read-cache editor-revision
  pipeline-recovery pipeline-purge-race segmentation-recover storage-local middleware-session ai-provider)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL)"; vitest integration-postgres integration
  step "integration (PGlite, embedded-driver files)"; TEST_DATABASE_URL= vitest integration-pglite integration "${embedded[@]}"
else
  step "integration (PGlite)"; vitest integration-pglite integration
fi
step build;       OPENHOW_STANDALONE=1 npx next build   # the standalone output too: the container spec serves it
# A failing e2e run still prints the summary (with the slowest spec files) before the run fails.
status=0
step e2e;         PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --reporter=list,json || status=$?
step summary;     node scripts/test-summary.mjs "$results" || status=1
exit "$status"
