#!/usr/bin/env bash
# Sets up, builds and runs every test (unit tests, perft suites, CLI black-box tests) through CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release
ctest --preset release -j "$(nproc)"
