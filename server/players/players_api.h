// The players' part of the JSON API (docs/protocol.md, "Players"): sign up, sign in and out, who am I, set a
// password, delete my player. Password hashing runs on a pool of its own, never on an I/O thread. Sign-ups and
// sign-ins are rate-limited per client address. The session secret goes out only in the Set-Cookie header.
#pragma once

#include <boost/asio/awaitable.hpp>
#include <boost/asio/thread_pool.hpp>

#include <optional>
#include <string_view>

#include "server/api_types.h"
#include "server/players/accounts.h"
#include "server/players/rating_storage.h"
#include "server/rate_limit.h"

namespace littletable::server {

/// What the players' endpoints share, one per server.
struct PlayersService {
    PlayersService(Accounts& accounts_, PlayerStorage& players_, RatingStorage& ratings_, double signUpsPerMinute,
                   int signUpBurst, double signInsPerMinute, int signInBurst)
        : accounts(accounts_), players(players_), ratings(ratings_), signUps(signUpsPerMinute, signUpBurst),
          signIns(signInsPerMinute, signInBurst) {}

    Accounts& accounts;
    PlayerStorage& players; ///< player pages
    RatingStorage& ratings; ///< player pages and leaderboards
    RateLimiter signUps; ///< POST /api/players per address
    RateLimiter signIns; ///< POST /api/session per address
    boost::asio::thread_pool hashing{2}; ///< at most two Argon2id hashes (64 MiB each) at once
};

/// The reply to a players' endpoint, or nullopt when the path is not one of them.
boost::asio::awaitable<std::optional<ApiReply>> handle_players_api(const ApiRequest& req, PlayersService& players);

/// The signed-in player of a request's cookies, or nullopt (no cookie, or one that opens no session).
std::optional<PlayerRecord> signed_in_player(std::string_view cookies, Accounts& accounts);

} // namespace littletable::server
