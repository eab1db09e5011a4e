// A Game that hides the position it holds: every call goes to the game inside, but typed_position_of finds none,
// so a search on it replays the start FEN and every move text (ai/level_search.h, replayed_position). The tests
// hold the moves chosen on it against those chosen on the game itself.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"

namespace littletable::ai::testing_support {

class ReplayOnlyGame final : public Game {
public:
    explicit ReplayOnlyGame(const Game& game) : inner(game.clone()) {}

    std::string_view variant() const override { return inner->variant(); }
    const Geometry& geometry() const override { return inner->geometry(); }
    int seat_count() const override { return inner->seat_count(); }
    Seat side_to_move() const override { return inner->side_to_move(); }
    int points(Seat s) const override { return inner->points(s); }
    bool eliminated(Seat s) const override { return inner->eliminated(s); }
    std::vector<Counter> counters() const override { return inner->counters(); }
    std::optional<std::string> elimination_move(Termination t) const override { return inner->elimination_move(t); }
    bool can_still_win(Seat s) const override { return inner->can_still_win(s); }
    std::optional<std::string> agreed_draw_move() const override { return inner->agreed_draw_move(); }
    std::vector<PieceView> pieces() const override { return inner->pieces(); }
    std::vector<SquareIndex> checked_royals() const override { return inner->checked_royals(); }
    std::vector<MoveView> legal_moves() const override { return inner->legal_moves(); }
    Result<MoveView> play(std::string_view move) override { return inner->play(move); }
    bool undo() override { return inner->undo(); }
    const std::vector<MoveView>& history() const override { return inner->history(); }
    std::string fen() const override { return inner->fen(); }
    std::string start_fen() const override { return inner->start_fen(); }
    Outcome outcome() const override { return inner->outcome(); }
    void set_automatic_endings(bool on) override { inner->set_automatic_endings(on); }
    std::vector<DrawClaim> claimable_draws(std::string_view move) const override {
        return inner->claimable_draws(move);
    }
    Result<Outcome> claim_draw(std::string_view move) override { return inner->claim_draw(move); }
    std::string export_record(const RecordInfo& info) const override { return inner->export_record(info); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<ReplayOnlyGame>(*inner); }

private:
    std::unique_ptr<Game> inner;
};

} // namespace littletable::ai::testing_support
