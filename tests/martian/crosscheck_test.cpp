// The proof of the move generator: engine/martian's bitboard generator against the reference generator of
// reference.h (a character grid written straight from the rules file), by perft from the start positions and by
// the positions every legal move leads to along random games, for both player counts and with the deadlock clock
// and a move limit. No published Martian Chess counts exist, so two independent implementations check each other.
//
// Perft depth 5 here (deeper from the starts: bench/martian_crosscheck.sh, through LITTLETABLE_MARTIAN_DEPTH and
// LITTLETABLE_CROSSCHECK_FACTOR); under AddressSanitizer the samples are smaller.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>

#include "engine/core/perft.h"
#include "engine/martian/notation.h"
#include "tests/martian/reference.h"

namespace littletable::martian {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int SCALE = 10;
#else
constexpr int SCALE = 1;
#endif

int env_int(const char* name, int fallback) {
    const char* v = std::getenv(name);
    return v ? std::max(1, std::atoi(v)) : fallback;
}
int max_depth() { return env_int("LITTLETABLE_MARTIAN_DEPTH", SCALE == 1 ? 5 : 4); }
int sample(int n) { return std::max(1, n * env_int("LITTLETABLE_CROSSCHECK_FACTOR", 1) / SCALE); }

/// The children of `pos` as reference keys, sorted: through the engine (its move, its position string read by the
/// reference) and through the reference alone.
std::vector<std::string> engine_children(Position& pos) {
    MoveList moves;
    pos.generate_legal(moves);
    std::vector<std::string> keys;
    for (Move m : moves) {
        pos.make(m);
        keys.push_back(reference::key(reference::parse(pos.fen())));
        pos.unmake(m);
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

std::vector<std::string> reference_children(const Position& pos) {
    std::vector<std::string> keys;
    for (const reference::Pos& q : reference::children(reference::parse(pos.fen())))
        keys.push_back(reference::key(q));
    std::sort(keys.begin(), keys.end());
    return keys;
}

struct Start {
    const char* name;
    int seats;
    Settings settings;
};

const Start STARTS[] = {
    {"2 players", 2, {}},
    {"2 players, North first", 2, {.firstSeat = 1}},
    {"2 players, deadlock clock", 2, {.deadlockClock = true}},
    {"2 players, move limit 3", 2, {.moveLimit = 3}},
    {"4 players", 4, {}},
    {"4 players, deadlock clock", 4, {.deadlockClock = true}},
};

TEST(CrossCheck, PerftFromTheStartPositions) {
    for (const Start& s : STARTS) {
        Position pos = Position::start(s.seats, s.settings);
        const reference::Pos ref = reference::parse(pos.fen());
        // The deadlock clock doubles every ply: one depth less keeps the time of the others.
        const int depth = max_depth() - (s.settings.deadlockClock ? 1 : 0);
        for (int d = 1; d <= depth; ++d) {
            const uint64_t expected = reference::perft(ref, d);
            EXPECT_EQ(perft(pos, d), expected) << s.name << ", depth " << d;
            if (d == depth)
                std::printf("crosscheck %s: perft(%d) = %llu\n", s.name, d, (unsigned long long)expected);
        }
        EXPECT_EQ(pos.fen(), Position::start(s.seats, s.settings).fen()) << "perft must restore the position";
    }
}

/// Random games from each start: at every position the engine's children equal the reference's, make/unmake
/// restores the position string and the key, and perft agrees to depth 2 at every 8th position and to depth 3 at
/// two positions of each game.
TEST(CrossCheck, RandomPlayouts) {
    std::mt19937 rng(20261130);
    uint64_t positions = 0, nodes = 0;
    for (const Start& s : STARTS) {
        for (int game = 0; game < sample(20); ++game) {
            Position pos = Position::start(s.seats, s.settings);
            for (int ply = 0; ply < 200; ++ply) {
                ASSERT_EQ(engine_children(pos), reference_children(pos)) << s.name << ": " << pos.fen();
                ++positions;
                if (ply % 8 == 5) {
                    const int depth = ply == 5 || ply == 45 ? 3 : 2;
                    const uint64_t n = reference::perft(reference::parse(pos.fen()), depth);
                    ASSERT_EQ(perft(pos, depth), n) << s.name << ": " << pos.fen();
                    nodes += n;
                }
                MoveList moves;
                pos.generate_legal(moves);
                if (moves.size() == 0)
                    break;
                const Move m = moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)];
                const std::string before = pos.fen();
                const Key key = pos.key();
                pos.make(m);
                pos.unmake(m);
                ASSERT_EQ(pos.fen(), before);
                ASSERT_EQ(pos.key(), key);
                pos.make(m);
                ASSERT_EQ(pos.key(), Position::from_fen(pos.fen()).value().key()) << "incremental key: " << pos.fen();
            }
        }
    }
    std::printf("crosscheck random playouts: %llu positions' children, %llu perft nodes\n",
                (unsigned long long)positions, (unsigned long long)nodes);
}

} // namespace
} // namespace littletable::martian
