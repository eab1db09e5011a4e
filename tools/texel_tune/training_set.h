// The positions the Texel tuner learns from: quiet positions of finished games, each labelled with the game's
// result from White's side (1, 1/2, 0). "Quiet": the side to move is not in check, the move played from it
// takes nothing and promotes nothing, and no capture wins material by exchange (SEE > 0), so that the static
// evaluation, not a tactic, is what the result should follow. A position met twice is kept once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "engine/core/result.h"

namespace littletable::texel {

/// One training position.
struct LabelledPosition {
    std::string fen;
    float result; ///< the game's result for White: 1, 0.5 or 0
    int game; ///< index of its game among all files read (0-based), for splitting training and validation sets
};

/// The quiet positions of `pgnText`'s decided games, the text split by littletable::split_pgn_games (games with
/// the result "*" are skipped), numbering games from `nextGame`, which is then advanced past the text's games
/// (all of them, unfinished ones too); `seen` holds the zobrist keys already taken (across files). Errors: those
/// of chess::read_pgn, naming the game (`nextGame` unchanged).
Result<std::vector<LabelledPosition>> quiet_positions(std::string_view pgnText, int& nextGame,
                                                      std::unordered_set<uint64_t>& seen);

} // namespace littletable::texel
