// The CPU players behind the dynamic Game interface: errors, every level legal, the level ladder's basics.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <set>
#include <thread>

#include "ai/cpu_player.h"
#include "ai/levels.h"
#include "engine/core/registry.h"
#include "tests/ai/game_support.h"

namespace littletable::ai {
namespace {

using testing_support::is_legal;

std::unique_ptr<Game> new_game(std::string_view fen = {}, std::initializer_list<const char*> moves = {}) {
    return testing_support::game_of("chess", fen, moves);
}

CpuLimits at_level(int level, uint64_t seed = 1) {
    CpuLimits l;
    l.level = level;
    l.seed = seed;
    // Keep the strong levels quick in tests; the weak ones keep their own (smaller) budgets.
    l.maxNodes = 40000;
    return l;
}

TEST(CpuPlayer, KnowsItsGames) {
    EXPECT_TRUE(has_cpu_player("chess"));
    EXPECT_FALSE(has_cpu_player("no-such-game"));
    EXPECT_FALSE(has_cpu_player(""));
}

TEST(CpuPlayer, RejectsBadLevels) {
    auto game = new_game();
    for (int level : {0, -1, 9, 100}) {
        CpuLimits l;
        l.level = level;
        auto r = choose_move(*game, l);
        ASSERT_FALSE(r.ok()) << level;
        EXPECT_EQ(r.error().code, "ERR_BAD_LEVEL");
    }
    CpuLimits negative;
    negative.maxTimeMs = -5;
    auto r = choose_move(*game, negative);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, "ERR_BAD_LEVEL");
}

TEST(CpuPlayer, RejectsAFinishedGame) {
    auto mated = new_game({}, {"f2f3", "e7e5", "g2g4", "d8h4"});
    auto r = choose_move(*mated, at_level(4));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, "ERR_GAME_OVER");
    auto stalemate = new_game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    r = choose_move(*stalemate, at_level(4));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, "ERR_GAME_OVER");
}

TEST(CpuPlayer, EveryLevelPlaysLegalMoves) {
    const char* fens[] = {
        "", // start
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // Kiwipete
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", // endgame
        "k7/8/1QK5/8/8/7p/8/8 b - - 0 1", // one legal move
    };
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level)
        for (const char* fen : fens) {
            auto game = new_game(fen);
            auto r = choose_move(*game, at_level(level));
            ASSERT_TRUE(r.ok()) << level << " " << fen << ": " << r.error().message;
            EXPECT_TRUE(is_legal(*game, r.value())) << level << " " << fen << ": " << r.value();
        }
}

TEST(CpuPlayer, PlaysFromTheGameHistory) {
    // After 1.e4 e5 2.Nf3 Qh4?? the position comes from the history, not the start FEN alone.
    auto game = new_game({}, {"e2e4", "e7e5", "g1f3", "d8h4"});
    auto r = choose_move(*game, at_level(8));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value(), "f3h4");
}

TEST(CpuPlayer, TakesAHangingQueenFromLevelThree) {
    // 1.e4 e5 2.Nf3 Qh4?? from a FEN, several seeds per level.
    for (int level = 3; level <= MAX_LEVEL; ++level)
        for (uint64_t seed : {1, 2, 3, 4}) {
            auto game = new_game("rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
            auto r = choose_move(*game, at_level(level, seed));
            ASSERT_TRUE(r.ok());
            EXPECT_EQ(r.value(), "f3h4") << "level " << level << " seed " << seed;
        }
}

TEST(CpuPlayer, TheWeakestLevelVariesItsMoves) {
    std::set<std::string> moves;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
        auto game = new_game();
        auto r = choose_move(*game, at_level(1, seed));
        ASSERT_TRUE(r.ok());
        moves.insert(r.value());
    }
    EXPECT_GE(moves.size(), 3u);
}

TEST(CpuPlayer, SameSeedSameMove) {
    for (int level : {1, 2, 3}) {
        auto a = new_game(), b = new_game();
        EXPECT_EQ(choose_move(*a, at_level(level, 7)).value(), choose_move(*b, at_level(level, 7)).value()) << level;
    }
}

TEST(CpuPlayer, StopsWhenAsked) {
    auto game = new_game("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8");
    std::atomic<bool> stop = false;
    CpuLimits l; // level 8, its own 1.5 s
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        stop = true;
    });
    auto r = choose_move(*game, l, &stop);
    stopper.join();
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(is_legal(*game, r.value()));
}

TEST(CpuMemory, KeepsAndReplacesOneSlotPerVariant) {
    CpuMemory memory;
    EXPECT_EQ(memory.find("chess"), nullptr);
    CpuMemory::Slot* first = memory.keep("chess", std::make_unique<CpuMemory::Slot>());
    EXPECT_EQ(memory.find("chess"), first);
    EXPECT_EQ(memory.find("metamate"), nullptr);
    CpuMemory::Slot* second = memory.keep("chess", std::make_unique<CpuMemory::Slot>());
    EXPECT_EQ(memory.find("chess"), second);
}

TEST(CpuMemory, OnlyLevelEightKeepsItsTable) {
    CpuMemory memory;
    auto game = new_game({}, {"e2e4", "e7e5"});
    for (int level = MIN_LEVEL; level < MAX_LEVEL; ++level)
        ASSERT_TRUE(choose_move(*game, at_level(level), nullptr, &memory).ok());
    EXPECT_EQ(memory.find("chess"), nullptr) << "levels 1-7 search with a fresh table of their size";

    ASSERT_TRUE(choose_move(*game, at_level(MAX_LEVEL), nullptr, &memory).ok());
    CpuMemory::Slot* kept = memory.find("chess");
    ASSERT_NE(kept, nullptr);
    ASSERT_TRUE(game->play("g1f3").ok());
    ASSERT_TRUE(game->play("b8c6").ok());
    auto r = choose_move(*game, at_level(MAX_LEVEL), nullptr, &memory);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(is_legal(*game, r.value()));
    EXPECT_EQ(memory.find("chess"), kept) << "the next move reuses the same table";
}

TEST(CpuMemory, TheKeptTableCarriesAnEarlierSearchOver) {
    // WAC.001 (tests/ai/data/wac.epd): 1.Qg6 wins. A search of 2,500 nodes does not find it from a fresh table
    // (the control below); after a search of 200,000 nodes in the same position, the same 2,500 nodes do.
    const char* fen = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1";
    CpuLimits small = at_level(MAX_LEVEL);
    small.maxNodes = 2500;
    auto fresh = choose_move(*new_game(fen), small);
    ASSERT_TRUE(fresh.ok());
    EXPECT_NE(fresh.value(), "g3g6");

    CpuMemory memory;
    CpuLimits deep = at_level(MAX_LEVEL);
    deep.maxNodes = 200000;
    ASSERT_EQ(choose_move(*new_game(fen), deep, nullptr, &memory).value(), "g3g6");
    EXPECT_EQ(choose_move(*new_game(fen), small, nullptr, &memory).value(), "g3g6");
}

} // namespace
} // namespace littletable::ai
