// Chess for the search (ai/search_traits.h) and the CPU players (ai/cpu_player.cpp): the evaluation of
// engine/chess/evaluate.h and every optional hook, on the position's own cheap queries.
#pragma once

#include <string>
#include <string_view>

#include "engine/chess/evaluate.h"
#include "engine/chess/position.h"
#include "engine/chess/uci_move.h"
#include "engine/core/result.h"

namespace littletable::ai {

struct ChessTraits {
    using Position = chess::Position;
    using Move = chess::Move;
    using MoveList = chess::MoveList;

    static constexpr int MAX_MOVES = chess::MAX_MOVES;
    /// History by side to move, origin and destination.
    static constexpr int HISTORY_SIZE = 2 * 64 * 64;

    static int evaluate(const Position& pos) { return chess::evaluate(pos); }
    static bool in_check(const Position& pos) { return pos.in_check(); }
    /// A repetition inside the search or a threefold one (playing into a repetition can only hand the
    /// opponent the draw), the 50-move rule (unless in check: a mate on that move still counts) and dead
    /// positions. Chess's other endings leave no legal move, as the hook requires.
    static bool is_draw(const Position& pos, int ply) {
        return pos.is_repetition(ply) || (pos.rule50() >= 100 && !pos.in_check()) || pos.insufficient_material();
    }
    static void generate_tactical(const Position& pos, MoveList& list) { pos.generate_captures(list); }
    /// Captures by most valuable victim then least valuable attacker, queen promotions by the gain;
    /// under-promotions without capture count as quiet.
    static int tactical_order(const Position& pos, Move m);
    /// Static exchange evaluation of `m` (captures on its destination square, least valuable attacker first,
    /// pins ignored) is at least `threshold` centipawns.
    static bool see_ge(const Position& pos, Move m, int threshold) { return see(pos, m) >= threshold; }
    /// The material balance of the exchange `m` starts on its destination square, best play by both sides.
    static int see(const Position& pos, Move m);
    /// Null moves only with a piece besides pawns and king: in pawn endgames zugzwang is the rule.
    static bool null_move_allowed(const Position& pos) {
        const chess::Color us = pos.side_to_move();
        return pos.pieces(us, chess::KNIGHT, chess::BISHOP) | pos.pieces(us, chess::ROOK, chess::QUEEN);
    }
    static void make_null(Position& pos) { pos.make_null(); }
    static void unmake_null(Position& pos) { pos.unmake_null(); }
    static int history_index(const Position& pos, Move m) {
        return pos.side_to_move() * 4096 + m.from() * 64 + m.to();
    }

    // For the CPU player: the game's positions and moves from and to the texts of the Game interface.
    static Result<Position> from_fen(std::string_view fen) { return Position::from_fen(fen); }
    static Result<Move> parse_move(const Position& pos, std::string_view text) {
        return chess::parse_uci_move(pos, text);
    }
    static std::string move_text(Move m) { return chess::to_uci(m); }
};

} // namespace littletable::ai
