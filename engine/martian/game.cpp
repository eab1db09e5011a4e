// The Game adapter of Martian Chess (game.h): a start position, the current one and the moves between them; square
// indices of engine/core's martian4x8 / martian8x8 geometries; the record as PGN.
#include "engine/martian/game.h"

#include <bit>
#include <optional>

#include "engine/core/pgn_text.h"
#include "engine/core/text.h"
#include "engine/martian/notation.h"
#include "engine/martian/options.h"

namespace littletable::martian {

namespace {

constexpr std::string_view PIECE_KINDS[] = {"", "pawn", "drone", "queen"};
constexpr std::string_view SEAT_NAMES_4P[] = {"South-West", "North-West", "North-East", "South-East"};

class MartianGame final : public Game {
public:
    explicit MartianGame(const Position& start) : startPos(start), pos(start) {}

    std::string_view variant() const override { return pos.seat_count() == 2 ? "martian" : "martian4"; }
    const Geometry& geometry() const override {
        return pos.seat_count() == 2 ? boards::martian4x8() : boards::martian8x8();
    }
    int seat_count() const override { return pos.seat_count(); }
    Seat side_to_move() const override { return outcome().over() ? NO_SEAT : pos.side_to_move(); }
    int points(Seat s) const override { return s >= 0 && s < pos.seat_count() ? pos.points(s) : 0; }
    bool eliminated(Seat) const override { return false; }

    /// The deadlock clock once called (moves since the call or the last capture after it, limit 7) and the move
    /// limit when set (moves played, the limit): docs/rules/martian.md, "Setting".
    std::vector<Counter> counters() const override {
        std::vector<Counter> out;
        if (pos.clock() >= 0)
            out.push_back({"deadlock-clock", pos.clock(), CLOCK_END});
        if (pos.move_limit() > 0)
            out.push_back({"move-limit", pos.game_ply(), pos.move_limit()});
        return out;
    }

    std::vector<PieceView> pieces() const override {
        std::vector<PieceView> out;
        for (Bitboard b = pos.pieces(); b; b &= b - 1) {
            const Square s = std::countr_zero(b);
            out.push_back({index(s), pos.owner_of(s), std::string(PIECE_KINDS[pos.piece_on(s)]), {}});
        }
        return out;
    }

    std::vector<SquareIndex> checked_royals() const override { return {}; }

    std::vector<MoveView> legal_moves() const override {
        MoveList moves;
        pos.generate_legal(moves);
        std::vector<MoveView> out;
        out.reserve(moves.size());
        for (Move m : moves)
            out.push_back(view(m));
        return out;
    }

    Result<MoveView> play(std::string_view text) override {
        Result<Move> m = parse_move(pos, text);
        if (!m)
            return m.error();
        MoveView v = view(m.value());
        if (pos.is_capture(m.value())) {
            const Square to = m.value().to();
            v.captured = PieceView{index(to), pos.owner_of(to), std::string(PIECE_KINDS[pos.piece_on(to)]), {}};
        }
        pos.make(m.value());
        moves.push_back(m.value());
        played.push_back(v);
        return v;
    }

    bool undo() override {
        if (moves.empty())
            return false;
        pos.unmake(moves.back());
        moves.pop_back();
        played.pop_back();
        return true;
    }

    const std::vector<MoveView>& history() const override { return played; }
    std::string fen() const override { return pos.fen(); }
    std::string start_fen() const override { return startPos.fen(); }
    Outcome outcome() const override { return pos.outcome(); }

    /// Martian Chess has no draw claims: its draws come from the clock and the move limit by themselves.
    std::vector<DrawClaim> claimable_draws(std::string_view) const override { return {}; }
    Result<Outcome> claim_draw(std::string_view) override {
        if (outcome().over())
            return make_error("ERR_GAME_OVER", "the game is over");
        return make_error("ERR_NO_CLAIM", "Martian Chess has no draw claims");
    }

    std::string export_record(const RecordInfo& info) const override {
        const int n = pos.seat_count();
        PgnTags tags = info.tags;
        if (pgn_tag(tags, "Variant").empty())
            tags.emplace_back("Variant", n == 2 ? "Martian Chess" : "Martian Chess (4 players)");
        for (size_t s = 0; s < info.players.size() && s < size_t(n); ++s)
            if (!info.players[s].empty())
                set_pgn_tag(tags, n == 2 ? (s == 0 ? "White" : "Black") : "Player" + std::to_string(s + 1),
                            info.players[s]);
        std::string scores;
        for (int s = 0; s < n; ++s) {
            if (s)
                scores += '/';
            scores += std::to_string(pos.points(Seat(s)));
        }
        set_pgn_tag(tags, "Scores", scores);
        const Outcome o = outcome().over() ? outcome() : info.ending;
        std::string result = "*";
        if (o.over() && n == 2)
            result = o.draw() ? "1/2-1/2" : o.won_by(0) ? "1-0" : "0-1";
        if (o.over() && n == 4) {
            std::string winners;
            for (int s = 0; s < n; ++s)
                if (o.won_by(Seat(s))) {
                    if (!winners.empty())
                        winners += ", ";
                    winners += SEAT_NAMES_4P[s];
                }
            set_pgn_tag(tags, "Winners", winners.empty() ? "draw" : winners);
        }
        const std::string fen = startPos.fen();
        const bool standard = fen == Position::start(n).fen();
        std::vector<std::string> tokens;
        Position p = startPos;
        for (size_t i = 0; i < moves.size(); ++i) {
            if (i == 0 || p.side_to_move() == 0)
                tokens.push_back(std::to_string(1 + i / size_t(n)) + (p.side_to_move() == 0 ? "." : "..."));
            tokens.push_back(to_display(p, moves[i]));
            p.make(moves[i]);
        }
        return write_pgn_tags(tags, result, standard ? std::string() : fen) + "\n" + write_pgn_movetext(tokens, result);
    }

    std::unique_ptr<Game> clone() const override { return std::make_unique<MartianGame>(*this); }

private:
    SquareIndex index(Square s) const { return geometry().square(file_of(s), rank_of(s)); }

    MoveView view(Move m) const {
        return {to_text(m), index(m.from()), index(m.to()), to_display(pos, m), m.calls_clock() ? "call-clock" : "", {}};
    }

    Position startPos;
    Position pos;
    std::vector<Move> moves;
    std::vector<MoveView> played;
};

Result<Position> position_for(int seats, std::string_view fen) {
    if (fen.empty())
        return Position::start(seats);
    Result<Position> pos = Position::from_fen(fen);
    if (pos && pos.value().seat_count() != seats)
        return make_error("ERR_FEN_BOARD", "board field: a " + std::to_string(seats == 2 ? 4 : 8) +
                                               "-file board for the " + std::to_string(seats) + "-player game");
    return pos;
}

/// Replays a record: the start from the FEN tag (or the standard start), then each move token.
class MartianMoveReader final : public PgnMoveReader {
public:
    explicit MartianMoveReader(int seats) : seats(seats) {}

    std::optional<Error> begin(const PgnTags& tags) override {
        Result<Position> start = position_for(seats, pgn_tag(tags, "FEN"));
        if (!start)
            return make_error("ERR_PGN_FEN", "FEN tag: " + start.error().message);
        game.emplace(start.value());
        return std::nullopt;
    }

    std::optional<Error> play(std::string_view token) override {
        const size_t ply = game->history().size() + 1;
        if (Result<MoveView> r = game->play(token); !r)
            return make_error("ERR_PGN_MOVE", "move " + std::to_string(ply) + " (" + printable(token) + "): " +
                                                  r.error().message);
        return std::nullopt;
    }

    int seats;
    std::optional<MartianGame> game;
};

Result<std::unique_ptr<Game>> import_record(int seats, std::string_view text) {
    MartianMoveReader reader(seats);
    Result<PgnText> read = read_pgn_text(text, reader);
    if (!read)
        return read.error();
    return std::unique_ptr<Game>(std::make_unique<MartianGame>(std::move(*reader.game)));
}

GameInfo info_for(int seats) {
    GameInfo info{.name = seats == 2 ? "martian" : "martian4",
                  .title = seats == 2 ? "Martian Chess" : "Martian Chess (4 players)",
                  .seats = seats,
                  .duration = seats == 2 ? "8 min" : "15-30 min", // the rules page: 8 minutes (2 players)
                  .complexity = 1,
                  .create = [seats](std::string_view fen) { return create_martian_game(seats, fen); },
                  .import_record = [seats](std::string_view text) { return import_record(seats, text); },
                  .perft = make_perft_runner<Position>([seats](std::string_view fen) { return position_for(seats, fen); },
                                                       [](Move m) { return to_text(m); }),
                  .options = room_options(seats),
                  .start_fen = [seats](const GameOptionChoice& choice) { return start_fen_for(seats, choice); },
                  .points = true,
                  .seat_names = seat_names(seats)};
    return info;
}

} // namespace

Result<std::unique_ptr<Game>> create_martian_game(int seats, std::string_view fen) {
    Result<Position> start = position_for(seats, fen);
    if (!start)
        return start.error();
    return std::unique_ptr<Game>(std::make_unique<MartianGame>(start.value()));
}

GameInfo game_info() { return info_for(2); }
GameInfo game_info_four() { return info_for(4); }

} // namespace littletable::martian
