#include "engine/core/replay.h"

#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "engine/core/text.h"

namespace littletable {

Error RefusedMove::error() const { return errors::at("moves[" + std::to_string(index) + "] " + quoted(text), reason); }

Replayed replay(Game& game, std::span<const std::string> moves) {
    Replayed out;
    out.movers.reserve(moves.size());
    for (size_t i = 0; i < moves.size(); ++i) {
        const Seat mover = game.side_to_move();
        Result<MoveView> played = game.play(moves[i]);
        if (!played) {
            out.refused = RefusedMove{i, moves[i], played.error()};
            break;
        }
        out.movers.push_back(mover);
    }
    return out;
}

Result<std::unique_ptr<Game>> replay(std::string_view name, std::string_view fen, std::span<const std::string> moves) {
    Result<std::unique_ptr<Game>> game = create_game(name, fen);
    if (!game)
        return game;
    if (const Replayed r = replay(*game.value(), moves); r.refused)
        return r.refused->error();
    return game;
}

} // namespace littletable
