#!/usr/bin/env bash
# Configures and builds one CMake preset (default: release), all its targets or the ones named. The preset
# "wasm" builds the browser's engine module (build/wasm/wasm/littletable-engine.{js,wasm}).
# Usage: scripts/build.sh [preset [target...]]
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-release}
shift || true
if [ "$preset" = wasm ]; then
  # Debian's emscripten finds its Node.js modules (acorn) there even when the machine's Node.js is not Debian's.
  export NODE_PATH=/usr/share/nodejs
fi
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)" ${1:+--target "$@"}
