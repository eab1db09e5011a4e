#include "ai/levels.h"

#include <cassert>
#include <cstdlib>
#include <iterator>

#include "ai/cpu_player.h"
#include "ai/level_elo.h"

namespace littletable::ai {

namespace {

// clang-format off
constexpr LevelSettings LEVELS[MAX_LEVEL] = {
    // depth nodes     time  TT  quiesce margin temp miss% oversight% Elo (measured)
    {  0,      3'000,  1'000,  1, true,    50,   20,  10,  35,  MEASURED_ELO[0]},
    {  0,      4'000,  1'000,  1, true,    40,   15,   5,  13,  MEASURED_ELO[1]},
    {  0,     10'000,  1'000,  1, true,    30,   12,   0,   7,  MEASURED_ELO[2]},
    {  0,     20'000,  1'000,  2, true,    25,   10,   0,   2,  MEASURED_ELO[3]},
    {  0,     35'000,  1'000,  4, true,    20,    8,   0,   0,  MEASURED_ELO[4]},
    {  0,     90'000,  1'000,  8, true,    15,    6,   0,   0,  MEASURED_ELO[5]},
    {  0,    250'000,  1'000, 16, true,    10,    4,   0,   0,  MEASURED_ELO[6]},
    {  0,          0,  1'500, 32, true,     0,    0,   0,   0,  MEASURED_ELO[7]},
};
// clang-format on
static_assert(std::size(MEASURED_ELO) == MAX_LEVEL && std::size(MEASURED_ELO_ERROR_95) == MAX_LEVEL,
              "ai/level_elo.h measures every level");

} // namespace

const LevelSettings& level_settings(int level) {
    assert(level >= MIN_LEVEL && level <= MAX_LEVEL);
    return LEVELS[level - MIN_LEVEL];
}

int level_for_elo(int elo) {
    int best = MIN_LEVEL;
    for (int level = MIN_LEVEL + 1; level <= MAX_LEVEL; ++level)
        if (std::abs(level_settings(level).elo - elo) < std::abs(level_settings(best).elo - elo))
            best = level;
    return best;
}

} // namespace littletable::ai
