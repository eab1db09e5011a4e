// Helpers shared by the Metamate tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/metamate/notation.h"
#include "engine/metamate/position.h"

namespace littletable::metamate::testing_support {

/// Parses a FEN that the test expects to be valid; a failure is reported and the start position returned.
inline Position parse(std::string_view fen) {
    auto r = Position::from_fen(fen);
    EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().code + " " + r.error().message);
    return r.ok() ? std::move(r).value() : Position::start();
}

/// Sorted canonical texts of every legal move; also checks that counting agrees with listing.
inline std::vector<std::string> legal_texts(const Position& pos) {
    MoveList list;
    pos.generate_legal(list);
    std::vector<std::string> out;
    for (Move m : list)
        out.push_back(to_text(pos, m));
    std::sort(out.begin(), out.end());
    EXPECT_EQ(pos.count_legal(), list.size());
    return out;
}

/// Sorted canonical texts of the legal moves starting on `from` ("e1"), setup choices and castling included.
inline std::vector<std::string> legal_from(const Position& pos, std::string_view from) {
    std::vector<std::string> out;
    for (const std::string& m : legal_texts(pos)) {
        const size_t at = m.find('@');
        const std::string_view origin =
            at == std::string::npos ? std::string_view(m).substr(0, 2) : std::string_view(m).substr(at + 1, 2);
        if (origin == from)
            out.push_back(m);
    }
    return out;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

/// Plays moves given as canonical or display texts, each of which must be legal.
inline void play(Position& pos, std::initializer_list<std::string_view> moves) {
    for (std::string_view text : moves) {
        auto m = parse_move(pos, text);
        ASSERT_TRUE(m.ok()) << text << " in " << pos.fen() << ": " << m.error().message;
        pos.make(m.value());
    }
}

} // namespace littletable::metamate::testing_support
