// Rooms leave memory when they have had nothing to do for a while, and come back from storage, where they
// were, when someone returns; a room in use stays.
#include "tests/server/room_manager_fixture.h"

namespace littletable::server::testing {
namespace {

class RoomUnload : public RoomManagerTest {
protected:
    /// Creates a room from `spec` and has its creator enter it on socket 1: the room's host, and its id in `id`.
    std::shared_ptr<RoomHost> enter_new_room(const protocol::RoomSpec& spec, std::string& id) {
        auto created = rooms.create(spec);
        EXPECT_TRUE(created.ok());
        if (!created.ok())
            return nullptr;
        id = created.value().id;
        auto host = rooms.find(id);
        on_strand(host, [&](RoomHost& h) {
            h.attach(1, conn);
            h.receive(1, protocol::in::Hello{created.value().secret, std::nullopt});
        });
        return host;
    }
};

TEST_F(RoomUnload, AnIdleRoomLeavesMemoryAndComesBackWhereItWas) {
    auto created = rooms.create(two_humans());
    ASSERT_TRUE(created.ok());
    const std::string id = created.value().id;
    {
        auto host = rooms.find(id);
        on_strand(host, [&](RoomHost& h) {
            h.attach(1, conn);
            h.receive(1, protocol::in::Hello{created.value().secret, std::nullopt});
            h.receive(1, protocol::in::Move{"e2e4", 1});
        });
        EXPECT_EQ(rooms.unload_idle(steady_now_ms() + 3'600'000, 0), 0u) << "a socket is attached";
        on_strand(host, [](RoomHost& h) { h.detach(1); });
        EXPECT_EQ(rooms.unload_idle(steady_now_ms() + 3'600'000, 0), 0u) << "held by a caller of find()";
        ASSERT_TRUE(host->idle_since());
        EXPECT_EQ(rooms.unload_idle(*host->idle_since() + 1000, 60'000), 0u) << "not idle long enough";
    }
    EXPECT_EQ(unload_all(), 1u);
    EXPECT_EQ(rooms.loaded(), 0u);

    auto back = rooms.find(id);
    ASSERT_TRUE(back);
    EXPECT_EQ(rooms.loaded(), 1u);
    on_strand(back, [&](RoomHost& h) {
        EXPECT_EQ(h.room().game().history().size(), 1u);
        EXPECT_EQ(h.room().game().side_to_move(), 1);
    });
    EXPECT_EQ(rooms.find(id), back) << "one copy of a room";
    EXPECT_FALSE(rooms.find("NoSuchRoom"));
}

TEST_F(RoomUnload, ARoomWithAClockRunningStays) {
    protocol::RoomSettings timed;
    timed.moveTime = 30;
    std::string id;
    {
        auto host = enter_new_room(human_vs_cpu(2, timed), id);
        ASSERT_TRUE(host);
        EXPECT_FALSE(host->idle_since()) << "the player's clock runs";
    }
    EXPECT_EQ(rooms.unload_idle(steady_now_ms() + 3'600'000, 0), 0u);
    EXPECT_EQ(rooms.loaded(), 1u);
}

// The lobby lists a room as being played from its first move: a room against the computer has every seat taken
// as soon as it is made, but nobody may ever enter it. (Only a public room is listed: lobby_listing_test.cpp.)
TEST_F(RoomUnload, ARoomIsListedAsBeingPlayedFromItsFirstMove) {
    protocol::RoomSettings listed;
    listed.isPublic = true;
    std::string id;
    auto host = enter_new_room(human_vs_cpu(2, listed), id);
    ASSERT_TRUE(host);
    EXPECT_TRUE(rooms.playing("chess", 50).empty());
    on_strand(host, [&](RoomHost& h) { h.receive(1, protocol::in::Move{"e2e4", 1}); });
    const auto playing = rooms.playing("chess", 50);
    ASSERT_EQ(playing.size(), 1u);
    EXPECT_EQ(playing[0].first, id);
    on_strand(host, [](RoomHost& h) { h.detach(1); });
}

} // namespace
} // namespace littletable::server::testing
