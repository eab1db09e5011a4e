// Martian Chess for the searches and the CPU players (ai/games/): MartianTraits for the two-player search
// (ai/search.h, the 2-player game "martian") and Martian4Traits for the N-player searches (ai/nplayer/, the 4-player
// game "martian4"), both on engine/martian/evaluate.h.
//
// No check, no null move (the position has none; zugzwang is common when every move hands a piece over), no
// is_draw hook (the end of the game comes from outcome(), which is cheap: a zone empty, the clock, the move limit).
// Tactical moves are captures (by the value taken, then the least valuable mover) and the moves that empty the
// mover's own zone (they end the game), so that quiescence sees both.
#pragma once

#include <bit>
#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "engine/martian/evaluate.h"
#include "engine/martian/notation.h"
#include "engine/martian/position.h"

namespace littletable::ai {

/// The hooks both Martian traits share (the search_traits.h names).
struct MartianHooks {
    using Position = martian::Position;
    using Move = martian::Move;
    using MoveList = martian::MoveList;

    static constexpr int MAX_MOVES = martian::MAX_MOVES;
    /// History by seat to move (up to 4), origin and destination.
    static constexpr int HISTORY_SIZE = MAX_SEATS * 64 * 64;
    static int history_index(const Position& pos, Move m) { return pos.side_to_move() * 4096 + m.from() * 64 + m.to(); }
    /// Counter-moves and continuation history by moving piece type and destination.
    static constexpr int PIECE_TO_SIZE = martian::PIECE_TYPE_NB * 64;
    static int piece_to_index(const Position& pos, Move m) { return pos.piece_on(m.from()) * 64 + m.to(); }

    /// A capture: 8 per point taken plus 4 minus the mover's value (the least valuable mover first); a move that
    /// empties the mover's zone (the game ends): 1 plus what it takes. 0 for every other move.
    static int tactical_order(const Position& pos, Move m) {
        int order = pos.is_capture(m) ? 8 * pos.piece_on(m.to()) + 4 - pos.piece_on(m.from()) : 0;
        const martian::Bitboard own = pos.pieces() & pos.layout().zone[pos.side_to_move()];
        if (own == martian::square_bb(m.from()) && pos.owner_of(m.to()) != pos.side_to_move())
            order += 1;
        return order;
    }

    // For the CPU player: positions and moves from and to the texts of the Game interface.
    static Result<Position> from_fen(std::string_view fen) { return Position::from_fen(fen); }
    static Result<Move> parse_move(const Position& pos, std::string_view text) {
        return martian::parse_move(pos, text);
    }
    static std::string move_text(Move m) { return martian::to_text(m); }
};

/// The 2-player game for ai/search.h.
struct MartianTraits : MartianHooks {
    static int evaluate(const Position& pos) { return martian::evaluate(pos); }
};

/// The 4-player game for ai/nplayer/ (NPlayerTraits).
struct Martian4Traits : MartianHooks {
    static int evaluate(const Position& pos, Seat s) { return martian::evaluate_for(pos, s); }
};

/// The 4-player game judged by points and zone material alone (martian::material_for): the reference player's.
struct Martian4MaterialTraits : MartianHooks {
    static int evaluate(const Position& pos, Seat s) { return martian::material_for(pos, s); }
};

} // namespace littletable::ai
