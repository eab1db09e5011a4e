// A finished game against the computer that a signed-in player's browser reports (POST /api/played): checked
// by replaying every move on the game's engine, then stored once as a room that is not live, so it joins the
// player's games and can be replayed and exported like a room's game.
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

#include "server/storage/storage.h"

namespace littletable::server {

/// Moves a reported game may have at most.
constexpr size_t MAX_REPORTED_MOVES = 2000;

/// Body `{game, options?, level, seat, moves: [u], ending?: {termination, winners: [seat], reason?}}`: the player
/// sat at `seat`, the computer (`level`) at the others. Reply `{room, gameNo: 1, link}`; the same game reported
/// again gives the same room. Errors: ERR_BAD_JSON, ERR_BAD_FIELD (naming it), ERR_UNKNOWN_GAME, ERR_ILLEGAL_MOVE
/// (naming the move), ERR_NOT_OVER, ERR_BAD_ENDING (an ending the replayed game does not support:
/// off_board::reported_ending), ERR_STORAGE.
Result<nlohmann::json> store_reported_game(std::string_view body, const protocol::SeatPlayer& player, Storage& storage);

} // namespace littletable::server
