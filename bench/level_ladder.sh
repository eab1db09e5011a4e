#!/usr/bin/env bash
# The CPU levels' Elo ladder, measured by matches (docs/levels.md): every adjacent pair of levels (2 vs 1, 3 vs 2,
# ..., 8 vs 7) plays a match over the balanced openings of data/openings/chess.epd, and chosen levels play
# anchor matches against Debian's Stockfish limited by UCI_LimitStrength/UCI_Elo, which ties the ladder to
# Stockfish's Elo scale. All through `littletable match`, one game at a time.
#
# The ratings are the weighted least-squares fit of all matches: a pair match measures r(hi) - r(lo), an anchor
# match r(level) - UCI_Elo, each as the logistic Elo of its score with the variance of its per-game results
# (match/elo.h); each observation weighs 1 / variance. With one anchor this is the chain of steps shifted onto
# it; with several, the chain is placed where the anchors agree best (chi^2 says how well they do). The error
# bars are 95 % (1.96 standard errors of the fit). A perfect score is counted as half a game short of it (and
# starred): a step that large is a bug in the level table.
#
# Limits: pair matches run at PAIR_TC, a clock that no node-limited level reaches (they play by their own node
# budgets, whatever the machine) and that leaves level 8 its own time (1.5 s a move, soft limit 0.75 s; the only
# level that depends on the machine's speed: `littletable bench` nodes/s is printed before and after). Anchor
# matches run at ANCHOR_TC: Stockfish's UCI_Elo picks its move at a fixed shallow depth, so its strength
# hardly depends on the clock, and levels 1-7 are node-limited; an anchor of level 8 measures it on that clock
# (the pair L8-L7 alone overrates it: a full-strength search beats its own node-limited self by more than it
# beats other engines).
#
# Usage: bench/level_ladder.sh [--write] [--fit-only] [--extend]
#   --write     also writes ai/level_elo.h (the measured Elo of every level, used by ai/levels.cpp)
#   --fit-only  plays nothing: fits the logs already in OUT
#   --extend    keeps every match that the current ai/level_elo.h records (its header lists each match's W - L - D)
#               and has no log in OUT, and plays only the others: an anchor is added without replaying the ladder
# Environment: GAMES (per pair, default 100), ANCHOR_GAMES (per anchor, default 100), ANCHORS (level:UCI_Elo
# words, default "3:1350 5:1700 6:2000 8:2400"; Stockfish 15.1 takes 1350..2850), PAIR_TC (default 60+0.6), ANCHOR_TC
# (default 10+0.1), SEED (default 1), CONCURRENCY (games played at once, default 1: on a machine with a core for
# each game, node-limited levels are unaffected, level 8 gets its own core), OUT (the logs and PGN files, default var/level_ladder: a rerun with the same
# OUT reuses every match whose log is complete for its game count; delete a log to replay it), LT (the
# littletable binary), SF (the stockfish binary).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
write=0
play=1
extend=0
for arg in "$@"; do
  case "$arg" in
    --write) write=1 ;;
    --fit-only) play=0 ;;
    --extend) extend=1 ;;
    *) echo "unknown argument '$arg' (usage: bench/level_ladder.sh [--write] [--fit-only] [--extend])" >&2; exit 2 ;;
  esac
done
games=${GAMES:-100}
anchor_games=${ANCHOR_GAMES:-100}
anchors=${ANCHORS:-3:1350 5:1700 6:2000 8:2400}
pair_tc=${PAIR_TC:-60+0.6}
anchor_tc=${ANCHOR_TC:-10+0.1}
seed=${SEED:-1}
concurrency=${CONCURRENCY:-1}
out=${OUT:-$here/var/level_ladder}
lt=${LT:-$here/build/release/cli/littletable}
sf=${SF:-$(command -v stockfish || echo /usr/games/stockfish)}
levels=8
[ -x "$lt" ] || { echo "littletable binary not found at $lt (cmake --build --preset release --target littletable)" >&2; exit 2; }
mkdir -p "$out"
# The header as it was before this run (--extend reads its matches; --write replaces it at the end).
previous=$(cat "$here/ai/level_elo.h")
played=()

# "W L D N" of match $1 (L<hi>-L<lo> or L<level>-sf<elo>) as the previous header records it, or nothing.
recorded() {
  [ "$extend" = 1 ] || return 0
  case "$1" in
    L*-sf*) local level=${1%%-*} elo=${1##*-sf}
      sed -nE "s/^\/\/ anchor: $level vs Stockfish UCI_Elo $elo: ([0-9]+) - ([0-9]+) - ([0-9]+)\*? of ([0-9]+),.*/\1 \2 \3 \4/p" <<< "$previous" ;;
    *) local hi=${1%%-*}
      sed -nE "s/^\/\/ ${hi#L} +-?[0-9]+ +[0-9]+ +-?[0-9]+ +[0-9]+ +([0-9]+) - ([0-9]+) - ([0-9]+)\*? of ([0-9]+)\$/\1 \2 \3 \4/p" <<< "$previous" ;;
  esac
}

# Plays one match into $out/$1.log unless a complete log for $2 games is there. $1: name, $2: games, $3: tc,
# the rest: the two --engine specifications (the first one's score is measured).
match() {
  local name=$1 n=$2 tc=$3
  shift 3
  local log="$out/$name.log"
  if [ -f "$log" ] && grep -q "^Score of .*\] $n\$" "$log"; then
    echo "$name: reusing $log"
    return
  fi
  local kept
  kept=$(recorded "$name")
  if [ -n "$kept" ]; then
    echo "$name: kept from ai/level_elo.h (W L D of N: $kept)"
    return
  fi
  [ "$play" = 1 ] || { echo "$name: no complete log at $log" >&2; return; }
  rm -f "$log" "$out/$name.pgn"
  echo "$name: $n games at $tc"
  "$lt" match "$@" --tc "$tc" --games "$n" --concurrency "$concurrency" \
    --openings "$here/data/openings/chess.epd" --openings-order random --seed "$seed" \
    --pgn "$out/$name.pgn" > "$log.partial"
  mv "$log.partial" "$log"
  played+=("$name $n games at $tc")
  grep '^Score of ' "$log"
}

speed() { if [ "$play" = 1 ]; then "$lt" bench 8 2>/dev/null | sed -n 's/^Nodes\/second *: *//p'; else echo "n/a"; fi; }

nps_before=$(speed)
start=$(date -u +%Y-%m-%dT%H:%MZ)
commit=$(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)
for ((hi = 2; hi <= levels; ++hi)); do
  lo=$((hi - 1))
  match "L$hi-L$lo" "$games" "$pair_tc" --engine name="L$hi" level="$hi" --engine name="L$lo" level="$lo"
done
for a in $anchors; do
  level=${a%%:*}
  elo=${a##*:}
  [ -x "$sf" ] || { echo "stockfish not found at $sf (scripts/setup.sh installs it)" >&2; exit 2; }
  match "L$level-sf$elo" "$anchor_games" "$anchor_tc" --engine name="L$level" level="$level" \
    --engine name="sf$elo" cmd="$sf" option.Threads=1 option.Hash=16 option.UCI_LimitStrength=true \
    option.UCI_Elo="$elo"
done
nps_after=$(speed)

# One observation per complete log: "pair HI LO W L D" or "anchor LEVEL UCI_ELO W L D".
observations() {
  for ((hi = 2; hi <= levels; ++hi)); do
    local log="$out/L$hi-L$((hi - 1)).log"
    if [ -f "$log" ]; then
      sed -n "s/^Score of [^:]*: \([0-9]*\) - \([0-9]*\) - \([0-9]*\) .*/pair $hi $((hi - 1)) \1 \2 \3/p" "$log"
    else
      recorded "L$hi-L$((hi - 1))" | awk -v hi="$hi" '{ print "pair", hi, hi - 1, $1, $2, $3 }'
    fi
  done
  for a in $anchors; do
    local log="$out/L${a%%:*}-sf${a##*:}.log"
    if [ -f "$log" ]; then
      sed -n "s/^Score of [^:]*: \([0-9]*\) - \([0-9]*\) - \([0-9]*\) .*/anchor ${a%%:*} ${a##*:} \1 \2 \3/p" "$log"
    else
      recorded "L${a%%:*}-sf${a##*:}" | awk -v l="${a%%:*}" -v e="${a##*:}" '{ print "anchor", l, e, $1, $2, $3 }'
    fi
  done
  return 0
}

fit=$(observations | awk -v levels="$levels" '
  # The logistic Elo of a score and its standard error by the delta method (match/elo.h has the formulas).
  function measure(w, l, d,    n, s, var, se) {
    n = w + l + d
    s = (w + d / 2) / n
    perfect = (s <= 0 || s >= 1)
    if (s < 0.5 / n) s = 0.5 / n
    if (s > 1 - 0.5 / n) s = 1 - 0.5 / n
    var = (w * (1 - s) ^ 2 + l * s ^ 2 + d * (0.5 - s) ^ 2) / n
    se = sqrt(var / n)
    if (se < 0.5 / n) se = 0.5 / n
    elo = -400 * log(1 / s - 1) / log(10)
    sigma = se * 400 / (log(10) * s * (1 - s))
  }
  {
    m = ++nobs
    kind[m] = $1; a[m] = $2; b[m] = $3
    measure($4, $5, $6)
    y[m] = ($1 == "anchor") ? $3 + elo : elo
    wt[m] = 1 / sigma ^ 2
    games[m] = $4 + $5 + $6; wld[m] = $4 " - " $5 " - " $6; star[m] = perfect ? "*" : ""
    if ($1 == "anchor") anchored = 1
  }
  END {
    if (nobs == 0) { print "no match logs to fit"; exit 1 }
    # Normal equations N r = v of the weighted least squares; without an anchor, level 1 is pinned at 0.
    for (i = 1; i <= levels; ++i) { v[i] = 0; for (j = 1; j <= levels; ++j) N[i, j] = 0 }
    for (m = 1; m <= nobs; ++m) {
      N[a[m], a[m]] += wt[m]; v[a[m]] += wt[m] * y[m]
      if (kind[m] == "pair") { N[b[m], b[m]] += wt[m]; N[a[m], b[m]] -= wt[m]; N[b[m], a[m]] -= wt[m]; v[b[m]] -= wt[m] * y[m] }
    }
    if (!anchored) N[1, 1] += 1e9
    for (i = 1; i <= levels; ++i) if (N[i, i] == 0) { print "level " i " is in no match"; exit 1 }
    # Gauss-Jordan inversion: C = N^-1 (the covariance of the ratings), r = C v.
    for (i = 1; i <= levels; ++i) for (j = 1; j <= levels; ++j) C[i, j] = (i == j)
    for (k = 1; k <= levels; ++k) {
      p = N[k, k]
      for (j = 1; j <= levels; ++j) { N[k, j] /= p; C[k, j] /= p }
      for (i = 1; i <= levels; ++i) if (i != k) {
        f = N[i, k]
        for (j = 1; j <= levels; ++j) { N[i, j] -= f * N[k, j]; C[i, j] -= f * C[k, j] }
      }
    }
    for (i = 1; i <= levels; ++i) { r[i] = 0; for (j = 1; j <= levels; ++j) r[i] += C[i, j] * v[j] }
    chi2 = 0
    for (m = 1; m <= nobs; ++m) {
      fitted = r[a[m]] - (kind[m] == "pair" ? r[b[m]] : 0)
      chi2 += wt[m] * (y[m] - fitted) ^ 2
    }
    printf "%-6s %6s %6s %6s %6s   %s\n", "level", "Elo", "+/-", "step", "+/-", "match with the level below (W - L - D)"
    for (i = 1; i <= levels; ++i) {
      line = sprintf("%-6d %6.0f %6.0f", i, r[i], 1.96 * sqrt(C[i, i]))
      if (i > 1) {
        line = line sprintf(" %6.0f %6.0f", r[i] - r[i - 1], 1.96 * sqrt(C[i, i] + C[i - 1, i - 1] - 2 * C[i, i - 1]))
        for (m = 1; m <= nobs; ++m) if (kind[m] == "pair" && a[m] == i) line = line "   " wld[m] star[m] " of " games[m]
      }
      print line
      printf "ELO %d %.0f %.0f\n", i, r[i], 1.96 * sqrt(C[i, i]) > "/dev/stderr"
    }
    for (m = 1; m <= nobs; ++m) if (kind[m] == "anchor")
      printf "anchor: L%d vs Stockfish UCI_Elo %d: %s%s of %d, alone %.0f +/- %.0f, fit %.0f\n", a[m], b[m], wld[m], star[m], games[m], y[m], 1.96 / sqrt(wt[m]), r[a[m]]
    printf "fit: %d matches, chi^2 %.1f for %d degrees of freedom%s\n", nobs, chi2, nobs - levels + !anchored, anchored ? "" : " (no anchor: level 1 pinned at 0)"
  }' 2>"$out/fit.txt")

echo
echo "Level ladder, $start to $(date -u +%Y-%m-%dT%H:%MZ), commit $commit"
if [ "$extend" = 1 ]; then
  echo "played: $(IFS=,; echo "${played[*]:-nothing}" | sed 's/,/, /g'); seed $seed; concurrency $concurrency; the other matches kept from ai/level_elo.h"
else
  echo "pairs: $games games at $pair_tc; anchors ($anchors): $anchor_games games at $anchor_tc; seed $seed; concurrency $concurrency"
fi
echo "littletable bench nodes/s: $nps_before before, $nps_after after (level 8 plays by time)"
echo "$fit"
echo "logs and PGN: $out"

if [ "$write" = 1 ]; then
  header="$here/ai/level_elo.h"
  {
    echo "// Generated by bench/level_ladder.sh --write: rerun it to update (docs/levels.md). Do not edit by hand."
    if [ "$extend" = 1 ]; then
      echo "// Extended $start, commit $commit, concurrency $concurrency: played $(IFS=,; echo "${played[*]:-nothing}" | sed 's/,/, /g'),"
      echo "// littletable bench $nps_before nodes/s before, $nps_after after; the other matches kept from:"
      sed -n '2,/^\/\/ level /p' <<< "$previous" | sed '$d'
    else
      echo "// Measured $start, commit $commit, $games games per pair at"
      echo "// $pair_tc, anchors $anchors (level:Stockfish UCI_Elo) $anchor_games games each at $anchor_tc,"
      echo "// littletable bench $nps_before nodes/s before, $nps_after after."
    fi
    echo "$fit" | sed 's|^|// |'
    echo "#pragma once"
    echo
    echo "namespace littletable::ai {"
    echo
    echo "/// The measured Elo of each level (index: level - 1) on Stockfish's UCI_Elo scale, and its 95 % error bar."
    echo "constexpr int MEASURED_ELO[] = {$(sed -n 's/^ELO [0-9]* \([-0-9]*\) .*/\1/p' "$out/fit.txt" | paste -sd, | sed 's/,/, /g')};"
    echo "constexpr int MEASURED_ELO_ERROR_95[] = {$(sed -n 's/^ELO [0-9]* [-0-9]* \([0-9]*\)/\1/p' "$out/fit.txt" | paste -sd, | sed 's/,/, /g')};"
    echo
    echo "} // namespace littletable::ai"
  } > "$header"
  echo "wrote $header"
fi
