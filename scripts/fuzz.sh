#!/usr/bin/env bash
# Builds the libFuzzer harnesses with clang (ASan + UBSan) and runs each for N seconds (default 60).
# Not part of the test command: run it by hand after touching a parser. Needs clang and libclang-rt-14-dev.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=build/fuzz
mkdir -p "$out/corpus"
srcs=(engine/core/*.cpp engine/registry.cpp engine/chess/*.cpp engine/metamate/*.cpp)
clang++ -std=c++20 -O1 -g -I. -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  "${srcs[@]}" tests/fuzz/fuzz_chess_text.cpp -o "$out/fuzz_chess_text"
printf '%s' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e4' > "$out/corpus/start"
printf '%s' 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|O-O-O' > "$out/corpus/kiwipete"
printf '%s' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup|m1h@e2' > "$out/corpus/metamate"
printf '%s' 'k3M[1h]3/3P4/8/8/8/8/8/4K3 w - - 0 1|d7d8q,e8n' > "$out/corpus/metamate-promotion"
printf '%s' '[Event "x"]
1. e4 {c} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 1-0' > "$out/corpus/pgn"
"$out/fuzz_chess_text" -max_total_time="$seconds" -max_len=4096 "$out/corpus"
