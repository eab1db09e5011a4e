#!/usr/bin/env bash
# Playing strength of littletable's full-strength CPU player against Debian's Stockfish limited by
# UCI_LimitStrength/UCI_Elo to 1500, 2000 and 2400, through `littletable match` (one thread each side).
# Each line of the table is one match from the balanced openings of data/openings/chess.epd (random order,
# each opening once per colour); "estimate" is Stockfish's UCI_Elo plus the measured Elo difference, with its
# 95 % error bar (match/elo.h). Few games give wide error bars: 10 games are a smoke test, 200+ a measurement.
# Stockfish's UCI_Elo "has been calibrated at a time control of 60s+0.6s and anchored to CCRL 40/4" (its README,
# /usr/share/doc/stockfish/README.md.gz): only at 60+0.6 does the estimate read on that scale. The limited
# Stockfish takes its move from the iteration at depth 1 + its skill level (12 for UCI_Elo 2400 in Stockfish
# 15.1) when the clock lets it get there, from the last one it finished when not: at other time controls both
# sides' strength moves, and the estimate is on no calibrated scale.
#
# Usage: bench/strength_vs_stockfish.sh [games per match=10] [time control=2+0.05] [concurrency=1]
# Environment: LT (the littletable binary, default build/release/cli/littletable), LT_ENGINE (how our engine
# is named to `littletable match --engine`, default "level=8": the in-process level 8), SF_ELOS (default
# "1500 2000 2400"), SEED (opening order, default 1), OUT (where the PGN files go, default a temp folder).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
games=${1:-10}
tc=${2:-2+0.05}
concurrency=${3:-1}
lt=${LT:-$here/build/release/cli/littletable}
engine=${LT_ENGINE:-level=8}
elos=${SF_ELOS:-1500 2000 2400}
seed=${SEED:-1}
sf=$(command -v stockfish || echo /usr/games/stockfish)
out=${OUT:-$(mktemp -d)}
[ -x "$lt" ] || { echo "littletable binary not found at $lt (build with: cmake --preset release && cmake --build --preset release)" >&2; exit 2; }
[ -x "$sf" ] || { echo "stockfish not found (scripts/setup.sh installs it)" >&2; exit 2; }
mkdir -p "$out"

echo "littletable ($engine) vs Stockfish (UCI_LimitStrength), $games games per match, tc $tc, concurrency $concurrency"
summary=()
for elo in $elos; do
  log="$out/sf$elo.log"
  # shellcheck disable=SC2086 # $engine is a list of key=value words
  "$lt" match --engine name=littletable $engine \
    --engine name="sf$elo" cmd="$sf" option.Threads=1 option.Hash=16 option.UCI_LimitStrength=true option.UCI_Elo="$elo" \
    --tc "$tc" --games "$games" --concurrency "$concurrency" \
    --openings "$here/data/openings/chess.epd" --openings-order random --seed "$seed" \
    --pgn "$out/sf$elo.pgn" | tee "$log"
  score=$(grep '^Score of ' "$log" | sed 's/^Score of [^:]*: //')
  diff=$(grep '^Elo difference: ' "$log" | sed 's/^Elo difference: //; s/,.*//')
  value=${diff%% *}
  error=${diff##* }
  case "$value" in
    *inf*|*nan*) estimate="unbounded ($value)" ;;
    *) estimate=$(printf '%.0f +/- %s' "$(echo "$elo + $value" | bc -l)" "$error") ;;
  esac
  summary+=("$(printf '%-8s %-28s %-20s %s' "$elo" "$score" "$diff" "$estimate")")
done
echo
printf '%-8s %-28s %-20s %s\n' "sf Elo" "W - L - D [score] games" "Elo difference" "estimate for littletable"
printf '%s\n' "${summary[@]}"
echo "PGN and logs: $out"
