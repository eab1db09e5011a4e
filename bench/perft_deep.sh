#!/usr/bin/env bash
# Deep perft (minutes, not for CI): the 126-position suite to its full depth 6, and the six
# chessprogramming-wiki positions to every published depth (data/perft/README.md).
# Usage: bench/perft_deep.sh [path/to/littletable]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
lt=${1:-$here/build/release/cli/littletable}
perftdata=$here/../data/perft
wiki=$(mktemp)
trap 'rm -f "$wiki"' EXIT
cat > "$wiki" <<'EPD'
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902 ;D4 197281 ;D5 4865609 ;D6 119060324 ;D7 3195901860
r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 ;D1 48 ;D2 2039 ;D3 97862 ;D4 4085603 ;D5 193690690
8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D1 14 ;D2 191 ;D3 2812 ;D4 43238 ;D5 674624 ;D6 11030083 ;D7 178633661
r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1 ;D1 6 ;D2 264 ;D3 9467 ;D4 422333 ;D5 15833292
rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8 ;D1 44 ;D2 1486 ;D3 62379 ;D4 2103487 ;D5 89941194
r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10 ;D1 46 ;D2 2079 ;D3 89890 ;D4 3894594 ;D5 164075551
EPD
echo "== six chessprogramming-wiki positions, all published depths"
time "$lt" perft --epd "$wiki" --max-depth 7
echo "== data/perft/chess-perftsuite.epd, depth 6"
time "$lt" perft --epd "$perftdata/chess-perftsuite.epd" --max-depth 6
