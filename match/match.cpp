#include "match/match.h"

#include <algorithm>
#include <atomic>
#include <ctime>
#include <memory>
#include <mutex>
#include <numeric>
#include <random>
#include <thread>

#include "ai/cpu_player.h"
#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "match/start_options.h"

namespace littletable::match {

namespace {

Error setup_error(const std::string& message) { return make_error("ERR_MATCH_SETUP", message); }

/// Today as a PGN date, "2026.01.31" (PGN standard §8.1.1.3).
std::string pgn_date() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[16];
    std::strftime(text, sizeof text, "%Y.%m.%d", &local);
    return text;
}

std::string record_of(const MatchSettings& settings, const FinishedGame& g, const std::string& date) {
    RecordInfo info;
    info.tags = {{"Event", settings.event},
                 {"Site", "?"},
                 {"Date", date},
                 {"Round", std::to_string(g.number)},
                 {"TimeControl", settings.tc.pgn_tag()},
                 {"Termination", g.report.pgnTermination}};
    for (int engine : g.engineOfSeat)
        info.players.push_back(settings.engines[size_t(engine)].name);
    info.ending = g.report.outcome;
    return g.report.game->export_record(info);
}

void count_termination(MatchSummary& summary, const std::string& key) {
    auto it = std::find_if(summary.terminations.begin(), summary.terminations.end(),
                           [&](const auto& entry) { return entry.first == key; });
    if (it == summary.terminations.end())
        summary.terminations.emplace_back(key, 1);
    else
        ++it->second;
}

/// Adds one game to the totals.
void tally(MatchSummary& summary, const FinishedGame& g) {
    add_standings(summary.standings, g.engineOfSeat, *g.report.game, g.report.outcome);
    const Outcome& o = g.report.outcome;
    if (o.draw())
        ++summary.tally.draws;
    else {
        bool engine0Won = false;
        for (size_t seat = 0; seat < g.engineOfSeat.size(); ++seat)
            engine0Won |= g.engineOfSeat[seat] == 0 && o.won_by(Seat(seat));
        ++(engine0Won ? summary.tally.wins : summary.tally.losses);
    }
    std::string key = g.report.category;
    if (g.report.culprit != NO_SEAT)
        key += " (" + summary.names[size_t(g.engineOfSeat[size_t(g.report.culprit)])] + ")";
    count_termination(summary, key);
    for (const auto& [seat, category] : g.report.eliminations)
        count_termination(summary, "eliminated by " + category + " (" +
                                       summary.names[size_t(g.engineOfSeat[size_t(seat)])] + ")");
}

} // namespace

Result<Ok> check_match(const MatchSettings& settings) {
    const GameInfo* info = find_game(settings.variant);
    if (!info) {
        Error unknown = errors::unknown_game(settings.variant);
        unknown.message += " (see `littletable games`)";
        return unknown;
    }
    if (settings.engines.size() != size_t(info->seats))
        return setup_error(settings.variant + " is played by " + std::to_string(info->seats) + " engines; " +
                           std::to_string(settings.engines.size()) + " given");
    if (Result<GameOptionChoice> options = match_options(*info, settings.options); !options)
        return options.error();
    if (info->seats > 2) {
        for (const EngineSpec& e : settings.engines)
            if (e.level == 0)
                return setup_error("engine " + e.name + ": UCI has no protocol for " + std::to_string(info->seats) +
                                   "-player games; " + settings.variant + " matches are between CPU levels (level=N)");
        const AdjudicationRules& a = settings.adjudication;
        if (a.drawMoveCount > 0 || a.resignMoveCount > 0)
            return setup_error("--draw and --resign adjudicate two-player games on the engines' scores, not " +
                               settings.variant);
    }
    if (!settings.tc.any())
        return setup_error("no limit for the moves: give --tc, --movetime, --nodes or --depth");
    if (settings.games < 1 || settings.concurrency < 1)
        return setup_error("games and concurrency must be at least 1");
    const TimeControl& tc = settings.tc;
    if (tc.moveTimeMs < 0 || tc.depth < 0 || tc.marginMs < 0 || tc.stallMs < 1 || settings.startTimeoutMs < 1)
        return setup_error("times, depths and margins cannot be negative, timeouts must be positive");
    for (const EngineSpec& e : settings.engines) {
        if (e.level > 0) {
            if (!ai::has_cpu_player(settings.variant))
                return make_error("ERR_NO_CPU_PLAYER",
                                  "no CPU player for '" + settings.variant + "' (engine " + e.name + ")");
            continue;
        }
        Result<std::unique_ptr<UciEngine>> probe = UciEngine::start(e.command, settings.startTimeoutMs);
        if (!probe)
            return make_error(probe.error().code, "engine " + e.name + ": " + probe.error().message);
        probe.value()->quit(1000);
    }
    return Ok{};
}

int assignment_cycle(int seats) {
    int n = 1;
    for (int k = 2; k <= seats; ++k)
        n *= k;
    return n;
}

std::vector<int> seat_assignment(int index, int seats) {
    std::vector<int> order(static_cast<size_t>(seats));
    std::iota(order.begin(), order.end(), 0);
    const int cyclicOrders = assignment_cycle(seats - 1);
    for (int c = (index / seats) % cyclicOrders; c > 0; --c)
        std::next_permutation(order.begin() + 1, order.end());
    std::vector<int> engines(static_cast<size_t>(seats));
    for (int s = 0; s < seats; ++s)
        engines[size_t(s)] = order[size_t((s + index) % seats)];
    return engines;
}

Opening opening_of(const MatchSettings& settings, int index) {
    if (settings.openings.empty())
        return {};
    const int seats = int(settings.engines.size());
    std::vector<size_t> order(settings.openings.size());
    std::iota(order.begin(), order.end(), size_t(0));
    if (settings.randomOrder) {
        std::mt19937_64 rng(settings.seed);
        std::shuffle(order.begin(), order.end(), rng);
    }
    const size_t round = size_t(index / assignment_cycle(seats));
    return settings.openings[order[round % order.size()]];
}

Result<MatchSummary> run_match(const MatchSettings& settings, const std::function<void(const FinishedGame&)>& onGame) {
    if (Result<Ok> ok = check_match(settings); !ok)
        return ok.error();
    MatchSummary summary;
    for (const EngineSpec& e : settings.engines)
        summary.names.push_back(e.name);
    summary.standings.resize(settings.engines.size());
    const GameInfo& info = *find_game(settings.variant);
    const std::string startFen = start_fen_of(info, match_options(info, settings.options).value());
    const std::string date = pgn_date();
    const int seats = int(settings.engines.size());

    std::atomic<int> next{0};
    std::mutex lock; // guards summary, firstError and the calls to onGame
    std::optional<Error> firstError;
    auto worker = [&] {
        // Each worker has its own players: a UCI engine process serves one game at a time.
        std::vector<std::unique_ptr<Player>> players;
        for (const EngineSpec& e : settings.engines)
            players.push_back(make_player(e, settings.startTimeoutMs));
        for (int index = next++; index < settings.games; index = next++) {
            FinishedGame g;
            g.number = index + 1;
            g.engineOfSeat = seat_assignment(index, seats);
            const Opening opening = opening_of(settings, index);
            GameSetup setup{
                settings.variant,      opening.fen.empty() ? startFen : opening.fen, opening.moves, {}, settings.tc,
                settings.adjudication, settings.seed * 7919 + uint64_t(index)};
            for (int engine : g.engineOfSeat)
                setup.players.push_back(players[size_t(engine)].get());
            Result<GameReport> played = play_game(setup);
            std::lock_guard guard(lock);
            if (!played) {
                if (!firstError)
                    firstError = played.error();
                next = settings.games; // stop the others after their current game
                return;
            }
            g.report = std::move(played).value();
            g.record = record_of(settings, g, date);
            tally(summary, g);
            onGame(g);
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::min(settings.concurrency, settings.games); ++t)
        threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads)
        t.join();
    if (firstError)
        return *firstError;
    return summary;
}

} // namespace littletable::match
