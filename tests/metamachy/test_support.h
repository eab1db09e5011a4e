// Helpers for Metamachy's tests: positions from FEN that must parse, and move sets as sorted long algebraic texts
// from the engine and from the reference generator (reference.h).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/metamachy/notation.h"
#include "engine/metamachy/position.h"
#include "tests/metamachy/reference.h"

namespace metamachy_test {

using littletable::metamachy::Position;

inline Position from_fen(const std::string& fen) {
    auto r = Position::from_fen(fen);
    EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().message);
    return r.ok() ? r.value() : Position::start();
}

inline std::vector<std::string> engine_moves(const Position& pos) {
    littletable::metamachy::MoveList list;
    pos.generate_legal(list);
    std::vector<std::string> out;
    for (auto m : list)
        out.push_back(littletable::metamachy::to_lan(m));
    std::sort(out.begin(), out.end());
    return out;
}

inline std::vector<std::string> reference_moves(const std::string& fen) {
    std::vector<std::string> out;
    for (const auto& m : metamachy_reference::Position::from_fen(fen).legal_moves())
        out.push_back(m.text());
    std::sort(out.begin(), out.end());
    return out;
}

/// The legal moves of `fen` that go from `from` (by the reference generator's texts), sorted.
inline std::vector<std::string> reference_moves_from(const std::string& fen, const std::string& from) {
    std::vector<std::string> out;
    for (const std::string& m : reference_moves(fen))
        if (m.rfind(from, 0) == 0 && m.size() > from.size() && !(m[from.size()] >= '0' && m[from.size()] <= '9'))
            out.push_back(m);
    return out;
}

} // namespace metamachy_test
