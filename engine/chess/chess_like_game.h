// A game of chess or of a chess variant behind the dynamic Game interface (engine/core/game.h), on the adapter every
// game shares (engine/core/game_adapter.h), with the draw claims of chess (threefold repetition, fifty moves) and
// its PGN result. What differs between the variants — texts, piece views, the record format — comes from a notation
// policy N:
//
//   struct N {
//       using Position = ...;  // make/unmake, fen, outcome, in_check, king_square, side_to_move (a chess::Color),
//                              // can_claim_threefold, can_claim_fifty_moves
//       static constexpr std::string_view NAME = "chess";
//       static const Geometry& geometry();   // optional: chess's 8x8 when absent
//       static SquareIndex royal_square(const Position&); // optional: the side to move's king as a Geometry
//                                            // index, when king_square is not one already
//       static std::vector<PieceView> pieces(const Position&);
//       static MoveView view(Position&, Position::Move, const Position::MoveList& legal);
//                                            // one legal move, `legal` all of them (pos unchanged on return)
//       static Result<Position::Move> parse(const Position&, std::string_view);  // canonical or display text
//       static std::string record(const Position& start, const std::vector<Position::Move>&,
//                                 const PgnTags&, std::string_view result);      // the game record
//   };
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/registration.h"
#include "engine/core/captured_piece.h"
#include "engine/core/game.h"
#include "engine/core/game_adapter.h"
#include "engine/core/pgn_text.h"

namespace littletable::chess {

template<typename N>
class ChessLikeGame final : public GameAdapter<ChessLikeGame<N>, typename N::Position> {
    using Base = GameAdapter<ChessLikeGame<N>, typename N::Position>;
    friend Base;

public:
    using Position = typename N::Position;
    using Move = typename Position::Move;
    using Base::Base;

    std::string_view variant() const override { return N::NAME; }
    /// The policy's board (`static const Geometry& geometry()`), chess's 8x8 when it names none.
    const Geometry& geometry() const override {
        if constexpr (requires { N::geometry(); })
            return N::geometry();
        else
            return boards::chess8x8();
    }
    int seat_count() const override { return 2; }
    int points(Seat) const override { return 0; }
    bool eliminated(Seat) const override { return false; }
    bool can_still_win(Seat s) const override { return this->pos.can_checkmate(decltype(this->pos.side_to_move())(s)); }

    std::vector<PieceView> pieces() const override { return N::pieces(this->pos); }

    std::vector<SquareIndex> checked_royals() const override {
        const Position& pos = this->pos;
        if (!pos.in_check())
            return {};
        if constexpr (requires { N::royal_square(pos); })
            return {N::royal_square(pos)};
        else
            return {SquareIndex(pos.king_square(pos.side_to_move()))};
    }

private:
    Result<Move> parse(std::string_view text) const { return N::parse(this->pos, text); }

    MoveView view(Position& scratch, Move m, const typename Position::MoveList& legal) const {
        return N::view(scratch, m, legal);
    }

    MoveView make(Move m) {
        Position& pos = this->pos;
        typename Position::MoveList legal;
        pos.generate_legal(legal);
        MoveView v = N::view(pos, m, legal);
        const Seat mover = Seat(pos.side_to_move());
        const std::vector<PieceView> before = N::pieces(pos);
        pos.make(m);
        // A setup move captures nothing, though it may rearrange both armies (Metamachy's chief arrangement).
        if (v.kind != move_kind::SETUP)
            v.captured = captured_piece(before, N::pieces(pos), mover);
        return v;
    }

    /// Threefold repetition and the fifty-move rule, now or after `text` (when it does not end the game itself).
    std::vector<DrawClaim> draw_claims(std::string_view text) const {
        std::vector<DrawClaim> out;
        Position p = this->pos;
        if (!text.empty()) {
            Result<Move> move = parse(text);
            if (!move)
                return out;
            p.make(move.value());
            if (p.outcome().over())
                return out;
        }
        if (p.can_claim_threefold())
            out.push_back(Termination::THREEFOLD_REPETITION);
        if (p.can_claim_fifty_moves())
            out.push_back(Termination::FIFTY_MOVES);
        return out;
    }

    /// The announced move's own error, else ERR_NO_CLAIM.
    Error no_claim(std::string_view text) const {
        if (!text.empty())
            if (Result<Move> move = parse(text); !move)
                return move.error();
        return make_error("ERR_NO_CLAIM", text.empty()
                                              ? "no draw can be claimed: the position has not occurred three times and "
                                                "fifty moves have not passed without a capture or pawn move"
                                              : "no draw can be claimed with " + std::string(text));
    }

    std::string seat_tag(Seat s) const { return s == 0 ? "White" : "Black"; }

    std::string write_record(const PgnTags& tags, const Outcome& o) const {
        return N::record(this->startPos, this->plies, tags, Base::two_seat_result(o));
    }
};

/// A position of the variant from its FEN, or its start position for an empty FEN (the registry's convention).
template<typename N>
Result<typename N::Position> parse_fen_or_start(std::string_view fen) {
    using Position = typename N::Position;
    return fen.empty() ? Result<Position>(Position::start()) : Position::from_fen(fen);
}

/// GameInfo::create for the variant: a new game from a FEN or from the start position.
template<typename N>
Result<std::unique_ptr<Game>> create_game_from_fen(std::string_view fen) {
    Result<typename N::Position> start = parse_fen_or_start<N>(fen);
    if (!start)
        return start.error();
    return std::unique_ptr<Game>(std::make_unique<ChessLikeGame<N>>(start.value()));
}

} // namespace littletable::chess
