#!/usr/bin/env bash
# Builds into a private folder and runs chosen end-to-end specs on a private port, so several people
# (or agents) can run e2e tests in one checkout at once. Usage: scripts/e2e-dev.sh NAME PORT [spec...]
set -euo pipefail
name=$1 port=$2; shift 2
cd "$(dirname "$0")/.."
# The builds go to a fresh folder of the system's temporary directory, removed when the run ends.
out=$(mktemp -d -t "hh-e2e-$name.XXXXXX")
trap 'rm -rf "$out"' EXIT
npx vite build --config apps/web/vite.config.ts --outDir "$out/web" --emptyOutDir --logLevel error
npx vite build --config apps/web/vite.config.ts --ssr src/entry-server.tsx --outDir "$out/web-ssr" \
  --emptyOutDir --logLevel error
SERVER_BUNDLE="apps/server/dist-$name/server.mjs" node scripts/build-server.mjs
E2E_PORT=$port E2E_WEB_DIST="$out/web" E2E_SERVER_BUNDLE="apps/server/dist-$name/server.mjs" \
  npx playwright test "$@"
