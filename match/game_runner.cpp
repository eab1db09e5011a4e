#include "match/game_runner.h"

#include <algorithm>

#include "engine/core/off_board.h"
#include "engine/core/replay.h"

namespace littletable::match {

namespace {

int64_t millis_since(SteadyClock::time_point t0) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - t0).count();
}

/// splitmix64: a distinct, well-mixed seed for every move of every game from one match seed.
uint64_t mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return (x ^ (x >> 31)) | 1;
}

bool is_legal_text(const Game& game, const std::string& text) {
    for (const MoveView& m : game.legal_moves())
        if (m.text == text)
            return true;
    return false;
}

/// The move as shown in a report: printable and short, whatever the engine sent.
std::string shown(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 40))
        out += (c >= 0x20 && c < 0x7F) ? c : '?';
    return "'" + out + (text.size() > 40 ? "...'" : "'");
}

class Referee {
public:
    Referee(const GameSetup& s, std::unique_ptr<Game> g) : setup(s), adjudicator(s.adjudication, g->seat_count()) {
        report.game = std::move(g);
        clockMs.assign(size_t(report.game->seat_count()), setup.tc.baseMs);
    }

    GameReport run() {
        Game& game = *report.game;
        // Step 1. Every player gets ready; one that cannot loses the game.
        for (Seat s = 0; s < game.seat_count(); ++s)
            if (Result<Ok> ready = setup.players[size_t(s)]->new_game(game); !ready)
                return forfeit(s, Termination::FORFEIT, "start failure", "abandoned",
                               "could not start: " + ready.error().message);
        // Step 2. Moves until the rules, a claim, the clock, a fault or an adjudication end the game.
        for (;;) {
            if (const Outcome o = game.outcome(); o.over())
                return finish(o, to_string(o.termination), std::string(to_string(o.termination)));
            if (!game.claimable_draws().empty()) {
                const Result<Outcome> claimed = game.claim_draw();
                if (claimed)
                    return finish(claimed.value(), to_string(claimed.value().termination),
                                  std::string(to_string(claimed.value().termination)) + " (claimed by the runner)");
            }
            if (std::optional<GameReport> ended = move()) // the game ended on this move
                return std::move(*ended);
        }
    }

private:
    /// Asks the seat to move for its move and plays it; a report when the game ended on it.
    std::optional<GameReport> move() {
        Game& game = *report.game;
        const Seat seat = game.side_to_move();
        Player& player = *setup.players[size_t(seat)];
        const TimeControl& tc = setup.tc;

        // The time this move may take: the clock, the fixed move time, or (untimed) the stall limit.
        int64_t limitMs = tc.timed() ? INT64_MAX : tc.stallMs;
        if (tc.has_clock())
            limitMs = clockMs[size_t(seat)];
        if (tc.moveTimeMs > 0)
            limitMs = std::min(limitMs, tc.moveTimeMs);
        const int64_t waitMs = limitMs + (tc.timed() ? tc.marginMs : 0);

        const auto t0 = SteadyClock::now();
        const MoveRequest request{game, tc, clockMs, t0 + std::chrono::milliseconds(waitMs),
                                  mix(setup.seed * 1000003 + game.history().size())};
        const MoveReply reply = player.think(request);
        const int64_t elapsed = millis_since(t0);

        const std::string& name = player.name();
        if (reply.fault == Fault::NO_REPLY && tc.timed())
            return fault(seat, Termination::TIME_FORFEIT, "time forfeit", "time forfeit",
                         name + " did not move within " + std::to_string(limitMs) + " ms (+" +
                             std::to_string(tc.marginMs) + " ms margin)");
        switch (reply.fault) {
            case Fault::NONE:
                break;
            case Fault::NO_REPLY:
                return fault(seat, Termination::FORFEIT, "stalled", "abandoned",
                             name + " stalled: no move in " + std::to_string(tc.stallMs) + " ms");
            case Fault::CRASHED:
                return fault(seat, Termination::FORFEIT, "crash", "abandoned", name + " crashed: " + reply.detail);
            case Fault::GARBLED:
                return fault(seat, Termination::FORFEIT, "garbled output", "rules infraction",
                             name + " sent garbled output: " + reply.detail);
            case Fault::FAILED:
                return fault(seat, Termination::FORFEIT, "player error", "abandoned",
                             name + " failed: " + reply.detail);
        }
        if (tc.timed() && elapsed > limitMs + tc.marginMs)
            return fault(seat, Termination::TIME_FORFEIT, "time forfeit", "time forfeit",
                         name + " lost on time: " + std::to_string(elapsed) + " ms used of " + std::to_string(limitMs) +
                             " ms (+" + std::to_string(tc.marginMs) + " ms margin)");
        if (reply.move.empty())
            return fault(seat, Termination::FORFEIT, "garbled output", "rules infraction",
                         name + " sent garbled output: a bestmove line without a move");
        if (!is_legal_text(game, reply.move)) {
            std::string why = "not one of the legal moves";
            if (Result<MoveView> r = game.clone()->play(reply.move); !r)
                why = r.error().message;
            return fault(seat, Termination::FORFEIT, "illegal move", "rules infraction",
                         name + " sent an illegal move " + shown(reply.move) + " (" + why + ")");
        }
        if (tc.has_clock())
            clockMs[size_t(seat)] += tc.incrementMs - elapsed;
        const Result<MoveView> played = game.play(reply.move);
        (void)played; // legal: checked above
        if (std::optional<Adjudication> a = adjudicator.after_move(seat, reply.scoreCp, int(game.history().size()));
            a && !game.outcome().over()) {
            if (a->loser != NO_SEAT)
                a->reason += ": " + setup.players[size_t(a->loser)]->name() + " loses";
            return end(a->outcome, a->loser, a->loser == NO_SEAT ? "adjudication (draw)" : "adjudication (resign)",
                       "adjudication", a->reason);
        }
        return std::nullopt;
    }

    /// A fault of the seat to move: the seat leaves the game (off_board::seat_leaves). In games where that
    /// eliminates only the seat, the game goes on (nullopt); otherwise it ends, the seat losing.
    std::optional<GameReport> fault(Seat s, Termination why, std::string category, std::string pgn,
                                    std::string reason) {
        Game& game = *report.game;
        const Result<off_board::Decision> decided = off_board::seat_leaves(game, s, why);
        if (decided && !decided.value().ply)
            return end(decided.value().ending.outcome, s, std::move(category), std::move(pgn), std::move(reason));
        if (!decided || !game.play(*decided.value().ply))
            return forfeit(s, why, std::move(category), std::move(pgn), std::move(reason));
        report.eliminations.emplace_back(s, std::move(category));
        faultReasons += "; " + reason + ": eliminated";
        return std::nullopt;
    }

    GameReport finish(const Outcome& o, std::string_view category, std::string reason) {
        return end(o, NO_SEAT, std::string(category), "normal", std::move(reason));
    }

    GameReport forfeit(Seat s, Termination why, std::string category, std::string pgn, std::string reason) {
        return end(loss_for(s, report.game->seat_count(), why), s, std::move(category), std::move(pgn),
                   std::move(reason));
    }

    GameReport end(const Outcome& o, Seat culprit, std::string category, std::string pgn, std::string reason) {
        report.outcome = o;
        report.culprit = culprit;
        report.category = std::move(category);
        report.pgnTermination = std::move(pgn);
        report.reason = std::move(reason) + faultReasons;
        return std::move(report);
    }

    const GameSetup& setup;
    Adjudicator adjudicator;
    std::vector<int64_t> clockMs;
    GameReport report;
    std::string faultReasons; ///< "; L8 lost on time: ...: eliminated" for each elimination by a fault
};

} // namespace

std::string result_text(const Outcome& outcome) {
    if (!outcome.over())
        return "*";
    return outcome.draw() ? "1/2-1/2" : outcome.won_by(0) ? "1-0" : "0-1";
}

std::string points_text(const Game& game) {
    std::string out;
    for (Seat s = 0; s < game.seat_count(); ++s) {
        if (s)
            out += '-';
        out += std::to_string(game.points(s));
    }
    return out;
}

Result<GameReport> play_game(const GameSetup& setup) {
    Result<std::unique_ptr<Game>> created = replay(setup.variant, setup.startFen, setup.openingMoves);
    if (!created)
        return created.error();
    if (setup.players.size() != size_t(created.value()->seat_count()) ||
        std::count(setup.players.begin(), setup.players.end(), nullptr) > 0)
        return make_error("ERR_MATCH_SETUP", "a game of " + setup.variant + " needs " +
                                                 std::to_string(created.value()->seat_count()) + " players");
    Referee referee(setup, std::move(created).value());
    return referee.run();
}

} // namespace littletable::match
