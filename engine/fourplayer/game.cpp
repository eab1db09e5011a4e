// The Game adapter of four-player chess: square indices of the cross14x14 Geometry, PGN4 display texts, points and
// eliminations by seat, resignation and time-out of the side to move and the agreed draw as plies of the record.
//
// PieceView: `owner` is the seat, or NO_SEAT for a grey piece; `kind` is "P", "N", "B", "R", "Q", "K" or "D" (the
// 1-point promoted queen).
#include "engine/fourplayer/game.h"

#include <optional>

#include "engine/core/captured_piece.h"
#include "engine/core/text.h"
#include "engine/fourplayer/notation.h"
#include "engine/fourplayer/options.h"
#include "engine/fourplayer/pgn4.h"
#include "engine/fourplayer/square_names.h"

namespace littletable::fourplayer {

namespace {

constexpr std::string_view RESIGN = "R";
constexpr std::string_view TIMEOUT = "T";
constexpr std::string_view AGREED_DRAW(&AGREED_DRAW_TOKEN, 1);
constexpr std::string_view KINDS[] = {"", "P", "N", "B", "R", "Q", "K", "D"};

class FourPlayerGame final : public Game {
public:
    explicit FourPlayerGame(const Position& start) : startPos(start), pos(start) {}

    std::string_view variant() const override { return "fourplayer"; }
    const Geometry& geometry() const override { return boards::cross14x14(); }
    int seat_count() const override { return SEAT_NB; }
    Seat side_to_move() const override { return pos.outcome().over() ? NO_SEAT : pos.side_to_move(); }
    int points(Seat s) const override { return s >= 0 && s < SEAT_NB ? pos.points(s) : 0; }
    bool eliminated(Seat s) const override { return s >= 0 && s < SEAT_NB && pos.eliminated(s); }

    /// The move limit when set: plies played since the start position, and the limit at which the game ends on
    /// points (options.h, "moveLimit").
    std::vector<Counter> counters() const override {
        if (pos.move_limit() <= 0)
            return {};
        return {{"move-limit", pos.game_ply(), pos.move_limit()}};
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

    std::vector<MoveView> legal_moves() const override {
        MoveList list;
        pos.generate_legal(list);
        std::vector<MoveView> out;
        for (Move m : list)
            out.push_back(view(m));
        return out;
    }

    Result<MoveView> play(std::string_view text) override {
        if (text == RESIGN || text == TIMEOUT || text == AGREED_DRAW)
            return play_token(text[0]);
        Result<Move> m = parse_move(pos, text);
        if (!m)
            return m.error();
        MoveView v = view(m.value());
        const Seat mover = pos.side_to_move();
        const std::vector<PieceView> before = pieces();
        pos.make(m.value());
        v.captured = captured_piece(before, pieces(), mover);
        plies.push_back({m.value(), 0});
        played.push_back(v);
        return v;
    }

    /// The side to move leaves by PGN4's tokens, "T" for a flag fall and "R" otherwise: eliminated, the game goes
    /// on (fourplayer.md).
    std::optional<std::string> elimination_move(Termination why) const override {
        return std::string(why == Termination::TIME_FORFEIT ? TIMEOUT : RESIGN);
    }
    /// An agreed draw is "D" (our own PGN4 token): 10 to each live seat, the highest score wins (fourplayer.md
    /// "Points", "End of game"; docs/rules-decisions.md, four-player 12).
    std::optional<std::string> agreed_draw_move() const override { return std::string(AGREED_DRAW); }

    /// A ply that is not a move: the side to move resigns ('R') or times out ('T'), eliminated while the game goes
    /// on (or ends on points), or the live seats agree to a draw ('D').
    Result<MoveView> play_token(char token) {
        if (pos.outcome().over())
            return make_error("ERR_GAME_OVER", "the game is over");
        const PlyRecord ply{Move(), token};
        apply_ply(pos, ply);
        plies.push_back(ply);
        // The kind names what the ply is for a move list, under the termination's name ("R" reads like a rook).
        const Termination kind = token == 'R' ? Termination::RESIGNATION
                                 : token == 'T' ? Termination::TIME_FORFEIT
                                                : Termination::AGREEMENT;
        played.push_back({.text = std::string(1, token), .display = std::string(1, token),
                          .kind = std::string(to_string(kind))});
        return played.back();
    }

    bool undo() override {
        if (plies.empty())
            return false;
        if (plies.back().token)
            pos.unmake_resign();
        else
            pos.unmake(plies.back().move);
        plies.pop_back();
        played.pop_back();
        return true;
    }

    const std::vector<MoveView>& history() const override { return played; }
    std::string fen() const override { return pos.fen(); }
    std::string start_fen() const override { return startPos.fen(); }
    Outcome outcome() const override { return pos.outcome(); }
    /// Every draw of four-player chess is automatic: nothing to claim.
    std::vector<DrawClaim> claimable_draws(std::string_view) const override { return {}; }
    Result<Outcome> claim_draw(std::string_view) override {
        return make_error("ERR_NO_CLAIM", "four-player chess has no draw claims: its draws are automatic");
    }

    /// PGN4 with `info`'s tags, its players as the Red, Blue, Yellow and Green tags, and the result: the points of
    /// the four seats ("21-5-0-13"), or "*" while the game goes on (and `info.ending` does not end it).
    std::string export_record(const RecordInfo& info) const override {
        PgnTags tags = info.tags;
        constexpr std::string_view SEAT_TAGS[] = {"Red", "Blue", "Yellow", "Green"};
        for (size_t s = 0; s < info.players.size() && s < 4; ++s)
            if (!info.players[s].empty())
                set_pgn_tag(tags, SEAT_TAGS[s], info.players[s]);
        std::string result = "*";
        if (pos.outcome().over() || info.ending.over()) {
            result.clear();
            for (Seat s = 0; s < SEAT_NB; ++s) {
                if (s)
                    result += '-';
                result += std::to_string(pos.points(s));
            }
            const Termination t = pos.outcome().over() ? pos.outcome().termination : info.ending.termination;
            if (pgn_tag(tags, "Termination").empty())
                set_pgn_tag(tags, "Termination", std::string(to_string(t)));
        }
        return write_pgn4(startPos, plies, tags, result);
    }

    std::unique_ptr<Game> clone() const override { return std::make_unique<FourPlayerGame>(*this); }

private:
    MoveView view(Move m) const {
        MoveView v{.text = to_text(m), .from = to_index(m.from()), .to = to_index(m.to()), .display = to_pgn4(pos, m)};
        if (m.kind() == CASTLING)
            v.kind = "castling";
        if (m.kind() == EN_PASSANT)
            v.kind = "en-passant";
        return v;
    }

    Position startPos;
    Position pos;
    std::vector<PlyRecord> plies;
    std::vector<MoveView> played;
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
class Pgn4MoveReader final : public PgnMoveReader {
public:
    std::optional<Error> begin(const PgnTags& tags) override {
        const std::string fen = pgn_tag(tags, "StartFen4");
        Result<Position> start = parse_or_start(fen == "4PC" ? std::string() : fen);
        if (!start)
            return make_error("ERR_PGN_FEN", "StartFen4 tag: " + start.error().message);
        game.emplace(start.value());
        return std::nullopt;
    }

    std::optional<Error> play(std::string_view token) override {
        if (token == "S")
            return std::nullopt;
        const size_t ply = game->history().size() + 1;
        Result<MoveView> r = token == "R" || token == "T" || token == AGREED_DRAW ? game->play_token(token[0])
                                                                                   : game->play(token);
        if (!r)
            return make_error("ERR_PGN_MOVE",
                              "move " + std::to_string(ply) + " (" + printable(token) + "): " + r.error().message);
        return std::nullopt;
    }

    std::optional<FourPlayerGame> game;
};

Result<std::unique_ptr<Game>> import_record(std::string_view text) {
    Pgn4MoveReader reader;
    Result<PgnText> read = read_pgn_text(text, reader);
    if (!read)
        return read.error();
    return std::unique_ptr<Game>(std::make_unique<FourPlayerGame>(std::move(*reader.game)));
}

} // namespace

GameInfo game_info() {
    return {.name = "fourplayer", .title = "Four-player chess", .seats = 4, .duration = "20-60 min", .complexity = 4,
            .create = create, .import_record = import_record,
            .perft = make_perft_runner<Position>(parse_or_start, [](Move m) { return to_text(m); }),
            .options = room_options(), .start_fen = start_fen_for, .points = true, .seat_names = seat_names(),
            .record_format = "pgn4"};
}

} // namespace littletable::fourplayer
