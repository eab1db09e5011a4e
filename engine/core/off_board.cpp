#include "engine/core/off_board.h"

#include <algorithm>

#include "engine/core/errors.h"
#include "engine/core/move_kind.h"

namespace littletable::off_board {

namespace {

std::string seat_text(Seat s) { return "seat " + std::to_string(s); }

/// "checkmate, won by seat 1" or "fifty-moves, a draw": an outcome for an error message.
std::string outcome_text(const Outcome& o) {
    std::string text(to_string(o.termination));
    if (o.draw())
        return text + ", a draw";
    text += ", won by";
    for (Seat s = 0; s < 8; ++s)
        if (o.won_by(s))
            text += " " + seat_text(s);
    return text;
}

Error bad_ending(const Outcome& reported, const std::string& why) {
    return make_error("ERR_BAD_ENDING", "ending " + outcome_text(reported) + ": " + why);
}

/// `reported` when `decided` is the whole game's ending and the same, else the error saying what `what` gives.
Result<Ending> same_ending(const Result<Decision>& decided, const Outcome& reported, const std::string& what) {
    if (!decided)
        return bad_ending(reported, what + " is not possible now: " + decided.error().message);
    if (decided.value().ply)
        return bad_ending(reported, "in this game " + what + " is a ply of the record (" + *decided.value().ply +
                                        "), not an ending off the board");
    if (decided.value().ending.outcome != reported)
        return bad_ending(reported, what + " gives " + outcome_text(decided.value().ending.outcome));
    return decided.value().ending;
}

} // namespace

uint8_t live_seats(const Game& g) {
    uint8_t live = 0;
    for (Seat s = 0; s < g.seat_count(); ++s)
        if (!g.eliminated(s))
            live |= uint8_t(1u << s);
    return live;
}

Result<Decision> seat_leaves(const Game& g, Seat s, Termination why) {
    if (g.outcome().over())
        return errors::game_over(g.outcome().termination);
    if (const std::optional<std::string> ply = g.elimination_move(why)) {
        if (g.side_to_move() != s)
            return make_error("ERR_NOT_YOUR_TURN", std::string("in this game a player ") +
                                                       (why == Termination::RESIGNATION ? "resigns" : "leaves") +
                                                       " in their own turn, and it is " + seat_text(g.side_to_move()) +
                                                       "'s turn");
        return Decision{.ply = *ply, .mover = s};
    }
    uint8_t winners = 0;
    for (Seat other = 0; other < g.seat_count(); ++other)
        if (other != s && (why != Termination::TIME_FORFEIT || g.can_still_win(other)))
            winners |= uint8_t(1u << other);
    if (why == Termination::TIME_FORFEIT && !winners)
        return Decision{.ending = {Outcome::drawn(Termination::TIMEOUT_VS_INSUFFICIENT_MATERIAL),
                                   seat_text(s) + " ran out of time, but no other seat can checkmate"}};
    std::string reason = seat_text(s) + (why == Termination::RESIGNATION    ? " resigned"
                                         : why == Termination::TIME_FORFEIT ? " ran out of time"
                                                                            : " forfeited");
    return Decision{.ending = {Outcome{why, winners}, std::move(reason)}};
}

Result<Decision> agreed_draw(const Game& g) {
    if (g.outcome().over())
        return errors::game_over(g.outcome().termination);
    if (const std::optional<std::string> ply = g.agreed_draw_move())
        return Decision{.ply = *ply, .mover = g.side_to_move()};
    return Decision{.ending = {Outcome::drawn(Termination::AGREEMENT), "draw by agreement"}};
}

Result<Ending> reported_ending(const Game& g, const Outcome& reported, Seat by) {
    const Outcome own = g.outcome();
    if (own.over()) {
        if (own != reported)
            return bad_ending(reported, "the moves end the game by " + outcome_text(own));
        return ending_of(own);
    }
    switch (reported.termination) {
        case Termination::RESIGNATION:
            return same_ending(seat_leaves(g, by, Termination::RESIGNATION), reported,
                               seat_text(by) + "'s resignation");
        case Termination::AGREEMENT:
            return same_ending(agreed_draw(g), reported, "a draw by agreement");
        default:
            break;
    }
    const std::vector<DrawClaim> claims = g.claimable_draws();
    if (std::find(claims.begin(), claims.end(), reported.termination) != claims.end()) {
        if (!reported.draw())
            return bad_ending(reported, "a claimed draw has no winner");
        return ending_of(reported);
    }
    return bad_ending(reported, "the game goes on after these moves, and " +
                                    std::string(to_string(reported.termination)) +
                                    " is neither a resignation, an agreed draw nor a draw the position allows to "
                                    "claim");
}

bool is_off_board_ply(const Game& g, std::string_view text) {
    for (Termination why : {Termination::RESIGNATION, Termination::TIME_FORFEIT, Termination::FORFEIT})
        if (g.elimination_move(why) == text)
            return true;
    return g.agreed_draw_move() == text;
}

int MoveLimit::plies(const std::vector<MoveView>& history) {
    return int(
        std::count_if(history.begin(), history.end(), [](const MoveView& m) { return m.kind != move_kind::SETUP; }));
}

std::vector<Counter> MoveLimit::counters(const std::vector<MoveView>& history) const {
    if (limit <= 0)
        return {};
    return {Counter{std::string(counter_name::MOVE_LIMIT), plies(history), limit}};
}

std::optional<Decision> MoveLimit::reached(const Game& g) const {
    if (limit <= 0 || g.outcome().over() || plies(g.history()) < limit)
        return std::nullopt;
    return Decision{.ending = {Outcome::drawn(Termination::MOVE_LIMIT), "move limit reached"}};
}

Result<Ok> MoveLimit::allowed_for(const GameInfo& info) const {
    const bool own = std::any_of(info.options.begin(), info.options.end(),
                                 [](const GameOption& o) { return o.name == MOVE_LIMIT_OPTION; });
    if (own && limit > 0)
        return make_error("ERR_OWN_MOVE_LIMIT", info.name +
                                                    " has its own move limit, ended on points by its rules: "
                                                    "set options." +
                                                    std::string(MOVE_LIMIT_OPTION) + " instead");
    return Ok{};
}

} // namespace littletable::off_board
