#!/usr/bin/env bash
# npm run demo – one command from a fresh checkout to a running OpenHow with demo data on
# http://localhost:${PORT:-3000}, on the embedded defaults (PGlite, local storage, email outbox).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system.sh || echo "warning: could not install system packages; video features need ffmpeg"
[ -d node_modules/next ] || npm install --no-audit --no-fund
export PORT="${PORT:-3000}"
export NEXTAUTH_URL="${NEXTAUTH_URL:-http://localhost:$PORT}"
export OPENHOW_DEMO=1
if [ -z "${NEXTAUTH_SECRET:-}" ]; then
  mkdir -p .data
  [ -f .data/secret ] || node -e "console.log(require('crypto').randomBytes(32).toString('hex'))" > .data/secret
  export NEXTAUTH_SECRET="$(cat .data/secret)"
fi
npx tsx --conditions=react-server scripts/seed.ts
npx next build
exec node scripts/server.mjs
