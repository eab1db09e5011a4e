#!/usr/bin/env bash
# Sets up, builds and runs every test through CTest: the C++ unit tests under AddressSanitizer + UBSan first
# (without the deep perft runs, which take minutes under the sanitizers), then everything on the release build:
# unit tests, perft suites, CLI black-box tests, the server's tests, the web client's unit tests and the
# end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release
scripts/build.sh wasm
scripts/web.sh
scripts/build.sh sanitize
ctest --preset sanitize -j "$(nproc)" -E 'WikiPerft|PerftSuite'
ctest --preset release -j "$(nproc)"
