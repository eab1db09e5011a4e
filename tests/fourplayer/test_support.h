// Helpers shared by the four-player tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/fourplayer/position.h"
#include "engine/fourplayer/square_names.h"

namespace littletable::fourplayer::testing_support {

/// Parses a FEN4 the test expects to be valid; a failure is reported and the start position returned.
inline Position parse(std::string_view fen) {
    auto r = Position::from_fen(fen);
    EXPECT_TRUE(r.ok()) << fen << ": " << (r.ok() ? "" : r.error().code + " " + r.error().message);
    return r.ok() ? std::move(r).value() : Position::start();
}

/// A move as the reference writes it (tests/fourplayer/reference.h RefMove::text): "d2d4:2", "h1j1:c", ...
inline std::string plain_text(Move m) {
    std::string t = square_name(m.from()) + square_name(m.to());
    if (m.kind() == CASTLING)
        t += ":c";
    if (m.kind() == EN_PASSANT)
        t += ":e";
    if (m.promotion())
        t += ":=";
    if (m.kind() == DOUBLE_PUSH)
        t += ":2";
    return t;
}

/// Sorted plain texts of the legal moves of the side to move; also checks that counting agrees with listing.
inline std::vector<std::string> legal_texts(const Position& pos) {
    MoveList list;
    pos.generate_legal(list);
    std::vector<std::string> out;
    for (Move m : list)
        out.push_back(plain_text(m));
    std::sort(out.begin(), out.end());
    EXPECT_EQ(pos.count_legal(), list.size());
    return out;
}

/// The legal move of the side to move with that plain text ("d2d4:2" or just "d2d4"); fails the test if none.
inline Move find_move(const Position& pos, std::string_view text) {
    MoveList list;
    pos.generate_legal(list);
    for (Move m : list) {
        const std::string t = plain_text(m);
        if (t == text || t.substr(0, t.find(':')) == text)
            return m;
    }
    ADD_FAILURE() << "no legal move " << text << " in " << pos.fen();
    return Move();
}

/// Plays moves given as plain texts, each of which must be legal.
inline void play(Position& pos, std::initializer_list<std::string> moves) {
    for (const std::string& text : moves) {
        const Move m = find_move(pos, text);
        if (m == Move())
            return;
        pos.make(m);
    }
}

} // namespace littletable::fourplayer::testing_support
