// The CPU levels: what each level of ai/cpu_player.h may spend and how much it errs. Data in one table,
// guessed for now and to be calibrated by matches (shared/design.md, "ai/").
//
// | level | depth | nodes     | time ms | TT MiB | quiescence | margin cp | temperature cp | missed captures | Elo  |
// |-------|-------|-----------|---------|--------|------------|-----------|----------------|-----------------|------|
// | 1     | 1     | 2 000     | 100     | 1      | no         | 250       | 100            | 30 %            | 600  |
// | 2     | 2     | 6 000     | 150     | 1      | yes        | 150       | 60             | 15 %            | 900  |
// | 3     | 3     | 20 000    | 200     | 1      | yes        | 100       | 35             | 0               | 1200 |
// | 4     | 4     | 60 000    | 300     | 2      | yes        | 60        | 20             | 0               | 1450 |
// | 5     | 6     | 200 000   | 500     | 4      | yes        | 35        | 10             | 0               | 1700 |
// | 6     | 8     | 600 000   | 800     | 8      | yes        | 20        | 5              | 0               | 1950 |
// | 7     | 12    | 1 500 000 | 1 200   | 16     | yes        | 10        | 3              | 0               | 2150 |
// | 8     | -     | -         | 1 500   | 32     | yes        | 0         | 0              | 0               | 2300 |
//
// - depth, nodes, time: the search's limits (- = none); the first reached ends the search. The time is a
//   hard cap; the search also stops after an iteration once half of it is spent, so a move typically takes
//   half to all of it (level 8: about 0.75-1.5 s).
// - quiescence "no": leaves are scored without resolving captures (level 1 trades a queen for a pawn).
// - margin, temperature: the root move is drawn among those scoring within `margin` of the best, with
//   weight exp(-(best - score) / temperature); 0 = always the best.
// - missed captures: each capture at the root is, with this chance, not seen at all.
// - Elo: PROVISIONAL, a guess on the CCRL-like scale until matches calibrate it; UCI_Elo picks a level by it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include "ai/search_types.h"

namespace littletable::ai {

/// One row of the table above.
struct LevelSettings {
    int maxDepth;           ///< iterations, 0 = none
    uint64_t maxNodes;      ///< 0 = none
    int64_t maxTimeMs;      ///< 0 = none
    int ttMiB;              ///< transposition table size
    bool quiescence;
    int marginCp;           ///< root moves within this of the best are candidates
    int temperatureCp;      ///< softness of the weighted choice among them
    int missCapturePercent; ///< chance that a root capture is overlooked
    int provisionalElo;     ///< the level's strength, guessed until calibrated by matches
};

/// The settings of `level` (MIN_LEVEL..MAX_LEVEL of ai/cpu_player.h; asserted).
const LevelSettings& level_settings(int level);

/// The level whose provisional Elo is nearest to `elo` (the weaker one on a tie); levels 1 and 8 beyond
/// the ends of the table.
int level_for_elo(int elo);

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
    double x = std::uniform_real_distribution<double>(0.0, total)(rng);
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (x < weights[i])
            return result.rootScores[i].move;
        x -= weights[i];
    }
    return result.bestMove;
}

} // namespace littletable::ai
