#include "engine/chess/uci_move.h"

#include "engine/core/text.h"

namespace littletable::chess {

std::string to_uci(Move m) {
    if (m == Move::none())
        return "0000";
    std::string s = square_name(m.from());
    s += square_name(m.to()); // appended: GCC 12 warns (-Wrestrict, a false positive) on string + string
    if (m.type() == PROMOTION)
        s += " pnbrqk"[m.promotion_type()];
    return s;
}

Result<Move> parse_uci_move(const Position& pos, std::string_view text) {
    auto is_square = [](std::string_view t) { return t[0] >= 'a' && t[0] <= 'h' && t[1] >= '1' && t[1] <= '8'; };
    if ((text.size() != 4 && text.size() != 5) || !is_square(text.substr(0, 2)) || !is_square(text.substr(2, 2)) ||
        (text.size() == 5 && std::string_view("nbrq").find(text[4]) == std::string_view::npos))
        return make_error("ERR_MOVE_SYNTAX", quoted(text) + " is not a UCI move (e.g. e2e4, e7e8q)");
    MoveList moves;
    pos.generate_legal(moves);
    for (Move m : moves)
        if (to_uci(m) == text)
            return m;
    return make_error("ERR_ILLEGAL_MOVE", quoted(text) + " is not a legal move in this position");
}

} // namespace littletable::chess
