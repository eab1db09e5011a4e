#!/usr/bin/env bash
# Installs the web client's npm packages (only when node_modules is missing or package-lock.json changed since
# the last install), copies in the engine module and builds the client into web/dist, which `littletable serve`
# serves.
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

if [ "${1:-build}" = "build" ]; then
  # The engine module (scripts/build.sh wasm) goes into the client's sources, where Vite gives it a hashed name;
  # copied only when it changed, so that an unchanged module does not rebuild the client.
  engine=src/engine/generated
  mkdir -p "$engine"
  for f in littletable-engine.js littletable-engine.wasm; do
    built=../build/wasm/wasm/$f
    if [ ! -f "$built" ]; then
      echo "web: $built is missing: run scripts/build.sh wasm first" >&2
      exit 1
    fi
    cmp -s "$built" "$engine/$f" || cp "$built" "$engine/$f"
  done
  # Built again only when a source, the page, a public file (icons, manifest) or a build setting is newer than the
  # last build.
  if [ -f dist/index.html ] && [ -z "$(find src public index.html package.json package-lock.json vite.config.* tsconfig*.json \
       -newer dist/index.html -print -quit 2>/dev/null)" ]; then
    echo "web: dist is up to date"
  else
    echo "web: npm run build"
    npm run build
    # Gzipped twins of the text and the module, which the server sends to browsers that take gzip
    # (server/static_files.h): the module goes out as a third of its size.
    find dist -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' \
      -o -name '*.webmanifest' \) -size +1k -exec gzip -9 -k -f {} +
  fi
fi
