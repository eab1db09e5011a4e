// A Game's own fast position, for the searches of ai/: every Game on GameAdapter holds its position type, with the
// keys of the positions played since the start (repetitions) and its counters. A search copies it instead of
// replaying the start FEN and every move text, so that its cost does not grow with the number of moves played.
#pragma once

#include "engine/core/game.h"

namespace littletable {

/// A Game whose current position is a `Position` (GameAdapter's): the search reaches it through typed_position_of.
template<typename Position>
class HoldsPosition {
public:
    /// The current position, as the rules play it: what a replay of the start FEN and every move would give.
    virtual const Position& typed_position() const = 0;

protected:
    ~HoldsPosition() = default;
};

/// The position `game` holds when it is a `Position`; nullptr for a Game of another type (another game, a test's).
template<typename Position>
const Position* typed_position_of(const Game& game) {
    const auto* holder = dynamic_cast<const HoldsPosition<Position>*>(&game);
    return holder ? &holder->typed_position() : nullptr;
}

} // namespace littletable
