#!/usr/bin/env bash
# The deep version of tests/fourplayer/crosscheck_test.cpp: the fast generator against the reference generator on
# FACTOR times as many random playouts. Prints the games, positions and perft nodes compared and the events seen.
# Usage: bench/fourplayer_crosscheck.sh [factor (10)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tests=$here/build/release/tests/fourplayer_tests
[ -x "$tests" ] || { echo "fourplayer_tests not found (cmake --build --preset release --target fourplayer_tests)" >&2; exit 2; }
LITTLETABLE_CROSSCHECK_FACTOR=${1:-10} "$tests" --gtest_filter='CrossCheck.*' | grep -E 'crosscheck|OK|FAILED'
