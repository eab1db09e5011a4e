// No rating between accounts that shared an address or a device in the last 24 hours (issue 51, item 4): the game
// is played, the verdict says why it is not rated, and nothing is stored; traces older than 24 hours count for
// nothing and are removed. Loopback addresses are not noted (player_traces.h).
#include "server/players/player_traces.h"
#include "server/players/rating_recorder.h"

#include <gtest/gtest.h>

#include "tests/server/test_database.h"

namespace littletable::server {
namespace {

constexpr int64_t HOUR_MS = 60LL * 60 * 1000;

class SharedTraces : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        db = database.open();
        ASSERT_TRUE(db);
        for (const char* name : {"Ann", "Ben", "Cat"})
            players.push_back({db->create_player(name, "").value().id, name});
    }
    /// A two-player chess game of `a` against `b`, `a` winning.
    FinishedGame game(size_t a, size_t b, int gameNo = 1) {
        return {"room1", gameNo, "chess", {players[a], players[b]}, {{1}, {2}}};
    }
    testing::TestDatabase database{GetParam()};
    std::unique_ptr<Database> db;
    std::vector<protocol::SeatPlayer> players;
    int64_t now = 1'800'000'000'000;
};

TEST_P(SharedTraces, AGameBetweenAccountsOfOneAddressIsNotRated) {
    note_traces(*db, players[0].id, "203.0.113.7", "", now - 2 * HOUR_MS);
    note_traces(*db, players[1].id, "203.0.113.7", "", now);
    RatingRecorder recorder(*db, db.get());
    auto verdict = recorder.rate(game(0, 1), now);
    ASSERT_TRUE(verdict.ok()) << verdict.error().message;
    EXPECT_EQ(verdict.value().unrated, "shared-address");
    EXPECT_TRUE(verdict.value().changes.empty());
    EXPECT_EQ(db->player_rating(players[1].id, "chess").value().games, 0) << "nothing stored";
}

TEST_P(SharedTraces, AGameBetweenAccountsOfOneDeviceIsNotRated) {
    note_traces(*db, players[0].id, "203.0.113.7", "device-secret-1", now);
    note_traces(*db, players[1].id, "198.51.100.9", "device-secret-1", now);
    RatingRecorder recorder(*db, db.get());
    EXPECT_EQ(recorder.rate(game(0, 1), now).value().unrated, "shared-device");
}

TEST_P(SharedTraces, TracesOfOtherPlayersOrOlderThanADayDoNotCount) {
    note_traces(*db, players[0].id, "203.0.113.7", "device-a", now - 25 * HOUR_MS);
    note_traces(*db, players[1].id, "203.0.113.7", "device-a", now);
    note_traces(*db, players[2].id, "198.51.100.9", "device-c", now);
    RatingRecorder recorder(*db, db.get());
    auto verdict = recorder.rate(game(0, 1), now);
    ASSERT_TRUE(verdict.ok());
    EXPECT_FALSE(verdict.value().unrated) << "Ann's trace is 25 hours old";
    EXPECT_EQ(verdict.value().changes.size(), 2u);
    EXPECT_FALSE(recorder.rate(game(1, 2, 2), now).value().unrated);
    EXPECT_FALSE(db->shared_trace(players[0].id, players[1].id, 0).value())
        << "the old trace was removed when a newer one was noted";
}

TEST_P(SharedTraces, LoopbackAddressesAreNotNoted) {
    EXPECT_FALSE(address_counts("127.0.0.1"));
    EXPECT_FALSE(address_counts("::1"));
    EXPECT_FALSE(address_counts("::ffff:127.0.0.1"));
    EXPECT_FALSE(address_counts(""));
    EXPECT_TRUE(address_counts("203.0.113.7"));
    note_traces(*db, players[0].id, "127.0.0.1", "", now);
    note_traces(*db, players[1].id, "127.0.0.1", "", now);
    EXPECT_FALSE(db->shared_trace(players[0].id, players[1].id, 0).value());
}

TEST_P(SharedTraces, TheDeviceCookieIsHttpOnly) {
    const std::string cookie = device_cookie("abc", true);
    EXPECT_EQ(cookie.rfind("lt_device=abc;", 0), 0u);
    EXPECT_NE(cookie.find("HttpOnly"), std::string::npos);
    EXPECT_NE(cookie.find("Secure"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Backends, SharedTraces, ::testing::ValuesIn(testing::storage_backends()),
                         testing::backend_name);

} // namespace
} // namespace littletable::server
