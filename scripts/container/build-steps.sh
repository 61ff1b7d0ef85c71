#!/usr/bin/env bash
# The container image's build steps, one per argument. scripts/container/Dockerfile runs them (no
# image can be pulled where the tests run, so the e2e suite runs `assemble` on its own build and
# serves the result: tests/e2e/cluster.spec.ts).
#   system         the runtime's Debian packages: ffmpeg, espeak-ng, pocketsphinx (as root)
#   toolchain      what npm needs to compile a native addon whose prebuilt binary does not load
#                  (argon2's, on some machines): python3, make, g++ (as root; build stage only)
#   build          npm ci and next build (writes .next/standalone)
#   assemble DEST  the web server's files in DEST: Next's standalone output, the static files, the
#                  migrations and the production server (scripts/server.mjs); started with
#                  `node scripts/container/start.mjs` in DEST
set -euo pipefail
cd "$(dirname "$0")/../.."

case "${1:-}" in
  system)
    bash scripts/ensure-system.sh
    rm -rf /var/lib/apt/lists/*
    ;;
  toolchain)
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3 make g++ >/dev/null
    rm -rf /var/lib/apt/lists/*
    ;;
  build)
    npm ci --no-audit --no-fund
    OPENHOW_STANDALONE=1 NEXT_TELEMETRY_DISABLED=1 npx next build
    ;;
  assemble)
    dest="${2:?usage: build-steps.sh assemble DEST}"
    [ -f .next/standalone/server.js ] || { echo "no .next/standalone: build with OPENHOW_STANDALONE=1 npx next build" >&2; exit 1; }
    mkdir -p "$dest"
    # The traced server files (node_modules holds only what the server reads).
    cp -a .next/standalone/. "$dest/"
    cp -a .next/static "$dest/.next/static"
    [ -d public ] && cp -a public "$dest/public"
    # Native addons compiled on install (build/Release), which node-gyp-build prefers: the tracing
    # copies only the packages' prebuilt binaries, and a prebuilt one may not load on this system.
    shopt -s nullglob
    for addon in node_modules/*/build/Release/*.node node_modules/@*/*/build/Release/*.node; do
      package="${addon%%/build/*}"
      [ -d "$dest/$package" ] && mkdir -p "$dest/$(dirname "$addon")" && cp "$addon" "$dest/$addon"
    done
    # Read at run time from the working directory (db/client.ts), whatever the tracing saw.
    mkdir -p "$dest/db" && rm -rf "$dest/db/migrations" && cp -a db/migrations "$dest/db/migrations"
    # The production server and its modules (plain ES modules beside the app, not traced by Next).
    mkdir -p "$dest/scripts/container"
    cp scripts/*.mjs "$dest/scripts/"
    cp scripts/container/start.mjs "$dest/scripts/container/"
    # The packages those modules import (and theirs) where the tracing did not bring them along.
    node -e '
      const fs = require("node:fs"), path = require("node:path");
      const [dest, ...roots] = process.argv.slice(1);
      const seen = new Set();
      const copy = (name) => {
        if (seen.has(name)) return;
        seen.add(name);
        const from = path.join("node_modules", name), to = path.join(dest, "node_modules", name);
        // Merged over what the tracing copied: it may hold a package only in part (its package.json
        // without the files another traced package never read).
        fs.cpSync(from, to, { recursive: true, dereference: true, force: true });
        const pkg = JSON.parse(fs.readFileSync(path.join(from, "package.json"), "utf8"));
        for (const dep of Object.keys(pkg.dependencies ?? {})) copy(dep);
      };
      roots.forEach(copy);
    ' "$dest" compression
    # Nothing the server needs from the sources, tests or lock file.
    rm -rf "$dest/tests" "$dest/.data"
    ;;
  *)
    echo "usage: build-steps.sh system | toolchain | build | assemble DEST" >&2
    exit 2
    ;;
esac
