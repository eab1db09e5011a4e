// Martian Chess move texts (notation.h): writing, and reading with the reason a move is illegal.
#include "engine/martian/notation.h"

#include "engine/core/errors.h"
#include "engine/core/text.h"

namespace littletable::martian {

namespace {

constexpr std::string_view CLOCK_SUFFIX = "+clock";
constexpr std::string_view PIECE_LETTERS = ".pdq";
constexpr std::string_view PIECE_NAMES[] = {"", "pawn", "drone", "queen"};

/// Why `m` (from a piece's move text) is not legal in `pos`.
std::string illegal_reason(const Position& pos, Move m) {
    const Layout& l = pos.layout();
    const Square from = m.from(), to = m.to();
    const Seat us = pos.side_to_move();
    const PieceType pt = pos.piece_on(from), target = pos.piece_on(to);
    if (pt == NO_PIECE || l.zoneOf[from] != us)
        return "there is no piece of yours on " + square_name(from) + " (your pieces are those in your zone)";
    if (!(l.targets(pt, from, pos.pieces()) & square_bb(to)))
        return "a " + std::string(PIECE_NAMES[pt]) + " on " + square_name(from) + " cannot reach " + square_name(to);
    if (target != NO_PIECE && l.zoneOf[to] == us) {
        const PieceType made = PieceType(pt + target);
        if (pt == QUEEN || target == QUEEN || made > QUEEN)
            return "you never move onto a piece of your own zone, except a field promotion (pawn onto pawn, pawn "
                   "onto drone, drone onto pawn)";
        return "a field promotion to a " + std::string(PIECE_NAMES[made]) + " needs your zone to have no " +
               std::string(PIECE_NAMES[made]);
    }
    if (from == pos.crossing_to() && to == pos.crossing_from())
        return "the rejection rule: the piece that has just crossed the canal may not go straight back to " +
               square_name(to);
    if (m.calls_clock())
        return pos.clock() == CLOCK_OFF ? "the deadlock clock is off in this game" : "the clock is already called";
    return "it is not legal here";
}

} // namespace

std::string square_name(Square s) { return {char('a' + file_of(s)), char('1' + rank_of(s))}; }

std::optional<Square> parse_square(const Layout& l, std::string_view name) {
    if (name.size() != 2 || name[0] < 'a' || name[1] < '1' || name[1] > '8')
        return std::nullopt;
    const int file = name[0] - 'a', rank = name[1] - '1';
    if (!l.on_board(file, rank))
        return std::nullopt;
    return make_square(file, rank);
}

std::string to_text(Move m) {
    std::string out = square_name(m.from()) + "-" + square_name(m.to());
    if (m.calls_clock())
        out += CLOCK_SUFFIX;
    return out;
}

std::string to_display(const Position& pos, Move m) {
    std::string out = square_name(m.from());
    out += pos.is_capture(m) ? 'x' : '-';
    out += square_name(m.to());
    if (pos.is_promotion(m)) {
        out += '=';
        out += PIECE_LETTERS[pos.piece_on(m.from()) + pos.piece_on(m.to())];
    }
    if (m.calls_clock())
        out += CLOCK_SUFFIX;
    return out;
}

Result<Move> parse_move(const Position& pos, std::string_view text) {
    const auto syntax = [&] {
        return make_error("ERR_MOVE_SYNTAX", quoted(text) + " is not a move: from-to on this board (b3-a4), "
                                                            "optionally +clock (b3-a4+clock)");
    };
    std::string_view rest = text;
    const bool callsClock = rest.ends_with(CLOCK_SUFFIX);
    if (callsClock)
        rest.remove_suffix(CLOCK_SUFFIX.size());
    char promotion = 0;
    if (rest.size() >= 2 && rest[rest.size() - 2] == '=') {
        promotion = rest.back();
        rest.remove_suffix(2);
    }
    if (rest.size() != 5 || (rest[2] != '-' && rest[2] != 'x'))
        return syntax();
    const std::optional<Square> from = parse_square(pos.layout(), rest.substr(0, 2));
    const std::optional<Square> to = parse_square(pos.layout(), rest.substr(3, 2));
    if (!from || !to || (promotion && PIECE_LETTERS.find(promotion) == std::string_view::npos))
        return syntax();
    if (pos.outcome().over())
        return errors::game_over();
    const Move m(*from, *to, callsClock);
    if (!pos.is_legal(m))
        return make_error("ERR_ILLEGAL_MOVE", quoted(text) + " is illegal: " + illegal_reason(pos, m));
    const bool promotes = pos.is_promotion(m);
    if (promotion && (!promotes || PIECE_LETTERS[pos.piece_on(*from) + pos.piece_on(*to)] != promotion))
        return make_error("ERR_ILLEGAL_MOVE", quoted(text) + " is illegal: the move makes no " +
                                                  (promotes ? "such piece" : "field promotion"));
    return m;
}

} // namespace littletable::martian
