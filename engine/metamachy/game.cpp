// Metamachy's texts for the Game adapter (engine/chess/chess_like_game.h): the 12x12 board, piece kinds by Jocly's
// letters, move views (the setup choice with one choice per chief square, promotions with their piece), and the
// record as PGN with a Variant tag.
#include "engine/metamachy/game.h"

#include "engine/chess/chess_like_game.h"
#include "engine/chess/variant_record.h"
#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/notation.h"
#include "engine/metamachy/registration.h"

namespace littletable::metamachy {

namespace {

constexpr std::string_view PIECE_NAMES[PIECE_TYPE_NB] = {
    "", "pawn", "prince", "knight", "camel", "elephant", "bishop", "rook", "cannon", "eagle", "lion", "queen", "king"};

SquareIndex index_of(Square s) { return SquareIndex(geometry_index(s)); }

MoveChoice choice(Square s, PieceType pt) {
    return {index_of(s), std::string(1, PIECE_LETTERS[pt]), std::string(PIECE_NAMES[pt]), {}};
}

struct MetamachyNotation {
    using Position = metamachy::Position;
    static constexpr std::string_view NAME = "metamachy";

    static const Geometry& geometry() { return boards::metamachy12x12(); }
    static SquareIndex royal_square(const Position& pos) { return index_of(pos.king_square(pos.side_to_move())); }

    static std::vector<PieceView> pieces(const Position& pos) {
        std::vector<PieceView> out;
        for (int i = 0; i < FILE_NB * RANK_NB; ++i) {
            const Piece p = pos.piece_on(from_geometry_index(i));
            if (p != NO_PIECE)
                out.push_back({SquareIndex(i), Seat(color_of(p)), std::string(1, PIECE_LETTERS[type_of(p)]), {}});
        }
        return out;
    }

    /// Long algebraic first, then SAN.
    static Result<Move> parse(const Position& pos, std::string_view text) { return parse_move(pos, text); }

    static std::string record(const Position& start, const std::vector<Move>& moves, const PgnTags& tags,
                              std::string_view result) {
        return chess::write_variant_record(
            start, moves, tags, result, "Metamachy", START_FEN,
            [](Position& pos, Move m, const MoveList& legal) { return to_san(pos, m, legal); });
    }

    /// The setup choice: kind "setup" on f12, one choice per chief square (f12 g12 f11 g11, Black's; White copies
    /// it), the default arrangement suggested. En passant: kind "en-passant". A promotion: its piece as its one choice.
    static MoveView view(Position& pos, Move m, const MoveList& legal) {
        MoveView v{to_lan(m), index_of(m.from()), index_of(m.to()), to_san(pos, m, legal), {}, {}, false};
        if (m.kind() == SETUP) {
            v.kind = move_kind::SETUP;
            const Arrangement& a = arrangements()[size_t(m.extra())];
            for (size_t i = 0; i < 4; ++i)
                v.choices.push_back(choice(chief_squares(BLACK)[i], a[i]));
            v.suggested = m.extra() == default_arrangement();
        }
        if (m.kind() == EN_PASSANT)
            v.kind = move_kind::EN_PASSANT;
        if (m.kind() == PROMOTION)
            v.choices.push_back(choice(m.to(), m.promotion_type()));
        return v;
    }
};

} // namespace

GameInfo game_info() {
    using chess::create_game_from_fen;
    using chess::parse_fen_or_start;
    return {.name = "metamachy",
            .title = "Metamachy",
            .seats = 2,
            .duration = "30-90 min",
            .complexity = 4,
            .create = create_game_from_fen<MetamachyNotation>,
            .import_record = chess::import_variant_record<MetamachyNotation>,
            .perft = make_perft_runner<Position>(parse_fen_or_start<MetamachyNotation>, to_lan),
            .seat_kind = "K"};
}

} // namespace littletable::metamachy
