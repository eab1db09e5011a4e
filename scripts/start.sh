#!/usr/bin/env bash
# Sets up, builds and starts littletable: the server with the web client on http://localhost:8080/ and its
# data in var/littletable.db. Stop it with Ctrl-C. Options after the command go to `littletable serve`
# (e.g. scripts/start.sh --port 9000).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release littletable   # the server only: tests and benchmarks are built by scripts/test.sh
scripts/build.sh wasm                   # the engine for the browser: games against the computer run there
scripts/web.sh
exec build/release/cli/littletable serve --data var/littletable.db --web web/dist "$@"
