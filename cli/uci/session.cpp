#include "cli/uci/session.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <istream>

#include "ai/levels.h"
#include "cli/uci/command_parser.h"
#include "cli/uci/format.h"
#include "engine/core/registry.h"

#ifndef LITTLETABLE_VERSION
#define LITTLETABLE_VERSION "dev"
#endif

namespace littletable::cli::uci {

namespace {

constexpr int DEFAULT_HASH_MIB = 16;
constexpr int MAX_HASH_MIB = 4096;
constexpr int MAX_MULTI_PV = 64;
/// Milliseconds of lag per move assumed outside the engine unless the GUI says otherwise.
constexpr int DEFAULT_MOVE_OVERHEAD_MS = 30;

constexpr std::string_view COMMANDS[] = {"uci",      "debug", "isready", "setoption", "register", "ucinewgame",
                                         "position", "go",    "stop",    "ponderhit", "quit",     "d"};

std::vector<OptionSpec> option_specs() {
    const std::vector<std::string> variants = ai::analysis_variants();
    assert(!variants.empty());
    const std::string weakest = std::to_string(ai::level_settings(ai::MIN_LEVEL).elo);
    const std::string strongest = std::to_string(ai::level_settings(ai::MAX_LEVEL).elo);
    return {
        {"Hash", OptionType::SPIN, std::to_string(DEFAULT_HASH_MIB), 1, MAX_HASH_MIB, {}},
        {"Clear Hash", OptionType::BUTTON, "", 0, 0, {}},
        {"Ponder", OptionType::CHECK, "false", 0, 0, {}},
        {"MultiPV", OptionType::SPIN, "1", 1, MAX_MULTI_PV, {}},
        {"Skill Level", OptionType::SPIN, std::to_string(ai::MAX_LEVEL), ai::MIN_LEVEL, ai::MAX_LEVEL, {}},
        {"UCI_LimitStrength", OptionType::CHECK, "false", 0, 0, {}},
        {"UCI_Elo", OptionType::SPIN, strongest, std::stoll(weakest), std::stoll(strongest), {}},
        {"UCI_Variant", OptionType::COMBO, variants.front(), 0, 0, variants},
        {"Move Overhead", OptionType::SPIN, std::to_string(DEFAULT_MOVE_OVERHEAD_MS), 0, 5000, {}},
    };
}

std::string join(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
    std::string s;
    for (std::size_t i = from; i < to; ++i)
        s += (i > from ? " " : "") + words[i];
    return s;
}

/// A game to analyse: the variant's position as given, played on past the rules' automatic endings (the rules end
/// games in rooms, not here).
Result<std::unique_ptr<Game>> analysis_game(std::string_view variant, std::string_view fen = {}) {
    Result<std::unique_ptr<Game>> created = create_game(variant, fen);
    if (created)
        created.value()->set_automatic_endings(false);
    return created;
}

bool same_letters(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

/// The legal move `text` names: its own text, or the one legal move it names in other letter case (a GUI's
/// promotion "a7a8Q"). Empty when none or several do.
std::string legal_text(const std::vector<MoveView>& legal, std::string_view text) {
    std::string found;
    for (const MoveView& m : legal) {
        if (m.text == text)
            return m.text;
        if (same_letters(m.text, text)) {
            if (!found.empty())
                return {};
            found = m.text;
        }
    }
    return found;
}

} // namespace

Session::Session(std::ostream& out) : out(out), options(option_specs()) {
    const std::string& variant = options.combo("UCI_Variant");
    analyzer = std::move(ai::create_analyzer(variant, DEFAULT_HASH_MIB)).value();
    game = std::move(analysis_game(variant)).value();
}

Session::~Session() {
    stop();
    join_threads();
}

void Session::print(std::string_view line) {
    std::lock_guard lock(outMutex);
    out << line << '\n' << std::flush;
}

bool Session::handle(std::string_view line) {
    std::vector<std::string> words = split_words(line);
    const auto command = std::find_if(words.begin(), words.end(), [](const std::string& w) {
        return std::find(std::begin(COMMANDS), std::end(COMMANDS), w) != std::end(COMMANDS);
    });
    if (words.empty()) {
        info_string("empty line ignored");
        return true;
    }
    if (command == words.end()) {
        info_string("unknown command '" + join(words, 0, words.size()) + "' ignored");
        return true;
    }
    if (command != words.begin()) {
        info_string("unknown words '" + join(words, 0, std::size_t(command - words.begin())) + "' ignored");
        words.erase(words.begin(), command);
    }
    const std::string& name = words[0];
    if (name == "uci")
        uci();
    else if (name == "isready")
        print("readyok");
    else if (name == "setoption")
        setoption(words);
    else if (name == "ucinewgame")
        ucinewgame();
    else if (name == "position")
        position(words);
    else if (name == "go")
        go(words);
    else if (name == "stop")
        stop();
    else if (name == "ponderhit")
        ponderhit();
    else if (name == "d")
        display();
    else if (name == "quit") {
        stop();
        join_threads();
        return false;
    }
    // "debug" and "register" need nothing from this engine.
    return true;
}

void Session::uci() {
    print("id name littletable " LITTLETABLE_VERSION);
    print("id author The littletable authors");
    for (const std::string& line : options.declarations())
        print(line);
    print("uciok");
}

bool Session::refuse_while_searching(std::string_view command) {
    std::lock_guard lock(mutex);
    if (searching)
        info_string(std::string(command) + " ignored while searching (send stop first)");
    return searching;
}

void Session::setoption(const std::vector<std::string>& words) {
    if (refuse_while_searching("setoption"))
        return;
    Result<SetOptionCommand> cmd = parse_setoption(words);
    if (!cmd) {
        info_string(cmd.error().message);
        return;
    }
    const std::string& value = cmd.value().value;
    const int64_t oldHash = options.spin("Hash");
    const std::string oldVariant = options.combo("UCI_Variant");
    Result<const OptionSpec*> set = options.set(cmd.value().name, value);
    if (!set) {
        info_string("setoption: " + set.error().message);
        return;
    }
    const std::string& name = set.value()->name;
    if (name == "Hash") {
        if (Result<Ok> resized = analyzer->resize_hash(std::size_t(options.spin("Hash"))); !resized) {
            info_string("setoption: " + resized.error().message);
            (void)options.set(name, std::to_string(oldHash));
        }
    } else if (name == "Clear Hash")
        analyzer->clear_hash();
    else if (name == "UCI_Variant" && options.combo(name) != oldVariant) {
        const std::string& variant = options.combo(name);
        Result<std::unique_ptr<ai::Analyzer>> created = ai::create_analyzer(variant, std::size_t(oldHash));
        Result<std::unique_ptr<Game>> start = analysis_game(variant);
        if (!created || !start) {
            info_string("setoption: " + (created ? start.error().message : created.error().message));
            (void)options.set(name, oldVariant);
            return;
        }
        analyzer = std::move(created).value();
        game = std::move(start).value();
    }
}

void Session::ucinewgame() {
    if (refuse_while_searching("ucinewgame"))
        return;
    analyzer->clear_hash();
    game = std::move(analysis_game(analyzer->variant())).value();
}

void Session::position(const std::vector<std::string>& words) {
    Result<PositionCommand> cmd = parse_position(words);
    if (!cmd) {
        info_string(cmd.error().message + "; position unchanged");
        return;
    }
    Result<std::unique_ptr<Game>> created = analysis_game(analyzer->variant(), cmd.value().fen);
    if (!created) {
        info_string("position: " + created.error().message + "; position unchanged");
        return;
    }
    std::unique_ptr<Game> next = std::move(created).value();
    const std::vector<std::string>& moves = cmd.value().moves;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Result<MoveView> played = next->play(moves[i]);
        if (!played)
            if (const std::string text = legal_text(next->legal_moves(), moves[i]); !text.empty())
                played = next->play(text); // the move in other letter case
        if (!played) {
            info_string("position: move " + std::to_string(i + 1) + " '" + moves[i] + "': " + played.error().message +
                        "; position unchanged");
            return;
        }
    }
    game = std::move(next);
}

int Session::level() const {
    if (options.check("UCI_LimitStrength"))
        return ai::level_for_elo(int(options.spin("UCI_Elo")));
    return int(options.spin("Skill Level"));
}

void Session::go(const std::vector<std::string>& words) {
    if (refuse_while_searching("go"))
        return;
    join_threads();
    GoCommand cmd = parse_go(words);
    for (const std::string& w : cmd.warnings)
        info_string(w);
    if (cmd.perft > 0) {
        perft(cmd.perft);
        return;
    }

    ai::AnalysisLimits limits;
    const std::vector<MoveView> legal = game->legal_moves();
    for (const std::string& text : cmd.searchMoves) {
        if (const std::string move = legal_text(legal, text); !move.empty())
            limits.searchMoves.push_back(move);
        else
            info_string("go: searchmoves '" + text + "' is not a legal move here; ignored");
    }
    limits.depth = cmd.depth;
    limits.nodes = cmd.nodes;
    limits.mateMoves = cmd.mate;
    limits.multiPv = int(options.spin("MultiPV"));
    limits.level = level();
    limits.stop = &stopFlag;
    if (limits.multiPv > 1 && limits.level < ai::MAX_LEVEL)
        info_string("MultiPV needs full strength (Skill Level 8); one line");

    // The side to move's clock; once the game is over, the smaller clock (the analysis then ends at once
    // unless the rules ended a game that still has moves).
    Seat side = game->side_to_move();
    if (side != 0 && side != 1)
        side = cmd.timeMs[0] && (!cmd.timeMs[1] || *cmd.timeMs[0] <= *cmd.timeMs[1]) ? 0 : 1;
    ai::ClockLimits clock;
    clock.timeLeftMs = cmd.timeMs[side].value_or(-1);
    clock.incrementMs = cmd.incrementMs[side];
    clock.movesToGo = cmd.movesToGo;
    clock.moveTimeMs = cmd.moveTimeMs.value_or(0);
    clock.moveOverheadMs = options.spin("Move Overhead");
    const ai::TimeBudget budget = ai::plan_move_time(clock);
    if (!cmd.infinite && !cmd.ponder) {
        limits.softTimeMs = budget.softMs;
        limits.hardTimeMs = budget.hardMs;
    }

    {
        std::lock_guard lock(mutex);
        searching = true;
        holdBestMove = cmd.infinite || cmd.ponder || !cmd.bounded();
        pondering = cmd.ponder;
    }
    stopFlag = false;
    softDeadlineMs = 0;
    ponderBudget = cmd.ponder && !cmd.infinite ? budget : ai::TimeBudget{};
    goStart = std::chrono::steady_clock::now();
    worker = std::thread(&Session::search, this, game->clone(), std::move(limits));
}

int64_t Session::ms_since_go() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - goStart).count();
}

void Session::search(std::unique_ptr<Game> searched, ai::AnalysisLimits limits) {
    std::vector<std::string> lastPv;
    const auto observer = [&](const ai::AnalysisInfo& info) {
        for (const std::string& line : format_info(info))
            print(line);
        lastPv = info.lines.empty() ? std::vector<std::string>{} : info.lines[0].pv;
        const int64_t soft = softDeadlineMs.load();
        if (soft && ms_since_go() >= soft)
            stopFlag = true; // after ponderhit: no new iteration past the soft limit
    };
    Result<ai::AnalysisResult> analysed = analyzer->analyse(*searched, limits, observer);
    ai::AnalysisResult answer;
    if (analysed) {
        answer = std::move(analysed).value();
        if (answer.bestMove.empty())
            print("info depth 0 score " + format_score(answer.score));
        else if (answer.info.depth > 0 && !answer.info.lines.empty() && answer.info.lines[0].pv != lastPv)
            for (const std::string& line : format_info(answer.info))
                print(line); // the search was stopped after a better move was found
    } else {
        info_string("go: " + analysed.error().message);
        const std::vector<MoveView> legal = searched->legal_moves();
        if (!legal.empty())
            answer.bestMove = legal.front().text;
    }
    {
        // Printed and cleared under one lock: once a GUI has read the bestmove, its next `go` finds no search.
        std::unique_lock lock(mutex);
        changed.wait(lock, [&] { return !holdBestMove; });
        print(format_bestmove(answer));
        searching = pondering = false;
    }
    changed.notify_all();
}

void Session::stop() {
    stopFlag = true;
    {
        std::lock_guard lock(mutex);
        holdBestMove = pondering = false;
    }
    changed.notify_all();
}

void Session::ponderhit() {
    std::lock_guard lock(mutex);
    if (!searching || !pondering)
        return;
    pondering = false;
    holdBestMove = false;
    changed.notify_all();
    if (ponderBudget.hardMs <= 0)
        return; // no clock: the search runs to its other limits
    // The clock's budget counts from `go`: time spent pondering on the right move is time won.
    if (ms_since_go() >= ponderBudget.softMs) {
        stopFlag = true;
        return;
    }
    softDeadlineMs = ponderBudget.softMs;
    const auto hardDeadline = goStart + std::chrono::milliseconds(ponderBudget.hardMs);
    timer = std::thread([this, hardDeadline] {
        std::unique_lock timerLock(mutex);
        if (!changed.wait_until(timerLock, hardDeadline, [&] { return !searching; }))
            stopFlag = true;
    });
}

void Session::perft(int depth) {
    const GameInfo* info = find_game(game->variant());
    Result<PerftResult> counted = info ? info->perft(game->fen(), depth, true)
                                       : make_error("ERR_UNKNOWN_GAME", "no perft for " + std::string(game->variant()));
    if (!counted) {
        info_string("go perft: " + counted.error().message);
        return;
    }
    for (const auto& [move, count] : counted.value().divide)
        print(move + ": " + std::to_string(count));
    print("");
    print("Nodes searched: " + std::to_string(counted.value().nodes));
    print("");
}

void Session::display() {
    for (const std::string& line : format_board(*game))
        print(line);
}

void Session::wait_for_search() {
    std::unique_lock lock(mutex);
    changed.wait(lock, [&] { return !searching; });
}

void Session::end_of_input() {
    bool unbounded;
    {
        std::lock_guard lock(mutex);
        unbounded = holdBestMove;
    }
    if (unbounded)
        stop();
    join_threads();
}

void Session::join_threads() {
    if (worker.joinable())
        worker.join();
    if (timer.joinable())
        timer.join();
}

void run_protocol(std::istream& in, std::ostream& out) {
    Session session(out);
    std::string line;
    while (std::getline(in, line))
        if (!session.handle(line))
            return;
    session.end_of_input();
}

} // namespace littletable::cli::uci
