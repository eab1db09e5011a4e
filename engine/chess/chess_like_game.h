// A game of chess or of a chess variant behind the dynamic Game interface (engine/core/game.h): the start position,
// the current one, the moves between them and an accepted draw claim. What differs between the variants — texts,
// piece views, the record format — comes from a notation policy N:
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

#include "engine/core/captured_piece.h"
#include "engine/core/game.h"
#include "engine/core/pgn_text.h"

namespace littletable::chess {

template<typename N>
class ChessLikeGame final : public Game {
public:
    using Position = typename N::Position;
    using Move = typename Position::Move;

    explicit ChessLikeGame(const Position& start) : startPos(start), pos(start) {}

    std::string_view variant() const override { return N::NAME; }
    /// The policy's board (`static const Geometry& geometry()`), chess's 8x8 when it names none.
    const Geometry& geometry() const override {
        if constexpr (requires { N::geometry(); })
            return N::geometry();
        else
            return boards::chess8x8();
    }
    int seat_count() const override { return 2; }
    Seat side_to_move() const override { return outcome().over() ? NO_SEAT : Seat(pos.side_to_move()); }
    int points(Seat) const override { return 0; }
    bool eliminated(Seat) const override { return false; }
    bool can_still_win(Seat s) const override { return pos.can_checkmate(decltype(pos.side_to_move())(s)); }

    std::vector<PieceView> pieces() const override { return N::pieces(pos); }

    std::vector<SquareIndex> checked_royals() const override {
        if (!pos.in_check())
            return {};
        if constexpr (requires { N::royal_square(pos); })
            return {N::royal_square(pos)};
        else
            return {SquareIndex(pos.king_square(pos.side_to_move()))};
    }

    /// Every legal move, in generation order, named from one generated list.
    std::vector<MoveView> legal_moves() const override {
        if (outcome().over())
            return {};
        typename Position::MoveList moves;
        pos.generate_legal(moves);
        Position scratch = pos;
        std::vector<MoveView> out;
        out.reserve(moves.size());
        for (Move m : moves)
            out.push_back(N::view(scratch, m, moves));
        return out;
    }

    Result<MoveView> play(std::string_view text) override {
        if (outcome().over())
            return make_error("ERR_GAME_OVER", "the game is over (" + std::string(to_string(outcome().termination)) + ")");
        Result<Move> move = N::parse(pos, text);
        if (!move)
            return move.error();
        return record(move.value());
    }

    bool undo() override {
        if (claimed.over()) {
            claimed = Outcome::ongoing();
            if (!claimWithMove)
                return true;
        }
        if (moves.empty())
            return false;
        pos.unmake(moves.back());
        moves.pop_back();
        played.pop_back();
        return true;
    }

    const std::vector<MoveView>& history() const override { return played; }
    std::string fen() const override { return pos.fen(); }
    std::string start_fen() const override { return startPos.fen(); }

    Outcome outcome() const override { return claimed.over() ? claimed : pos.outcome(); }

    std::vector<DrawClaim> claimable_draws(std::string_view text) const override {
        std::vector<DrawClaim> out;
        if (outcome().over())
            return out;
        Position p = pos;
        if (!text.empty()) {
            Result<Move> move = N::parse(pos, text);
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

    Result<Outcome> claim_draw(std::string_view text) override {
        if (outcome().over())
            return make_error("ERR_GAME_OVER", "the game is over (" + std::string(to_string(outcome().termination)) + ")");
        if (!text.empty()) {
            Result<Move> move = N::parse(pos, text);
            if (!move)
                return move.error();
        }
        std::vector<DrawClaim> claims = claimable_draws(text);
        if (claims.empty())
            return make_error("ERR_NO_CLAIM", text.empty()
                                                  ? "no draw can be claimed: the position has not occurred three times and "
                                                    "fifty moves have not passed without a capture or pawn move"
                                                  : "no draw can be claimed with " + std::string(text));
        if (!text.empty())
            record(N::parse(pos, text).value());
        claimWithMove = !text.empty();
        claimed = Outcome::drawn(claims.front());
        return claimed;
    }

    /// The record with `info`'s tags, its players as the White and Black tags, and the outcome, or `info.ending`
    /// for a game ended off the board.
    std::string export_record(const RecordInfo& info) const override {
        PgnTags tags = info.tags;
        constexpr std::string_view SEAT_TAGS[] = {"White", "Black"};
        for (size_t s = 0; s < info.players.size() && s < 2; ++s)
            if (!info.players[s].empty())
                set_pgn_tag(tags, SEAT_TAGS[s], info.players[s]);
        const Outcome o = outcome().over() ? outcome() : info.ending;
        const char* result = !o.over() ? "*" : o.draw() ? "1/2-1/2" : o.won_by(0) ? "1-0" : "0-1";
        return N::record(startPos, moves, tags, result);
    }

    std::unique_ptr<Game> clone() const override { return std::make_unique<ChessLikeGame>(*this); }

private:
    MoveView record(Move m) {
        typename Position::MoveList legal;
        pos.generate_legal(legal);
        MoveView v = N::view(pos, m, legal);
        const Seat mover = Seat(pos.side_to_move());
        const std::vector<PieceView> before = N::pieces(pos);
        pos.make(m);
        // A setup move captures nothing, though it may rearrange both armies (Metamachy's chief arrangement).
        if (v.kind != "setup")
            v.captured = captured_piece(before, N::pieces(pos), mover);
        moves.push_back(m);
        played.push_back(v);
        return v;
    }

    Position startPos;
    Position pos;
    std::vector<Move> moves;
    std::vector<MoveView> played;
    Outcome claimed;
    bool claimWithMove = false;
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
