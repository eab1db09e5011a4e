// The CPU levels: what each level of ai/cpu_player.h may spend and how it errs. Data in one table (levels.cpp);
// each level's Elo is measured by matches (bench/level_ladder.sh, docs/levels.md) into ai/level_elo.h.
//
// | level | nodes   | time ms | TT MiB | margin cp | temperature cp | missed captures | oversights |
// |-------|---------|---------|--------|-----------|----------------|-----------------|------------|
// | 1     | 3 000   | 1 000   | 1      | 50        | 20             | 10 %            | 35 %       |
// | 2     | 4 000   | 1 000   | 1      | 40        | 15             | 5 %             | 13 %       |
// | 3     | 10 000  | 1 000   | 1      | 30        | 12             | 0               | 7 %        |
// | 4     | 20 000  | 1 000   | 2      | 25        | 10             | 0               | 2 %        |
// | 5     | 35 000  | 1 000   | 4      | 20        | 8              | 0               | 0          |
// | 6     | 90 000  | 1 000   | 8      | 15        | 6              | 0               | 0          |
// | 7     | 250 000 | 1 000   | 16     | 10        | 4              | 0               | 0          |
// | 8     | -       | 1 500   | 32     | 0         | 0              | 0               | 0          |
//
// - nodes, time: the search's limits (- = none). Levels 1-7 play by their node budget, so that their strength
//   is the same on every machine; their time is a safety net, reached only on a machine slower than 250 000
//   nodes/s for level 7 (90 000 for level 6, less below), where that level then plays by time too.
//   Level 8, full strength, plays by time and so depends on the machine: no new iteration after half of it
//   (or a clock's soft limit), the search stops at all of it (about 0.75-1.5 s a move).
//   In a game of more than two seats, where a human waits for up to three CPU seats each round, level 8 thinks
//   at most NPLAYER_MAX_MOVE_MS a move.
//   LevelSettings can also limit the depth and turn quiescence off; no level of this table does.
// - margin, temperature: the root move is drawn among those scoring within `margin` of the best, with
//   weight exp(-(best - score) / temperature); 0 = always the best.
// - missed captures: each capture at the root is, with this chance, not seen at all.
// - oversights: each move, with this chance, the level looks no further than its own move (a one-ply search
//   without quiescence): it may leave a piece en prise or take a defended one — the beginner's blunder.
// - Elo: measured (ai/level_elo.h); UCI_Elo picks a level by it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "ai/search_types.h"

namespace littletable::ai {

/// The longest a move of a game of more than two seats may take (ms), whatever the level.
constexpr int64_t NPLAYER_MAX_MOVE_MS = 1000;

/// One row of the table above.
struct LevelSettings {
    int maxDepth; ///< iterations, 0 = none
    uint64_t maxNodes; ///< 0 = none
    int64_t maxTimeMs; ///< 0 = none
    int ttMiB; ///< transposition table size
    bool quiescence;
    int marginCp; ///< root moves within this of the best are candidates
    int temperatureCp; ///< softness of the weighted choice among them
    int missCapturePercent; ///< chance that a root capture is overlooked
    int oversightPercent; ///< chance, per move, of looking no further than its own move
    int elo; ///< the level's strength as measured by matches (ai/level_elo.h)
};

/// The settings of `level` (MIN_LEVEL..MAX_LEVEL of ai/cpu_player.h; asserted).
const LevelSettings& level_settings(int level);

/// The level whose measured Elo is nearest to `elo` (the weaker one on a tie); levels 1 and 8 beyond
/// the ends of the table.
int level_for_elo(int elo);

/// A uniform draw in [0, 1) from the generator's top 53 bits. The same on every standard library (the std
/// distributions are not), so that a level with a seed plays the same move natively and in the browser's module.
inline double unit_draw(std::mt19937_64& rng) { return double(rng() >> 11) * 0x1.0p-53; }

/// A uniform draw in 0..99, on every standard library alike (the modulo's bias is below 2^-57).
inline int percent_draw(std::mt19937_64& rng) { return int(rng() % 100); }

/// A level's move from a finished search: the best move, or with a margin and a temperature a weighted draw
/// among the root moves whose exact score is within the margin of the best (see the table above).
template<typename Move>
Move choose_root_move(const SearchResult<Move>& result, const LevelSettings& level, std::mt19937_64& rng) {
    if (level.marginCp <= 0 || level.temperatureCp <= 0 || result.rootScores.empty())
        return result.bestMove;
    int best = -SCORE_INFINITE;
    for (const RootScore<Move>& rs : result.rootScores)
        if (rs.exact)
            best = std::max(best, rs.score);
    double total = 0;
    std::vector<double> weights;
    for (const RootScore<Move>& rs : result.rootScores) {
        const bool candidate = rs.exact && rs.score >= best - level.marginCp;
        weights.push_back(candidate ? std::exp(-double(best - rs.score) / level.temperatureCp) : 0.0);
        total += weights.back();
    }
    if (total <= 0)
        return result.bestMove;
    double x = unit_draw(rng) * total;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (x < weights[i])
            return result.rootScores[i].move;
        x -= weights[i];
    }
    return result.bestMove;
}

} // namespace littletable::ai
