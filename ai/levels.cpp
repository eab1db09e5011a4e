#include "ai/levels.h"

#include <cassert>
#include <cstdlib>

#include "ai/cpu_player.h"

namespace littletable::ai {

namespace {

// clang-format off
constexpr LevelSettings LEVELS[MAX_LEVEL] = {
    // depth  nodes      time  TT  quiesce margin temp miss%  Elo (provisional)
    {  1,      2'000,    100,   1, false,  250,   100, 30,    600},
    {  2,      6'000,    150,   1, true,   150,    60, 15,    900},
    {  3,     20'000,    200,   1, true,   100,    35,  0,  1'200},
    {  4,     60'000,    300,   2, true,    60,    20,  0,  1'450},
    {  6,    200'000,    500,   4, true,    35,    10,  0,  1'700},
    {  8,    600'000,    800,   8, true,    20,     5,  0,  1'950},
    { 12,  1'500'000,  1'200,  16, true,    10,     3,  0,  2'150},
    {  0,          0,  1'500,  32, true,     0,     0,  0,  2'300},
};
// clang-format on

} // namespace

const LevelSettings& level_settings(int level) {
    assert(level >= MIN_LEVEL && level <= MAX_LEVEL);
    return LEVELS[level - MIN_LEVEL];
}

int level_for_elo(int elo) {
    int best = MIN_LEVEL;
    for (int level = MIN_LEVEL + 1; level <= MAX_LEVEL; ++level)
        if (std::abs(level_settings(level).provisionalElo - elo) < std::abs(level_settings(best).provisionalElo - elo))
            best = level;
    return best;
}

} // namespace littletable::ai
