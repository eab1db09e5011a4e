// The Game adapter of Martian Chess (game.h) on the adapter every game shares (engine/core/game_adapter.h): square
// indices of engine/core's martian4x8 / martian8x8 geometries, the counters, no draw claims, the record as PGN.
#include "engine/martian/game.h"

#include <bit>

#include "engine/core/game_adapter.h"
#include "engine/core/game_record_reader.h"
#include "engine/core/pgn_text.h"
#include "engine/martian/notation.h"
#include "engine/martian/options.h"
#include "engine/martian/registration.h"

namespace littletable::martian {

namespace {

constexpr std::string_view PIECE_KINDS[] = {"", "pawn", "drone", "queen"};
constexpr std::string_view SEAT_NAMES_4P[] = {"South-West", "North-West", "North-East", "South-East"};

class MartianGame final : public GameAdapter<MartianGame, Position> {
    friend GameAdapter;

public:
    using GameAdapter::GameAdapter;

    std::string_view variant() const override { return pos.seat_count() == 2 ? "martian" : "martian4"; }
    const Geometry& geometry() const override {
        return pos.seat_count() == 2 ? boards::martian4x8() : boards::martian8x8();
    }
    int seat_count() const override { return pos.seat_count(); }
    int points(Seat s) const override { return s >= 0 && s < pos.seat_count() ? pos.points(s) : 0; }
    bool eliminated(Seat) const override { return false; }

    /// The deadlock clock once called (moves since the call or the last capture after it, limit 7) and the move
    /// limit when set (moves played, the limit): docs/rules/martian.md, "Setting".
    std::vector<Counter> counters() const override {
        std::vector<Counter> out;
        if (pos.clock() >= 0)
            out.push_back({std::string(counter_name::DEADLOCK_CLOCK), pos.clock(), CLOCK_END});
        if (pos.move_limit() > 0)
            out.push_back({std::string(counter_name::MOVE_LIMIT), pos.game_ply(), pos.move_limit()});
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

private:
    SquareIndex index(Square s) const { return geometry().square(file_of(s), rank_of(s)); }

    Result<Move> parse(std::string_view text) const { return parse_move(pos, text); }

    MoveView view(const Position&, Move m, const MoveList&) const { return describe(m); }

    MoveView describe(Move m) const {
        return {to_text(m),
                index(m.from()),
                index(m.to()),
                to_display(pos, m),
                std::string(m.calls_clock() ? move_kind::CALL_CLOCK : move_kind::PLAIN),
                {}};
    }

    /// The piece taken is the one on the destination, owned by the seat whose zone it stands in.
    MoveView make(Move m) {
        MoveView v = describe(m);
        if (pos.is_capture(m)) {
            const Square to = m.to();
            v.captured = PieceView{index(to), pos.owner_of(to), std::string(PIECE_KINDS[pos.piece_on(to)]), {}};
        }
        pos.make(m);
        return v;
    }

    /// Martian Chess has no draw claims: its draws come from the clock and the move limit by themselves.
    Error no_claim(std::string_view) const { return make_error("ERR_NO_CLAIM", "Martian Chess has no draw claims"); }

    void add_game_tags(PgnTags& tags) const {
        if (pgn_tag(tags, "Variant").empty())
            tags.emplace_back("Variant", pos.seat_count() == 2 ? "Martian Chess" : "Martian Chess (4 players)");
    }

    std::string seat_tag(Seat s) const {
        return pos.seat_count() == 2 ? (s == 0 ? "White" : "Black") : "Player" + std::to_string(s + 1);
    }

    /// PGN with a Scores tag; the result of 2 players as chess's, of 4 players "*" with a Winners tag.
    std::string write_record(PgnTags tags, const Outcome& o) const {
        const int n = pos.seat_count();
        std::string scores;
        for (int s = 0; s < n; ++s) {
            if (s)
                scores += '/';
            scores += std::to_string(pos.points(Seat(s)));
        }
        set_pgn_tag(tags, "Scores", scores);
        std::string result = n == 2 ? two_seat_result(o) : "*";
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
        for (size_t i = 0; i < plies.size(); ++i) {
            if (i == 0 || p.side_to_move() == 0)
                tokens.push_back(std::to_string(1 + i / size_t(n)) + (p.side_to_move() == 0 ? "." : "..."));
            tokens.push_back(to_display(p, plies[i]));
            p.make(plies[i]);
        }
        return write_pgn_tags(tags, result, standard ? std::string() : fen) + "\n" + write_pgn_movetext(tokens, result);
    }
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

/// A record replayed: the start from the FEN tag (or the standard start), then each move token.
Result<std::unique_ptr<Game>> import_record(int seats, std::string_view text) {
    return import_game_record<MartianGame>(text, [seats](const PgnTags& tags) -> Result<Position> {
        Result<Position> start = position_for(seats, pgn_tag(tags, "FEN"));
        if (!start)
            return make_error("ERR_PGN_FEN", "FEN tag: " + start.error().message);
        return start;
    });
}

GameInfo info_for(int seats) {
    GameInfo info{.name = seats == 2 ? "martian" : "martian4",
                  .title = seats == 2 ? "Martian Chess" : "Martian Chess (4 players)",
                  .seats = seats,
                  .duration = seats == 2 ? "8 min" : "15-30 min", // the rules page: 8 minutes (2 players)
                  .complexity = 1,
                  .create = [seats](std::string_view fen) { return create_martian_game(seats, fen); },
                  .import_record = [seats](std::string_view text) { return import_record(seats, text); },
                  .perft =
                      make_perft_runner<Position>([seats](std::string_view fen) { return position_for(seats, fen); },
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
