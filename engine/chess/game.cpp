#include "engine/chess/game.h"

#include "engine/chess/chess_like_game.h"
#include "engine/chess/pgn.h"
#include "engine/chess/san.h"
#include "engine/chess/uci_move.h"

namespace littletable::chess {

namespace {

constexpr std::string_view PIECE_NAMES[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

/// Chess's texts: UCI long algebraic as the canonical move text, SAN as the display, PGN as the record.
struct ChessNotation {
    using Position = chess::Position;
    static constexpr std::string_view NAME = "chess";

    static std::vector<PieceView> pieces(const Position& pos) {
        std::vector<PieceView> out;
        for (int s = 0; s < 64; ++s)
            if (Piece p = pos.piece_on(Square(s)); p != NO_PIECE)
                out.push_back({SquareIndex(s), Seat(color_of(p)), std::string(1, " PNBRQK"[type_of(p)]), {}});
        return out;
    }

    static MoveView view(Position& pos, Move m, const MoveList& legal) { return view_with(m, to_san(pos, m, legal)); }

    /// UCI first ("e2e4", the canonical text), then SAN ("e4", "Nf3", "O-O").
    static Result<Move> parse(const Position& pos, std::string_view text) {
        Result<Move> uci = parse_uci_move(pos, text);
        if (uci || uci.error().code != "ERR_MOVE_SYNTAX")
            return uci;
        Position scratch = pos;
        return parse_san(scratch, text);
    }

    static std::string record(const Position& start, const std::vector<Move>& moves, const PgnTags& tags,
                              std::string_view result) {
        PgnGame g;
        g.tags = tags;
        g.startFen = start.fen();
        g.moves = moves;
        g.result = std::string(result);
        return write_pgn(g);
    }

    /// The view of a move: castling has kind "castling", en passant "en-passant"; a promotion carries its piece
    /// as its one choice.
    static MoveView view_with(Move m, std::string san) {
        MoveView v{to_uci(m), SquareIndex(m.from()), SquareIndex(m.to()), std::move(san), {}, {}, false};
        if (m.type() == CASTLING)
            v.kind = move_kind::CASTLING;
        if (m.type() == EN_PASSANT)
            v.kind = move_kind::EN_PASSANT;
        if (m.type() == PROMOTION) {
            const PieceType pt = m.promotion_type();
            v.choices.push_back({SquareIndex(m.to()), std::string(1, " PNBRQK"[pt]), std::string(PIECE_NAMES[pt]), {}});
        }
        return v;
    }
};

/// A game from PGN: the moves read on chess's position, then replayed in the Game.
Result<std::unique_ptr<Game>> import_record(std::string_view text) {
    Result<PgnGame> pgn = read_pgn(text);
    if (!pgn)
        return pgn.error();
    Result<Position> start = Position::from_fen(pgn.value().startFen);
    if (!start)
        return start.error();
    auto game = std::make_unique<ChessLikeGame<ChessNotation>>(start.value());
    for (Move m : pgn.value().moves)
        if (Result<MoveView> r = game->play(to_uci(m)); !r)
            return r.error();
    return std::unique_ptr<Game>(std::move(game));
}

} // namespace

GameInfo game_info() {
    return {.name = "chess",
            .title = "Chess",
            .seats = 2,
            .duration = "10-60 min",
            .complexity = 3,
            .create = create_game_from_fen<ChessNotation>,
            .import_record = import_record,
            .perft = make_perft_runner<Position>(parse_fen_or_start<ChessNotation>, to_uci),
            .seat_kind = "K"};
}

} // namespace littletable::chess
