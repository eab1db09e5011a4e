#!/usr/bin/env bash
# The deep version of tests/metamate/crosscheck_test.cpp: the fast generator against the reference generator with
# every sample multiplied by FACTOR (13 puts all 729 setup pairs at depth 3; any factor above 1 takes the rule
# positions to depth 4). Prints the positions and nodes compared.
# Usage: bench/metamate_crosscheck.sh [factor (13)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tests=$here/build/release/tests/metamate_tests
[ -x "$tests" ] || { echo "metamate_tests not found (cmake --build --preset release --target metamate_tests)" >&2; exit 2; }
LITTLETABLE_CROSSCHECK_FACTOR=${1:-13} "$tests" --gtest_filter='CrossCheck.*' | grep -E 'crosscheck|OK|FAILED'
