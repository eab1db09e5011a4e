// The search on chess: published mates found at their distance, only legal moves, limits and the stop flag
// obeyed, draws by rule seen.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include "ai/games/chess_traits.h"
#include "ai/search.h"
#include "tests/chess/test_support.h"

namespace littletable::ai {
namespace {

using chess::Move;
using chess::Position;

constexpr const char* KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* MIDDLEGAME = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8";
constexpr const char* ENDGAME = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";

using chess::testing_support::parse;

SearchLimits<Move> depth_limit(int depth) {
    SearchLimits<Move> l;
    l.maxDepth = depth;
    return l;
}

SearchResult<Move> run(Position& pos, const SearchLimits<Move>& limits) {
    TranspositionTable<Move> tt(8);
    auto searcher = std::make_unique<Searcher<ChessTraits>>(tt);
    return searcher->search(pos, limits);
}

/// Plays the principal variation, each move of which must be legal, then takes it back.
void expect_legal_line(Position& pos, const std::vector<Move>& line) {
    for (std::size_t i = 0; i < line.size(); ++i) {
        ASSERT_TRUE(pos.is_legal(line[i])) << "move " << i << " " << chess::to_uci(line[i]) << " in " << pos.fen();
        pos.make(line[i]);
    }
    for (std::size_t i = line.size(); i-- > 0;)
        pos.unmake(line[i]);
}

struct MateProblem {
    const char* name;
    const char* fen;
    int moves; ///< mate in this many moves
    const char* key; ///< the only first move that mates that fast (UCI)
};

// Each is a well-known published position; the key and its uniqueness were checked with Stockfish.
const MateProblem MATES[] = {
    // Scholar's mate: 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? 4.Qxf7#.
    {"ScholarsMate", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 1, "h5f7"},
    // Fool's mate: 1.f3 e5 2.g4?? Qh4#.
    {"FoolsMate", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", 1, "d8h4"},
    // Légal's mate, the textbook line: 1.e4 e5 2.Nf3 d6 3.Bc4 Bg4 4.Nc3 g6 5.Nxe5 Bxd1 6.Bxf7+ Ke7 7.Nd5#.
    {"LegalsMate", "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6", 2, "c4f7"},
    // Morphy vs Duke Karl of Brunswick and Count Isouard, Paris 1858 ("the Opera Game"): 16.Qb8+ Nxb8 17.Rd8#.
    {"OperaGame", "4kb1r/p2n1ppp/4q3/4p1B1/4P3/1Q6/PPP2PPP/2KR4 w k - 1 16", 2, "b3b8"},
    // Réti vs Tartakower, Vienna 1910: 9.Qd8+ Kxd8 10.Bg5++ Kc7 (10...Ke8 11.Rd8#) 11.Bd8#.
    {"RetiTartakower", "rnb1kb1r/pp3ppp/2p5/4q3/4n3/3Q4/PPPB1PPP/2KR1BNR w kq - 0 9", 3, "d3d8"},
};

class MateTest : public testing::TestWithParam<MateProblem> {};

TEST_P(MateTest, FoundAtItsDistance) {
    const MateProblem& p = GetParam();
    Position pos = parse(p.fen);
    const std::string before = pos.fen();
    const auto r = run(pos, depth_limit(2 * p.moves + 2));
    EXPECT_EQ(r.score, mate_in(2 * p.moves - 1));
    EXPECT_EQ(mate_moves(r.score), p.moves);
    EXPECT_EQ(chess::to_uci(r.bestMove), p.key);
    EXPECT_EQ(pos.fen(), before); // restored
    expect_legal_line(pos, r.pv);
}

INSTANTIATE_TEST_SUITE_P(Published, MateTest, testing::ValuesIn(MATES),
                         [](const testing::TestParamInfo<MateProblem>& info) { return info.param.name; });

TEST(Search, ReturnsLegalMovesAndLines) {
    for (const char* fen : {chess::START_FEN.data(), KIWIPETE, MIDDLEGAME, ENDGAME}) {
        Position pos = parse(fen);
        const auto r = run(pos, depth_limit(5));
        EXPECT_TRUE(pos.is_legal(r.bestMove)) << fen;
        EXPECT_EQ(r.depth, 5);
        EXPECT_FALSE(r.stopped);
        ASSERT_FALSE(r.pv.empty());
        EXPECT_EQ(r.pv.front(), r.bestMove);
        expect_legal_line(pos, r.pv);
        chess::MoveList legal;
        pos.generate_legal(legal);
        EXPECT_EQ(r.rootScores.size(), legal.size());
        for (const auto& rs : r.rootScores)
            EXPECT_TRUE(legal.contains(rs.move));
    }
}

TEST(Search, NoLegalMoveAtTheRoot) {
    Position mated = parse("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    auto r = run(mated, depth_limit(3));
    EXPECT_EQ(r.bestMove, Move());
    EXPECT_EQ(r.score, mated_in(0));
    Position stalemate = parse("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    r = run(stalemate, depth_limit(3));
    EXPECT_EQ(r.bestMove, Move());
    EXPECT_EQ(r.score, SCORE_DRAW);
}

TEST(Search, RespectsTheNodeLimit) {
    for (uint64_t limit : {1ULL, 100ULL, 5000ULL, 30000ULL}) {
        Position pos = parse(KIWIPETE);
        SearchLimits<Move> l;
        l.maxNodes = limit;
        const auto r = run(pos, l);
        EXPECT_LE(r.nodes, limit);
        EXPECT_TRUE(r.stopped);
        EXPECT_TRUE(pos.is_legal(r.bestMove)) << limit;
    }
}

TEST(Search, RespectsTheTimeLimit) {
    Position pos = parse(MIDDLEGAME);
    SearchLimits<Move> l;
    l.maxTimeMs = 100;
    const auto start = std::chrono::steady_clock::now();
    const auto r = run(pos, l);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
    EXPECT_TRUE(pos.is_legal(r.bestMove));
    EXPECT_GE(r.depth, 1);
    EXPECT_LT(ms.count(), 100 + 2000); // the limit plus generous slack for a loaded machine
}

TEST(Search, StopFromAnotherThread) {
    // No limit at all: only the stop flag can end this search.
    Position pos = parse(MIDDLEGAME);
    std::atomic<bool> stop = false;
    SearchLimits<Move> l;
    l.stop = &stop;
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        stop = true;
    });
    const auto r = run(pos, l);
    stopper.join();
    EXPECT_TRUE(r.stopped);
    EXPECT_TRUE(pos.is_legal(r.bestMove));
}

TEST(Search, StoppedBeforeStartingStillGivesALegalMove) {
    Position pos = parse(KIWIPETE);
    std::atomic<bool> stop = true;
    SearchLimits<Move> l;
    l.stop = &stop;
    const auto r = run(pos, l);
    EXPECT_TRUE(pos.is_legal(r.bestMove));
    EXPECT_LE(r.nodes, 2 * POLL_NODES);
}

TEST(Search, OnlyTheGivenRootMoves) {
    Position pos = parse(chess::START_FEN);
    SearchLimits<Move> l = depth_limit(4);
    l.searchMoves = {Move(chess::SQ_A2, chess::SQ_A3), Move(chess::SQ_H2, chess::SQ_H3)};
    const auto r = run(pos, l);
    EXPECT_TRUE(r.bestMove == l.searchMoves[0] || r.bestMove == l.searchMoves[1]);
    EXPECT_EQ(r.rootScores.size(), 2u);
}

TEST(Search, RootMarginGivesExactScoresNearTheBest) {
    Position pos = parse(MIDDLEGAME);
    SearchLimits<Move> l = depth_limit(3);
    l.rootMarginCp = 50;
    const auto r = run(pos, l);
    ASSERT_FALSE(r.rootScores.empty());
    EXPECT_TRUE(r.rootScores.front().exact);
    int exact = 0;
    for (const auto& rs : r.rootScores)
        exact += rs.exact && rs.score >= r.score - 50;
    EXPECT_GE(exact, 2); // quiet middlegame: several moves are close
}

TEST(Search, FiftyMoveRuleIsADraw) {
    // Black, a queen down, to move with the clock at 99 plies: any king move completes the 50 moves.
    Position pos = parse("8/8/8/4k3/8/8/8/4K2Q b - - 99 80");
    EXPECT_EQ(run(pos, depth_limit(4)).score, SCORE_DRAW);
    Position fresh = parse("8/8/8/4k3/8/8/8/4K2Q b - - 0 80");
    EXPECT_LT(run(fresh, depth_limit(4)).score, -500);
}

Position after_moves(std::string_view fen, std::initializer_list<const char*> moves) {
    Position pos = parse(fen);
    for (const char* text : moves)
        pos.make(chess::parse_uci_move(pos, text).value());
    return pos;
}

// A queen up for White; Black's king shuffles g8-h8 while the queen goes d1-d2-d1.
constexpr const char* QUEEN_UP = "6k1/5p1p/6p1/8/8/8/5PPP/3Q2K1 w - - 0 1";

TEST(Search, ThreefoldRepetitionIsADraw) {
    // Black to move can play Kh8 for the third time: a draw it claims rather than lose.
    Position pos = after_moves(QUEEN_UP, {"d1d2", "g8h8", "d2d1", "h8g8", "d1d2", "g8h8", "d2d1", "h8g8", "d1d2"});
    const auto r = run(pos, depth_limit(5));
    EXPECT_EQ(chess::to_uci(r.bestMove), "g8h8");
    EXPECT_EQ(r.score, SCORE_DRAW);
}

TEST(Search, ASecondOccurrenceBeforeTheRootIsNoDraw) {
    // Kh8 now would only be the second time: the game goes on and White stays a queen up.
    Position pos = after_moves(QUEEN_UP, {"d1d2", "g8h8", "d2d1", "h8g8", "d1d2"});
    EXPECT_LT(run(pos, depth_limit(5)).score, -500);
}

TEST(Search, DeadPositionIsADraw) {
    Position pos = parse("8/8/4k3/8/8/3BK3/8/8 w - - 0 1");
    EXPECT_EQ(run(pos, depth_limit(4)).score, SCORE_DRAW);
}

TEST(Search, WinsTheHangingQueen) {
    // 1.e4 e5 2.Nf3 Qh4?? : Nxh4.
    Position pos = parse("rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    const auto r = run(pos, depth_limit(4));
    EXPECT_EQ(chess::to_uci(r.bestMove), "f3h4");
    EXPECT_GT(r.score, 500);
}

TEST(Search, IterationsAreReported) {
    Position pos = parse(chess::START_FEN);
    SearchLimits<Move> l = depth_limit(4);
    std::vector<int> depths;
    l.onIteration = [&](const SearchResult<Move>& r) { depths.push_back(r.depth); };
    run(pos, l);
    EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4}));
}

TEST(Search, NodeLimitedSearchIsDeterministic) {
    Position a = parse(KIWIPETE), b = parse(KIWIPETE);
    SearchLimits<Move> l;
    l.maxNodes = 20000;
    const auto ra = run(a, l), rb = run(b, l);
    EXPECT_EQ(ra.bestMove, rb.bestMove);
    EXPECT_EQ(ra.nodes, rb.nodes);
    EXPECT_EQ(ra.score, rb.score);
}

} // namespace
} // namespace littletable::ai
