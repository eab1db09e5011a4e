// Helpers for the tests that drive the AI through the dynamic Game interface.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>

#include "engine/core/registry.h"

namespace littletable::ai::testing_support {

/// A game of `variant` from `fen` (its start when empty) after `moves`, each of which must be legal.
inline std::unique_ptr<Game> game_of(std::string_view variant, std::string_view fen = {},
                                     std::initializer_list<const char*> moves = {}) {
    auto g = create_game(variant, fen);
    EXPECT_TRUE(g.ok()) << variant << " " << fen;
    if (!g.ok())
        return nullptr;
    std::unique_ptr<Game> game = std::move(g).value();
    for (const char* m : moves)
        EXPECT_TRUE(game->play(m).ok()) << m;
    return game;
}

/// True when `text` is the canonical text of a legal move of `game`.
inline bool is_legal(const Game& game, const std::string& text) {
    const auto moves = game.legal_moves();
    return std::any_of(moves.begin(), moves.end(), [&](const MoveView& v) { return v.text == text; });
}

} // namespace littletable::ai::testing_support
