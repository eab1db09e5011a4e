#!/usr/bin/env bash
# The deep version of tests/metamachy/crosscheck_test.cpp: the engine against the reference generator
# (tests/metamachy/reference.h) with perft to depth 3 from the default start and from each of the 24 chief
# arrangements, and FACTOR times the random games. Prints the positions and nodes compared.
# Usage: bench/metamachy_crosscheck.sh [factor (4)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tests=$here/build/release/tests/metamachy_tests
[ -x "$tests" ] || { echo "metamachy_tests not found (cmake --build --preset release --target metamachy_tests)" >&2; exit 2; }
LITTLETABLE_CROSSCHECK_FACTOR=${1:-4} "$tests" --gtest_filter='Crosscheck.*' | grep -E 'crosscheck|OK|FAILED'
