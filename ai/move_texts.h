// Moves of a game's fast position as the texts of the Game interface, for the CPU players and the analysis. A game
// whose texts need the position (Metamate's name the pieces that promote with a move, and castling by who moves)
// gives its traits `move_text(const Position&, Move)`; one whose moves say it all (chess's UCI texts) may give
// `move_text(Move)`.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "ai/search_traits.h"

namespace littletable::ai {

/// The text of the legal move `m` of `pos`.
template<SearchTraits T>
std::string move_text(const typename T::Position& pos, typename T::Position::Move m) {
    if constexpr (requires { T::move_text(pos, m); })
        return T::move_text(pos, m);
    else
        return T::move_text(m);
}

/// The texts of a line of moves played one after the other from `pos` (a copy: the caller's is untouched), up to
/// the first that is not legal where it would be played (a search's lines are legal: this only guards).
template<SearchTraits T>
std::vector<std::string> line_texts(typename T::Position pos, const std::vector<typename T::Position::Move>& line) {
    std::vector<std::string> texts;
    for (const auto m : line) {
        typename T::Position::MoveList legal;
        pos.generate_legal(legal);
        if (std::find(legal.begin(), legal.end(), m) == legal.end())
            break;
        texts.push_back(move_text<T>(pos, m));
        pos.make(m);
    }
    return texts;
}

} // namespace littletable::ai
