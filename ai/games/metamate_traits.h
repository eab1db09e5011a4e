// Metamate for the search (ai/search_traits.h) and the CPU players (ai/games/): the evaluation of
// engine/metamate/evaluate.h and every optional hook, on the position's own queries. The setup phase is searched like
// any other moves (each setup choice is a move); no null move there.
#pragma once

#include <string>
#include <string_view>

#include "ai/games/chess_like_hooks.h"
#include "engine/core/result.h"
#include "engine/metamate/evaluate.h"
#include "engine/metamate/notation.h"
#include "engine/metamate/position.h"

namespace littletable::ai {

/// Check (a Meta checks like the pieces it copies, §8.1, and is never in check itself), draws as chess's (dead
/// positions never with a Meta on the board or to come, §8.3), null move and history from ChessLikeHooks.
struct MetamateTraits : ChessLikeHooks<metamate::Position> {
    using Position = metamate::Position;
    using Move = metamate::Move;
    using MoveList = metamate::MoveList;

    static constexpr int MAX_MOVES = metamate::MAX_MOVES;

    static int evaluate(const Position& pos) { return metamate::evaluate(pos); }
    /// Captures (an M1's with both evolutions) and promotions to a queen (a pawn's, a Meta's, other Metas').
    static void generate_tactical(const Position& pos, MoveList& list) { pos.generate_captures(list); }
    /// Captures by most valuable victim (a Meta by its configuration) then least valuable attacker, plus the gain
    /// of each promotion to a queen; other promotions and non-captures count as quiet (0).
    static int tactical_order(const Position& pos, Move m);
    /// Static exchange evaluation of `m` is at least `threshold` centipawns.
    static bool see_ge(const Position& pos, Move m, int threshold);
    /// The material balance of `m` and the exchange it starts on its destination square, best play by both sides,
    /// each side recapturing with its least valuable attacker. Played on a copy of the board, so each Meta attacks
    /// with what it copies at that moment and a capturing Meta evolves; pins ignored.
    static int see(const Position& pos, Move m);
    /// Null moves only after the setup phase, and with a piece besides pawns, king and Metas that copy nothing
    /// more (knight, bishop, rook, queen, or a Meta copying one): with pawns alone zugzwang is the rule.
    static bool null_move_allowed(const Position& pos);

    // For the CPU player and the analysis: positions and moves from and to the texts of the Game interface.
    static Result<Position> from_fen(std::string_view fen) { return Position::from_fen(fen); }
    static Result<Move> parse_move(const Position& pos, std::string_view text) {
        return metamate::parse_move(pos, text);
    }
    /// The canonical text (docs/metamate-notation.md), which names castling by who moves and the other Metas that
    /// promote: it needs the position the move is played in.
    static std::string move_text(const Position& pos, Move m) { return metamate::to_text(pos, m); }
};

} // namespace littletable::ai
