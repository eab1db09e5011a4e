// A game's record read back (GameInfo::import_record) by replaying its movetext in the game itself: the start
// position from the tags, then each move token played as the game's canonical or display text (Game::play).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/game.h"
#include "engine/core/pgn_text.h"
#include "engine/core/text.h"

namespace littletable {

/// The first game of a PGN text as a G (a GameAdapter): `start(tags)` gives its start position as a
/// Result<G::Position> (its errors are the import's: ERR_PGN_FEN), then every move token is played, except
/// `passToken` when given (a token the record writes but the game plays by itself). Errors: those of
/// read_pgn_text, `start`'s, and ERR_PGN_MOVE "move N (token): why" for a token the game does not accept.
template<typename G, typename Start>
Result<std::unique_ptr<Game>> import_game_record(std::string_view text, Start start, std::string_view passToken = {}) {
    class Reader final : public PgnMoveReader {
    public:
        Reader(Start& start, std::string_view passToken) : start(start), passToken(passToken) {}

        std::optional<Error> begin(const PgnTags& tags) override {
            auto position = start(tags);
            if (!position)
                return position.error();
            game.emplace(position.value());
            return std::nullopt;
        }

        std::optional<Error> play(std::string_view token) override {
            if (!passToken.empty() && token == passToken)
                return std::nullopt;
            const size_t ply = game->history().size() + 1;
            if (Result<MoveView> r = game->play(token); !r)
                return make_error("ERR_PGN_MOVE",
                                  "move " + std::to_string(ply) + " (" + printable(token) + "): " + r.error().message);
            return std::nullopt;
        }

        Start& start;
        std::string_view passToken;
        std::optional<G> game;
    };
    Reader reader(start, passToken);
    Result<PgnText> read = read_pgn_text(text, reader);
    if (!read)
        return read.error();
    return std::unique_ptr<Game>(std::make_unique<G>(std::move(*reader.game)));
}

} // namespace littletable
