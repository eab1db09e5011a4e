// Helpers of the Martian Chess tests: positions from strings, moves by text.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "engine/martian/notation.h"

namespace littletable::martian::testing_support {

inline Position from(std::string_view fen) {
    Result<Position> r = Position::from_fen(fen);
    EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().message);
    return r.ok() ? r.value() : Position::start();
}

/// Plays `text` (which must be legal) on `pos`.
inline void play(Position& pos, std::string_view text) {
    Result<Move> m = parse_move(pos, text);
    ASSERT_TRUE(m.ok()) << text << " in " << pos.fen() << ": " << m.error().message;
    pos.make(m.value());
}

/// The error code of parsing `text` in `pos` ("" when it parses).
inline std::string move_error(const Position& pos, std::string_view text) {
    Result<Move> m = parse_move(pos, text);
    return m.ok() ? "" : m.error().code;
}

inline Square sq(std::string_view name) { return make_square(name[0] - 'a', name[1] - '1'); }

} // namespace littletable::martian::testing_support
