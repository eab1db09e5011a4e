// Chess for the search (ai/search_traits.h) and the CPU players (ai/games/): the evaluation of
// engine/chess/evaluate.h and every optional hook, on the position's own cheap queries.
#pragma once

#include <string>
#include <string_view>

#include "engine/chess/evaluate.h"
#include "engine/chess/position.h"
#include "engine/chess/uci_move.h"
#include "engine/chess/zobrist.h"
#include "engine/core/result.h"

namespace littletable::ai {

/// Exchange values: the evaluation's material, with a king too valuable ever to be given up, so that a king
/// "capture" into a defended square is always refuted.
inline constexpr int SEE_VALUE[chess::PIECE_TYPE_NB] = {0,
                                                        chess::PIECE_VALUE[chess::PAWN],
                                                        chess::PIECE_VALUE[chess::KNIGHT],
                                                        chess::PIECE_VALUE[chess::BISHOP],
                                                        chess::PIECE_VALUE[chess::ROOK],
                                                        chess::PIECE_VALUE[chess::QUEEN],
                                                        20000,
                                                        0};

struct ChessTraits {
    using Position = chess::Position;
    using Move = chess::Move;
    using MoveList = chess::MoveList;

    static constexpr int MAX_MOVES = chess::MAX_MOVES;
    /// History by side to move, origin and destination.
    static constexpr int HISTORY_SIZE = 2 * 64 * 64;

    static int evaluate(const Position& pos) { return chess::evaluate(pos); }
    static bool in_check(const Position& pos) { return pos.in_check(); }
    /// True when the legal move `m` checks the opponent: by the moved piece or by a slider it uncovers,
    /// from the bitboards for ordinary moves, by playing it for castling, en passant and promotions.
    static bool gives_check(Position& pos, Move m) {
        using namespace chess;
        if (m.type() != NORMAL)
            return pos.gives_check(m);
        const Color us = pos.side_to_move();
        const Square from = m.from(), to = m.to(), ksq = pos.king_square(~us);
        const PieceType pt = type_of(pos.piece_on(from));
        const Bitboard occupied = (pos.pieces() ^ square_bb(from)) | square_bb(to);
        const Bitboard direct = pt == PAWN ? pawn_attacks(us, to) : pt == KING ? 0 : attacks_of(pt, to, occupied);
        if (direct & square_bb(ksq))
            return true;
        const Bitboard others = ~square_bb(from);
        return (bishop_attacks(ksq, occupied) & pos.pieces(us, BISHOP, QUEEN) & others) ||
               (rook_attacks(ksq, occupied) & pos.pieces(us, ROOK, QUEEN) & others);
    }
    /// A repetition inside the search or a threefold one (playing into a repetition can only hand the
    /// opponent the draw), the 50-move rule (unless in check: a mate on that move still counts) and dead
    /// positions. Chess's other endings leave no legal move, as the hook requires.
    static bool is_draw(const Position& pos, int ply) {
        return pos.is_repetition(ply) || (pos.rule50() >= 100 && !pos.in_check()) || pos.insufficient_material();
    }
    static void generate_tactical(const Position& pos, MoveList& list) { pos.generate_captures(list); }
    /// Captures by most valuable victim then least valuable attacker, queen promotions by the gain;
    /// under-promotions without capture count as quiet.
    static int tactical_order(const Position& pos, Move m) {
        using namespace chess;
        const PieceType victim = m.type() == EN_PASSANT ? PAWN : type_of(pos.piece_on(m.to()));
        int order = 0;
        if (victim != NO_PIECE_TYPE && m.type() != CASTLING)
            order = 8 * PIECE_VALUE[victim] + (KING - type_of(pos.piece_on(m.from()))) + 1;
        if (m.type() == PROMOTION && m.promotion_type() == QUEEN)
            order += 8 * (PIECE_VALUE[QUEEN] - PIECE_VALUE[PAWN]);
        return order;
    }
    /// Static exchange evaluation of `m` (captures on its destination square, least valuable attacker first,
    /// pins ignored) is at least `threshold` centipawns. Settles most moves from the two pieces alone: the
    /// exchange is worth at most what `m` takes and at least that minus the piece that takes.
    static bool see_ge(const Position& pos, Move m, int threshold) {
        using namespace chess;
        if (m.type() == CASTLING)
            return threshold <= 0;
        int gain = m.type() == EN_PASSANT ? SEE_VALUE[PAWN] : SEE_VALUE[type_of(pos.piece_on(m.to()))];
        int risked = SEE_VALUE[type_of(pos.piece_on(m.from()))];
        if (m.type() == PROMOTION) {
            gain += SEE_VALUE[m.promotion_type()] - SEE_VALUE[PAWN];
            risked = SEE_VALUE[m.promotion_type()];
        }
        if (gain < threshold)
            return false; // the opponent may simply not take back
        if (gain - risked >= threshold)
            return true; // we may stop after any recapture, so losing the mover is the worst case
        return see(pos, m) >= threshold;
    }
    /// The material balance of the exchange `m` starts on its destination square, best play by both sides.
    static int see(const Position& pos, Move m);
    /// The zobrist key after `m`, for loading its table entry before the move is played: the moved and taken
    /// pieces, the side and the en passant file; castling rights, promotions and a new en passant square are
    /// left out (a wrong key only wastes the early load).
    static uint64_t key_after(const Position& pos, Move m) {
        using namespace chess;
        const Piece pc = pos.piece_on(m.from()), captured = pos.piece_on(m.to());
        Key k = pos.key() ^ zobrist::Side ^ zobrist::Psq[pc][m.from()] ^ zobrist::Psq[pc][m.to()];
        if (captured != NO_PIECE)
            k ^= zobrist::Psq[captured][m.to()];
        if (pos.ep_square() != SQ_NONE)
            k ^= zobrist::EnPassant[file_of(pos.ep_square())];
        return k;
    }
    /// Null moves only with a piece besides pawns and king: in pawn endgames zugzwang is the rule.
    static bool null_move_allowed(const Position& pos) {
        const chess::Color us = pos.side_to_move();
        return pos.pieces(us, chess::KNIGHT, chess::BISHOP) | pos.pieces(us, chess::ROOK, chess::QUEEN);
    }
    static void make_null(Position& pos) { pos.make_null(); }
    static void unmake_null(Position& pos) { pos.unmake_null(); }
    static int history_index(const Position& pos, Move m) { return pos.side_to_move() * 4096 + m.from() * 64 + m.to(); }
    /// Counter-moves and continuation history by moving piece (colour included) and destination.
    /// The twelve chess pieces (W_PAWN..W_KING = 1..6, B_PAWN..B_KING = 9..14) packed to 0..11, times 64 squares:
    /// the continuation-history tables stay half the size of a PIECE_NB-wide index.
    static constexpr int PIECE_TO_SIZE = 12 * 64;
    static int piece_to_index(const Position& pos, Move m) {
        const int p = pos.piece_on(m.from());
        return (p - 1 - 2 * (p >> 3)) * 64 + m.to();
    }

    /// Capture history by the piece taken: its type, NO_PIECE_TYPE (0, a promotion without capture) to QUEEN
    /// (a king is never taken).
    static constexpr int VICTIM_SIZE = chess::KING;
    static int victim_index(const Position& pos, Move m) {
        return m.type() == chess::EN_PASSANT ? chess::PAWN : chess::type_of(pos.piece_on(m.to()));
    }

    // For the CPU player: the game's positions and moves from and to the texts of the Game interface.
    static Result<Position> from_fen(std::string_view fen) { return Position::from_fen(fen); }
    static Result<Move> parse_move(const Position& pos, std::string_view text) {
        return chess::parse_uci_move(pos, text);
    }
    static std::string move_text(Move m) { return chess::to_uci(m); }
};

} // namespace littletable::ai
