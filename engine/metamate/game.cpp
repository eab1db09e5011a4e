// Metamate's texts for the Game adapter (engine/chess/chess_like_game.h): piece kinds with the squares a Meta
// copies, move views whose choices carry labels and the pieces an evolved or new Meta would copy, and the record as
// PGN with a Variant tag.
#include "engine/metamate/game.h"

#include <optional>

#include "engine/chess/chess_like_game.h"
#include "engine/core/pgn_text.h"
#include "engine/core/text.h"
#include "engine/metamate/notation.h"

namespace littletable::metamate {

using namespace chess;

namespace {

constexpr std::string_view PIECE_KINDS = " PNBRQK";
constexpr std::string_view PIECE_NAMES[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
constexpr std::string_view CONFIG_LABELS[CONFIG_NB] = {
    "M1 horizontal: copies left and right",    "M1 vertical: copies forward and backward",
    "M2.1: copies the 4 orthogonal neighbours", "M2.2: copies the 4 diagonal neighbours",
    "M3: copies all 8 neighbours",              "M4: copies all 8 neighbours, own and enemy",
};

std::vector<SquareIndex> squares_of(Bitboard b) {
    std::vector<SquareIndex> out;
    while (b)
        out.push_back(SquareIndex(pop_lsb(b)));
    return out;
}

/// A choice: what the piece on `s` becomes. For a Meta, `after` (the board after the move) tells what it copies.
MoveChoice choice(Square s, Form f, const Board& after) {
    if (!is_meta_form(f)) {
        const PieceType pt = piece_type_of(f);
        return {SquareIndex(s), std::string(1, PIECE_KINDS[pt]), std::string(PIECE_NAMES[pt]), {}};
    }
    const MetaConfig c = config_of(f);
    return {SquareIndex(s), config_kind(c), std::string(CONFIG_LABELS[c]), squares_of(after.copy_sources(s))};
}

struct MetamateNotation {
    using Position = metamate::Position;
    static constexpr std::string_view NAME = "metamate";

    static std::vector<PieceView> pieces(const Position& pos) {
        std::vector<PieceView> out;
        for (int i = 0; i < 64; ++i) {
            const Square s = Square(i);
            const Piece p = pos.piece_on(s);
            if (p == NO_PIECE)
                continue;
            if (type_of(p) == META)
                out.push_back({SquareIndex(s), Seat(color_of(p)), config_kind(pos.config_on(s)),
                               squares_of(pos.copy_sources(s))});
            else
                out.push_back({SquareIndex(s), Seat(color_of(p)), std::string(1, PIECE_KINDS[type_of(p)]), {}});
        }
        return out;
    }

    static Result<Move> parse(const Position& pos, std::string_view text) { return parse_move(pos, text); }

    /// PGN (engine/core/pgn_text.h) with [Variant "Metamate"], the display texts, and setup choices before the
    /// first move number.
    static std::string record(const Position& start, const std::vector<Move>& moves, const PgnTags& tags,
                              std::string_view result) {
        PgnTags all = tags;
        if (pgn_tag(all, "Variant").empty())
            all.emplace_back("Variant", "Metamate");
        Position pos = start;
        std::vector<std::string> tokens;
        bool first = true;
        for (Move m : moves) {
            if (!pos.in_setup()) {
                if (pos.side_to_move() == WHITE)
                    tokens.push_back(std::to_string(pos.fullmove_number()) + ".");
                else if (first)
                    tokens.push_back(std::to_string(pos.fullmove_number()) + "...");
                first = false;
            }
            MoveList legal;
            pos.generate_legal(legal);
            tokens.push_back(to_display(pos, m, legal));
            pos.make(m);
        }
        const std::string fen = start.fen();
        return write_pgn_tags(all, result, fen != START_FEN ? fen : std::string()) + "\n" +
               write_pgn_movetext(tokens, result);
    }

    static MoveView view(Position& pos, Move m, const MoveList& legal) {
        MoveView v{to_text(pos, m), SquareIndex(m.from()), SquareIndex(m.to()), to_display(pos, m, legal), {}, {}};
        if (m.kind() == SETUP)
            v.kind = "setup";
        if (m.kind() == EN_PASSANT)
            v.kind = "en-passant";
        if (m.kind() == CASTLING) {
            v.kind = "castling";
            if (type_of(pos.piece_on(m.from())) == KING)
                v.to = SquareIndex(castling_squares(m.from(), m.to()).moverTo);
        }
        if (m.form() == NO_FORM && !m.other_promotions())
            return v;
        Board after = pos.board();
        Touched touched;
        after.apply(m, pos.side_to_move(), touched);
        if (m.form() != NO_FORM)
            v.choices.push_back(choice(m.to(), m.form(), after));
        Bitboard others = m.other_promotions() ? pos.board().promoted_by(m, pos.side_to_move()) : 0;
        for (int i = 0; others; ++i)
            v.choices.push_back(choice(pop_lsb(others), Form(m.other_promotion(i)), after));
        return v;
    }
};

using MetamateGame = ChessLikeGame<MetamateNotation>;

/// Replays a record's movetext: the start from the FEN tag (or the standard start before the setup), then each
/// token as a canonical or display text.
class MetamateMoveReader final : public PgnMoveReader {
public:
    std::optional<Error> begin(const PgnTags& tags) override {
        const std::string fen = pgn_tag(tags, "FEN");
        if (fen.empty() && pgn_tag(tags, "SetUp") == "1")
            return make_error("ERR_PGN_FEN", "SetUp is \"1\" but there is no FEN tag");
        Result<Position> start = parse_fen_or_start<MetamateNotation>(fen);
        if (!start)
            return make_error("ERR_PGN_FEN", "FEN tag: " + start.error().message);
        game.emplace(start.value());
        return std::nullopt;
    }

    std::optional<Error> play(std::string_view token) override {
        const size_t ply = game->history().size() + 1;
        if (Result<MoveView> r = game->play(token); !r) {
            std::string message = "move " + std::to_string(ply) + " (";
            message += printable(token);
            message += "): ";
            message += r.error().message;
            return make_error("ERR_PGN_MOVE", std::move(message));
        }
        return std::nullopt;
    }

    std::optional<MetamateGame> game;
};

Result<std::unique_ptr<Game>> import_record(std::string_view text) {
    MetamateMoveReader reader;
    Result<PgnText> read = read_pgn_text(text, reader);
    if (!read)
        return read.error();
    return std::unique_ptr<Game>(std::make_unique<MetamateGame>(std::move(*reader.game)));
}

} // namespace

GameInfo game_info() {
    return {.name = "metamate", .title = "Metamate", .seats = 2, .duration = "15-60 min", .complexity = 4,
            .create = create_game_from_fen<MetamateNotation>, .import_record = import_record,
            .perft = make_perft_runner<Position>(parse_fen_or_start<MetamateNotation>,
                                                 [](const Position& pos, Move m) { return to_text(pos, m); })};
}

} // namespace littletable::metamate
