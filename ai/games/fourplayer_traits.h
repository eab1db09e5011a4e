// Four-player chess for the N-player searches (ai/nplayer/) and the CPU players (ai/games/fourplayer.cpp, the game
// "fourplayer"), on engine/fourplayer/evaluate.h.
//
// Tactical moves are captures of live pieces, by the points they score (fourplayer.md, "Points (FFA)": a king left
// in check is worth 20), then the least valuable mover, and promotions; grey pieces are worth 0 and are quiet
// captures. A side in check tries every move in quiescence (in_check).
#pragma once

#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "engine/fourplayer/evaluate.h"
#include "engine/fourplayer/notation.h"
#include "engine/fourplayer/position.h"

namespace littletable::ai {

struct FourPlayerTraits {
    using Position = fourplayer::Position;
    using Move = fourplayer::Move;
    using MoveList = fourplayer::MoveList;

    static constexpr int MAX_MOVES = fourplayer::MAX_MOVES;
    /// A square as one of the 14 x 14 cells (the padded board has 288 indices: tables by cell stay small).
    static int cell(fourplayer::Square s) {
        return fourplayer::rank_of(s) * fourplayer::FILE_NB + fourplayer::file_of(s);
    }
    static constexpr int CELL_NB = fourplayer::FILE_NB * fourplayer::RANK_NB;
    /// History by seat to move, origin and destination.
    static constexpr int HISTORY_SIZE = fourplayer::SEAT_NB * CELL_NB * CELL_NB;
    static int history_index(const Position& pos, Move m) {
        return (pos.side_to_move() * CELL_NB + cell(m.from())) * CELL_NB + cell(m.to());
    }
    /// Counter-moves and continuation history by moving piece type and destination (continuation history is
    /// PIECE_TO_SIZE squared: 2.5 M entries).
    static constexpr int PIECE_TO_SIZE = fourplayer::TYPE_NB * CELL_NB;
    static int piece_to_index(const Position& pos, Move m) {
        return fourplayer::type_of(pos.piece_on(m.from())) * CELL_NB + cell(m.to());
    }

    static int evaluate(const Position& pos, Seat s) { return fourplayer::evaluate_for(pos, s); }
    static bool in_check(const Position& pos) { return pos.in_check(); }

    /// A capture of a live piece: 16 per point it scores plus 8 minus the mover's type (the least valuable mover
    /// first); a promotion: 1 more. 0 for every other move.
    static int tactical_order(const Position& pos, Move m) {
        const fourplayer::Piece target = pos.piece_on(m.to());
        int order = 0;
        if (fourplayer::is_live(target))
            order = 16 * fourplayer::CAPTURE_POINTS[fourplayer::type_of(target)] + 8 -
                    fourplayer::type_of(pos.piece_on(m.from()));
        else if (m.kind() == fourplayer::EN_PASSANT)
            order = 16 + 8 - fourplayer::PAWN;
        return order + (m.promotion() ? 1 : 0);
    }

    // For the CPU player: positions and moves from and to the texts of the Game interface.
    static Result<Position> from_fen(std::string_view fen) { return Position::from_fen(fen); }
    static Result<Move> parse_move(const Position& pos, std::string_view text) {
        return fourplayer::parse_move(pos, text);
    }
    static std::string move_text(Move m) { return fourplayer::to_text(m); }
    /// The side to move resigns (the Game's "R" ply, fourplayer.md: eliminated, the game goes on).
    static void resign(Position& pos) { pos.resign(); }
};

/// The same game judged by material alone (fourplayer::material_for): the reference player's evaluation.
struct FourPlayerMaterialTraits : FourPlayerTraits {
    static int evaluate(const Position& pos, Seat s) { return fourplayer::material_for(pos, s); }
};

} // namespace littletable::ai
