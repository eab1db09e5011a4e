// Small JSON-lines helpers shared by the Jocly comparison's programs (metamachy_positions, metamachy_referee).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/metamachy/notation.h"
#include "engine/metamachy/position.h"

namespace littletable::metamachy::jocly_bench {

/// A JSON array of strings (move texts and FENs need no escaping).
inline std::string json_strings(const std::vector<std::string>& items) {
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i)
        out += (i ? ",\"" : "\"") + items[i] + "\"";
    return out + "]";
}

/// The legal moves of `pos` in long algebraic, sorted.
inline std::vector<std::string> legal_texts(const Position& pos) {
    MoveList legal;
    pos.generate_legal(legal);
    std::vector<std::string> texts;
    for (Move m : legal)
        texts.push_back(to_lan(m));
    std::sort(texts.begin(), texts.end());
    return texts;
}

} // namespace littletable::metamachy::jocly_bench
