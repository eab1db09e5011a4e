// `littletable match`: games between two engines (UCI programs or internal CPU levels), cutechess-cli style; or
// between four CPU level settings in a four-seat game (points and first places per setting).
#include <algorithm>
#include <charconv>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "match/match.h"
#include "match/report.h"
#include "match/start_options.h"
#include "engine/core/registry.h"

namespace littletable::cli {

namespace {

struct MatchOptions {
    std::string variant = "chess";
    std::vector<std::vector<std::string>> engines;
    std::string tc;
    int64_t moveTimeMs = 0;
    uint64_t nodes = 0;
    int depth = 0;
    int64_t marginMs = 50;
    int64_t stallMs = 60'000;
    int64_t startTimeoutMs = 10'000;
    int games = 0;
    int rounds = 1;
    std::string openings;
    std::string order = "sequential";
    uint64_t seed = 1;
    int concurrency = 1;
    std::vector<std::string> draw;
    std::vector<std::string> resign;
    std::vector<std::string> options;
    std::string pgn;
    std::string event = "littletable match";
};

/// "key=N" words into the named integers; every key must be known and given once at most.
Result<Ok> read_numbers(const std::string& option, const std::vector<std::string>& words,
                        const std::vector<std::pair<std::string, int*>>& keys) {
    for (const std::string& w : words) {
        const size_t eq = w.find('=');
        const std::string key = w.substr(0, eq);
        auto it = std::find_if(keys.begin(), keys.end(), [&](const auto& k) { return k.first == key; });
        if (eq == std::string::npos || it == keys.end())
            return make_error("ERR_MATCH_SETUP", option + ": '" + w + "' is not KEY=N with a known key");
        const char* begin = w.data() + eq + 1;
        const char* end = w.data() + w.size();
        const auto [stop, ec] = std::from_chars(begin, end, *it->second);
        if (ec != std::errc() || stop != end || *it->second < 0)
            return make_error("ERR_MATCH_SETUP", option + ": '" + w + "' needs a whole number of at least 0");
    }
    return Ok{};
}

/// The settings from the options, or the first thing wrong with them.
Result<match::MatchSettings> settings_of(const MatchOptions& o) {
    match::MatchSettings s;
    s.variant = o.variant;
    for (const auto& words : o.engines) {
        Result<match::EngineSpec> spec = match::parse_engine_spec(words);
        if (!spec)
            return spec.error();
        s.engines.push_back(std::move(spec).value());
    }
    if (!o.tc.empty()) {
        Result<match::TimeControl> tc = match::parse_clock(o.tc);
        if (!tc)
            return tc.error();
        s.tc = tc.value();
    }
    s.tc.moveTimeMs = o.moveTimeMs;
    s.tc.nodes = o.nodes;
    s.tc.depth = o.depth;
    s.tc.marginMs = o.marginMs;
    s.tc.stallMs = o.stallMs;
    s.startTimeoutMs = o.startTimeoutMs;
    s.games = o.games != 0 ? o.games : o.rounds * 2;
    s.concurrency = o.concurrency;
    s.seed = o.seed;
    s.randomOrder = o.order == "random";
    s.event = o.event;
    match::AdjudicationRules& a = s.adjudication;
    if (Result<Ok> ok = read_numbers(
            "--draw", o.draw,
            {{"movenumber", &a.drawMoveNumber}, {"movecount", &a.drawMoveCount}, {"score", &a.drawScoreCp}});
        !ok)
        return ok.error();
    if (Result<Ok> ok =
            read_numbers("--resign", o.resign, {{"movecount", &a.resignMoveCount}, {"score", &a.resignScoreCp}});
        !ok)
        return ok.error();
    for (const std::string& w : o.options) {
        const size_t eq = w.find('=');
        if (eq == std::string::npos || eq == 0)
            return make_error("ERR_MATCH_SETUP", "--option: '" + w + "' is not NAME=VALUE");
        s.options[w.substr(0, eq)] = w.substr(eq + 1);
    }
    if (!o.openings.empty()) {
        Result<std::vector<match::Opening>> openings = match::load_openings(o.openings, o.variant);
        if (!openings)
            return openings.error();
        s.openings = std::move(openings).value();
    }
    return s;
}

/// The first line of a match of more than two seats: engines, variant with every option's value, limits, the
/// seat schedule, concurrency. Nothing for settings check_match refuses (the error follows).
void print_many_seat_header(const match::MatchSettings& s) {
    const GameInfo* info = find_game(s.variant);
    if (!info || s.engines.size() != size_t(info->seats))
        return;
    const Result<GameOptionChoice> options = match::match_options(*info, s.options);
    if (!options)
        return;
    std::string engines;
    for (const match::EngineSpec& e : s.engines)
        engines += (engines.empty() ? "" : ", ") + e.name;
    const int seats = info->seats;
    std::cout << "Match of " << s.games << " games: " << engines << "; " << s.variant << " ("
              << match::options_text(options.value()) << "), " << s.tc.describe() << ", "
              << (s.openings.empty() ? "start position" : std::to_string(s.openings.size()) + " openings")
              << "; seats: every engine in every seat once per " << seats << " games, all "
              << match::assignment_cycle(seats) << " seat orders once per " << match::assignment_cycle(seats)
              << " games; concurrency " << s.concurrency << std::endl;
}

} // namespace

void add_match_command(CLI::App& app, int& exitCode) {
    CLI::App* cmd = app.add_subcommand("match", "Play games between two engines (UCI programs or CPU levels) and "
                                                "report the score and the Elo difference; or between CPU levels in "
                                                "a game of more seats (points and first places per engine)");
    auto o = std::make_shared<MatchOptions>();
    cmd->add_option("--variant,--game,-g", o->variant, "Game name (see `littletable games`)")->capture_default_str();
    cmd->add_option(
           "--engine", o->engines,
           "An engine, once per seat: name=NAME and either cmd=PROGRAM [arg=ARG]... [option.NAME=VALUE]... (UCI) "
           "or level=1..8 (internal CPU level) and/or player=NAME (another internal player of the variant)")
        ->expected(1, 1000)
        ->required();
    cmd->add_option("--tc", o->tc, "Clock per player: SECONDS[+INCREMENT], e.g. 10+0.1");
    cmd->add_option("--movetime", o->moveTimeMs, "Fixed time per move, ms");
    cmd->add_option("--nodes", o->nodes, "Nodes per move");
    cmd->add_option("--depth", o->depth, "Plies per move");
    cmd->add_option("--timemargin", o->marginMs, "A move may overrun its time by this much, ms")->capture_default_str();
    cmd->add_option("--stall-timeout", o->stallMs, "Untimed moves (--nodes, --depth): longest wait for a move, ms")
        ->capture_default_str();
    cmd->add_option("--start-timeout", o->startTimeoutMs, "Longest wait for a UCI engine's uciok and readyok, ms")
        ->capture_default_str();
    cmd->add_option("--games", o->games, "Games in all (overrides --rounds)");
    cmd->add_option("--rounds", o->rounds, "Rounds: each plays one opening with both colour assignments (2 games)")
        ->capture_default_str();
    cmd->add_option("--openings", o->openings, "Openings file: one FEN, EPD or line of moves per line (# comments)");
    cmd->add_option("--openings-order", o->order, "Order of the openings")
        ->check(CLI::IsMember({"sequential", "random"}))
        ->capture_default_str();
    cmd->add_option("--seed", o->seed, "Seed of the random opening order and the CPU levels' randomness")
        ->capture_default_str();
    cmd->add_option("--concurrency", o->concurrency, "Games played at once")->capture_default_str();
    cmd->add_option("--draw", o->draw, "Draw adjudication: movenumber=N movecount=N score=CP")->expected(1, 3);
    cmd->add_option("--resign", o->resign, "Resign adjudication: movecount=N score=CP")->expected(1, 2);
    cmd->add_option(
           "--option", o->options,
           "The variant's room options, NAME=VALUE (fourplayer: moveLimit=0|100|200|400, setup=modern|classic; "
           "a match's default move limit is the largest)")
        ->expected(1, 100);
    cmd->add_option("--pgn", o->pgn, "Append every game to this PGN file (PGN4 for four-player chess)");
    cmd->add_option("--event", o->event, "Event tag of the records")->capture_default_str();
    cmd->callback([o, &exitCode] {
        Result<match::MatchSettings> settings = settings_of(*o);
        if (!settings) {
            std::cerr << "error: " << settings.error().code << ": " << settings.error().message << "\n";
            exitCode = 2;
            return;
        }
        // Refused settings print no header and leave no PGN file behind.
        if (Result<Ok> checked = match::check_match(settings.value()); !checked) {
            std::cerr << "error: " << checked.error().code << ": " << checked.error().message << "\n";
            exitCode = 2;
            return;
        }
        std::ofstream pgn;
        if (!o->pgn.empty()) {
            pgn.open(o->pgn, std::ios::app | std::ios::binary);
            if (!pgn) {
                std::cerr << "error: ERR_MATCH_SETUP: cannot write PGN file '" << o->pgn << "'\n";
                exitCode = 2;
                return;
            }
        }
        const match::MatchSettings& s = settings.value();
        if (s.engines.size() == 2)
            std::cout << "Match of " << s.games << " games: " << s.engines[0].name << " vs " << s.engines[1].name
                      << ", " << s.variant << ", " << s.tc.describe() << ", "
                      << (s.openings.empty() ? "start position" : std::to_string(s.openings.size()) + " openings")
                      << ", concurrency " << s.concurrency << std::endl;
        else
            print_many_seat_header(s);
        std::vector<std::string> names;
        for (const match::EngineSpec& e : s.engines)
            names.push_back(e.name);
        Result<match::MatchSummary> summary = match::run_match(s, [&](const match::FinishedGame& g) {
            std::cout << match::game_line(g, names) << std::endl;
            if (pgn.is_open())
                pgn << g.record << "\n" << std::flush;
        });
        if (!summary) {
            std::cerr << "error: " << summary.error().code << ": " << summary.error().message << "\n";
            exitCode = 2;
            return;
        }
        std::cout << match::summary_text(summary.value()) << std::flush;
    });
}

} // namespace littletable::cli
