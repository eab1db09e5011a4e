// The limits of a match's moves: a clock (base time plus increment, kept by the runner), a fixed time per
// move, and node or depth budgets; and the time margin a player may overrun its time by.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/result.h"

namespace littletable::match {

/// The limits every move of a match is played under. Several may be set: a UCI engine gets all of them in
/// one `go`, an internal player obeys the tightest. With none set the match cannot start.
struct TimeControl {
    int64_t baseMs = 0; ///< clock: the time each player starts with; 0 = no clock
    int64_t incrementMs = 0; ///< clock: added after each of the player's moves
    int64_t moveTimeMs = 0; ///< fixed time per move; 0 = none
    uint64_t nodes = 0; ///< nodes per move; 0 = none
    int depth = 0; ///< plies per move; 0 = none
    int64_t marginMs = 50; ///< a move may take this much longer than its time before it loses on time
    /// For limits without a time (nodes, depth): how long a move may take before the player is counted as
    /// stalled and loses. Keeps a silent engine from hanging the match.
    int64_t stallMs = 60'000;

    bool has_clock() const { return baseMs > 0; }
    bool timed() const { return has_clock() || moveTimeMs > 0; }
    bool any() const { return timed() || nodes > 0 || depth > 0; }

    /// The PGN TimeControl tag value (PGN standard §9.6.1): "10+0.1" for a clock, "0.5/move" for a fixed
    /// time per move (as cutechess-cli writes it), "-" when untimed.
    std::string pgn_tag() const;
    /// For people: "10+0.1", "movetime 500 ms", "nodes 1000", joined by ", ".
    std::string describe() const;
};

/// Parses a clock "SECONDS[+INCREMENT]" (decimal seconds, e.g. "10+0.1", "60", "2+0.05") into baseMs and
/// incrementMs of `tc`. Errors: ERR_TIME_CONTROL (the message quotes the text and shows the form).
Result<TimeControl> parse_clock(std::string_view text, TimeControl tc = {});

/// Milliseconds as seconds text without trailing zeros: 100 -> "0.1", 10000 -> "10", 2050 -> "2.05".
std::string seconds_text(int64_t ms);

} // namespace littletable::match
