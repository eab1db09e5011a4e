// PGN import and export of chess games (see pgn.h) on the PGN text layer of engine/core/pgn_text.h: this file
// turns SAN tokens into moves and moves into SAN.
#include "engine/chess/pgn.h"

#include <cassert>
#include <optional>

#include "engine/chess/san.h"
#include "engine/core/pgn_text.h"
#include "engine/core/text.h"

namespace littletable::chess {

namespace {

/// Replays the movetext on a chess position: the start from the FEN and SetUp tags (§9.7), then each SAN token.
class ChessMoveReader final : public PgnMoveReader {
public:
    explicit ChessMoveReader(PgnGame& g) : game(g) {}

    /// A FEN tag is honoured even without SetUp, as other readers do.
    std::optional<Error> begin(const PgnTags& tags) override {
        const std::string fen = pgn_tag(tags, "FEN");
        if (fen.empty()) {
            if (pgn_tag(tags, "SetUp") == "1")
                return make_error("ERR_PGN_FEN", "SetUp is \"1\" but there is no FEN tag");
            game.startFen = std::string(START_FEN);
            pos.emplace(Position::start());
            return std::nullopt;
        }
        Result<Position> start = Position::from_fen(fen);
        if (!start)
            return make_error("ERR_PGN_FEN", "FEN tag: " + start.error().message);
        game.startFen = start.value().fen();
        pos.emplace(std::move(start).value());
        return std::nullopt;
    }

    std::optional<Error> play(std::string_view token) override {
        Result<Move> move = parse_san(*pos, token);
        if (!move)
            return make_error("ERR_PGN_MOVE", "move " + std::to_string(pos->fullmove_number()) +
                                                  (pos->side_to_move() == WHITE ? ". " : "... ") + printable(token) +
                                                  ": " + move.error().message);
        pos->make(move.value());
        game.moves.push_back(move.value());
        return std::nullopt;
    }

private:
    PgnGame& game;
    std::optional<Position> pos;
};

} // namespace

std::string PgnGame::tag(std::string_view name) const { return pgn_tag(tags, name); }

Result<PgnGame> read_pgn(std::string_view text) {
    PgnGame game;
    ChessMoveReader reader(game);
    Result<PgnText> read = read_pgn_text(text, reader);
    if (!read)
        return read.error();
    game.tags = std::move(read.value().tags);
    game.result = read.value().result;
    return game;
}

std::string write_pgn(const PgnGame& game) {
    const std::string result = is_pgn_result(game.result) ? game.result : "*";
    Result<Position> start = Position::from_fen(game.startFen);
    assert(start.ok() && "PgnGame::startFen must be a valid FEN");
    if (!start)
        return write_pgn_tags(game.tags, result, game.startFen) + "\n" + result + "\n";
    Position pos = std::move(start).value();
    const std::string out = write_pgn_tags(game.tags, result, pos.fen() != START_FEN ? pos.fen() : std::string());

    // Movetext: "1. e4 e5 2. Nf3", a game starting with Black "12... Nf3".
    std::vector<std::string> tokens;
    for (size_t i = 0; i < game.moves.size(); ++i) {
        const Move m = game.moves[i];
        if (!pos.is_legal(m)) {
            assert(false && "PgnGame::moves must be legal from startFen");
            break;
        }
        if (pos.side_to_move() == WHITE)
            tokens.push_back(std::to_string(pos.fullmove_number()) + ".");
        else if (i == 0)
            tokens.push_back(std::to_string(pos.fullmove_number()) + "...");
        tokens.push_back(to_san(pos, m));
        pos.make(m);
    }
    return out + "\n" + write_pgn_movetext(tokens, result);
}

} // namespace littletable::chess
