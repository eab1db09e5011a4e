// Metamate for the search (ai/search_traits.h) and the CPU players (ai/cpu_player.cpp): the evaluation of
// engine/metamate/evaluate.h and every optional hook, on the position's own queries. The setup phase is searched like
// any other moves (each setup choice is a move); no null move there.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "engine/metamate/evaluate.h"
#include "engine/metamate/notation.h"
#include "engine/metamate/position.h"

namespace littletable::ai {

struct MetamateTraits {
    using Position = metamate::Position;
    using Move = metamate::Move;
    using MoveList = metamate::MoveList;

    static constexpr int MAX_MOVES = metamate::MAX_MOVES;
    /// History by side to move, origin and destination (a setup choice: its square twice).
    static constexpr int HISTORY_SIZE = 2 * 64 * 64;

    static int evaluate(const Position& pos) { return metamate::evaluate(pos); }
    /// A Meta checks like the pieces it copies (§8.1); a Meta itself is never in check.
    static bool in_check(const Position& pos) { return pos.in_check(); }
    /// As chess's: a repetition inside the search or a threefold one, the 50-move rule (unless in check) and dead
    /// positions (never with a Meta on the board or to come, §8.3). Metamate's other endings (mate, stalemate) leave
    /// no legal move, as the hook requires.
    static bool is_draw(const Position& pos, int ply) {
        return pos.is_repetition(ply) || (pos.rule50() >= 100 && !pos.in_check()) || pos.insufficient_material();
    }
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
    static void make_null(Position& pos) { pos.make_null(); }
    static void unmake_null(Position& pos) { pos.unmake_null(); }
    static int history_index(const Position& pos, Move m) {
        return pos.side_to_move() * 4096 + m.from() * 64 + m.to();
    }

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
