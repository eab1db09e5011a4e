// What every game's Game adapter (game.h) shares, so that the games cannot drift apart: the start position, the
// current one, the plies between them with their views (history), undo, an accepted draw claim, the game-over
// answers of play and claim_draw (ERR_GAME_OVER; no legal moves and no claimable draws), the switch that lets an
// analysis play past the automatic endings, the current position for the searches (typed_position.h), and the
// frame of the record (the record's tags, the players' tags by seat, the outcome or the ending decided off the
// board).
//
// A game derives from GameAdapter<ItsGame, ItsPosition> (or GameAdapter<ItsGame, ItsPosition, ItsPly> when a ply
// of its record is more than a Position::Move), implements the Game methods that are its own (variant, geometry,
// seat_count, points, eliminated, pieces, checked_royals, and counters, elimination_move, ... where it has them),
// and supplies these hooks (private, with `friend GameAdapter<...>`), which see `pos`, `startPos` and `plies`:
//
//   Result<Ply> parse(std::string_view text) const;   // a ply of the side to move from its canonical or display text
//   MoveView view(Position& scratch, Move, const MoveList& legal) const;  // a legal move; scratch as given on return
//   MoveView make(const Ply&);                         // plays the ply on `pos`: its view, with the piece it captured
//   void unmake(const Ply&);                           // optional: pos.unmake(ply)
//   std::vector<DrawClaim> draw_claims(std::string_view move) const;  // optional: none; called while the game goes on
//   Error no_claim(std::string_view move) const;       // why claim_draw(move) has nothing to claim
//   void add_game_tags(PgnTags&) const;                // optional: tags the record adds before the players' (none)
//   std::string seat_tag(Seat) const;                  // the record's tag naming a seat's player ("White")
//   std::string write_record(const PgnTags&, const Outcome&) const;   // the record of `plies` from `startPos`,
//                                                      // ending with the outcome given (ongoing: none)
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/errors.h"
#include "engine/core/game.h"
#include "engine/core/pgn_text.h"
#include "engine/core/typed_position.h"

namespace littletable {

template<typename Derived, typename P, typename PlyT = typename P::Move>
class GameAdapter : public Game, public HoldsPosition<P> {
public:
    using Position = P;
    using Move = typename Position::Move;
    using MoveList = typename Position::MoveList;
    using Ply = PlyT;

    explicit GameAdapter(const Position& start) : startPos(start), pos(start) {}

    Seat side_to_move() const override { return outcome().over() ? NO_SEAT : Seat(pos.side_to_move()); }

    /// Every legal move, in generation order, each named with the whole list at hand.
    std::vector<MoveView> legal_moves() const override {
        if (outcome().over())
            return {};
        MoveList moves;
        pos.generate_legal(moves);
        Position scratch = pos;
        std::vector<MoveView> out;
        out.reserve(moves.size());
        for (const Move& m : moves)
            out.push_back(self().view(scratch, m, moves));
        return out;
    }

    Result<MoveView> play(std::string_view text) override {
        if (outcome().over())
            return game_over();
        Result<Ply> ply = self().parse(text);
        if (!ply)
            return ply.error();
        return record(ply.value());
    }

    /// Takes back an accepted claim, and the move it was claimed with if any; else the last ply.
    bool undo() override {
        if (claimed.over()) {
            claimed = Outcome::ongoing();
            if (!claimWithMove)
                return true;
        }
        if (plies.empty())
            return false;
        self().unmake(plies.back());
        plies.pop_back();
        played.pop_back();
        return true;
    }

    const std::vector<MoveView>& history() const override { return played; }
    std::string fen() const override { return pos.fen(); }
    std::string start_fen() const override { return startPos.fen(); }

    Outcome outcome() const override {
        if (claimed.over())
            return claimed;
        const Outcome o = pos.outcome();
        if (automaticEndings || !o.over())
            return o;
        // Without the automatic endings, only a side to move without a legal move ends the game.
        MoveList moves;
        pos.generate_legal(moves);
        return moves.size() == 0 ? o : Outcome::ongoing();
    }

    void set_automatic_endings(bool on) override { automaticEndings = on; }

    /// None once the game is over; else the game's (draw_claims).
    std::vector<DrawClaim> claimable_draws(std::string_view move) const override {
        if (outcome().over())
            return {};
        return self().draw_claims(move);
    }

    /// ERR_GAME_OVER once the game is over, whatever the claim; else the first claimable draw, with `move` played.
    Result<Outcome> claim_draw(std::string_view move) override {
        if (outcome().over())
            return game_over();
        const std::vector<DrawClaim> claims = claimable_draws(move);
        if (claims.empty())
            return self().no_claim(move);
        if (!move.empty())
            record(self().parse(move).value());
        claimWithMove = !move.empty();
        claimed = Outcome::drawn(claims.front());
        return claimed;
    }

    /// `info`'s tags, the game's own, the players under their seats' tags, then the game's record of the outcome,
    /// or of `info.ending` for a game ended off the board.
    std::string export_record(const RecordInfo& info) const override {
        PgnTags tags = info.tags;
        self().add_game_tags(tags);
        for (size_t s = 0; s < info.players.size() && s < size_t(seat_count()); ++s)
            if (!info.players[s].empty())
                set_pgn_tag(tags, self().seat_tag(Seat(s)), info.players[s]);
        return self().write_record(tags, outcome().over() ? outcome() : info.ending);
    }

    std::unique_ptr<Game> clone() const override { return std::make_unique<Derived>(self()); }

    const Position& typed_position() const override { return pos; }

protected:
    /// The hooks' defaults (a game hides them by its own).
    void unmake(const Ply& ply) { pos.unmake(ply); }
    std::vector<DrawClaim> draw_claims(std::string_view) const { return {}; }
    void add_game_tags(PgnTags&) const {}

    /// PGN's result of a two-seat game: "1-0", "0-1", "1/2-1/2", or "*" while it goes on.
    static std::string two_seat_result(const Outcome& o) {
        return !o.over() ? "*" : o.draw() ? "1/2-1/2" : o.won_by(0) ? "1-0" : "0-1";
    }

    Position startPos;
    Position pos;
    std::vector<Ply> plies;

private:
    const Derived& self() const { return static_cast<const Derived&>(*this); }
    Derived& self() { return static_cast<Derived&>(*this); }

    Error game_over() const { return errors::game_over(outcome().termination); }

    MoveView record(const Ply& ply) {
        MoveView v = self().make(ply);
        plies.push_back(ply);
        played.push_back(v);
        return v;
    }

    std::vector<MoveView> played;
    Outcome claimed;
    bool claimWithMove = false;
    bool automaticEndings = true;
};

} // namespace littletable
