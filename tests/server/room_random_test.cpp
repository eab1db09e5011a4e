// Random traffic against a room: any sequence of messages from any socket, with any ack ids, timer ticks and
// stale CPU answers, keeps the room consistent (versions only grow, every frame is JSON) and never throws.
#include <random>

#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

TEST_F(ServerRoom, RandomTrafficNeverBreaksTheRoom) {
    protocol::RoomSettings s;
    s.moveTime = 30;
    s.graceSeconds = 5;
    make(protocol::RoomSpec{"chess", {{protocol::SeatKind::HUMAN, 0}, {protocol::SeatKind::HUMAN, 0}}, 0, s, ""});
    std::mt19937_64 rng(20261130);
    std::vector<std::string> secrets = {creatorSecret, "wrong", ""};
    std::vector<CpuRequest> searches;
    uint64_t lastVersion = room->version();
    for (int step = 0; step < 5000; ++step) {
        const ConnId c = 1 + rng() % 4;
        std::vector<MoveView> legal = room->game().legal_moves();
        const std::string u = !legal.empty() && rng() % 3 ? legal[rng() % legal.size()].text : std::string("e2e9");
        const int64_t a = int64_t(rng() % 20);
        switch (rng() % 14) {
            case 0:
                hello(c, secrets[rng() % secrets.size()],
                      rng() % 2 ? std::optional<int64_t>(rng() % (room->version() + 3)) : std::nullopt);
                break;
            case 1:
                send(c, protocol::in::Sit{rng() % 2 ? std::optional<int>(int(rng() % 3)) : std::nullopt});
                break;
            case 2:
            case 3:
            case 4:
            case 5:
                move(c, u, a);
                break;
            case 6:
                send(c, protocol::in::Resign{});
                break;
            case 7:
                send(c, protocol::in::DrawOffer{});
                break;
            case 8:
                send(c, rng() % 2 ? protocol::ClientMessage(protocol::in::DrawAccept{})
                                  : protocol::ClientMessage(protocol::in::DrawDecline{}));
                break;
            case 9:
                send(c, protocol::in::ClaimDraw{rng() % 2 ? u : std::string()});
                break;
            case 10:
                send(c, protocol::in::NewGame{});
                break;
            case 11:
                fx = room->disconnect(c, now);
                break;
            case 12:
                tick(Millis(rng() % 40'000));
                break;
            case 13:
                if (!searches.empty()) {
                    const CpuRequest req = searches[rng() % searches.size()];
                    fx = room->cpu_moved(req.id, first_legal_move(*req.game), now);
                }
                break;
        }
        for (const CpuRequest& r : fx.searches)
            searches.push_back(r);
        for (const Outgoing& o : fx.frames)
            ASSERT_FALSE(json::parse(*o.frame, nullptr, false).is_discarded());
        for (const json& f : frames_to(fx, 0))
            FAIL() << "frame to socket 0: " << f.dump();
        for (ConnId k = 1; k <= 4; ++k) // newly seated players keep their secrets for later hellos
            for (const json& f : frames_to(fx, k))
                if (f["t"] == "seated")
                    secrets.push_back(f["d"]["secret"]);
        ASSERT_GE(room->version(), lastVersion);
        lastVersion = room->version();
        if (secrets.size() > 16)
            secrets.resize(3);
    }
    EXPECT_GT(room->game_no() + int(room->game().history().size()), 1) << "the traffic played something";
}

} // namespace
} // namespace littletable::server::testing
