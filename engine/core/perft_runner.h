// Perft behind the registry: lets the CLI run perft for any game by name, while the count itself runs on
// the game's static Position type (engine/core/perft.h).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/core/perft.h"
#include "engine/core/result.h"

namespace littletable {

/// A perft count: the total, and with `divide` the count below each root move (move text, count).
struct PerftResult {
    uint64_t nodes = 0;
    std::vector<std::pair<std::string, uint64_t>> divide;
};

/// perft(fen, depth, divide): an empty fen means the game's start position. Errors: the game's FEN errors.
using PerftRunner = std::function<Result<PerftResult>(std::string_view fen, int depth, bool divide)>;

/// Builds a PerftRunner for a position type P from its FEN parser and its move-text writer, which takes the move
/// alone or, for games whose texts depend on the position, the position (before the move) and the move.
template<GamePosition P, typename ParseFen, typename MoveText>
PerftRunner make_perft_runner(ParseFen parse_fen, MoveText move_text) {
    return [parse_fen, move_text](std::string_view fen, int depth, bool divide) -> Result<PerftResult> {
        Result<P> parsed = parse_fen(fen);
        if (!parsed)
            return parsed.error();
        P& pos = parsed.value();
        PerftResult result;
        if (divide && depth >= 1) {
            for (auto& [move, count] : perft_divide(pos, depth)) {
                if constexpr (std::is_invocable_v<MoveText, const P&, typename P::Move>)
                    result.divide.emplace_back(move_text(pos, move), count);
                else
                    result.divide.emplace_back(move_text(move), count);
                result.nodes += count;
            }
        } else
            result.nodes = perft(pos, depth);
        return result;
    };
}

} // namespace littletable
