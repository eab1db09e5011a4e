// What the views call the one in a seat: a computer, a signed-in player (or a deleted one), or nobody known.
// Storage keeps these as data (storage/game_seat.h, protocol::SeatPlayer); every page and frame words them here.
#pragma once

#include <string>
#include <string_view>

#include "protocol/room_settings.h"
#include "server/storage/game_seat.h"

namespace littletable::server {

/// "Computer (level N)".
std::string computer_label(int level);
/// The player's name, or "deleted player" once it was deleted.
std::string player_label(std::string_view name, bool deleted);
/// A seat of a stored game: its computer, its player, or "" when nobody is known.
std::string seat_label(const GameSeat& seat);
/// A room's seat as its `seats` frames name it: its computer, its signed-in player, "Player" for a guest who took
/// it, "" while it is free.
std::string room_seat_label(bool cpu, int level, const protocol::SeatPlayer& player, bool taken);

} // namespace littletable::server
