#!/usr/bin/env bash
# Builds the libFuzzer harnesses (preset "fuzz": clang, ASan + UBSan) and runs each for N seconds (default 60)
# from a small seed corpus. The test command runs it for a few seconds so that it keeps building; run it longer
# by hand after touching a parser.
# Usage: scripts/fuzz.sh [seconds]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
scripts/build.sh fuzz >/dev/null
out=build/fuzz
work=$(mktemp -d)  # the seeds and the log; what libFuzzer adds stays out of the repository
corpus=$work/corpus
mkdir "$corpus"
trap 'rm -rf "$work"' EXIT
printf '%s' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e4' > "$corpus/start"
printf '%s' 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|O-O-O' > "$corpus/kiwipete"
printf '%s' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup|m1h@e2' > "$corpus/metamate"
printf '%s' 'k3M[1h]3/3P4/8/8/8/8/8/4K3 w - - 0 1|d7d8q,e8n' > "$corpus/metamate-promotion"
printf '%s' '[Event "x"]
1. e4 {c} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 1-0' > "$corpus/pgn"
if ! "$out/tests/fuzz/fuzz_chess_text" -max_total_time="$seconds" -max_len=4096 "$corpus" > "$work/log" 2>&1; then
  tail -n 40 "$work/log"
  exit 1
fi
grep -E '^Done [0-9]+ runs' "$work/log"
