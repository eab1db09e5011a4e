// Win At Chess (Fred Reinfeld, 1958; 300 positions, EPD as widely distributed with its later corrections):
// mates found at their distance, and the suite's solve rate at a small node budget.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "ai/chess_epd.h"
#include "ai/chess_traits.h"
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
    {"WAC.004", 2}, {"WAC.005", 2}, {"WAC.012", 2}, {"WAC.027", 2}, {"WAC.054", 2},
    {"WAC.050", 3}, {"WAC.057", 3}, {"WAC.064", 3},
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

TEST(WinAtChess, SolveRateAtASmallBudget) {
    // 5000 nodes a position (a few milliseconds). The floor sits below the rate measured with this search (see
    // docs/evaluation.md: 241 of 300 at 100 000 nodes before the 2026 search and evaluation work, 127 at 5000),
    // so that a search or evaluation change that loses tactics fails here.
    constexpr uint64_t NODES = 5000;
    constexpr int FLOOR = 180;
    int solved = 0, tried = 0;
    for (const std::string& line : wac_lines()) {
        const auto r = solve_epd(line, NODES, 1);
        ASSERT_TRUE(r.ok()) << line;
        solved += r.value().solved;
        ++tried;
    }
    std::printf("Win At Chess: %d / %d solved at %llu nodes\n", solved, tried, static_cast<unsigned long long>(NODES));
    EXPECT_GE(solved, FLOOR);
}

} // namespace
} // namespace littletable::ai
