// UCI transcripts: lines in, lines out, through the Session over string streams. Expected answers follow the
// UCI protocol text (April 2006); moves and positions are checked with the Game interface, mates are textbook
// ones (Scholar's mate, Fool's mate).
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "ai/levels.h"
#include "cli/uci/command_parser.h"
#include "cli/uci/session.h"
#include "engine/core/registry.h"

namespace littletable::cli::uci {
namespace {

/// 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6??: 4.Qxf7# is the only mate in one.
constexpr const char* SCHOLAR = "position startpos moves e2e4 e7e5 f1c4 b8c6 d1h5 g8f6";
/// 1.f3 e5 2.g4 Qh4#: White is mated.
constexpr const char* FOOL_MATED = "position startpos moves f2f3 e7e5 g2g4 d8h4";

using Lines = std::vector<std::string>;

/// A session over a string stream. send() hands in lines, waits until no search runs (so every `go` it sends
/// must be bounded or followed by `stop`) and returns what was printed since the last call.
class Engine {
public:
    Lines send(std::initializer_list<std::string_view> input) {
        for (std::string_view line : input)
            running = session->handle(line);
        session->wait_for_search();
        return take();
    }
    bool running = true;

private:
    Lines take() {
        Lines lines;
        std::istringstream in(out.str().substr(consumed));
        consumed = out.str().size();
        for (std::string line; std::getline(in, line);)
            lines.push_back(line);
        return lines;
    }
    std::ostringstream out;
    std::size_t consumed = 0;
    std::unique_ptr<Session> session = std::make_unique<Session>(out);
};

bool starts_with(const std::string& s, std::string_view prefix) { return s.rfind(prefix, 0) == 0; }

int count_prefix(const Lines& lines, std::string_view prefix) {
    return int(std::count_if(lines.begin(), lines.end(), [&](const std::string& l) { return starts_with(l, prefix); }));
}

bool has_info_string(const Lines& lines, std::string_view fragment) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) {
        return starts_with(l, "info string ") && l.find(fragment) != std::string::npos;
    });
}

/// The word after `key` in a line ("" when absent).
std::string field(const std::string& line, std::string_view key) {
    const std::vector<std::string> w = split_words(line);
    const auto it = std::find(w.begin(), w.end(), key);
    return it != w.end() && it + 1 != w.end() ? *(it + 1) : "";
}

/// The words after "pv" in an info line.
std::vector<std::string> pv_of(const std::string& line) {
    const std::vector<std::string> w = split_words(line);
    const auto it = std::find(w.begin(), w.end(), "pv");
    return it == w.end() ? std::vector<std::string>{} : std::vector<std::string>(it + 1, w.end());
}

Lines search_infos(const Lines& lines) {
    Lines infos;
    for (const std::string& l : lines)
        if (starts_with(l, "info depth"))
            infos.push_back(l);
    return infos;
}

/// The game after `moves` from the start, for checking the engine's moves with the Game interface.
std::unique_ptr<Game> game_after(std::initializer_list<const char*> moves) {
    auto g = std::move(create_game("chess")).value();
    for (const char* m : moves)
        EXPECT_TRUE(g->play(m).ok()) << m;
    return g;
}

/// The bestmove line is the last one, printed once, and its moves are legal in `game` (ponder after best).
void expect_one_legal_bestmove(const Lines& lines, const Game& game) {
    ASSERT_EQ(count_prefix(lines, "bestmove"), 1);
    ASSERT_FALSE(lines.empty());
    ASSERT_TRUE(starts_with(lines.back(), "bestmove ")) << lines.back();
    const std::vector<std::string> w = split_words(lines.back());
    std::unique_ptr<Game> g = game.clone();
    ASSERT_TRUE(g->play(w.at(1)).ok()) << lines.back();
    if (w.size() > 2) {
        ASSERT_EQ(w.size(), 4u);
        EXPECT_EQ(w[2], "ponder");
        EXPECT_TRUE(g->play(w[3]).ok()) << lines.back();
    }
}

TEST(UciSession, UciAnswersIdOptionsAndUciok) {
    Engine e;
    const Lines out = e.send({"uci"});
    ASSERT_GE(out.size(), 3u);
    EXPECT_TRUE(starts_with(out[0], "id name littletable")) << out[0];
    EXPECT_TRUE(starts_with(out[1], "id author ")) << out[1];
    EXPECT_EQ(out.back(), "uciok");
    for (std::size_t i = 2; i + 1 < out.size(); ++i)
        EXPECT_TRUE(starts_with(out[i], "option name ")) << out[i];
    const auto has = [&](const std::string& l) { return std::find(out.begin(), out.end(), l) != out.end(); };
    EXPECT_TRUE(has("option name Hash type spin default 16 min 1 max 4096"));
    EXPECT_TRUE(has("option name Clear Hash type button"));
    EXPECT_TRUE(has("option name Ponder type check default false"));
    EXPECT_TRUE(has("option name Skill Level type spin default 8 min 1 max 8"));
    EXPECT_TRUE(has("option name UCI_LimitStrength type check default false"));
    EXPECT_TRUE(has("option name UCI_Variant type combo default chess var chess var metamate var metamachy"));
    EXPECT_TRUE(has("option name UCI_Elo type spin default " + std::to_string(ai::level_settings(ai::MAX_LEVEL).elo) +
                    " min " + std::to_string(ai::level_settings(ai::MIN_LEVEL).elo) + " max " +
                    std::to_string(ai::level_settings(ai::MAX_LEVEL).elo)));
    EXPECT_EQ(count_prefix(out, "option name Threads"), 0); // one search thread: no such option
}

TEST(UciSession, IsReady) {
    Engine e;
    EXPECT_EQ(e.send({"isready"}), (Lines{"readyok"}));
}

TEST(UciSession, MateInOneAfterMoves) {
    Engine e;
    const Lines out = e.send({SCHOLAR, "go depth 4"});
    const Lines infos = search_infos(out);
    ASSERT_FALSE(infos.empty());
    EXPECT_EQ(field(infos.back(), "score"), "mate");
    EXPECT_EQ(field(infos.back(), "mate"), "1");
    EXPECT_EQ(split_words(out.back()).at(1), "h5f7");
    EXPECT_EQ(count_prefix(out, "bestmove"), 1);
}

TEST(UciSession, GoMateFindsIt) {
    Engine e;
    const Lines out = e.send({SCHOLAR, "go mate 1"});
    EXPECT_EQ(field(search_infos(out).back(), "mate"), "1");
    EXPECT_EQ(split_words(out.back()).at(1), "h5f7");
}

TEST(UciSession, GoDepthReportsEveryIterationWithEveryField) {
    Engine e;
    const Lines out = e.send({"position startpos moves e2e4", "go depth 5"});
    const Lines infos = search_infos(out);
    ASSERT_EQ(infos.size(), 5u);
    auto game = game_after({"e2e4"});
    for (std::size_t i = 0; i < infos.size(); ++i) {
        const std::string& l = infos[i];
        EXPECT_EQ(field(l, "depth"), std::to_string(i + 1)) << l;
        EXPECT_GE(std::stoi(field(l, "seldepth")), int(i + 1)) << l;
        EXPECT_EQ(field(l, "multipv"), "1") << l;
        EXPECT_EQ(field(l, "score"), "cp") << l;
        for (const char* key : {"nodes", "nps", "hashfull", "time"})
            EXPECT_GE(std::stoll(field(l, key)), 0) << key << " in " << l;
        const std::vector<std::string> pv = pv_of(l);
        ASSERT_FALSE(pv.empty()) << l;
        auto g = game->clone();
        for (const std::string& m : pv)
            EXPECT_TRUE(g->play(m).ok()) << m << " in " << l;
    }
    expect_one_legal_bestmove(out, *game);
}

TEST(UciSession, GoMovetimeAndNodes) {
    Engine e;
    auto game = game_after({});
    expect_one_legal_bestmove(e.send({"position startpos", "go movetime 50"}), *game);
    const Lines out = e.send({"go nodes 3000"});
    expect_one_legal_bestmove(out, *game);
    for (const std::string& l : search_infos(out))
        EXPECT_LE(std::stoll(field(l, "nodes")), 3000) << l;
}

TEST(UciSession, GoWithAClock) {
    Engine e;
    auto game = game_after({"d2d4", "g8f6"});
    expect_one_legal_bestmove(e.send({"position startpos moves d2d4 g8f6", "go wtime 1000 btime 1000 winc 0 binc 0"}),
                              *game);
    expect_one_legal_bestmove(e.send({"go wtime 300 btime 200 winc 10 binc 10 movestogo 5"}), *game);
}

TEST(UciSession, GoInfiniteAnswersIsReadyAndEndsOnStop) {
    Engine e;
    const Lines out = e.send({"position startpos", "go infinite", "isready", "stop"});
    const auto ready = std::find(out.begin(), out.end(), "readyok");
    ASSERT_NE(ready, out.end());
    EXPECT_LT(ready - out.begin(), out.end() - 1 - out.begin()); // readyok came before the bestmove
    expect_one_legal_bestmove(out, *game_after({}));
}

TEST(UciSession, BareGoRunsUntilStop) {
    Engine e;
    expect_one_legal_bestmove(e.send({"go", "stop"}), *game_after({}));
}

TEST(UciSession, PonderThenPonderhitOrStop) {
    Engine e;
    auto game = game_after({"e2e4", "e7e5"});
    expect_one_legal_bestmove(
        e.send({"position startpos moves e2e4 e7e5", "go ponder wtime 500 btime 500", "ponderhit"}), *game);
    expect_one_legal_bestmove(e.send({"go ponder wtime 500 btime 500", "stop"}), *game);
    // A ponderhit without a pondering search is ignored.
    EXPECT_EQ(e.send({"ponderhit"}), Lines{});
}

TEST(UciSession, GoWhileSearchingIsRefused) {
    Engine e;
    const Lines out = e.send({"go infinite", "go depth 1", "setoption name Hash value 1", "ucinewgame", "stop"});
    EXPECT_TRUE(has_info_string(out, "go ignored while searching"));
    EXPECT_TRUE(has_info_string(out, "setoption ignored while searching"));
    EXPECT_TRUE(has_info_string(out, "ucinewgame ignored while searching"));
    expect_one_legal_bestmove(out, *game_after({}));
}

TEST(UciSession, StopWithoutSearchIsSilent) {
    Engine e;
    EXPECT_EQ(e.send({"stop"}), Lines{});
}

TEST(UciSession, UciNewGameResetsThePosition) {
    Engine e;
    e.send({"position startpos moves e2e4"});
    const Lines out = e.send({"ucinewgame", "d"});
    EXPECT_NE(std::find(out.begin(), out.end(), "Fen: " + game_after({})->fen()), out.end());
}

TEST(UciSession, SetOptionValidValues) {
    Engine e;
    EXPECT_EQ(e.send({"setoption name Hash value 8", "setoption name hash value 2", "setoption name Clear Hash",
                      "setoption name Ponder value true", "setoption name Move Overhead value 100",
                      "setoption name UCI_Variant value chess", "setoption name Skill Level value 5"}),
              Lines{});
    expect_one_legal_bestmove(e.send({"position startpos", "go depth 2"}), *game_after({}));
}

TEST(UciSession, SetOptionInvalidNameOrValue) {
    Engine e;
    EXPECT_TRUE(has_info_string(e.send({"setoption name Threads value 4"}), "no option named 'Threads'"));
    EXPECT_TRUE(has_info_string(e.send({"setoption name Hash value lots"}), "Hash needs an integer from 1 to 4096"));
    EXPECT_TRUE(has_info_string(e.send({"setoption name Hash value 0"}), "got '0'"));
    EXPECT_TRUE(has_info_string(e.send({"setoption name Skill Level value 9"}), "from 1 to 8"));
    EXPECT_TRUE(has_info_string(e.send({"setoption name UCI_Variant value shogi"}), "one of chess"));
    EXPECT_TRUE(has_info_string(e.send({"setoption name Ponder value maybe"}), "true or false"));
    EXPECT_TRUE(has_info_string(e.send({"setoption"}), "setoption name <id>"));
    EXPECT_TRUE(has_info_string(e.send({"setoption value 3"}), "setoption name <id>"));
    // Still working.
    expect_one_legal_bestmove(e.send({"go depth 1"}), *game_after({}));
}

TEST(UciSession, SkillLevelKeepsTheLevelsNodeBudget) {
    Engine e;
    const Lines out = e.send({"setoption name Skill Level value 3", "position startpos", "go depth 10"});
    ASSERT_GT(ai::level_settings(3).maxNodes, 0u);
    for (const std::string& l : search_infos(out))
        EXPECT_LE(std::stoull(field(l, "nodes")), ai::level_settings(3).maxNodes) << l;
    expect_one_legal_bestmove(out, *game_after({}));
}

TEST(UciSession, LimitStrengthPicksTheLevelByElo) {
    Engine e;
    const int elo = ai::level_settings(ai::MIN_LEVEL).elo;
    const Lines out = e.send({"setoption name UCI_LimitStrength value true",
                              "setoption name UCI_Elo value " + std::to_string(elo), "go depth 10"});
    ASSERT_GT(ai::level_settings(ai::MIN_LEVEL).maxNodes, 0u);
    for (const std::string& l : search_infos(out))
        EXPECT_LE(std::stoull(field(l, "nodes")), ai::level_settings(ai::MIN_LEVEL).maxNodes) << l;
    expect_one_legal_bestmove(out, *game_after({}));
}

TEST(UciSession, MultiPvPrintsEachLine) {
    Engine e;
    const Lines out = e.send({"setoption name MultiPV value 3", SCHOLAR, "go depth 3"});
    const Lines infos = search_infos(out);
    ASSERT_EQ(infos.size(), 9u); // 3 depths x 3 lines
    for (std::size_t i = 0; i < infos.size(); ++i)
        EXPECT_EQ(field(infos[i], "multipv"), std::to_string(i % 3 + 1)) << infos[i];
    EXPECT_EQ(field(infos[6], "mate"), "1");
    EXPECT_EQ(split_words(out.back()).at(1), "h5f7");
}

TEST(UciSession, SearchMovesRestrictTheRoot) {
    Engine e;
    const Lines out = e.send({"position startpos", "go depth 3 searchmoves a2a3 h2h4 e2e5"});
    EXPECT_TRUE(has_info_string(out, "searchmoves 'e2e5' is not a legal move"));
    const std::string best = split_words(out.back()).at(1);
    EXPECT_TRUE(best == "a2a3" || best == "h2h4") << best;
}

TEST(UciSession, NoLegalMove) {
    Engine e;
    Lines out = e.send({FOOL_MATED, "go depth 3"});
    EXPECT_EQ(out, (Lines{"info depth 0 score mate 0", "bestmove (none)"}));
    // Stalemate: Black's king on h8, White's queen on g6 and king on f7.
    out = e.send({"position fen 7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", "go wtime 1000 btime 1000"});
    EXPECT_EQ(out, (Lines{"info depth 0 score cp 0", "bestmove (none)"}));
}

TEST(UciSession, QuitStopsTheSearchAfterItsBestmove) {
    Engine e;
    const Lines out = e.send({"go infinite", "quit"});
    EXPECT_FALSE(e.running);
    expect_one_legal_bestmove(out, *game_after({}));
}

TEST(UciSession, EndOfInputWaitsForABoundedSearchAndStopsAnInfiniteOne) {
    std::istringstream in("position startpos\ngo depth 3\n");
    std::ostringstream out;
    run_protocol(in, out);
    EXPECT_NE(out.str().find("info depth 3 "), std::string::npos);
    EXPECT_NE(out.str().find("bestmove "), std::string::npos);

    std::istringstream infinite("go infinite\n");
    std::ostringstream out2;
    run_protocol(infinite, out2);
    EXPECT_NE(out2.str().find("bestmove "), std::string::npos);
}

TEST(UciSession, MalformedCommandsGetAnInfoStringAndChangeNothing) {
    Engine e;
    e.send({"position startpos moves e2e4"});
    const std::string fen = game_after({"e2e4"})->fen();
    const Lines out = e.send({"", "   ", "xyzzy", "position", "position fen",
                              "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
                              "position fen not a fen at all", "position startpos moves e2e4 e7e5 e1e3",
                              "position startpos moves e2e5", "position startpos g1f3", "d"});
    EXPECT_TRUE(has_info_string(out, "empty line ignored"));
    EXPECT_TRUE(has_info_string(out, "unknown command 'xyzzy'"));
    EXPECT_TRUE(has_info_string(out, "expected 'startpos' or 'fen'"));
    EXPECT_TRUE(has_info_string(out, "no FEN given"));
    EXPECT_TRUE(has_info_string(out, "move 3 'e1e3'"));
    EXPECT_TRUE(has_info_string(out, "move 1 'e2e5'"));
    EXPECT_TRUE(has_info_string(out, "unexpected 'g1f3' before 'moves'"));
    EXPECT_EQ(count_prefix(out, "info string"), 10);
    EXPECT_EQ(count_prefix(out, "info string position"), 7);
    EXPECT_NE(std::find(out.begin(), out.end(), "Fen: " + fen), out.end()); // the position is still after 1.e4
}

TEST(UciSession, GoWithGarbledNumbersStillAnswers) {
    Engine e;
    auto game = game_after({});
    Lines out = e.send({"go depth -3 movetime 30"});
    EXPECT_TRUE(has_info_string(out, "depth -3 is not a positive count"));
    expect_one_legal_bestmove(out, *game);
    out = e.send({"go wtime -100 btime 1000"});
    EXPECT_TRUE(has_info_string(out, "wtime -100 is negative; read as 0"));
    expect_one_legal_bestmove(out, *game);
    out = e.send({"go depth abc", "stop"}); // nothing bounds it any more: it runs until stop
    EXPECT_TRUE(has_info_string(out, "depth needs a number, got 'abc'"));
    expect_one_legal_bestmove(out, *game);
    out = e.send({"go wtime 9223372036854775807 winc 9223372036854775807 mate 2147483647 depth 2"});
    expect_one_legal_bestmove(out, *game); // huge numbers: no overflow
    out = e.send({"go nodes 1.5 depth 2 sideways"});
    EXPECT_TRUE(has_info_string(out, "unknown parameter 'sideways'"));
    expect_one_legal_bestmove(out, *game);
}

TEST(UciSession, UnknownWordsBeforeACommandAreSkipped) {
    Engine e;
    const Lines out = e.send({"joho isready"});
    EXPECT_TRUE(has_info_string(out, "unknown words 'joho'"));
    EXPECT_EQ(out.back(), "readyok");
}

TEST(UciSession, DebugAndRegisterAreAccepted) {
    Engine e;
    EXPECT_EQ(e.send({"debug on", "debug off", "register later"}), Lines{});
}

/// The game a UCI session analyses: chess from `fen` after `moves`, played on past the automatic endings.
std::unique_ptr<Game> analysed_after(std::string_view fen, std::initializer_list<const char*> moves) {
    auto g = std::move(create_game("chess", fen)).value();
    g->set_automatic_endings(false);
    for (const char* m : moves)
        EXPECT_TRUE(g->play(m).ok()) << m;
    return g;
}

/// The "Fen: " line of a `d`.
std::string fen_shown(const Lines& lines) {
    for (const std::string& l : lines)
        if (starts_with(l, "Fen: "))
            return l.substr(5);
    return "";
}

// Stockfish's `go perft N`: a line "move: count" per legal move, an empty line, "Nodes searched: N", an empty
// line; no bestmove. From the start: 20 moves, 8902 leaves three plies deep, 600 of them after 1.e4 (Perft
// Results, chessprogramming.org; Stockfish's divide).
TEST(UciSession, GoPerftPrintsTheDivideAndTheCount) {
    Engine e;
    Lines out = e.send({"position startpos", "go perft 3"});
    ASSERT_EQ(out.size(), 23u);
    EXPECT_EQ(out[20], "");
    EXPECT_EQ(out[21], "Nodes searched: 8902");
    EXPECT_EQ(out[22], "");
    EXPECT_NE(std::find(out.begin(), out.end(), "e2e4: 600"), out.end());
    out = e.send({"position startpos moves e2e4", "go perft 1"});
    ASSERT_EQ(out.size(), 23u);
    EXPECT_EQ(out[21], "Nodes searched: 20");
    EXPECT_EQ(count_prefix(out, "bestmove"), 0);
    // A count of 0 or none is no perft: the parameter is named and a search answers.
    out = e.send({"go perft 0 depth 1"});
    EXPECT_TRUE(has_info_string(out, "perft"));
    expect_one_legal_bestmove(out, *game_after({"e2e4"}));
}

// GUIs may write a promotion's letter in capitals ("a7a8Q"): it names the one legal move with those letters.
TEST(UciSession, APromotionLetterInEitherCase) {
    Engine e;
    EXPECT_EQ(fen_shown(e.send({"position fen 7k/P7/8/8/8/8/8/K7 w - - 0 1 moves a7a8Q", "d"})),
              "Q6k/8/8/8/8/8/8/K7 b - - 0 1");
    EXPECT_EQ(fen_shown(e.send({"position fen 7k/P7/8/8/8/8/8/K7 w - - 0 1 moves a7a8N", "d"})),
              "N6k/8/8/8/8/8/8/K7 b - - 0 1");
    Lines out = e.send({"position fen 7k/P7/8/8/8/8/8/K7 w - - 0 1", "go depth 2 searchmoves a7a8R"});
    ASSERT_FALSE(out.empty());
    EXPECT_TRUE(starts_with(out.back(), "bestmove a7a8r")) << out.back();
    // Letters that name no legal move in any case still change nothing.
    EXPECT_TRUE(has_info_string(e.send({"position fen 7k/P7/8/8/8/8/8/K7 w - - 0 1 moves a7a8X"}), "a7a8X"));
}

// FENs whose counters are missing or whose fullmove number is 0, as Stockfish reads them (docs/rules-decisions.md,
// Chess 3).
TEST(UciSession, FenCountersZeroOrMissing) {
    Engine e;
    const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
    EXPECT_EQ(fen_shown(e.send({"position fen " + start + " 0 0", "d"})), start + " 0 1");
    EXPECT_EQ(fen_shown(e.send({"position fen " + start, "d"})), start + " 0 1");
    EXPECT_EQ(fen_shown(e.send({"position fen " + start + " 3", "d"})), start + " 3 1");
    EXPECT_EQ(fen_shown(e.send({"position fen " + start + " 0 0 moves e2e4 e7e5", "d"})),
              "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
}

// The rules end games in rooms; an analysis plays its moves on past a fivefold repetition, the 75-move rule and a
// dead position (docs/rules/chess.md §3) and searches the position it is given.
TEST(UciSession, MovesRunPastAnAutomaticDraw) {
    Engine e;
    std::string repeated = "position startpos moves";
    for (int i = 0; i < 4; ++i)
        repeated += " g1f3 g8f6 f3g1 f6g8"; // the start position a fifth time
    EXPECT_EQ(fen_shown(e.send({repeated + " e2e4", "d"})),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 9");
    expect_one_legal_bestmove(e.send({"go depth 2"}), *analysed_after({}, {"e2e4"}));
    EXPECT_EQ(fen_shown(e.send({"position fen 4k3/8/8/8/8/8/8/R3K3 w - - 149 90 moves a1a2 e8d8", "d"})),
              "3k4/8/8/8/8/8/R7/4K3 w - - 151 91");
    expect_one_legal_bestmove(e.send({"go depth 2"}),
                              *analysed_after("4k3/8/8/8/8/8/8/R3K3 w - - 149 90", {"a1a2", "e8d8"}));
    EXPECT_EQ(fen_shown(e.send({"position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves e1e2", "d"})),
              "4k3/8/8/8/8/8/4K3/8 b - - 1 1");
    expect_one_legal_bestmove(e.send({"go depth 1"}), *analysed_after("4k3/8/8/8/8/8/8/4K3 w - - 0 1", {"e1e2"}));
}

/// The Metamate game from `fen`.
std::unique_ptr<Game> game_of_fen(std::string_view fen) { return std::move(create_game("metamate", fen)).value(); }

/// The Metamate game after `moves` from its start (the setup phase first).
std::unique_ptr<Game> metamate_after(std::initializer_list<const char*> moves) {
    auto g = std::move(create_game("metamate")).value();
    for (const char* m : moves)
        EXPECT_TRUE(g->play(m).ok()) << m;
    return g;
}

TEST(UciSession, MetamateByUciVariant) {
    Engine e;
    EXPECT_EQ(e.send({"setoption name UCI_Variant value metamate"}), Lines{});
    // The start is the setup phase (docs/rules/metamate.md §2): White's first move is a setup choice, "m...@...".
    Lines out = e.send({"position startpos", "go depth 2"});
    expect_one_legal_bestmove(out, *metamate_after({}));
    EXPECT_TRUE(starts_with(out.back(), "bestmove m")) << out.back();
    EXPECT_NE(out.back().find('@'), std::string::npos) << out.back();
    // Setup choices and a Meta's double step as move texts (docs/metamate-notation.md), then a search.
    out = e.send({"position startpos moves m1h@e2 m3@h8 e2e4", "go depth 2"});
    expect_one_legal_bestmove(out, *metamate_after({"m1h@e2", "m3@h8", "e2e4"}));
    out = e.send({"d"});
    EXPECT_TRUE(std::find(out.begin(), out.end(), "Fen: " + metamate_after({"m1h@e2", "m3@h8", "e2e4"})->fen()) !=
                out.end());
    // The M3 on d6 copies the knight on e6, jumps to f7 and mates there (tests/ai/metamate_search_test.cpp).
    out = e.send({"position fen 6rk/6pp/3M[3]N3/8/8/8/8/K7 w - - 0 1", "go depth 3"});
    ASSERT_FALSE(out.empty());
    EXPECT_EQ(out.back(), "bestmove d6f7");
    const Lines infos = search_infos(out);
    ASSERT_FALSE(infos.empty());
    EXPECT_EQ(field(infos.back(), "score"), "mate");
    EXPECT_EQ(field(infos.back(), "mate"), "1");
    // A move that is no Metamate move is named and changes nothing: a king is never a Meta (§2.1).
    EXPECT_TRUE(has_info_string(e.send({"position startpos moves m1h@e1"}), "m1h@e1"));
    expect_one_legal_bestmove(e.send({"go depth 1"}), *game_of_fen("6rk/6pp/3M[3]N3/8/8/8/8/K7 w - - 0 1"));
    // Back to chess.
    EXPECT_EQ(e.send({"setoption name UCI_Variant value chess", "position startpos"}), Lines{});
    expect_one_legal_bestmove(e.send({"go depth 1"}), *game_after({}));
}

/// The Metamachy game after `moves` from its start (Black's setup choice first).
std::unique_ptr<Game> metamachy_after(std::initializer_list<const char*> moves) {
    auto g = std::move(create_game("metamachy")).value();
    for (const char* m : moves)
        EXPECT_TRUE(g->play(m).ok()) << m;
    return g;
}

TEST(UciSession, MetamachyByUciVariant) {
    Engine e;
    EXPECT_EQ(e.send({"setoption name UCI_Variant value metamachy"}), Lines{});
    // The start is the setup phase (docs/rules/metamachy.md "Board and setup"): Black chooses the arrangement of
    // its four chiefs, a move "....@f12".
    Lines out = e.send({"position startpos", "go depth 2"});
    expect_one_legal_bestmove(out, *metamachy_after({}));
    EXPECT_TRUE(starts_with(out.back(), "bestmove ")) << out.back();
    EXPECT_NE(out.back().find("@f12"), std::string::npos) << out.back();
    // The default arrangement and a Pawn's double step, then a search.
    out = e.send({"position startpos moves qkla@f12 f3f5", "go depth 2"});
    expect_one_legal_bestmove(out, *metamachy_after({"qkla@f12", "f3f5"}));
    out = e.send({"d"});
    EXPECT_TRUE(std::find(out.begin(), out.end(), "Fen: " + metamachy_after({"qkla@f12", "f3f5"})->fen()) != out.end());
    // The Lion on e10 leaps to c11 or c12 and mates the King shut in on a12 (tests/ai/metamachy_search_test.cpp).
    out = e.send({"position fen k11/pp10/4L7/12/12/12/12/12/12/12/12/11K w - - 0 1", "go depth 3"});
    ASSERT_FALSE(out.empty());
    EXPECT_TRUE(out.back() == "bestmove e10c11" || out.back() == "bestmove e10c12") << out.back();
    const Lines infos = search_infos(out);
    ASSERT_FALSE(infos.empty());
    EXPECT_EQ(field(infos.back(), "score"), "mate");
    EXPECT_EQ(field(infos.back(), "mate"), "1");
    // A move that is no Metamachy move is named: a Pawn never steps three squares.
    EXPECT_TRUE(has_info_string(e.send({"position startpos moves qkla@f12 f3f6"}), "f3f6"));
}

} // namespace
} // namespace littletable::cli::uci
