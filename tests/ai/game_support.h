// Helpers for the tests that drive the AI through the dynamic Game interface.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>

#include "ai/cpu_player.h"
#include "engine/core/registry.h"

namespace littletable::ai::testing_support {

/// `g` (a created game, or its error) after `moves`, each of which must be legal; nullptr on error.
inline std::unique_ptr<Game> played(Result<std::unique_ptr<Game>> g, std::string_view what,
                                    std::initializer_list<const char*> moves) {
    EXPECT_TRUE(g.ok()) << what;
    if (!g.ok())
        return nullptr;
    std::unique_ptr<Game> game = std::move(g).value();
    for (const char* m : moves)
        EXPECT_TRUE(game->play(m).ok()) << m;
    return game;
}

/// A game of `variant` from `fen` (its start when empty) after `moves`, each of which must be legal.
inline std::unique_ptr<Game> game_of(std::string_view variant, std::string_view fen = {},
                                     std::initializer_list<const char*> moves = {}) {
    return played(create_game(variant, fen), std::string(variant) + " " + std::string(fen), moves);
}

/// A game made by `info` (a variant not in the registry yet) from `fen` after `moves`.
inline std::unique_ptr<Game> game_from(const GameInfo& info, std::string_view fen = {},
                                       std::initializer_list<const char*> moves = {}) {
    return played(info.create(fen), info.name + " " + std::string(fen), moves);
}

/// A CPU player's limits: `level`, the seed of its randomness, a node budget.
inline CpuLimits limits_at(int level, uint64_t seed, uint64_t nodes) {
    CpuLimits l;
    l.level = level;
    l.seed = seed;
    l.maxNodes = nodes;
    return l;
}

/// True when `text` is the canonical text of a legal move of `game`.
inline bool is_legal(const Game& game, const std::string& text) {
    const auto moves = game.legal_moves();
    return std::any_of(moves.begin(), moves.end(), [&](const MoveView& v) { return v.text == text; });
}

} // namespace littletable::ai::testing_support
