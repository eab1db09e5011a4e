// Metamate's texts for the Game adapter (engine/chess/chess_like_game.h): piece kinds with the squares a Meta
// copies, move views whose choices carry labels and the pieces an evolved or new Meta would copy, and the record as
// PGN with a Variant tag.
#include "engine/metamate/game.h"

#include "engine/chess/chess_like_game.h"
#include "engine/chess/variant_record.h"
#include "engine/metamate/notation.h"

namespace littletable::metamate {

using namespace chess;

namespace {

constexpr std::string_view PIECE_KINDS = " PNBRQK";
constexpr std::string_view PIECE_NAMES[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
constexpr std::string_view CONFIG_LABELS[CONFIG_NB] = {
    "M1 horizontal: copies left and right",
    "M1 vertical: copies forward and backward",
    "M2.1: copies the 4 orthogonal neighbours",
    "M2.2: copies the 4 diagonal neighbours",
    "M3: copies all 8 neighbours",
    "M4: copies all 8 neighbours, own and enemy",
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

    /// PGN (engine/chess/variant_record.h) with [Variant "Metamate"], the display texts, and setup choices before
    /// the first move number.
    static std::string record(const Position& start, const std::vector<Move>& moves, const PgnTags& tags,
                              std::string_view result) {
        return write_variant_record(
            start, moves, tags, result, "Metamate", START_FEN,
            [](Position& pos, Move m, const MoveList& legal) { return to_display(pos, m, legal); });
    }

    static MoveView view(Position& pos, Move m, const MoveList& legal) {
        MoveView v{
            to_text(pos, m), SquareIndex(m.from()), SquareIndex(m.to()), to_display(pos, m, legal), {}, {}, false};
        if (m.kind() == SETUP)
            v.kind = move_kind::SETUP;
        if (m.kind() == EN_PASSANT)
            v.kind = move_kind::EN_PASSANT;
        if (m.kind() == CASTLING) {
            v.kind = move_kind::CASTLING;
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

/// Each Meta configuration's copy squares as steps from a square in the middle of the board (§3).
std::vector<CopyingKind> meta_kinds() {
    std::vector<CopyingKind> out;
    const Square centre = SQ_E4;
    for (int c = 0; c < CONFIG_NB; ++c) {
        CopyingKind k{config_kind(MetaConfig(c)), {}, c == M4};
        for (Bitboard b = copy_squares(MetaConfig(c), centre); b;) {
            const int s = pop_lsb(b);
            k.steps.push_back({s % 8 - int(centre) % 8, s / 8 - int(centre) / 8});
        }
        out.push_back(std::move(k));
    }
    return out;
}

} // namespace

GameInfo game_info() {
    return {.name = "metamate",
            .title = "Metamate",
            .seats = 2,
            .duration = "15-60 min",
            .complexity = 4,
            .create = create_game_from_fen<MetamateNotation>,
            .import_record = import_variant_record<MetamateNotation>,
            .perft = make_perft_runner<Position>(parse_fen_or_start<MetamateNotation>,
                                                 [](const Position& pos, Move m) { return to_text(pos, m); }),
            .copying_kinds = meta_kinds(),
            .seat_kind = "K"};
}

} // namespace littletable::metamate
