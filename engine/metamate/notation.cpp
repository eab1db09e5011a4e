#include "engine/metamate/notation.h"

#include <vector>

#include "engine/chess/san.h"
#include "engine/core/text.h"

namespace littletable::metamate {

using namespace chess;

namespace {

/// The longest text worth reading: a move with five other promotions is 9 + 5 * 4 characters, a display of one
/// 10 + 5 * 6 and its mark.
constexpr size_t MAX_TEXT = 48;
constexpr std::string_view PIECE_LETTERS = "  NBRQK";

/// The form as a canonical suffix: "q", "m1h", "" for none.
// Texts are built by appending: GCC 12 warns (-Wrestrict, a false positive) on "literal" + std::string.

std::string form_text(Form f) {
    std::string s;
    if (is_meta_form(f)) {
        s = 'm';
        s += CONFIG_NAMES[config_of(f)];
    } else if (f != NO_FORM)
        s = char(PIECE_LETTERS[piece_type_of(f)] - 'A' + 'a');
    return s;
}

/// The form as a display suffix: "=Q", "=M1h".
std::string form_display(Form f) {
    std::string s;
    if (f != NO_FORM) {
        s = '=';
        s += is_meta_form(f) ? config_kind(config_of(f)) : std::string(1, PIECE_LETTERS[piece_type_of(f)]);
    }
    return s;
}

/// Where the castling mover goes, and the canonical text's destination: the king's own square, or for a Meta
/// castling as the king its rook's square.
Square castling_text_target(const Position& pos, Move m) {
    return type_of(pos.piece_on(m.from())) == KING ? castling_squares(m.from(), m.to()).moverTo : m.to();
}

bool is_move_character(char c) {
    return (c >= 'a' && c <= 'h') || (c >= '1' && c <= '8') ||
           std::string_view("KQRBNMPqrbnmvxX=+#-Oo0@.,").find(c) != std::string_view::npos;
}

std::string strip_marks(std::string_view s) {
    while (!s.empty() && (s.back() == '+' || s.back() == '#'))
        s.remove_suffix(1);
    return std::string(s);
}

} // namespace

std::string config_kind(MetaConfig c) {
    std::string s(1, 'M');
    s += CONFIG_NAMES[c];
    return s;
}

std::string to_text(const Position& pos, Move m) {
    std::string s;
    if (m.kind() == SETUP) {
        s = form_text(m.form());
        s += '@';
        s += square_name(m.from());
        return s;
    }
    s = square_name(m.from());
    // A Meta's en passant capture is marked: the same Meta may also move to that square without capturing.
    if (m.kind() == EN_PASSANT && type_of(pos.piece_on(m.from())) == META)
        s += 'x';
    s += square_name(m.kind() == CASTLING ? castling_text_target(pos, m) : m.to());
    s += form_text(m.form());
    if (m.other_promotions()) {
        Bitboard others = pos.board().promoted_by(m, pos.side_to_move());
        for (int i = 0; others; ++i) {
            s += ',';
            s += square_name(pop_lsb(others));
            s += form_text(Form(m.other_promotion(i)));
        }
    }
    return s;
}

std::string to_display(Position& pos, Move m, const MoveList& legal) {
    const Square from = m.from(), to = m.to();
    const PieceType pt = type_of(pos.piece_on(from));
    std::string s;
    if (m.kind() == SETUP) {
        s = config_kind(config_of(m.form()));
        s += '@';
        s += square_name(from);
    } else if (m.kind() == CASTLING) {
        if (pt == META)
            s = 'M';
        s += file_of(to) > file_of(from) ? "O-O" : "O-O-O";
    } else {
        const bool capture = m.kind() == EN_PASSANT || !pos.empty(to);
        if (pt == PAWN) {
            if (capture)
                s += char('a' + file_of(from));
        } else {
            s += pt == META ? 'M' : PIECE_LETTERS[pt];
            Bitboard rivals = 0;
            for (Move other : legal)
                if (other.from() != from && other.to() == to && other.kind() != CASTLING && other.kind() != SETUP &&
                    type_of(pos.piece_on(other.from())) == pt)
                    rivals |= square_bb(other.from());
            s += disambiguator(from, rivals);
        }
        if (capture)
            s += 'x';
        s += square_name(to);
        s += form_display(m.form());
    }
    if (m.other_promotions()) {
        Bitboard others = pos.board().promoted_by(m, pos.side_to_move());
        for (int i = 0; others; ++i) {
            s += ",M";
            s += square_name(pop_lsb(others));
            s += form_display(Form(m.other_promotion(i)));
        }
    }
    append_check_mark(pos, m, legal, s);
    return s;
}

Result<Move> parse_move(const Position& pos, std::string_view text) {
    if (text.empty())
        return make_error("ERR_MOVE_SYNTAX", "empty move text");
    if (text.size() > MAX_TEXT)
        return make_error("ERR_MOVE_SYNTAX", quoted(text) + " is too long for a Metamate move");
    for (char c : text)
        if (!is_move_character(c))
            return make_error("ERR_MOVE_SYNTAX", quoted(text) + " is not a Metamate move (e.g. e2e4, e7e8q, d5e6m2.1, "
                                                                "m1h@e2, or a display text such as Mxe5=M2.1)");
    MoveList legal;
    pos.generate_legal(legal);
    std::vector<std::string> sameSquares; // canonical texts that start with the text's two squares
    for (Move m : legal) {
        const std::string canonical = to_text(pos, m);
        if (canonical == text)
            return m;
        if (text.size() >= 4 && canonical.size() > 4 && canonical.compare(0, 4, text.substr(0, 4)) == 0)
            sameSquares.push_back(canonical);
    }
    // Not a canonical text: a display text, with or without its check mark.
    Position scratch = pos;
    const std::string wanted = strip_marks(text);
    std::vector<Move> byDisplay;
    for (Move m : legal)
        if (strip_marks(to_display(scratch, m, legal)) == wanted)
            byDisplay.push_back(m);
    if (byDisplay.size() == 1)
        return byDisplay[0];
    if (byDisplay.size() > 1) {
        std::string list;
        for (Move m : byDisplay)
            list += (list.empty() ? "" : ", ") + to_text(pos, m);
        return make_error("ERR_AMBIGUOUS_MOVE", quoted(text) + " is ambiguous: it could be " + list);
    }
    if (!sameSquares.empty() && text.size() == 4) {
        std::string list;
        for (const std::string& t : sameSquares)
            list += (list.empty() ? "" : ", ") + t;
        return make_error("ERR_ILLEGAL_MOVE", quoted(text) + " needs a choice: one of " + list);
    }
    return make_error("ERR_ILLEGAL_MOVE", quoted(text) + " is not a legal move in this position");
}

} // namespace littletable::metamate
