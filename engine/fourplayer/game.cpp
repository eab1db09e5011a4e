// The Game adapter of four-player chess on the adapter every game shares (engine/core/game_adapter.h): square
// indices of the cross14x14 Geometry, PGN4 display texts, points and eliminations by seat, resignation and time-out
// of the side to move and the agreed draw as plies of the record, no draw claims.
//
// PieceView: `owner` is the seat, or NO_SEAT for a grey piece; `kind` is "P", "N", "B", "R", "Q", "K" or "D" (the
// 1-point promoted queen).
#include "engine/fourplayer/game.h"

#include <optional>

#include "engine/core/captured_piece.h"
#include "engine/core/game_adapter.h"
#include "engine/core/game_record_reader.h"
#include "engine/core/ranking.h"
#include "engine/fourplayer/notation.h"
#include "engine/fourplayer/options.h"
#include "engine/fourplayer/pgn4.h"
#include "engine/fourplayer/registration.h"
#include "engine/fourplayer/square_names.h"

namespace littletable::fourplayer {

namespace {

constexpr std::string_view RESIGN = "R";
constexpr std::string_view TIMEOUT = "T";
constexpr std::string_view AGREED_DRAW(&AGREED_DRAW_TOKEN, 1);
constexpr std::string_view KINDS[] = {"", "P", "N", "B", "R", "Q", "K", "D"};

class FourPlayerGame final : public GameAdapter<FourPlayerGame, Position, PlyRecord> {
    friend GameAdapter;

public:
    using GameAdapter::GameAdapter;

    std::string_view variant() const override { return "fourplayer"; }
    const Geometry& geometry() const override { return boards::cross14x14(); }
    int seat_count() const override { return SEAT_NB; }
    int points(Seat s) const override { return s >= 0 && s < SEAT_NB ? pos.points(s) : 0; }
    bool eliminated(Seat s) const override { return s >= 0 && s < SEAT_NB && pos.eliminated(s); }

    /// The move limit when set: plies played since the start position, and the limit at which the game ends on
    /// points (options.h, "moveLimit").
    std::vector<Counter> counters() const override {
        if (pos.move_limit() <= 0)
            return {};
        return {{std::string(counter_name::MOVE_LIMIT), pos.game_ply(), pos.move_limit()}};
    }

    std::vector<PieceView> pieces() const override {
        std::vector<PieceView> out;
        for (int r = 0; r < RANK_NB; ++r)
            for (int f = 0; f < FILE_NB; ++f) {
                const Square s = make_square(f, r);
                const Piece p = pos.piece_on(s);
                if (p != EMPTY && p != OFF_BOARD)
                    out.push_back(
                        {to_index(s), is_grey(p) ? NO_SEAT : Seat(owner_of(p)), std::string(KINDS[type_of(p)]), {}});
            }
        return out;
    }

    std::vector<SquareIndex> checked_royals() const override {
        std::vector<SquareIndex> out;
        for (Seat s = 0; s < SEAT_NB; ++s)
            if (!pos.eliminated(s) && pos.in_check(s))
                out.push_back(to_index(pos.king_square(s)));
        return out;
    }

    /// The side to move leaves by PGN4's tokens, "T" for a flag fall and "R" otherwise: eliminated, the game goes
    /// on (fourplayer.md).
    std::optional<std::string> elimination_move(Termination why) const override {
        return std::string(why == Termination::TIME_FORFEIT ? TIMEOUT : RESIGN);
    }
    /// An agreed draw is "D" (our own PGN4 token): 10 to each live seat, the highest score wins (fourplayer.md
    /// "Points", "End of game"; docs/rules-decisions.md, four-player 12).
    std::optional<std::string> agreed_draw_move() const override { return std::string(AGREED_DRAW); }

private:
    /// A move, or a ply that is not one: the side to move resigns ('R') or times out ('T'), eliminated while the
    /// game goes on (or ends on points), or the live seats agree to a draw ('D').
    Result<PlyRecord> parse(std::string_view text) const {
        if (text == RESIGN || text == TIMEOUT || text == AGREED_DRAW)
            return PlyRecord{Move(), text[0]};
        Result<Move> m = parse_move(pos, text);
        if (!m)
            return m.error();
        return PlyRecord{m.value(), 0};
    }

    MoveView view(const Position&, Move m, const MoveList&) const { return describe(m); }

    MoveView describe(Move m) const {
        MoveView v{.text = to_text(m), .from = to_index(m.from()), .to = to_index(m.to()), .display = to_pgn4(pos, m)};
        if (m.kind() == CASTLING)
            v.kind = move_kind::CASTLING;
        if (m.kind() == EN_PASSANT)
            v.kind = move_kind::EN_PASSANT;
        return v;
    }

    MoveView make(const PlyRecord& ply) {
        if (ply.token) {
            apply_ply(pos, ply);
            // The kind names what the ply is for a move list, under the termination's name ("R" reads like a rook).
            const Termination kind = ply.token == 'R'   ? Termination::RESIGNATION
                                     : ply.token == 'T' ? Termination::TIME_FORFEIT
                                                        : Termination::AGREEMENT;
            return {.text = std::string(1, ply.token),
                    .display = std::string(1, ply.token),
                    .kind = std::string(to_string(kind))};
        }
        MoveView v = describe(ply.move);
        const Seat mover = pos.side_to_move();
        const std::vector<PieceView> before = pieces();
        pos.make(ply.move);
        v.captured = captured_piece(before, pieces(), mover);
        return v;
    }

    void unmake(const PlyRecord& ply) {
        if (ply.token)
            pos.unmake_resign();
        else
            pos.unmake(ply.move);
    }

    /// Every draw of four-player chess is automatic: nothing to claim.
    Error no_claim(std::string_view) const {
        return make_error("ERR_NO_CLAIM", "four-player chess has no draw claims: its draws are automatic");
    }

    std::string seat_tag(Seat s) const {
        constexpr std::string_view SEAT_TAGS[] = {"Red", "Blue", "Yellow", "Green"};
        return std::string(SEAT_TAGS[s]);
    }

    /// PGN4 with the result once the game is over: the place of each seat in seat order ("1-3-2-3", the ranking of
    /// engine/core/ranking.h), their points in a Points tag ("21-5-0-13") and a Termination tag; "*" while it goes
    /// on.
    std::string write_record(PgnTags tags, const Outcome& o) const {
        std::string result = "*";
        if (o.over()) {
            const auto joined = [](auto value) {
                std::string text;
                for (Seat s = 0; s < SEAT_NB; ++s) {
                    if (s)
                        text += '-';
                    text += std::to_string(value(s));
                }
                return text;
            };
            const Places places = places_of(*this, o);
            result = joined([&](Seat s) { return places[size_t(s)]; });
            set_pgn_tag(tags, "Points", joined([&](Seat s) { return pos.points(s); }));
            if (pgn_tag(tags, "Termination").empty())
                set_pgn_tag(tags, "Termination", std::string(to_string(o.termination)));
        }
        return write_pgn4(startPos, plies, tags, result);
    }
};

Result<Position> parse_or_start(std::string_view fen) {
    return fen.empty() ? Result<Position>(Position::start()) : Position::from_fen(fen);
}

Result<std::unique_ptr<Game>> create(std::string_view fen) {
    Result<Position> start = parse_or_start(fen);
    if (!start)
        return start.error();
    return std::unique_ptr<Game>(std::make_unique<FourPlayerGame>(start.value()));
}

/// Replays PGN4 movetext: StartFen4 ("4PC" or a FEN4) is the start; R and T resign the side to move, D is the agreed
/// draw; S is skipped (the rules stalemate a seat by themselves when its turn comes), and so is the result of a
/// finished game (the four points), which the replay finds by itself.
Result<std::unique_ptr<Game>> import_record(std::string_view text) {
    return import_game_record<FourPlayerGame>(
        text,
        [](const PgnTags& tags) -> Result<Position> {
            const std::string fen = pgn_tag(tags, "StartFen4");
            Result<Position> start = parse_or_start(fen == "4PC" ? std::string() : fen);
            if (!start)
                return make_error("ERR_PGN_FEN", "StartFen4 tag: " + start.error().message);
            return start;
        },
        "S");
}

} // namespace

GameInfo game_info() {
    return {.name = "fourplayer",
            .title = "Four-player chess",
            .seats = 4,
            .duration = "20-60 min",
            .complexity = 4,
            .create = create,
            .import_record = import_record,
            .perft = make_perft_runner<Position>(parse_or_start, [](Move m) { return to_text(m); }),
            .options = room_options(),
            .start_fen = start_fen_for,
            .points = true,
            .seat_names = seat_names(),
            .record_format = "pgn4",
            .seat_kind = "K"};
}

} // namespace littletable::fourplayer
