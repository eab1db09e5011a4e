#include "tools/texel_tune/training_set.h"

#include <algorithm>

#include "ai/games/chess_traits.h"
#include "engine/chess/movelist.h"
#include "engine/chess/pgn.h"
#include "engine/core/pgn_text.h"

namespace littletable::texel {

namespace {

using namespace chess;

bool takes_or_promotes(const Position& pos, Move m) {
    return m.type() == EN_PASSANT || m.type() == PROMOTION ||
           (m.type() != CASTLING && pos.piece_on(m.to()) != NO_PIECE);
}

bool quiet(const Position& pos, Move played) {
    if (pos.in_check() || takes_or_promotes(pos, played))
        return false;
    MoveList captures;
    pos.generate_captures(captures);
    return std::none_of(captures.begin(), captures.end(), [&](Move c) { return ai::ChessTraits::see_ge(pos, c, 1); });
}

} // namespace

Result<std::vector<LabelledPosition>> quiet_positions(std::string_view pgnText, int& nextGame,
                                                      std::unordered_set<uint64_t>& seen) {
    std::vector<LabelledPosition> out;
    const std::vector<std::string_view> games = split_pgn_games(pgnText);
    for (std::size_t g = 0; g < games.size(); ++g) {
        const int index = nextGame + int(g);
        Result<PgnGame> game = read_pgn(games[g]);
        if (!game)
            return Error{game.error().code, "game " + std::to_string(index + 1) + ": " + game.error().message};
        const std::string& r = game.value().result;
        if (r != "1-0" && r != "0-1" && r != "1/2-1/2")
            continue;
        const float result = r == "1-0" ? 1.0f : r == "0-1" ? 0.0f : 0.5f;
        Result<Position> start = Position::from_fen(game.value().startFen);
        if (!start)
            return start.error();
        Position pos = std::move(start).value();
        for (Move m : game.value().moves) {
            if (quiet(pos, m) && seen.insert(pos.key()).second) {
                out.push_back({pos.fen(), result, index});
            }
            pos.make(m);
        }
    }
    nextGame += int(games.size());
    return out;
}

} // namespace littletable::texel
