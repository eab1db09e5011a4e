// The PGN record of a chess variant played through ChessLikeGame (chess_like_game.h) whose game may begin with a
// setup phase (Metamate, Metamachy): written with a Variant tag, the setup choices before the first move number and
// the FEN tag when the start is not the standard one; read back by replaying each token as the game's move text.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/chess_like_game.h"
#include "engine/core/game_record_reader.h"
#include "engine/core/pgn_text.h"

namespace littletable::chess {

/// The record of `moves` played from `start`: `tags` (plus [Variant "`variant`"] when they name none), the FEN tag
/// unless `start` is `standardStart`, and each move as `display(pos, move, legalMoves)`. `P` offers in_setup,
/// side_to_move (seat 0 moves first), fullmove_number, generate_legal, make and fen.
template<typename P, typename Display>
std::string write_variant_record(const P& start, const std::vector<typename P::Move>& moves, PgnTags tags,
                                 std::string_view result, std::string_view variant, std::string_view standardStart,
                                 Display display) {
    if (pgn_tag(tags, "Variant").empty())
        tags.emplace_back("Variant", std::string(variant));
    P pos = start;
    std::vector<std::string> tokens;
    bool first = true;
    for (const auto& m : moves) {
        if (!pos.in_setup()) {
            if (Seat(pos.side_to_move()) == 0)
                tokens.push_back(std::to_string(pos.fullmove_number()) + ".");
            else if (first)
                tokens.push_back(std::to_string(pos.fullmove_number()) + "...");
            first = false;
        }
        typename P::MoveList legal;
        pos.generate_legal(legal);
        tokens.push_back(display(pos, m, legal));
        pos.make(m);
    }
    const std::string fen = start.fen();
    return write_pgn_tags(tags, result, fen != standardStart ? fen : std::string()) + "\n" +
           write_pgn_movetext(tokens, result);
}

/// GameInfo::import_record for the variant: the first game of a PGN text, from the FEN tag (or the standard start),
/// each token played as a canonical or display text (engine/core/game_record_reader.h).
template<typename N>
Result<std::unique_ptr<Game>> import_variant_record(std::string_view text) {
    return import_game_record<ChessLikeGame<N>>(text, [](const PgnTags& tags) -> Result<typename N::Position> {
        const std::string fen = pgn_tag(tags, "FEN");
        if (fen.empty() && pgn_tag(tags, "SetUp") == "1")
            return make_error("ERR_PGN_FEN", "SetUp is \"1\" but there is no FEN tag");
        auto start = parse_fen_or_start<N>(fen);
        if (!start)
            return make_error("ERR_PGN_FEN", "FEN tag: " + start.error().message);
        return start;
    });
}

} // namespace littletable::chess
