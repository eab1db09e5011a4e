// Metamachy's long algebraic and SAN texts, written and read (see notation.h). Readers are small scanners over
// bounded input followed by a filter over the legal moves: whatever the text, the work is bounded.
#include "engine/metamachy/notation.h"

#include <optional>
#include <vector>

#include "engine/chess/san.h"
#include "engine/core/san_disambiguator.h"
#include "engine/core/san_match.h"
#include "engine/core/text.h"
#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/square_names.h"

namespace littletable::metamachy {

namespace {

constexpr std::string_view SETUP_SUFFIX = "@f12";
/// The longest SAN body once suffixes are gone: piece, file, rank (2), 'x', square (3), '=', piece.
constexpr size_t MAX_SAN_BODY = 11;

bool is_file(char c) { return c >= 'a' && c < 'a' + FILE_NB; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_blank(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && is_blank(s.back()))
        s.remove_suffix(1);
    return s;
}

/// The promotion piece a letter names, either case (Queen, Lion, Eagle only), or NO_PIECE_TYPE.
PieceType promotion_of_letter(char c) {
    switch (c) {
        case 'Q':
        case 'q':
            return QUEEN;
        case 'L':
        case 'l':
            return LION;
        case 'A':
        case 'a':
            return EAGLE;
        default:
            return NO_PIECE_TYPE;
    }
}

char lower(char c) { return char(c - 'A' + 'a'); }

/// Reads a square name at `text[i]` (a file and one or two digits, the longest that names a square); advances i.
std::optional<Square> scan_square(std::string_view text, size_t& i) {
    if (i >= text.size() || !is_file(text[i]))
        return std::nullopt;
    for (size_t len : {size_t(3), size_t(2)})
        if (i + len <= text.size() && is_digit(text[i + len - 1]) && is_digit(text[i + 1]))
            if (std::optional<Square> s = parse_square(text.substr(i, len))) {
                i += len;
                return s;
            }
    return std::nullopt;
}

Error illegal(std::string_view text, std::string why = "is not a legal move in this position") {
    return make_error("ERR_ILLEGAL_MOVE", quoted(text) + " " + why);
}

/// What a SAN body says before it is matched against the legal moves; -1 means "not given".
struct SanFields {
    PieceType piece = PAWN;
    int fromFile = -1, fromRank = -1;
    Square to = SQ_NONE;
    PieceType promotion = NO_PIECE_TYPE;
};

std::optional<SanFields> scan_san(std::string_view body) {
    SanFields f;
    // From the end: the promotion ("=Q" or a letter right after the destination's digits), then the destination.
    if (body.size() >= 2 && body[body.size() - 2] == '=') {
        f.promotion = promotion_of_letter(body.back());
        if (f.promotion == NO_PIECE_TYPE)
            return std::nullopt;
        body.remove_suffix(2);
    } else if (body.size() >= 2 && promotion_of_letter(body.back()) != NO_PIECE_TYPE &&
               is_digit(body[body.size() - 2])) {
        f.promotion = promotion_of_letter(body.back());
        body.remove_suffix(1);
    }
    size_t digits = 0;
    while (digits < body.size() && digits < 2 && is_digit(body[body.size() - 1 - digits]))
        ++digits;
    if (digits == 0 || body.size() < digits + 1)
        return std::nullopt;
    const std::optional<Square> to = parse_square(body.substr(body.size() - digits - 1));
    if (!to)
        return std::nullopt;
    f.to = *to;
    body.remove_suffix(digits + 1);
    // From the start: the piece letter, the origin's file and rank, the capture mark.
    size_t i = 0;
    if (i < body.size() && body[i] >= 'A' && body[i] <= 'Z') {
        const std::string_view letters = PIECE_LETTERS;
        const size_t pt = letters.find(body[i]);
        if (pt == std::string_view::npos || pt == 0)
            return std::nullopt;
        f.piece = PieceType(pt);
        ++i;
    }
    if (i < body.size() && is_file(body[i]))
        f.fromFile = body[i++] - 'a';
    if (i < body.size() && is_digit(body[i])) {
        int rank = 0;
        while (i < body.size() && is_digit(body[i]) && rank <= RANK_NB)
            rank = rank * 10 + (body[i++] - '0');
        if (rank < 1 || rank > RANK_NB)
            return std::nullopt;
        f.fromRank = rank - 1;
    }
    if (i < body.size() && body[i] == 'x')
        ++i;
    if (i != body.size())
        return std::nullopt;
    return f;
}

} // namespace

std::string to_lan(Move m) {
    if (m == Move::none())
        return "0000";
    if (m.kind() == SETUP) {
        std::string text = arrangement_text(m.extra());
        for (char& c : text)
            c = lower(c);
        return text + std::string(SETUP_SUFFIX);
    }
    std::string text = square_name(m.from()) + square_name(m.to());
    if (m.kind() == PROMOTION)
        text += lower(PIECE_LETTERS[m.promotion_type()]);
    return text;
}

Result<Move> parse_lan(const Position& pos, std::string_view text) {
    const std::string_view body = trim(text);
    MoveList legal;
    pos.generate_legal(legal);
    if (body.size() == 4 + SETUP_SUFFIX.size() && body.substr(4) == SETUP_SUFFIX) {
        const std::optional<int> a = parse_arrangement(body.substr(0, 4));
        if (!a)
            return make_error("ERR_MOVE_SYNTAX", quoted(text) + " is not a chief arrangement (K, Q, L, A once each, "
                                                                "on f12 g12 f11 g11, e.g. qkla@f12)");
        for (Move m : legal)
            if (m.kind() == SETUP && m.extra() == *a)
                return m;
        return illegal(text, "is a setup choice, and the setup phase is over");
    }
    size_t i = 0;
    const std::optional<Square> from = scan_square(body, i), to = scan_square(body, i);
    PieceType promotion = NO_PIECE_TYPE;
    if (from && to && i + 1 == body.size() && promotion_of_letter(body[i]) != NO_PIECE_TYPE)
        promotion = promotion_of_letter(body[i++]);
    if (!from || !to || i != body.size())
        return make_error("ERR_MOVE_SYNTAX", quoted(text) + " is not long algebraic (e.g. f3f5, e11e12l)");
    bool promotes = false;
    for (Move m : legal) {
        if (m.kind() == SETUP || m.from() != *from || m.to() != *to)
            continue;
        if (m.kind() == PROMOTION) {
            promotes = true;
            if (m.promotion_type() != promotion)
                continue;
        } else if (promotion != NO_PIECE_TYPE)
            continue;
        return m;
    }
    if (promotes && promotion == NO_PIECE_TYPE)
        return illegal(text, "reaches the last rank and must name its promotion (q, l or a)");
    return illegal(text);
}

std::string to_san(Position& pos, Move m) {
    MoveList legal;
    pos.generate_legal(legal);
    return to_san(pos, m, legal);
}

std::string to_san(Position& pos, Move m, const MoveList& legal) {
    if (m.kind() == SETUP) // the chiefs' letters in upper case, as SAN writes pieces ("QKLA@f12")
        return arrangement_text(m.extra()) + std::string(SETUP_SUFFIX);
    const Square from = m.from(), to = m.to();
    const PieceType pt = type_of(pos.piece_on(from));
    const bool capture = m.kind() == EN_PASSANT || !pos.empty(to);
    std::string san;
    if (pt == PAWN) {
        if (capture)
            san += char('a' + file_of(from));
    } else {
        san += PIECE_LETTERS[pt];
        bool any = false, onFile = false, onRank = false;
        for (Move other : legal)
            if (other.kind() != SETUP && other.to() == to && other.from() != from &&
                type_of(pos.piece_on(other.from())) == pt) {
                any = true;
                onFile = onFile || file_of(other.from()) == file_of(from);
                onRank = onRank || rank_of(other.from()) == rank_of(from);
            }
        san += san_disambiguator(file_of(from), rank_of(from), any, onFile, onRank);
    }
    if (capture)
        san += 'x';
    san += square_name(to);
    if (m.kind() == PROMOTION) {
        san += '=';
        san += PIECE_LETTERS[m.promotion_type()];
    }
    chess::append_check_mark(pos, m, legal, san);
    return san;
}

Result<Move> parse_san(const Position& pos, std::string_view text) {
    std::string_view body = trim(text);
    while (!body.empty() && std::string_view("+#!?").find(body.back()) != std::string_view::npos)
        body.remove_suffix(1);
    const std::optional<SanFields> fields = body.size() <= MAX_SAN_BODY ? scan_san(body) : std::optional<SanFields>();
    if (!fields)
        return make_error("ERR_SAN_SYNTAX", quoted(text) + " is not SAN (e.g. e4, Nf3, Axk7, e12=L, Ke1)");
    const SanFields& f = *fields;
    MoveList legal;
    pos.generate_legal(legal);
    SanMatcher<Move> matcher({.piece = f.piece,
                              .pawn = PAWN,
                              .fromFile = f.fromFile,
                              .fromRank = f.fromRank,
                              .to = f.to,
                              .toFile = file_of(f.to),
                              .promotion = f.promotion});
    for (Move m : legal)
        if (m.kind() != SETUP)
            matcher.offer(m, {type_of(pos.piece_on(m.from())), file_of(m.from()), rank_of(m.from()), m.to(),
                              m.kind() == PROMOTION ? m.promotion_type() : 0});
    Position scratch = pos;
    return matcher.result(text, square_name(f.to) + "=Q", [&](Move m) { return to_san(scratch, m, legal); });
}

Result<Move> parse_move(const Position& pos, std::string_view text) {
    Result<Move> lan = parse_lan(pos, text);
    if (lan || lan.error().code != "ERR_MOVE_SYNTAX" || text.find('@') != std::string_view::npos)
        return lan;
    Result<Move> san = parse_san(pos, text);
    if (san || san.error().code != "ERR_SAN_SYNTAX")
        return san;
    return make_error("ERR_MOVE_SYNTAX",
                      quoted(text) + " is neither long algebraic (f3f5, e11e12l, qkla@f12) nor SAN (e4, Nf3, e12=L)");
}

} // namespace littletable::metamachy
