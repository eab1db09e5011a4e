#!/usr/bin/env bash
# Tactical strength: the whole Win At Chess suite (300 positions, tests/ai/data/wac.epd) at one or more node
# budgets per position, with the solve rate and the search speed (nodes per CPU second) of each.
# Usage: bench/wac.sh [nodes...]      (default 20000 100000; build first: cmake --build --preset release
#        --target epd_bench)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=$here/build/release/bench/epd_bench
[ -x "$bin" ] || { echo "epd_bench not found at $bin (cmake --build --preset release --target epd_bench)" >&2; exit 2; }
budgets=("$@")
[ ${#budgets[@]} -gt 0 ] || budgets=(20000 100000)
for nodes in "${budgets[@]}"; do
  "$bin" --epd "$here/tests/ai/data/wac.epd" --nodes "$nodes" | tail -n 1
done
