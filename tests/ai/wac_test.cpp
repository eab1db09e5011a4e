// Win At Chess (Fred Reinfeld, 1958; 300 positions). tests/ai/data/wac.epd is the EPD as distributed, byte for
// byte, in the public sunfish repository (thomasahle/sunfish, tests/files/win_at_chess_test.epd); a position is
// solved when the search plays one of its published "bm" moves. Mates found at their distance, and the suite's
// solve rate at a fixed node budget.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "ai/chess_epd.h"
#include "ai/games/chess_traits.h"
#include "ai/search.h"
#include "engine/chess/epd.h"
#include "engine/chess/san.h"
#include "engine/chess/uci_move.h"

namespace littletable::ai {
namespace {

using chess::Move;
using chess::Position;

std::vector<std::string> wac_lines() {
    std::ifstream in(LITTLETABLE_SOURCE_DIR "/tests/ai/data/wac.epd", std::ios::binary);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty())
            lines.push_back(line);
    return lines;
}

/// The suite's line with this id ("WAC.004").
std::string wac_line(const std::string& id) {
    for (const std::string& line : wac_lines())
        if (line.find("\"" + id + "\"") != std::string::npos)
            return line;
    ADD_FAILURE() << id << " not in the suite";
    return {};
}

TEST(WinAtChess, TheFileHoldsTheWholeSuite) {
    const std::vector<std::string> lines = wac_lines();
    ASSERT_EQ(lines.size(), 300u);
    for (const std::string& line : lines) {
        auto epd = chess::parse_epd(line);
        ASSERT_TRUE(epd.ok()) << line;
        ASSERT_TRUE(Position::from_fen(epd.value().fen).ok()) << line;
        ASSERT_NE(epd.value().operands("bm"), nullptr) << line;
    }
}

struct SuiteMate {
    const char* id;
    int moves; ///< mate in this many moves with the suite's best move, the only one that fast
};

// The distances and their uniqueness were checked with Stockfish 15.1 (MultiPV 3: the best move mates in this
// many, the second best does not mate at all).
const SuiteMate SUITE_MATES[] = {
    {"WAC.004", 2}, {"WAC.005", 2}, {"WAC.012", 2}, {"WAC.027", 2},
    {"WAC.054", 2}, {"WAC.050", 3}, {"WAC.057", 3}, {"WAC.064", 3},
};

class WacMate : public testing::TestWithParam<SuiteMate> {};

TEST_P(WacMate, FoundAtItsDistance) {
    const SuiteMate& p = GetParam();
    auto epd = chess::parse_epd(wac_line(p.id));
    ASSERT_TRUE(epd.ok());
    Position pos = Position::from_fen(epd.value().fen).value();
    const Move key = chess::parse_san(pos, epd.value().operands("bm")->front()).value();
    TranspositionTable<Move> tt(4);
    auto searcher = std::make_unique<Searcher<ChessTraits>>(tt);
    SearchLimits<Move> limits;
    limits.maxDepth = 2 * p.moves + 2;
    const auto r = searcher->search(pos, limits);
    EXPECT_EQ(r.score, mate_in(2 * p.moves - 1));
    EXPECT_EQ(mate_moves(r.score), p.moves);
    EXPECT_EQ(chess::to_uci(r.bestMove), chess::to_uci(key));
}

INSTANTIATE_TEST_SUITE_P(Suite, WacMate, testing::ValuesIn(SUITE_MATES),
                         [](const testing::TestParamInfo<SuiteMate>& info) {
                             std::string name = info.param.id;
                             name.erase(name.find('.'), 1);
                             return name;
                         });

// The solve rate at 10 000 nodes a position (a few milliseconds; a fixed node budget makes the run
// deterministic). The floor sits a little below the rate this search reaches (bench/wac.sh prints it; see
// docs/evaluation.md), so that a search or evaluation change that loses tactics fails here. Builds without
// optimisation (debug, sanitizers: ten times slower) try every fifth position, with the floor of that subset.
/// Positions solved at least: of all 300, and of every fifth (WAC.001, WAC.006, ...).
constexpr int WAC_FLOOR_ALL = 190, WAC_FLOOR_FIFTH = 38;

TEST(WinAtChess, SolveRateAtAFixedNodeBudget) {
    constexpr uint64_t NODES = 10000;
#if defined(NDEBUG) && !defined(__SANITIZE_ADDRESS__)
    constexpr int STRIDE = 1, FLOOR = WAC_FLOOR_ALL;
#else
    constexpr int STRIDE = 5, FLOOR = WAC_FLOOR_FIFTH;
#endif
    const std::vector<std::string> lines = wac_lines();
    int solved = 0, tried = 0;
    for (std::size_t i = 0; i < lines.size(); i += STRIDE) {
        const auto r = solve_epd(lines[i], NODES, 1);
        ASSERT_TRUE(r.ok()) << lines[i];
        solved += r.value().solved;
        ++tried;
    }
    std::printf("Win At Chess: %d / %d solved at %llu nodes\n", solved, tried, static_cast<unsigned long long>(NODES));
    EXPECT_GE(solved, FLOOR);
}

} // namespace
} // namespace littletable::ai
