// Perft of the chess move generator against published counts, and the make/unmake and zobrist invariants.
//
// Expected counts: the six chessprogramming-wiki positions (https://www.chessprogramming.org/Perft_Results,
// copied into data/perft/README.md) and data/perft/chess-perftsuite.epd (126 positions, reproduced with
// Stockfish 15.1). The six positions run to every published depth (start position depth 7 is 3.2 billion
// leaves, about 10 s in a release build); the suite runs to depth 5 (its depth 6 is in bench/perft_deep.sh).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "engine/chess/position.h"
#include "engine/chess/uci_move.h"
#include "engine/core/perft.h"
#include "tests/chess/test_support.h"

namespace littletable::chess {
namespace {

using namespace testing_support;

// ---------------------------------------------------------------------------------------------------------
// The six positions of the chessprogramming wiki.

struct WikiPosition {
    const char* name;
    const char* fen;
    std::vector<uint64_t> counts; ///< published, depth 1 first
};

const WikiPosition WIKI[] = {
    {"StartPosition",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     {20, 400, 8902, 197281, 4865609, 119060324, 3195901860}},
    {"Kiwipete",
     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
     {48, 2039, 97862, 4085603, 193690690}},
    {"Position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {14, 191, 2812, 43238, 674624, 11030083, 178633661}},
    {"Position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", {6, 264, 9467, 422333, 15833292}},
    {"Position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", {44, 1486, 62379, 2103487, 89941194}},
    {"Position6",
     "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
     {46, 2079, 89890, 3894594, 164075551}},
};

void PrintTo(const WikiPosition& w, std::ostream* os) { *os << w.name << ": " << w.fen; }

class WikiPerft : public testing::TestWithParam<WikiPosition> {};

TEST_P(WikiPerft, PublishedCounts) {
    const WikiPosition& w = GetParam();
    Position pos = parse(w.fen);
    const int maxDepth = int(w.counts.size());
    for (int depth = 1; depth <= maxDepth; ++depth)
        EXPECT_EQ(perft(pos, depth), w.counts[size_t(depth - 1)]) << w.name << " depth " << depth;
    EXPECT_EQ(pos.fen(), parse(w.fen).fen()); // perft restores the position
}

INSTANTIATE_TEST_SUITE_P(Chess, WikiPerft, testing::ValuesIn(WIKI),
                         [](const testing::TestParamInfo<WikiPosition>& info) { return info.param.name; });

// N. Petrovic's 1964 composition, the published record of legal moves in one position: 218.
TEST(Perft, MostLegalMovesOfAnyPosition) {
    Position pos = parse("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1");
    EXPECT_EQ(perft(pos, 1), 218u);
    MoveList moves;
    pos.generate_legal(moves);
    EXPECT_EQ(moves.size(), 218u);
}

// ---------------------------------------------------------------------------------------------------------
// data/perft/chess-perftsuite.epd: "FEN ;D1 n ;D2 n ..." with CRLF line endings.

struct SuiteLine {
    int line = 0;
    std::string fen;
    std::vector<std::pair<int, uint64_t>> counts; ///< (depth, nodes)
};

std::string trim(std::string s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

std::vector<SuiteLine> load_suite() {
    std::vector<SuiteLine> lines;
    std::ifstream in(LITTLETABLE_PERFT_DIR "/chess-perftsuite.epd", std::ios::binary);
    std::string text;
    int number = 0;
    while (std::getline(in, text)) {
        ++number;
        if (!text.empty() && text.back() == '\r')
            text.pop_back();
        if (trim(text).empty())
            continue;
        SuiteLine l;
        l.line = number;
        size_t semi = text.find(';');
        l.fen = trim(text.substr(0, semi));
        while (semi != std::string::npos) {
            const size_t next = text.find(';', semi + 1);
            const std::string field =
                trim(text.substr(semi + 1, next == std::string::npos ? std::string::npos : next - semi - 1));
            // "D<depth> <nodes>"
            if (field.size() > 1 && field[0] == 'D') {
                const size_t space = field.find(' ');
                l.counts.emplace_back(std::stoi(field.substr(1, space - 1)), std::stoull(field.substr(space + 1)));
            }
            semi = next;
        }
        lines.push_back(std::move(l));
    }
    return lines;
}

const std::vector<SuiteLine>& suite() {
    static const std::vector<SuiteLine> lines = load_suite();
    return lines;
}

constexpr int SUITE_DEPTH = 5;

TEST(PerftSuite, FileIsComplete) {
    ASSERT_EQ(suite().size(), 126u);
    for (const SuiteLine& l : suite()) {
        EXPECT_EQ(l.line, &l - suite().data() + 1);
        ASSERT_GE(l.counts.size(), size_t(SUITE_DEPTH)) << "line " << l.line;
        for (size_t i = 0; i < l.counts.size(); ++i)
            EXPECT_EQ(l.counts[i].first, int(i + 1)) << "line " << l.line;
    }
    // The first two lines are the wiki's start position and Kiwipete.
    EXPECT_EQ(suite()[0].fen, WIKI[0].fen);
    EXPECT_EQ(suite()[1].fen, WIKI[1].fen);
}

void PrintTo(const SuiteLine& l, std::ostream* os) { *os << "line " << l.line << ": " << l.fen; }

class PerftSuite : public testing::TestWithParam<SuiteLine> {};

TEST_P(PerftSuite, ToDepth5) {
    const SuiteLine& l = GetParam();
    Position pos = parse(l.fen);
    for (const auto& [depth, nodes] : l.counts) {
        if (depth > SUITE_DEPTH)
            break;
        EXPECT_EQ(perft(pos, depth), nodes) << "line " << l.line << ": " << l.fen << " depth " << depth;
    }
}

INSTANTIATE_TEST_SUITE_P(Epd, PerftSuite, testing::ValuesIn(suite()),
                         [](const testing::TestParamInfo<SuiteLine>& info) {
                             std::string n = std::to_string(info.param.line);
                             return "Line" + std::string(3 - std::min<size_t>(3, n.size()), '0') + n;
                         });

// ---------------------------------------------------------------------------------------------------------
// Invariants of make/unmake and the incremental zobrist key.

/// The key a position gets when set up fresh from its own FEN (no incremental updates involved).
Key fresh_key(const Position& pos) { return parse(pos.fen()).key(); }

/// Walks the move tree to `depth`: at every node the listed and counted moves agree, the incremental key equals
/// the fresh one, and every make/unmake restores the FEN and the key exactly. Returns the number of nodes.
uint64_t walk(Position& pos, int depth) {
    MoveList moves;
    pos.generate_legal(moves);
    EXPECT_EQ(pos.count_legal(), moves.size()) << pos.fen();
    EXPECT_EQ(pos.key(), fresh_key(pos)) << pos.fen();
    if (depth == 0)
        return 1;
    uint64_t nodes = 1;
    const std::string fen = pos.fen();
    const Key key = pos.key();
    const int ply = pos.game_ply();
    for (Move m : moves) {
        EXPECT_TRUE(pos.is_legal(m));
        pos.make(m);
        EXPECT_EQ(pos.game_ply(), ply + 1);
        nodes += walk(pos, depth - 1);
        pos.unmake(m);
        EXPECT_EQ(pos.fen(), fen) << "after " << to_uci(m);
        EXPECT_EQ(pos.key(), key) << fen << " after " << to_uci(m);
        if (testing::Test::HasFailure())
            return nodes;
    }
    return nodes;
}

TEST(MakeUnmake, RestoresFenAndKeyInWikiPositions) {
    for (const WikiPosition& w : WIKI) {
        SCOPED_TRACE(w.name);
        Position pos = parse(w.fen);
        // Nodes to depth 2 = 1 + d1 + d2 of the published counts.
        EXPECT_EQ(walk(pos, 2), 1 + w.counts[0] + w.counts[1]);
        ASSERT_FALSE(HasFailure());
    }
}

TEST(MakeUnmake, RestoresFenAndKeyInSuite) {
    for (const SuiteLine& l : suite()) {
        SCOPED_TRACE("line " + std::to_string(l.line));
        Position pos = parse(l.fen);
        EXPECT_EQ(walk(pos, 2), 1 + l.counts[0].second + l.counts[1].second);
        ASSERT_FALSE(HasFailure());
    }
}

TEST(MakeUnmake, PerftLeavesThePositionUnchanged) {
    for (const WikiPosition& w : WIKI) {
        Position pos = parse(w.fen);
        const std::string fen = pos.fen();
        const Key key = pos.key();
        EXPECT_EQ(perft(pos, 3), w.counts[2]) << w.name;
        EXPECT_EQ(pos.fen(), fen) << w.name;
        EXPECT_EQ(pos.key(), key) << w.name;
    }
}

TEST(MakeUnmake, PerftDivideSumsToPerft) {
    Position pos = parse(WIKI[1].fen);
    uint64_t total = 0;
    const auto divide = perft_divide(pos, 3);
    EXPECT_EQ(divide.size(), WIKI[1].counts[0]);
    for (const auto& [move, nodes] : divide)
        total += nodes;
    EXPECT_EQ(total, WIKI[1].counts[2]);
}

// Random legal games with a fixed seed from the wiki positions and every suite position: after every move the
// incremental key equals the key of the same position parsed fresh from its FEN, the FEN round-trips, the fresh
// position has the same legal moves, and taking every move back restores the start exactly. Castling, en
// passant, promotions and double steps are preferred, so that they occur often.
TEST(Zobrist, IncrementalKeyEqualsFreshKeyInRandomGames) {
    std::mt19937_64 rng(0x11771e7ab1eULL); // mt19937_64 is exactly specified, so the games are the same everywhere
    std::vector<std::string> starts;
    for (const WikiPosition& w : WIKI)
        starts.push_back(w.fen);
    for (const SuiteLine& l : suite())
        starts.push_back(l.fen);
    constexpr int GAMES_PER_START = 6;
    constexpr int MAX_PLIES = 200;
    int plies = 0, captures = 0, castles = 0, enPassants = 0, promotions = 0;
    for (const std::string& start : starts)
        for (int game = 0; game < GAMES_PER_START; ++game) {
            Position pos = parse(start);
            const std::string startFen = pos.fen();
            const Key startKey = pos.key();
            std::vector<Move> played;
            while (int(played.size()) < MAX_PLIES && !pos.outcome().over()) {
                MoveList moves, special;
                pos.generate_legal(moves);
                ASSERT_FALSE(moves.empty());
                for (Move m : moves)
                    if (m.type() != NORMAL ||
                        (type_of(pos.piece_on(m.from())) == PAWN && std::abs(m.to() - m.from()) == 16))
                        special.push_back(m);
                const Move m = !special.empty() && rng() % 2 ? special[size_t(rng() % special.size())]
                                                             : moves[size_t(rng() % moves.size())];
                captures += pos.piece_on(m.to()) != NO_PIECE || m.type() == EN_PASSANT;
                castles += m.type() == CASTLING;
                enPassants += m.type() == EN_PASSANT;
                promotions += m.type() == PROMOTION;
                pos.make(m);
                played.push_back(m);
                ++plies;
                const std::string fen = pos.fen();
                const Position fresh = parse(fen);
                ASSERT_EQ(pos.key(), fresh.key()) << fen << " after " << to_uci(m);
                ASSERT_EQ(fresh.fen(), fen);
                ASSERT_EQ(legal_uci(pos), legal_uci(fresh)) << fen;
            }
            while (!played.empty()) {
                pos.unmake(played.back());
                played.pop_back();
            }
            ASSERT_EQ(pos.fen(), startFen) << start << " game " << game;
            ASSERT_EQ(pos.key(), startKey) << start << " game " << game;
        }
    // The games exercise every special move (en passant is rare: it needs an enemy pawn beside the double step;
    // the tree walks above and the perft suite cover it far more).
    EXPECT_GT(plies, 50000);
    EXPECT_GT(captures, 1500);
    EXPECT_GT(castles, 100);
    EXPECT_GT(enPassants, 15);
    EXPECT_GT(promotions, 300);
    std::printf("random games: %d plies, %d captures, %d castles, %d en passant, %d promotions\n", plies, captures,
                castles, enPassants, promotions);
}

} // namespace
} // namespace littletable::chess
