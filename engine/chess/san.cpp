// Standard Algebraic Notation, written and read (see san.h).
//
// Writing follows the PGN standard §8.2.3 and the FIDE Laws, Appendix C: a piece letter (none for pawns), the
// disambiguator, 'x' on captures (a pawn capture names its file of departure), the destination, "=Q" on
// promotion, and '+' or '#'. The disambiguator is decided among the *legal* moves of the same piece type to
// the same square: the file of departure if no other such piece stands on it, else the rank if no other
// stands on that, else both (FIDE C.10.3: Ngf3, N5f3, Nhf3; three queens: Qh4e1).
//
// Reading is a small hand-written scanner over at most 8 characters (the longest SAN body, "Pa7xb8=Q", once
// suffixes are stripped), then a filter over the legal moves: whatever the text, the work is bounded and no
// index leaves the string.
#include "engine/chess/san.h"

#include "engine/core/san_disambiguator.h"
#include "engine/core/san_match.h"
#include "engine/core/text.h"

#include <cassert>
#include <optional>
#include <vector>

namespace littletable::chess {

namespace {

/// Piece letters indexed by PieceType; a pawn has none.
constexpr std::string_view PIECE_LETTERS = "  NBRQK";
/// The longest SAN body once suffixes are gone: piece, file, rank, 'x', square, '=', piece.
constexpr size_t MAX_SAN_BODY = 8;

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/// The piece an upper-case SAN letter names ('P' for pawns is tolerated), or NO_PIECE_TYPE.
PieceType piece_of_letter(char c) {
    switch (c) {
        case 'P':
            return PAWN;
        case 'N':
            return KNIGHT;
        case 'B':
            return BISHOP;
        case 'R':
            return ROOK;
        case 'Q':
            return QUEEN;
        case 'K':
            return KING;
        default:
            return NO_PIECE_TYPE;
    }
}

/// The piece a promotion letter names, either case ("e8=Q", "e8q"), or NO_PIECE_TYPE. Lower-case 'b' is safe
/// here: it comes after the destination's rank digit, where no file letter can stand.
PieceType promotion_of_letter(char c) {
    switch (c) {
        case 'N':
        case 'n':
            return KNIGHT;
        case 'B':
        case 'b':
            return BISHOP;
        case 'R':
        case 'r':
            return ROOK;
        case 'Q':
        case 'q':
            return QUEEN;
        default:
            return NO_PIECE_TYPE;
    }
}

Error syntax_error(std::string_view text, std::string_view hint = {}) {
    std::string message = quoted(text) + " is not SAN (e.g. e4, Nf3, exd5, O-O, e8=Q)";
    if (!hint.empty())
        message += std::string("; ") + std::string(hint);
    return make_error("ERR_SAN_SYNTAX", std::move(message));
}

/// What a SAN body says, before it is matched against the legal moves. -1 means "not given".
struct SanFields {
    bool castling = false;
    bool kingSide = false;
    PieceType piece = PAWN;
    int fromFile = -1;
    int fromRank = -1;
    Square to = SQ_NONE;
    PieceType promotion = NO_PIECE_TYPE;
};

/// "O-O", "0-0", "o-o" and the queen-side forms: 1 king side, 2 queen side, 0 neither.
int castling_side(std::string_view body) {
    std::string norm;
    for (char c : body)
        norm += (c == '0' || c == 'o') ? 'O' : c;
    return norm == "O-O" ? 1 : norm == "O-O-O" ? 2 : 0;
}

/// Splits a SAN body (no suffixes, at most MAX_SAN_BODY characters) into its fields, or nullopt if the text is
/// not shaped like SAN. `hint` is set when a likely mistake deserves a word.
std::optional<SanFields> scan_body(std::string_view body, std::string_view& hint) {
    SanFields f;
    if (const int side = castling_side(body)) {
        f.castling = true;
        f.kingSide = side == 1;
        return f;
    }
    size_t begin = 0, end = body.size();
    const bool lettered = end > 0 && piece_of_letter(body[0]) != NO_PIECE_TYPE;
    if (lettered)
        f.piece = piece_of_letter(body[begin++]);

    // From the right: promotion piece (with or without '='), then the destination square.
    if (end > begin && promotion_of_letter(body[end - 1]) != NO_PIECE_TYPE) {
        size_t square = end - 1; // where the destination ends
        if (square > begin && body[square - 1] == '=')
            --square;
        if (square - begin >= 2 && is_rank(body[square - 1])) {
            f.promotion = promotion_of_letter(body[end - 1]);
            end = square;
        }
    }
    if (end - begin < 2 || !is_file(body[end - 2]) || !is_rank(body[end - 1]))
        return std::nullopt;
    f.to = make_square(File(body[end - 2] - 'a'), Rank(body[end - 1] - '1'));
    end -= 2;

    // What is left: an optional 'x' after an optional file and rank of departure.
    if (end > begin && body[end - 1] == 'x')
        --end;
    if (end > begin && is_file(body[begin]))
        f.fromFile = body[begin++] - 'a';
    if (end > begin && is_rank(body[begin]))
        f.fromRank = body[begin++] - '1';
    if (begin != end)
        return std::nullopt;

    if (f.piece == PAWN) {
        // A pawn is named by its file alone ("exd5"; without a file it is a push); "e2e4" is UCI text.
        if (f.fromRank >= 0) {
            if (!lettered && f.fromFile >= 0 && end == 2)
                hint = "this looks like UCI text, which parse_uci_move reads";
            return std::nullopt;
        }
    } else if (f.promotion != NO_PIECE_TYPE)
        return std::nullopt; // only pawns promote
    return f;
}

} // namespace

std::string disambiguator(Square from, Bitboard rivals) {
    return san_disambiguator(file_of(from), rank_of(from), rivals != 0, rivals & file_bb(file_of(from)),
                             rivals & rank_bb(rank_of(from)));
}

std::string to_san(Position& pos, Move m) {
    MoveList legal;
    pos.generate_legal(legal);
    return to_san(pos, m, legal);
}

std::string to_san(Position& pos, Move m, const MoveList& legal) {
    assert(legal.contains(m));
    const Square from = m.from(), to = m.to();
    std::string san;

    if (m.type() == CASTLING)
        san = file_of(to) > file_of(from) ? "O-O" : "O-O-O";
    else {
        const PieceType pt = type_of(pos.piece_on(from));
        const bool capture = m.type() == EN_PASSANT || !pos.empty(to);
        if (pt == PAWN) {
            if (capture)
                san += char('a' + file_of(from));
        } else {
            san += PIECE_LETTERS[pt];
            // Other pieces of the same type that could legally go to the same square.
            Bitboard rivals = 0;
            for (Move other : legal)
                if (other != m && other.to() == to && other.type() != CASTLING &&
                    type_of(pos.piece_on(other.from())) == pt)
                    rivals |= square_bb(other.from());
            san += disambiguator(from, rivals);
        }
        if (capture)
            san += 'x';
        san += square_name(to);
        if (m.type() == PROMOTION) {
            san += '=';
            san += PIECE_LETTERS[m.promotion_type()];
        }
    }

    append_check_mark(pos, m, legal, san);
    return san;
}

Result<Move> parse_san(Position& pos, std::string_view san) {
    // Step 1. Trim blanks, then the check, mate and annotation marks.
    std::string_view body = san;
    while (!body.empty() && is_blank(body.front()))
        body.remove_prefix(1);
    while (!body.empty() && is_blank(body.back()))
        body.remove_suffix(1);
    while (!body.empty() && std::string_view("+#!?").find(body.back()) != std::string_view::npos)
        body.remove_suffix(1);
    if (body.empty())
        return san.empty() ? make_error("ERR_SAN_SYNTAX", "empty move text") : syntax_error(san);
    if (body.size() > MAX_SAN_BODY)
        return syntax_error(san);

    // Step 2. Scan the fields.
    std::string_view hint;
    const std::optional<SanFields> fields = scan_body(body, hint);
    if (!fields)
        return syntax_error(san, hint);
    const SanFields& f = *fields;

    // Step 3. Keep the legal moves that match. The capture 'x' is not checked: the squares decide the move.
    MoveList legal;
    pos.generate_legal(legal);
    SanMatcher<Move> matcher({.piece = f.piece,
                              .pawn = PAWN,
                              .fromFile = f.fromFile,
                              .fromRank = f.fromRank,
                              .to = f.to,
                              .toFile = f.to == SQ_NONE ? -1 : file_of(f.to),
                              .promotion = f.promotion == NO_PIECE_TYPE ? 0 : f.promotion});
    for (Move m : legal) {
        if (f.castling) {
            if (m.type() == CASTLING && (m.to() > m.from()) == f.kingSide)
                matcher.add(m);
            continue;
        }
        if (m.type() != CASTLING)
            matcher.offer(m, {type_of(pos.piece_on(m.from())), file_of(m.from()), rank_of(m.from()), m.to(),
                              m.type() == PROMOTION ? m.promotion_type() : 0});
    }
    return matcher.result(san, f.to == SQ_NONE ? std::string() : square_name(f.to) + "=Q",
                          [&](Move m) { return to_san(pos, m); });
}

} // namespace littletable::chess
