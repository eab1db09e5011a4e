// Rating a finished ranked game: stored once with every player's counts, given back when asked again, refused
// for a seat without a player or a player in two seats.
#include "server/players/rating_recorder.h"

#include <gtest/gtest.h>

#include "tests/server/test_database.h"

namespace littletable::server {
namespace {

class Recorder : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        db = database.open();
        ASSERT_TRUE(db);
        for (const char* name : {"Ann", "Ben", "Cat", "Dan"})
            players.push_back({db->create_player(name, "").value().id, name});
    }
    testing::TestDatabase database{GetParam()};
    std::unique_ptr<Database> db;
    std::vector<protocol::SeatPlayer> players;
};

TEST_P(Recorder, AFourPlayerGameIsRatedOnceWithResultsAndCounts) {
    RatingRecorder recorder(*db);
    // Points 30, 30, 10, 50, all in play: places 2, 2, 4, 1 (tests/rating/pairwise_test.cpp has the hand
    // computation with other ratings).
    FinishedGame g{"room1", 1, "fourplayer", players, {{2}, {2}, {4}, {1}}};
    auto changes = recorder.record(g);
    ASSERT_TRUE(changes.ok()) << changes.error().message;
    ASSERT_EQ(changes.value().size(), 4u);
    EXPECT_EQ(changes.value()[3].result, 1); // first alone
    EXPECT_EQ(changes.value()[0].result, -1); // Dan ranks above
    EXPECT_GT(changes.value()[3].after.rating, 1500);
    EXPECT_LT(changes.value()[2].after.rating, 1500);
    // Ann and Ben drew each other, beat Cat and lost to Dan: the same rating.
    EXPECT_DOUBLE_EQ(changes.value()[0].after.rating, changes.value()[1].after.rating);

    auto again = recorder.record(g);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value().size(), 4u);
    EXPECT_DOUBLE_EQ(again.value()[3].after.rating, changes.value()[3].after.rating);
    const PlayerRating dan = db->player_rating(players[3].id, "fourplayer").value();
    EXPECT_EQ(dan.games, 1) << "asked twice, rated once";
    EXPECT_EQ(dan.wins, 1);
    EXPECT_DOUBLE_EQ(dan.rating.rating, changes.value()[3].after.rating);
    EXPECT_EQ(db->player_rating(players[0].id, "fourplayer").value().losses, 1);
    EXPECT_EQ(db->player_rating(players[0].id, "chess").value().games, 0) << "each game its own rating";
    EXPECT_EQ(db->store_rated_game({"room1", 1, "fourplayer", changes.value()}).error().code, "ERR_ALREADY_RATED");

    // The next game starts from the new ratings; a draw between two counts for both.
    FinishedGame draw{"room1", 2, "fourplayer", players, {{1}, {1}, {1}, {1}}};
    auto drawn = recorder.record(draw);
    ASSERT_TRUE(drawn.ok());
    EXPECT_DOUBLE_EQ(drawn.value()[3].before.rating, changes.value()[3].after.rating);
    EXPECT_EQ(drawn.value()[3].result, 0);
    EXPECT_EQ(db->player_rating(players[3].id, "fourplayer").value().draws, 1);
}

TEST_P(Recorder, SeatsWithoutADifferentPlayerEachAreNotRated) {
    RatingRecorder recorder(*db);
    FinishedGame missing{"room2", 1, "chess", {players[0], protocol::SeatPlayer{}}, {{1}, {2}}};
    EXPECT_EQ(recorder.record(missing).error().code, "ERR_NOT_RANKED");
    FinishedGame twice{"room2", 1, "chess", {players[0], players[0]}, {{1}, {2}}};
    EXPECT_EQ(recorder.record(twice).error().code, "ERR_NOT_RANKED");
    EXPECT_FALSE(db->rated_game("room2", 1).value().has_value());
    EXPECT_EQ(db->player_rating(players[0].id, "chess").value().games, 0);
}

TEST_P(Recorder, RatingsHistoryAndLeaderboardReadBackWhatWasStored) {
    RatingRecorder recorder(*db);
    // Ann beats Ben twice; Cat, deleted afterwards, beats Dan once.
    ASSERT_TRUE(recorder.record({"r1", 1, "chess", {players[0], players[1]}, {{1}, {2}}}).ok());
    ASSERT_TRUE(recorder.record({"r1", 2, "chess", {players[0], players[1]}, {{1}, {2}}}).ok());
    ASSERT_TRUE(recorder.record({"r2", 1, "chess", {players[2], players[3]}, {{1}, {2}}}).ok());
    ASSERT_TRUE(db->delete_player(players[2].id).ok());

    const auto history = db->rating_history(players[0].id, "chess").value();
    ASSERT_EQ(history.size(), 2u);
    EXPECT_LT(history[0].rating, history[1].rating) << "oldest first, each win raises it";
    EXPECT_DOUBLE_EQ(history[1].rating, db->player_rating(players[0].id, "chess").value().rating.rating);
    const auto ratings = db->player_ratings(players[0].id).value();
    ASSERT_EQ(ratings.size(), 1u);
    EXPECT_EQ(ratings[0].game, "chess");
    EXPECT_EQ(ratings[0].rating.wins, 2);

    // Everyone is provisional below RD 350: rating order, the deleted player left out.
    auto board = db->leaderboard("chess", 50, 10).value();
    ASSERT_EQ(board.size(), 3u);
    EXPECT_EQ(board[0].name, "Ann");
    EXPECT_EQ(board[2].name, "Ben");
    // A bound every rating meets puts them all in the established part: the same order.
    board = db->leaderboard("chess", 400, 2).value();
    ASSERT_EQ(board.size(), 2u);
    EXPECT_EQ(board[0].name, "Ann");
    EXPECT_TRUE(db->leaderboard("metamate", 400, 10).value().empty());
}

INSTANTIATE_TEST_SUITE_P(Backends, Recorder, ::testing::ValuesIn(testing::storage_backends()), testing::backend_name);

} // namespace
} // namespace littletable::server
