// Self-play games of a game of more than two seats, for fitting its evaluation: a few random plies for variety,
// then the CPU player of a level moves for every seat; the features of every seat along the way, and the points
// each seat had then and at the end.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/result.h"
#include "tools/nplayer_fit/sources.h"

namespace littletable::nplayer_fit {

struct SelfPlaySettings {
    std::string variant;
    std::string startFen; ///< with the match's options (a move limit ends every game)
    int level = 3;
    /// The players (CpuLimits::player; "" for the variant's CPU player), seat s of game i playing number
    /// (s + i) mod their count; none: the CPU player in every seat.
    std::vector<std::string> players;
    int randomPlies = 4;
    int sampleEvery = 1; ///< plies between two sampled positions
    uint64_t seed = 1;
};

/// One sampled position: every seat's features and points.
struct Sample {
    SeatRows features;
    std::vector<int> points;
};

struct PlayedGame {
    std::vector<Sample> samples;
    std::vector<int> finalPoints;
    int plies = 0;
};

/// The games a fit or a report reads: all of them, or one half by parity (the weights are fitted on the even games
/// and checked on the odd ones).
enum class Half { ALL, EVEN, ODD };

/// True when game number `index` belongs to `half`.
constexpr bool in_half(std::size_t index, Half half) {
    return half == Half::ALL || (index % 2 == 0) == (half == Half::EVEN);
}

/// Plays game number `index` (its seed derives from the settings' and the index).
/// Errors: the registry's and the CPU player's (a variant without a CPU player, a bad start FEN).
Result<PlayedGame> play_game(const SelfPlaySettings& settings, const FeatureSource& source, int index);

} // namespace littletable::nplayer_fit
