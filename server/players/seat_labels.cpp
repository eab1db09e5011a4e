#include "server/players/seat_labels.h"

namespace littletable::server {

std::string computer_label(int level) { return "Computer (level " + std::to_string(level) + ")"; }

std::string player_label(std::string_view name, bool deleted) { return deleted ? "deleted player" : std::string(name); }

std::string seat_label(const GameSeat& seat) {
    return seat.cpuLevel > 0 ? computer_label(seat.cpuLevel) : player_label(seat.name, seat.deleted);
}

std::string room_seat_label(bool cpu, int level, const protocol::SeatPlayer& player, bool taken) {
    if (cpu)
        return computer_label(level);
    if (player.deleted || !player.name.empty())
        return player_label(player.name, player.deleted);
    return taken ? "Player" : "";
}

} // namespace littletable::server
