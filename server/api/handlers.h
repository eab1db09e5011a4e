// Every endpoint's handler, by area; api/routes.cpp maps methods and paths to them.
#pragma once

#include "server/api/api_call.h"

namespace littletable::server::handlers {

// The games and positions the engine answers without a room (position_api.cpp, record_api.cpp).
ApiReply games(const ApiCall& c); ///< GET /api/games
ApiReply position(const ApiCall& c); ///< GET /api/position?game&fen&moves
ApiReply record(const ApiCall& c); ///< GET /api/record?game&fen&moves
ApiReply import_text(const ApiCall& c); ///< POST /api/import {game, text}

// Rooms and their games (rooms_api.cpp, game_api.cpp).
ApiReply create_room(const ApiCall& c); ///< POST /api/rooms
boost::asio::awaitable<ApiReply> room_info(const ApiCall& c); ///< GET /api/rooms/{room}
ApiReply stored_game(const ApiCall& c); ///< GET /api/rooms/{room}/games/{n}
ApiReply report_played(const ApiCall& c); ///< POST /api/played

// Players and sessions (players_api.cpp).
ApiReply sign_up(const ApiCall& c); ///< POST /api/players
ApiReply sign_in(const ApiCall& c); ///< POST /api/session
ApiReply sign_out(const ApiCall& c); ///< DELETE /api/session
ApiReply me(const ApiCall& c); ///< GET /api/me
ApiReply delete_me(const ApiCall& c); ///< DELETE /api/me
ApiReply set_password(const ApiCall& c); ///< PUT /api/me/password
ApiReply live_games(const ApiCall& c); ///< GET /api/my-games
ApiReply player_page(const ApiCall& c); ///< GET /api/players/{name}
ApiReply leaderboard(const ApiCall& c); ///< GET /api/leaderboard/{game}

// Notifications by Web Push (push_api.cpp).
ApiReply push_key(const ApiCall& c); ///< GET /api/push
ApiReply push_subscribe(const ApiCall& c); ///< POST /api/push/subscriptions
ApiReply push_unsubscribe(const ApiCall& c); ///< DELETE /api/push/subscriptions

// The lobby (lobby_api.cpp).
ApiReply lobby(const ApiCall& c); ///< GET /api/lobby/{game}
ApiReply post_seek(const ApiCall& c); ///< POST /api/seeks
ApiReply join_seek(const ApiCall& c); ///< POST /api/seeks/{id}/join
ApiReply seek_status(const ApiCall& c); ///< POST /api/seeks/{id}/status
ApiReply cancel_seek(const ApiCall& c); ///< POST /api/seeks/{id}/cancel

} // namespace littletable::server::handlers
