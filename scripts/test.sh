#!/usr/bin/env bash
# Sets up, builds and runs every test through CTest: first the release build (unit tests, perft suites, CLI
# black-box tests), then the same tests under AddressSanitizer + UBSan (without the deep perft runs, which
# the release build already covers and which take minutes under the sanitizers).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release
scripts/build.sh sanitize
ctest --preset sanitize -j "$(nproc)" -E 'WikiPerft|PerftSuite'
ctest --preset release -j "$(nproc)"
