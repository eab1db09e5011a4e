// Metamachy for the search (ai/search_traits.h) and the CPU players (ai/games/): the evaluation of
// engine/metamachy/evaluate.h and the optional hooks on the position's own queries. The setup phase (Black's choice
// of the chief arrangement, docs/rules/metamachy.md "Board and setup") is searched like any other move: each of the
// 24 arrangements is a legal move, scored by searching White's replies.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "engine/metamachy/evaluate.h"
#include "engine/metamachy/notation.h"
#include "engine/metamachy/position.h"

namespace littletable::ai {

struct MetamachyTraits {
    using Position = metamachy::Position;
    using Move = metamachy::Move;
    using MoveList = metamachy::MoveList;

    static constexpr int MAX_MOVES = 1024; // MoveList's capacity (position.h)
    /// History by side to move, origin and destination (squares of the 12x12 board, 144 each).
    static constexpr int SQUARES = metamachy::FILE_NB * metamachy::RANK_NB;
    static constexpr int HISTORY_SIZE = 2 * SQUARES * SQUARES;
    static int history_index(const Position& pos, Move m) {
        return (pos.side_to_move() * SQUARES + metamachy::geometry_index(m.from())) * SQUARES +
               metamachy::geometry_index(m.to());
    }
    /// Counter-moves and continuation history by moving piece type and destination.
    static constexpr int PIECE_TO_SIZE = metamachy::PIECE_TYPE_NB * SQUARES;
    static int piece_to_index(const Position& pos, Move m) {
        return metamachy::type_of(pos.piece_on(m.from())) * SQUARES + metamachy::geometry_index(m.to());
    }

    static int evaluate(const Position& pos) { return metamachy::evaluate(pos); }
    static bool in_check(const Position& pos) { return pos.in_check(); }
    /// True when the legal move `m` checks the opponent: the moved piece's own attack (leap, step or ray), or a ray
    /// opened or a Cannon screen made on the King's lines; the setup choice, promotions, en passant and the King's
    /// leap are played and the check looked for in full. `pos` is unchanged on return.
    static bool gives_check(Position& pos, Move m);
    /// A repetition inside the search or a threefold one, the 50-move rule (unless in check: a mate on that move
    /// still counts) and dead positions (metamachy.md "End of game"). Checkmate and stalemate leave no legal move;
    /// fivefold repetition and 75 moves come after these, as the hook requires.
    static bool is_draw(const Position& pos, int ply) {
        return pos.is_repetition(ply) || (pos.rule50() >= 100 && !pos.in_check()) || pos.insufficient_material();
    }
    /// Captures (en passant included) and promotions.
    static void generate_tactical(const Position& pos, MoveList& list) { pos.generate_captures(list); }
    /// Null moves outside the setup phase, and only with a piece besides Pawns, Princes and the King: with those
    /// alone zugzwang is the rule.
    static bool null_move_allowed(const Position& pos) {
        if (pos.in_setup())
            return false;
        const metamachy::Color us = pos.side_to_move();
        return pos.piece_count(us) - pos.count(us, metamachy::PAWN) - pos.count(us, metamachy::PRINCE) > 1;
    }
    static void make_null(Position& pos) { pos.make_null(); }
    static void unmake_null(Position& pos) { pos.unmake_null(); }
    /// Captures by most valuable victim, then least valuable attacker; promotions by the promoted piece's gain.
    /// 0 for quiet moves and the setup choice.
    static int tactical_order(const Position& pos, Move m);
    /// Static exchange evaluation of `m` on its destination square is at least `threshold` centipawns.
    static bool see_ge(const Position& pos, Move m, int threshold);

    // For the CPU player and the analysis: positions and moves from and to the texts of the Game interface.
    static Result<Position> from_fen(std::string_view fen) { return Position::from_fen(fen); }
    static Result<Move> parse_move(const Position& pos, std::string_view text) {
        return metamachy::parse_move(pos, text);
    }
    /// The canonical long algebraic text ("f3f5", "e11e12l", "qkla@f12").
    static std::string move_text(Move m) { return metamachy::to_lan(m); }
};

} // namespace littletable::ai
