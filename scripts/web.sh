#!/usr/bin/env bash
# Installs the web client's npm packages (only when node_modules is missing or package-lock.json changed since
# the last install) and builds it into web/dist, which `littletable serve` serves.
# Usage: scripts/web.sh            install if needed, then build
#        scripts/web.sh install    install if needed only
set -euo pipefail
cd "$(dirname "$0")/../web"

stamp=node_modules/.package-lock.sha256
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -d node_modules ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "web: npm ci"
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
fi

# Built again only when a source, the page or a build setting is newer than the last build.
if [ "${1:-build}" = "build" ]; then
  if [ -f dist/index.html ] && [ -z "$(find src index.html package.json package-lock.json vite.config.* tsconfig*.json \
       -newer dist/index.html -print -quit 2>/dev/null)" ]; then
    echo "web: dist is up to date"
  else
    echo "web: npm run build"
    npm run build
  fi
fi
