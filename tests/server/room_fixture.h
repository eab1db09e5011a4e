// Test helpers for rooms: an in-memory SQLite store, injected time, frames decoded per socket, and a CPU
// stand-in that answers searches with the first legal move (the real one is ai::choose_move).
#pragma once

#include <gtest/gtest.h>

#include "server/room/room.h"
#include "server/common/secrets.h"
#include "server/storage/sqlite/sqlite_storage.h"

namespace littletable::server::testing {

using nlohmann::json;

inline protocol::RoomSpec two_humans(protocol::RoomSettings settings = {}) {
    return protocol::RoomSpec{
        "chess", {{protocol::SeatKind::HUMAN, 0}, {protocol::SeatKind::HUMAN, 0}}, 0, settings, ""};
}

inline protocol::RoomSpec human_vs_cpu(int level = 2, protocol::RoomSettings settings = {}) {
    return protocol::RoomSpec{
        "chess", {{protocol::SeatKind::HUMAN, 0}, {protocol::SeatKind::CPU, level}}, 0, settings, ""};
}

/// The frames of `fx` addressed to socket `c`, decoded.
inline std::vector<json> frames_to(const Effects& fx, ConnId c) {
    std::vector<json> out;
    for (const Outgoing& o : fx.frames)
        if (o.to == c)
            out.push_back(json::parse(*o.frame));
    return out;
}

/// The types ("t") of the frames to `c`, in order.
inline std::vector<std::string> types_to(const Effects& fx, ConnId c) {
    std::vector<std::string> out;
    for (const json& f : frames_to(fx, c))
        out.push_back(f["t"]);
    return out;
}

/// The first frame of type `t` to `c`; a test failure (and null) when there is none.
inline json frame_of(const Effects& fx, ConnId c, std::string_view t) {
    for (const json& f : frames_to(fx, c))
        if (f["t"] == t)
            return f;
    ADD_FAILURE() << "no '" << t << "' frame to socket " << c;
    return json();
}

/// The first legal move, as a stand-in search.
inline std::string first_legal_move(const Game& g) {
    auto moves = g.legal_moves();
    return moves.empty() ? std::string() : moves.front().text;
}

class ServerRoom : public ::testing::Test {
protected:
    void make(const protocol::RoomSpec& spec) {
        auto created = Room::create(spec, "Room000001", *storage, now);
        ASSERT_TRUE(created.ok()) << created.error().message;
        room = std::move(created.value().room);
        creatorSecret = created.value().secret;
        fx = room->start(now);
    }

    Effects& send(ConnId c, const protocol::ClientMessage& m) {
        fx = room->receive(c, m, now);
        return fx;
    }
    Effects& hello(ConnId c, std::optional<std::string> secret = std::nullopt,
                   std::optional<int64_t> v = std::nullopt) {
        return send(c, protocol::in::Hello{std::move(secret), v});
    }
    /// Seats a new socket on the first free seat and returns its secret.
    std::string sit(ConnId c) {
        hello(c);
        send(c, protocol::in::Sit{});
        json seated = frame_of(fx, c, "seated");
        return seated.is_null() ? std::string() : seated["d"]["secret"].get<std::string>();
    }
    Effects& move(ConnId c, std::string u, int64_t a) { return send(c, protocol::in::Move{std::move(u), a}); }
    Effects& tick(Millis ms) {
        now += ms;
        fx = room->on_timer(now);
        return fx;
    }
    /// Answers the searches of `fx` with the first legal move, until no search is left (or `limit` moves).
    void run_cpu(int limit = 1000) {
        while (!fx.searches.empty() && limit-- > 0) {
            const CpuRequest req = fx.searches.front();
            fx = room->cpu_moved(req.id, first_legal_move(*req.game), now);
        }
    }

    std::unique_ptr<SqliteStorage> storage = std::move(SqliteStorage::open(":memory:")).value();
    std::unique_ptr<Room> room;
    std::string creatorSecret;
    Millis now = 1'000'000;
    Effects fx;
};

} // namespace littletable::server::testing
