// Helpers shared by the chess tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/position.h"
#include "engine/chess/uci_move.h"

namespace littletable::chess::testing_support {

/// Parses a FEN that the test expects to be valid; a failure is reported and the start position returned.
inline Position parse(std::string_view fen) {
    auto r = Position::from_fen(fen);
    EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().code + " " + r.error().message);
    return r.ok() ? std::move(r).value() : Position::start();
}

/// Sorted UCI texts of every legal move; also checks that counting agrees with listing.
inline std::vector<std::string> legal_uci(const Position& pos) {
    MoveList list;
    pos.generate_legal(list);
    std::vector<std::string> out;
    for (Move m : list)
        out.push_back(to_uci(m));
    std::sort(out.begin(), out.end());
    EXPECT_EQ(pos.count_legal(), list.size());
    return out;
}

} // namespace littletable::chess::testing_support
