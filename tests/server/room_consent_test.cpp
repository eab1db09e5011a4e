// What needs the players' consent (issue 51, item 4): a new game starts when every player needed agrees (never
// with an absent player in a ranked room), a game is aborted only before every seat has moved, and a ranked game
// is claimed only against a player away past the grace time.
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

protocol::RoomSettings ranked_settings() {
    protocol::RoomSettings s;
    s.ranked = true;
    s.graceSeconds = 20;
    return s;
}

class ConsentRoom : public ServerRoom {
protected:
    /// A two-seat chess room, seat 0 by Ann (socket 1), seat 1 by Ben (socket 2), both here.
    void two_players(bool ranked) {
        protocol::RoomSettings settings = ranked ? ranked_settings() : protocol::RoomSettings{};
        settings.rotateStart = false;
        make(protocol::RoomSpec{"chess", {{}, {}}, 0, settings, "", ann});
        room->connect(1, ann);
        hello(1, creatorSecret);
        room->connect(2, ben);
        benSecret = sit(2);
        ASSERT_FALSE(benSecret.empty());
    }
    std::string code_of_error(ConnId c) {
        const json e = frame_of(fx, c, "error");
        return e.is_null() ? std::string() : e["d"]["code"].get<std::string>();
    }
    void SetUp() override {
        ann = {storage->create_player("Ann", "").value().id, "Ann"};
        ben = {storage->create_player("Ben", "").value().id, "Ben"};
    }
    protocol::SeatPlayer ann, ben;
    std::string benSecret;
};

TEST_F(ConsentRoom, ARematchStartsOnlyWhenBothPlayersAgree) {
    two_players(true);
    send(2, protocol::in::Resign{});
    ASSERT_TRUE(room->over());
    send(1, protocol::in::NewGame{});
    EXPECT_EQ(room->game_no(), 1) << "one player's offer starts nothing";
    const json offer = frame_of(fx, 2, "rematch");
    EXPECT_EQ(offer["d"]["offeredBy"], 0);
    EXPECT_EQ(room->state_json(now)["rematch"]["offeredBy"], 0);
    send(2, protocol::in::NewGame{});
    EXPECT_EQ(room->game_no(), 2) << "the second player's acceptance starts the game";
    EXPECT_FALSE(room->over());
    EXPECT_TRUE(room->state_json(now)["rematch"].is_null());
}

TEST_F(ConsentRoom, ADeclinedOfferIsWithdrawn) {
    two_players(true);
    send(2, protocol::in::Resign{});
    send(1, protocol::in::NewGame{});
    send(2, protocol::in::NewGameDecline{});
    EXPECT_TRUE(frame_of(fx, 1, "rematch")["d"]["offeredBy"].is_null());
    send(1, protocol::in::NewGame{});
    EXPECT_EQ(room->game_no(), 1) << "the new offer waits for Ben again";
}

TEST_F(ConsentRoom, TheOfferLapsesWhenTheOffererLeaves) {
    two_players(true);
    send(2, protocol::in::Resign{});
    send(1, protocol::in::NewGame{});
    fx = room->disconnect(1, now);
    EXPECT_TRUE(frame_of(fx, 2, "rematch")["d"]["offeredBy"].is_null());
    send(2, protocol::in::NewGame{});
    EXPECT_EQ(room->game_no(), 1);
}

TEST_F(ConsentRoom, AnAbsentPlayerIsNeverSeatedIntoARatedGame) {
    two_players(true);
    send(2, protocol::in::Resign{});
    fx = room->disconnect(2, now);
    tick(60'000); // long past the grace time
    send(1, protocol::in::NewGame{});
    EXPECT_EQ(room->game_no(), 1) << "Ben is gone: no rated game starts for him";
    EXPECT_TRUE(room->over());
    // Ben comes back and agrees: now it starts.
    room->connect(3, ben);
    hello(3, benSecret);
    send(3, protocol::in::NewGame{});
    EXPECT_EQ(room->game_no(), 2);
}

TEST_F(ConsentRoom, ACasualRoomAgainstTheComputerStartsAtOnce) {
    make(human_vs_cpu());
    hello(1, creatorSecret);
    send(1, protocol::in::Resign{});
    send(1, protocol::in::NewGame{});
    EXPECT_EQ(room->game_no(), 2) << "the CPU agrees";
}

TEST_F(ConsentRoom, ACasualRoomGoesOnWithoutAnAbsentPlayer) {
    two_players(false);
    send(2, protocol::in::Resign{});
    fx = room->disconnect(2, now);
    send(1, protocol::in::NewGame{});
    EXPECT_EQ(room->game_no(), 2) << "casual: the players present decide, the CPU stands in after the grace time";
}

TEST_F(ConsentRoom, AnAbortBeforeEverySeatMovedEndsWithoutAResult) {
    two_players(true);
    move(1, "e2e4", 1);
    EXPECT_TRUE(room->state_json(now)["mayAbort"]);
    send(2, protocol::in::Abort{});
    ASSERT_TRUE(room->over());
    const json outcome = room->state_json(now)["outcome"];
    EXPECT_EQ(outcome["termination"], "aborted");
    EXPECT_TRUE(outcome["winners"].empty());
    EXPECT_FALSE(fx.finished.has_value()) << "an aborted game is not handed out for rating";
    auto games = storage->player_games(ann.id, 10);
    ASSERT_TRUE(games.ok());
    EXPECT_TRUE(games.value().empty()) << "no win, draw or loss on the player page";
}

TEST_F(ConsentRoom, AnAbortIsRefusedOnceEverySeatHasMoved) {
    two_players(true);
    move(1, "e2e4", 1);
    move(2, "e7e5", 2);
    EXPECT_FALSE(room->state_json(now)["mayAbort"]);
    send(1, protocol::in::Abort{});
    EXPECT_EQ(code_of_error(1), "ERR_ABORT_TOO_LATE");
    EXPECT_FALSE(room->over());
}

TEST_F(ConsentRoom, TheWinIsClaimedAgainstAPlayerAwayPastTheGraceTime) {
    two_players(true);
    move(1, "e2e4", 1);
    move(2, "e7e5", 2);
    fx = room->disconnect(2, now);
    tick(10'000);
    send(1, protocol::in::ClaimWin{});
    EXPECT_EQ(code_of_error(1), "ERR_CLAIM_TOO_EARLY") << "within the grace time";
    tick(10'000);
    EXPECT_TRUE(room->seat_views()[1].abandoned);
    send(1, protocol::in::ClaimWin{});
    ASSERT_TRUE(room->over());
    const json outcome = room->state_json(now)["outcome"];
    EXPECT_EQ(outcome["termination"], "abandoned");
    EXPECT_EQ(outcome["winners"], json::array({0}));
    ASSERT_TRUE(fx.finished.has_value()) << "a claimed game is rated";
    EXPECT_EQ(fx.finished->standings[0].place, 1);
    EXPECT_EQ(fx.finished->standings[1].place, 2);
}

TEST_F(ConsentRoom, ADrawIsClaimedInstead) {
    two_players(true);
    fx = room->disconnect(2, now);
    tick(21'000);
    send(1, protocol::in::ClaimWin{.draw = true});
    ASSERT_TRUE(room->over());
    const json outcome = room->state_json(now)["outcome"];
    EXPECT_EQ(outcome["termination"], "abandoned");
    EXPECT_TRUE(outcome["winners"].empty());
}

TEST_F(ConsentRoom, NoClaimAgainstAPlayerWhoIsHere) {
    two_players(true);
    tick(60'000);
    send(1, protocol::in::ClaimWin{});
    EXPECT_EQ(code_of_error(1), "ERR_CLAIM_TOO_EARLY");
    EXPECT_FALSE(room->over());
}

TEST_F(ConsentRoom, NoClaimInACasualRoom) {
    two_players(false);
    fx = room->disconnect(2, now);
    tick(60'000);
    send(1, protocol::in::ClaimWin{});
    EXPECT_EQ(code_of_error(1), "ERR_CLAIM_CASUAL");
    EXPECT_FALSE(room->over());
}

TEST_F(ConsentRoom, TheRatingsEventSaysWhyAGameWasNotRated) {
    two_players(true);
    send(2, protocol::in::Resign{});
    fx = room->ratings_known(1, {}, "shared-address");
    const json event = frame_of(fx, 1, "ratings");
    EXPECT_EQ(event["d"]["unrated"], "shared-address");
    EXPECT_TRUE(event["d"]["ratings"].empty());
    EXPECT_EQ(room->snapshot_json(1, now)["unrated"], "shared-address");
}

} // namespace
} // namespace littletable::server::testing
