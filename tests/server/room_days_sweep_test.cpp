// Days-per-move games hold no timer and no memory while nobody is in them, and their flags still fall: the sweep
// (RoomManager::flag_due) finds the deadlines that passed in storage and wakes those rooms, in memory or not.
#include "tests/server/room_manager_fixture.h"

namespace littletable::server::testing {
namespace {

constexpr int64_t SWEEP_DAY = 86'400'000;

class DaysSweep : public RoomManagerTest {
protected:
    /// A two-player days-per-move room where White has played 1. e4 and both players have left: its id.
    std::string game_both_left() {
        protocol::RoomSettings settings;
        settings.daysPerMove = 1;
        auto created = rooms.create(two_humans(settings));
        EXPECT_TRUE(created.ok());
        if (!created.ok())
            return {};
        auto host = rooms.find(created.value().id);
        on_strand(host, [&](RoomHost& h) {
            h.attach(1, conn);
            h.receive(1, protocol::in::Hello{created.value().secret, std::nullopt});
            h.attach(2, conn);
            h.receive(2, protocol::in::Hello{std::nullopt, std::nullopt});
            h.receive(2, protocol::in::Sit{});
            h.receive(1, protocol::in::Move{"e2e4", 1});
            h.detach(1);
            h.detach(2);
        });
        return created.value().id;
    }
    /// The stored game's ending, once the room's strand has stored it (at most a second).
    std::optional<Ending> stored_ending(const std::string& id) {
        for (int i = 0; i < 1000; ++i) {
            auto stored = db->load_room(id);
            if (stored.ok() && stored.value() && stored.value()->current.ending)
                return stored.value()->current.ending;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return std::nullopt;
    }
};

TEST_F(DaysSweep, ADaysGameNobodyIsInLeavesMemoryAndItsFlagFallsAtTheDeadline) {
    const std::string id = game_both_left();
    ASSERT_FALSE(id.empty());
    unload_all();
    EXPECT_EQ(rooms.loaded(), 0u) << "a deadline kept in storage holds no room in memory";
    wallNow += SWEEP_DAY - 1;
    EXPECT_EQ(rooms.flag_due(), 0u) << "not yet";
    EXPECT_EQ(rooms.loaded(), 0u);
    wallNow += 1;
    EXPECT_EQ(rooms.flag_due(), 1u);
    const std::optional<Ending> ending = stored_ending(id);
    ASSERT_TRUE(ending);
    EXPECT_EQ(ending->outcome.termination, Termination::TIME_FORFEIT);
    EXPECT_EQ(ending->outcome.winners, 1u) << "White wins: Black's day ran out";
    EXPECT_EQ(rooms.flag_due(), 0u) << "an ended game is due no more";
}

TEST_F(DaysSweep, ADaysGameStillInMemoryIsWokenToo) {
    const std::string id = game_both_left();
    ASSERT_FALSE(id.empty());
    ASSERT_EQ(rooms.loaded(), 1u);
    wallNow += SWEEP_DAY;
    EXPECT_EQ(rooms.flag_due(), 1u);
    const std::optional<Ending> ending = stored_ending(id);
    ASSERT_TRUE(ending);
    EXPECT_EQ(ending->outcome.winners, 1u);
}

} // namespace
} // namespace littletable::server::testing
