#!/usr/bin/env bash
# The deep version of tests/martian/crosscheck_test.cpp: engine/martian's generator against the reference generator
# of tests/martian/reference.h by perft to DEPTH (6) from the start positions (2 and 4 players, North first, the
# deadlock clock one ply less, a move limit) and with every random-playout sample multiplied by FACTOR (5).
# Prints each start's deepest count and the positions and nodes compared.
# Usage: bench/martian_crosscheck.sh [depth (6)] [factor (5)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tests=$here/build/release/tests/martian_tests
[ -x "$tests" ] || { echo "martian_tests not found (cmake --build --preset release --target martian_tests)" >&2; exit 2; }
LITTLETABLE_MARTIAN_DEPTH=${1:-6} LITTLETABLE_CROSSCHECK_FACTOR=${2:-5} "$tests" --gtest_filter='CrossCheck.*' |
  grep -E 'crosscheck|OK|FAILED'
