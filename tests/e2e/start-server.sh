#!/usr/bin/env bash
# Starts the production build for the e2e suite on a fresh database (PostgreSQL when
# TEST_DATABASE_URL is set, else a new PGlite folder) with the demo data, the e2e fixtures
# (tests/e2e/seed-e2e.ts) and a readable log (the embedded email delivery writes to it).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXTAUTH_URL="http://localhost:${PORT}"
export NEXTAUTH_SECRET="e2e-secret-$(date +%s)"
export STORAGE_DIR=".data/e2e/storage"
# Login modes come from the host name (lib/auth/login-mode.ts): 127.0.0.1 is a product host
# (email only), localhost a local host ("continue with Google"), any other name (127.0.0.2) gets
# the single SSO button. "Google" is the OIDC stand-in the specs start (tests/helpers/oidc-stand-in.ts).
export EMAIL_ONLY_HOSTS="127.0.0.1"
export GENERIC_SSO_HOSTS="localhost"
# The stand-in listens on 127.0.0.1, which identity providers may use only with this opt-out.
export OPENHOW_ALLOW_PRIVATE_OIDC=true
export GOOGLE_ISSUER="${E2E_OIDC_ISSUER:-http://127.0.0.1:3199}"
export GOOGLE_CLIENT_ID="${E2E_OIDC_CLIENT_ID:-openhow-e2e}"
export GOOGLE_CLIENT_SECRET="${E2E_OIDC_CLIENT_SECRET:-e2e-oidc-client-secret}"
# Public pages tell shared caches to keep them 3 s, and author changes purge the caching proxy
# that tests/e2e/public-page-cdn.spec.ts starts on PORT + 1000 (elsewhere the purge finds nobody and is logged).
export OPENHOW_PUBLIC_CDN_SECONDS=3
export OPENHOW_PUBLIC_CDN_STALE_SECONDS=0
export OPENHOW_CDN_PURGE_URL="http://127.0.0.1:$((PORT + 1000))/__purge"
# The demo videos take a minute through the pipeline; the e2e seed has its own workflows.
export OPENHOW_DEMO_VIDEOS=0
unset AZURE_AD_CLIENT_ID AZURE_AD_CLIENT_SECRET SMTP_URL DEFAULT_CLIENT_KEY
rm -rf .data/e2e && mkdir -p .data/e2e
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  db="openhow_e2e_${PORT}"
  psql "$TEST_DATABASE_URL" -qc "drop database if exists $db with (force)" -c "create database $db" >/dev/null
  export DATABASE_URL="${TEST_DATABASE_URL%/*}/$db"
else
  unset DATABASE_URL
  export PGLITE_DATA_DIR=".data/e2e/pglite"
fi
log=.data/e2e/server.log
npx tsx --conditions=react-server scripts/seed.ts
# Point the demo organisation's OIDC provider at the local stand-in the SSO specs start.
npx tsx --conditions=react-server tests/helpers/oidc-stand-in.ts configure demo demo.example.com
# Its invitation emails are read from the log like the server's own.
npx tsx --conditions=react-server tests/e2e/seed-e2e.ts .data/e2e/fixtures.json | tee "$log"
exec node scripts/server.mjs 2>&1 | tee -a "$log"
