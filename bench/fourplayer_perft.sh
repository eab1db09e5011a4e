#!/usr/bin/env bash
# Four-player chess perft nodes/s (modern start, classic start, a middlegame one ply shallower), `rounds` times.
# Usage: bench/fourplayer_perft.sh [depth (6)] [rounds (3)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=$here/build/release/bench/fourplayer_perft
[ -x "$bin" ] || { echo "fourplayer_perft not found (cmake --build --preset release --target fourplayer_perft)" >&2; exit 2; }
for ((r = 0; r < ${2:-3}; r++)); do "$bin" "${1:-6}"; done
