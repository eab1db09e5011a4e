// What the JSON API's handlers share, one per node: the rooms, the players and their storage, the lobby, the
// per-address limits of the requests that make something, and the pools that hash passwords and wait on storage.
#pragma once

#include <boost/asio/thread_pool.hpp>

#include "server/lobby/lobby.h"
#include "server/net/rate_limit.h"
#include "server/players/accounts.h"
#include "server/room/room_manager.h"
#include "server/storage/player_storage.h"
#include "server/storage/push_storage.h"
#include "server/storage/rating_storage.h"
#include "server/storage/trace_storage.h"

namespace littletable::server {

namespace push {
class TurnNotifier;
}

/// A rate as the operator sets it: so many a minute, so many at once (<= 0 a minute: no limit).
struct Rate {
    double perMinute = 0;
    int burst = 0;
};

/// The limits per client address of the requests that make something (docs/operating.md).
struct ApiRates {
    Rate rooms; ///< rooms, seeks and reported games
    Rate signUps;
    Rate signIns; ///< password checks: sign-ins and password changes
};

struct ApiContext {
    ApiContext(RoomManager& rooms_, Accounts& accounts_, PlayerStorage& players_, RatingStorage& ratings_,
               PushStorage& pushes_, Lobby::Now lobbyClock, const ApiRates& rates)
        : rooms(rooms_), accounts(accounts_), players(players_), ratings(ratings_), pushes(pushes_),
          lobby(
              [this](const protocol::RoomSpec& spec) -> Result<std::pair<std::string, std::string>> {
                  auto created = rooms.create(spec);
                  if (!created)
                      return created.error();
                  return std::pair(created.value().id, created.value().secret);
              },
              ratings_, std::move(lobbyClock)),
          roomCreation(rates.rooms.perMinute, rates.rooms.burst), signUps(rates.signUps.perMinute, rates.signUps.burst),
          signIns(rates.signIns.perMinute, rates.signIns.burst) {}

    RoomManager& rooms;
    Accounts& accounts;
    PlayerStorage& players; ///< player pages
    RatingStorage& ratings; ///< player pages and leaderboards
    PushStorage& pushes; ///< the players' push subscriptions
    push::TurnNotifier* push = nullptr; ///< the VAPID key and the push options; null: no notifications
    TraceStorage* traces = nullptr; ///< where signed-in players play from (player_traces.h); null: not noted
    Lobby lobby; ///< open seeks
    RateLimiter roomCreation; ///< rooms, seeks and reported games per address
    RateLimiter signUps; ///< new players per address
    RateLimiter signIns; ///< password checks per address
    boost::asio::thread_pool hashing{2}; ///< at most two Argon2id hashes (64 MiB each) at once
    /// Handlers that read or write storage wait here, never on an I/O thread: a few at once, each holding a
    /// database connection while it runs.
    boost::asio::thread_pool storage{4};
};

} // namespace littletable::server
