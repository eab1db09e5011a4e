// How a game ended as the platform records it: its outcome and a reason for people. Rooms, the browser's module
// and reported games keep an ending decided off the board (a resignation, a time forfeit, an agreed or claimed
// draw, a room's move limit) as one of these; its JSON is protocol/ending_json.h.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/outcome.h"

namespace littletable {

/// An ending: the termination and the winners (`outcome`), and why in words ("seat 1 resigned").
struct Ending {
    Outcome outcome{};
    std::string reason{};
    bool operator==(const Ending&) const = default;
};

/// An outcome as an ending whose reason is its termination's name: the rules' own endings and accepted claims, as
/// rooms store them and the protocol shows them.
Ending ending_of(const Outcome& o);

/// The ending whose termination is written as its name (to_string). A name this build does not know reads as
/// ADJUDICATION, an arbiter's decision, so that an ending another build stored still ends the game.
Ending ending_named(std::string_view termination, uint8_t winners, std::string reason);

} // namespace littletable
