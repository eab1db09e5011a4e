// The fields of a chess FEN, read and written one at a time: shared by Chess (position.cpp) and Metamate
// (engine/metamate/fen.cpp), whose FEN is chess's with Meta tokens on the board and an optional setup field.
//
// Every reader returns an Error whose code names the field (ERR_FEN_BOARD, ERR_FEN_SIDE, ERR_FEN_CASTLING,
// ERR_FEN_EN_PASSANT, ERR_FEN_HALFMOVE, ERR_FEN_FULLMOVE) and whose message names it in words.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/bitboard.h"
#include "engine/chess/types.h"
#include "engine/core/result.h"

namespace littletable::chess::fen {

/// The fields of a FEN, split at runs of blanks (space, tab, CR, LF).
std::vector<std::string_view> split_fields(std::string_view fen);

/// Reads the piece token at the start of `text` (at least one character) for square `s`, places it, and returns
/// how many characters it took; or an ERR_FEN_BOARD error.
using PieceReader = std::function<Result<size_t>(std::string_view text, Square s)>;

/// Field 1: ranks 8 to 1 separated by '/', each of 8 squares: digits 1-8 count empty squares, anything else
/// starts a piece token read by `read`. Errors: ERR_FEN_BOARD (rank lengths, rank count, and `read`'s).
Result<Ok> parse_board(std::string_view field, const PieceReader& read);
/// The orthodox piece a FEN letter names (PNBRQK white, pnbrqk black). Error: ERR_FEN_BOARD.
Result<Piece> piece_of_letter(char c);
/// The FEN letter of an orthodox piece.
char letter_of(Piece p);

/// Field 1 written: `token(s)` is the text of the piece on `s`, empty for an empty square.
std::string write_board(const std::function<std::string(Square)>& token);

/// Field 2: "w" or "b". Error: ERR_FEN_SIDE.
Result<Color> parse_side(std::string_view field);
/// Fields 1 and 2 of `fields` (at least two): the board through `read`, then the side to move.
Result<Color> parse_board_and_side(const std::vector<std::string_view>& fields, const PieceReader& read);

/// Field 3: "-", or KQkq, X-FEN or Shredder letters (A-H / a-h naming the rook's file). A right needs its king
/// on e1/e8 and its rook on a corner (Chess960 is not played here); `pieceOn` tells what stands on a square.
/// Returns the rights as a CastlingRights set. Error: ERR_FEN_CASTLING.
Result<uint8_t> parse_castling(std::string_view field, const std::function<Piece(Square)>& pieceOn);
/// Field 3 written: "KQkq" order, "-" for none.
std::string write_castling(uint8_t rights);

/// Field 4's syntax: "-" gives SQ_NONE, else a square name. Error: ERR_FEN_EN_PASSANT.
Result<Square> parse_en_passant(std::string_view field);

/// Fields 5 and 6: the halfmove clock (0-65535) and the fullmove number (1-1000000).
struct Counters {
    int halfmove = 0;
    int fullmove = 1;
};
/// The fields a FEN has: the board, side, castling and en passant fields, then the counters, either or both of
/// which may be missing, as Stockfish reads a FEN (docs/rules-decisions.md, Chess 3).
constexpr size_t MIN_FIELDS = 4;
constexpr size_t MAX_FIELDS = 6;
/// Fields 5 and 6 of `fields` where present (else 0 and 1); a fullmove number 0 is read as 1, as Stockfish does.
/// Errors: ERR_FEN_HALFMOVE, ERR_FEN_FULLMOVE.
Result<Counters> parse_counters(const std::vector<std::string_view>& fields);

/// The material of any legal chess or Metamate position (ERR_FEN_ILLEGAL): exactly one king a side, no pawn on the
/// first or last rank, and no more pawns and promoted pieces than a side's 8 pawns allow (every piece beyond the
/// initial set counts as promoted; Metamate's Metas beyond the first too). `pieces(c, pt)`: c's pieces of type pt.
std::optional<Error> check_material(const std::function<Bitboard(Color, PieceType)>& pieces);

} // namespace littletable::chess::fen
