#include "engine/fourplayer/notation.h"

#include "engine/core/errors.h"
#include "engine/core/text.h"
#include "engine/fourplayer/square_names.h"

namespace littletable::fourplayer {

namespace {

constexpr std::string_view TYPE_LETTERS = " PNBRQKD";

bool is_short_castling(const Position& pos, Move m) {
    const Seat us = Seat(owner_of(pos.piece_on(m.from())));
    return pos.castling_path(us, SHORT).step == (m.to() - m.from()) / 2;
}

} // namespace

std::string to_text(Move m) { return square_name(m.from()) + square_name(m.to()); }

std::string to_pgn4(const Position& pos, Move m) {
    std::string t;
    const Piece p = pos.piece_on(m.from());
    if (m.kind() == CASTLING)
        t = is_short_castling(pos, m) ? "O-O" : "O-O-O";
    else {
        if (type_of(p) != PAWN)
            t += TYPE_LETTERS[type_of(p)];
        t += square_name(m.from());
        const Piece target = pos.piece_on(m.to());
        t += target != EMPTY || m.kind() == EN_PASSANT ? 'x' : '-';
        if (target != EMPTY && type_of(target) != PAWN)
            t += TYPE_LETTERS[type_of(target)];
        t += square_name(m.to());
        if (m.promotion())
            t += "=D";
    }
    Position after = pos;
    after.make(m);
    bool check = false, mate = false;
    const uint8_t newlyOut = after.eliminated_mask() & uint8_t(~pos.eliminated_mask());
    const Seat us = pos.side_to_move();
    const uint8_t ours = uint8_t(1u << us);
    for (Seat s = 0; s < SEAT_NB; ++s) {
        if (s == us)
            continue;
        const bool capturedKing = type_of(pos.piece_on(m.to())) == KING && owner_of(pos.piece_on(m.to())) == s;
        // Out by this move without a king capture and without the stalemate's 20 points: mated.
        if ((newlyOut >> s) & 1)
            mate = mate || (!capturedKing && after.points(s) == pos.points(s));
        // A check the move gives: the king attacked by the mover's pieces now and not before (the "newly" of
        // fourplayer.md "Points"; docs/rules-decisions.md, four-player 13). A check already there, the mover's or
        // another seat's, is no '+'.
        else if (!after.eliminated(s) && after.attacker_types(after.king_square(s), ours) &&
                 !pos.attacker_types(pos.king_square(s), ours))
            check = true;
    }
    if (check)
        t += '+';
    if (mate)
        t += '#';
    return t;
}

Result<Move> parse_move(const Position& pos, std::string_view text) {
    if (pos.outcome().over())
        return errors::game_over();
    std::string_view core = text;
    while (!core.empty() && (core.back() == '+' || core.back() == '#'))
        core.remove_suffix(1);
    MoveList list;
    pos.generate_legal(list);
    if (core == "O-O" || core == "O-O-O") {
        for (Move m : list)
            if (m.kind() == CASTLING && is_short_castling(pos, m) == (core == "O-O"))
                return m;
        return make_error("ERR_ILLEGAL_MOVE", quoted(text) + " is not a legal castling");
    }
    // The first and the last square named in the text are the move's from and to.
    std::optional<Square> from, to;
    for (size_t i = 0; i < core.size(); ++i) {
        for (size_t len : {3, 2}) {
            if (i + len > core.size())
                continue;
            if (const std::optional<Square> s = parse_square(core.substr(i, len))) {
                if (len == 2 && i + 2 < core.size() && core[i + 2] >= '0' && core[i + 2] <= '9')
                    continue;
                (from ? to : from) = s;
                i += len - 1;
                break;
            }
        }
    }
    if (!from || !to)
        return make_error("ERR_MOVE_SYNTAX", quoted(text) + " does not name a from and a to square");
    for (Move m : list)
        if (m.from() == *from && m.to() == *to)
            return m;
    return make_error("ERR_ILLEGAL_MOVE", quoted(text) + " is not a legal move");
}

} // namespace littletable::fourplayer
