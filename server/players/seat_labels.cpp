#include "server/players/seat_labels.h"

namespace littletable::server {

std::string computer_label(int level) { return "Computer (level " + std::to_string(level) + ")"; }

std::string player_label(std::string_view name, bool deleted) { return deleted ? "deleted player" : std::string(name); }

std::string seat_label(const GameSeat& seat) {
    return seat.cpuLevel > 0 ? computer_label(seat.cpuLevel) : player_label(seat.name, seat.deleted);
}

} // namespace littletable::server
