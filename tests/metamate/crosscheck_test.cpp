// The proof of the move generator: engine/metamate's fast generator against the reference generator of
// reference.h (a plain 8x8 array, written from the rules file), by perft and by the positions every legal move
// leads to. No published Metamate counts exist, so the two independent implementations check each other.
//
// Positions: all 729 pairs of setup choices from the standard start, positions built to exercise every rule
// (Meta bridges, castling with Metas, promotions, en passant by and of Metas), and random playouts from both.
// Each test prints how many positions and nodes it compared. Under AddressSanitizer (the sanitize preset, ~10x
// slower) the samples are smaller; bench/metamate_crosscheck.sh runs the deep version.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "engine/core/perft.h"
#include "tests/metamate/reference.h"
#include "tests/metamate/rule_positions.h"
#include "tests/metamate/test_support.h"

namespace littletable::metamate {
namespace {

using namespace testing_support;

#if defined(__SANITIZE_ADDRESS__)
constexpr int SCALE = 10;
#else
constexpr int SCALE = 1;
#endif

/// LITTLETABLE_CROSSCHECK_FACTOR (the bench script's deep run), 1 by default.
int factor() {
    const char* f = std::getenv("LITTLETABLE_CROSSCHECK_FACTOR");
    return f ? std::max(1, std::atoi(f)) : 1;
}

/// The sample size: `n` in release, `n / SCALE` under the sanitizers, times factor().
int sample(int n) { return std::max(1, n * factor() / SCALE); }

/// The keys of the positions the fast generator's legal moves lead to (sorted), and whether two moves led to the
/// same position.
std::vector<std::string> fast_children(Position& pos, bool& duplicate) {
    MoveList moves;
    pos.generate_legal(moves);
    std::vector<std::string> keys;
    for (Move m : moves) {
        pos.make(m);
        keys.push_back(reference::key(reference::from_engine(pos)));
        pos.unmake(m);
    }
    std::sort(keys.begin(), keys.end());
    duplicate = std::adjacent_find(keys.begin(), keys.end()) != keys.end();
    return keys;
}

std::vector<std::string> reference_children(const Position& pos) {
    std::vector<std::string> keys;
    for (const reference::Pos& q : reference::children(reference::from_engine(pos)))
        keys.push_back(reference::key(q));
    std::sort(keys.begin(), keys.end());
    return keys;
}

/// Compares the children of `pos`; on a difference, lists the moves the engine has that the reference lacks.
::testing::AssertionResult same_children(Position& pos) {
    bool duplicate = false;
    const std::vector<std::string> fast = fast_children(pos, duplicate), ref = reference_children(pos);
    if (duplicate)
        return ::testing::AssertionFailure() << "two moves lead to the same position in " << pos.fen();
    if (fast == ref)
        return ::testing::AssertionSuccess();
    std::vector<std::string> extra;
    MoveList moves;
    pos.generate_legal(moves);
    for (Move m : moves) {
        pos.make(m);
        const std::string k = reference::key(reference::from_engine(pos));
        pos.unmake(m);
        if (!std::binary_search(ref.begin(), ref.end(), k))
            extra.push_back(to_text(pos, m));
    }
    auto r = ::testing::AssertionFailure()
             << pos.fen() << ": engine " << fast.size() << " moves, reference " << ref.size() << "; engine only:";
    for (const std::string& e : extra)
        r << " " << e;
    return r;
}

struct Tally {
    int positions = 0;
    uint64_t nodes = 0;
};

/// How often the compared positions offered each rule's special moves: a guard that the samples keep reaching
/// every rule (each count must stay above zero).
struct Coverage {
    const char* names[12] = {"Meta castles as rook",  "Meta castles as king", "Meta en passant",
                             "Meta taken en passant", "Meta double step",     "M1 evolution choice",
                             "Meta promotion",        "other Metas promote",  "pawn becomes a Meta",
                             "Meta gives check",      "Meta bridge copy",     "setup choice"};
    uint64_t counts[12] = {};

    void count(Position& pos) {
        const chess::Color us = pos.side_to_move();
        if (pos.checkers() & pos.pieces(META))
            ++counts[9];
        for (Bitboard m4 = pos.board().metas(M4) & pos.pieces(us); m4;) {
            const Square s = chess::pop_lsb(m4);
            if (pos.copy_sources(s) & ~chess::king_attacks(s))
                ++counts[10];
        }
        MoveList moves;
        pos.generate_legal(moves);
        for (Move m : moves) {
            const PieceType mover = chess::type_of(pos.piece_on(m.from()));
            if (m.kind() == CASTLING && mover == KING && chess::type_of(pos.piece_on(m.to())) == META)
                ++counts[0];
            if (m.kind() == CASTLING && mover == META)
                ++counts[1];
            if (m.kind() == EN_PASSANT && mover == META)
                ++counts[2];
            if (m.kind() == EN_PASSANT &&
                chess::type_of(pos.piece_on(Square(int(m.to()) - int(chess::pawn_push(us))))) == META)
                ++counts[3];
            if (m.kind() == META_DOUBLE)
                ++counts[4];
            if (mover == META && is_meta_form(m.form()))
                ++counts[5];
            if (mover == META && m.form() != NO_FORM && !is_meta_form(m.form()))
                ++counts[6];
            if (m.other_promotions())
                ++counts[7];
            if (mover == PAWN && is_meta_form(m.form()))
                ++counts[8];
            if (m.kind() == SETUP)
                ++counts[11];
        }
    }
};

/// Perft of both generators from `pos` to `depth`; the nodes compared are the fast count.
void compare_perft(Position& pos, int depth, Tally& tally) {
    const uint64_t fast = perft(pos, depth);
    const uint64_t ref = reference::perft(reference::from_engine(pos), depth);
    EXPECT_EQ(fast, ref) << pos.fen() << " depth " << depth;
    ++tally.positions;
    tally.nodes += fast;
}

/// Plays random legal moves from `pos` for at most `plies`, comparing the children at every position.
void playout(Position pos, int plies, std::mt19937_64& rng, Tally& tally, Coverage& coverage) {
    for (int ply = 0; ply < plies; ++ply) {
        EXPECT_TRUE(same_children(pos));
        coverage.count(pos);
        ++tally.positions;
        MoveList moves;
        pos.generate_legal(moves);
        tally.nodes += moves.size();
        if (moves.empty())
            return;
        pos.make(moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)]);
    }
}

TEST(CrossCheck, EverySetupChoiceToDepth2AndASampleToDepth3) {
    Tally tally;
    Position start = Position::start();
    MoveList white;
    start.generate_legal(white);
    ASSERT_EQ(white.size(), 27u);
    const int depth3Every = std::max(1, 729 / sample(60));
    int index = 0;
    for (Move w : white) {
        start.make(w);
        MoveList black;
        start.generate_legal(black);
        EXPECT_EQ(black.size(), 27u);
        for (Move b : black) {
            start.make(b);
            EXPECT_TRUE(same_children(start));
            compare_perft(start, index % depth3Every == 0 ? 3 : 2, tally);
            ++index;
            start.unmake(b);
        }
        start.unmake(w);
    }
    std::printf("[ crosscheck ] setup choices: %d positions, %llu perft nodes compared\n", tally.positions,
                (unsigned long long)tally.nodes);
}

TEST(CrossCheck, RulePositionsToDepth3Or4) {
    Tally tally;
    for (const char* fen : RULE_POSITIONS) {
        Position pos = parse(fen);
        EXPECT_TRUE(same_children(pos));
        const int maxDepth = factor() > 1 ? 4 : SCALE == 1 ? 3 : 2; // depth 4 in the deep run
        for (int depth = 1; depth <= maxDepth; ++depth)
            compare_perft(pos, depth, tally);
    }
    std::printf("[ crosscheck ] rule positions: %d perft runs, %llu nodes compared\n", tally.positions,
                (unsigned long long)tally.nodes);
}

TEST(CrossCheck, RandomPlayouts) {
    Tally tally;
    Coverage coverage;
    std::mt19937_64 rng(20260501);
    const int games = sample(120);
    for (int g = 0; g < games; ++g)
        playout(Position::start(), 80, rng, tally, coverage);
    for (const char* fen : RULE_POSITIONS)
        for (int g = 0; g < sample(12); ++g)
            playout(parse(fen), 40, rng, tally, coverage);
    std::printf("[ crosscheck ] playouts: %d positions compared move by move (%llu moves)\n", tally.positions,
                (unsigned long long)tally.nodes);
    for (int i = 0; i < 12; ++i) {
        std::printf("[ crosscheck ]   %-22s %llu\n", coverage.names[i], (unsigned long long)coverage.counts[i]);
        EXPECT_GT(coverage.counts[i], 0u) << coverage.names[i] << " never offered: the sample no longer reaches it";
    }
}

TEST(CrossCheck, PerftFromPlayoutPositions) {
    Tally tally;
    std::mt19937_64 rng(7);
    for (int g = 0; g < sample(40); ++g) {
        Position pos = Position::start();
        const int plies = std::uniform_int_distribution<int>(2, 40)(rng);
        for (int ply = 0; ply < plies; ++ply) {
            MoveList moves;
            pos.generate_legal(moves);
            if (moves.empty())
                break;
            pos.make(moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)]);
        }
        compare_perft(pos, SCALE == 1 ? 3 : 2, tally);
    }
    std::printf("[ crosscheck ] playout positions: %d perft runs, %llu nodes compared\n", tally.positions,
                (unsigned long long)tally.nodes);
}

} // namespace
} // namespace littletable::metamate
