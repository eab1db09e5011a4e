// FEN4 (docs/rules/fourplayer.md "Notation"; grammar in position.h): parse, validate, write.
#include <algorithm>
#include <charconv>

#include "engine/core/text.h"
#include "engine/fourplayer/position.h"
#include "engine/fourplayer/square_names.h"

namespace littletable::fourplayer {

namespace {

constexpr std::string_view SEAT_LETTERS = "RBYG";
constexpr std::string_view OWNER_LETTERS = "rbygd";
constexpr std::string_view TYPE_LETTERS = " PNBRQKD";

Error fen_error(const char* code, const std::string& what) { return make_error(code, "FEN4 " + what); }

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> out;
    size_t start = 0;
    for (;;) {
        const size_t at = text.find(sep, start);
        out.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            return out;
        start = at + 1;
    }
}

std::optional<int> parse_int(std::string_view text, int max) {
    int v = 0;
    if (text.empty() || text.size() > 7)
        return std::nullopt;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 0 || v > max)
        return std::nullopt;
    return v;
}

/// Four "0"/"1" flags separated by commas, as a bit mask in seat order.
std::optional<uint8_t> parse_flags(std::string_view text) {
    const auto parts = split(text, ',');
    if (parts.size() != 4)
        return std::nullopt;
    uint8_t mask = 0;
    for (size_t i = 0; i < 4; ++i) {
        if (parts[i] != "0" && parts[i] != "1")
            return std::nullopt;
        mask |= uint8_t((parts[i] == "1") << i);
    }
    return mask;
}

/// The back line of a seat (rank 1, file a, rank 14, file n) and whether its king stands on it.
bool on_back_line(Seat s, Square k) {
    switch (s) {
        case RED:
            return rank_of(k) == 0;
        case BLUE:
            return file_of(k) == 0;
        case YELLOW:
            return rank_of(k) == RANK_NB - 1;
        default:
            return file_of(k) == FILE_NB - 1;
    }
}

/// The four quoted items of the enPassant tuple in `extras` (empty strings where a seat has none), or nullopt when
/// the key is there but malformed. No key: four empty items.
std::optional<std::array<std::string_view, 4>> en_passant_items(std::string_view extras) {
    std::array<std::string_view, 4> items{};
    const size_t key = extras.find("'enPassant'");
    if (key == std::string_view::npos)
        return items;
    size_t at = key + 11;
    const auto skip = [&] {
        while (at < extras.size() && extras[at] == ' ')
            ++at;
    };
    const auto expect = [&](char c) {
        skip();
        if (at >= extras.size() || extras[at] != c)
            return false;
        ++at;
        return true;
    };
    if (!expect(':') || !expect('('))
        return std::nullopt;
    for (size_t i = 0; i < 4; ++i) {
        if ((i > 0 && !expect(',')) || !expect('\''))
            return std::nullopt;
        const size_t close = extras.find('\'', at);
        if (close == std::string_view::npos)
            return std::nullopt;
        items[i] = extras.substr(at, close - at);
        at = close + 1;
    }
    if (!expect(')'))
        return std::nullopt;
    return items;
}

/// The value of our own extras key 'moveLimit' (plies still to play before the game ends on points, the house rule
/// of fourplayer.md "End of game"): 0 without the key, nullopt when it is not followed by ':' and an integer.
std::optional<int> move_limit_item(std::string_view extras) {
    const size_t key = extras.find("'moveLimit'");
    if (key == std::string_view::npos)
        return 0;
    size_t at = key + 11;
    while (at < extras.size() && extras[at] == ' ')
        ++at;
    if (at >= extras.size() || extras[at] != ':')
        return std::nullopt;
    ++at;
    while (at < extras.size() && extras[at] == ' ')
        ++at;
    size_t end = at;
    while (end < extras.size() && extras[end] >= '0' && extras[end] <= '9')
        ++end;
    return parse_int(extras.substr(at, end - at), 100000);
}

/// True when seat `s`'s double step to `landing` may still be taken en passant as far as the board tells: its pawn
/// stands on the landing square, the passed square and the start square are empty (fourplayer.md "Moves";
/// docs/rules-decisions.md, Four-player 3). A third seat may have taken the pawn, or moved onto the passed square,
/// since the double step: the right is then gone.
bool double_step_stands(const Position& pos, Seat s, Square landing) {
    const int fwd = PAWNS[size_t(s)].forward;
    return pos.piece_on(landing) == make_piece(s, PAWN) && pos.piece_on(Square(landing - fwd)) == EMPTY &&
           pos.piece_on(Square(landing - 2 * fwd)) == EMPTY;
}

} // namespace

struct Fen4Reader {
    static Result<Position> read(std::string_view fen);
    static std::optional<Error> read_board(Position& pos, std::string_view text);
    static std::optional<Error> validate(Position& pos);
};

std::optional<Error> Fen4Reader::read_board(Position& pos, std::string_view text) {
    const auto ranks = split(text, '/');
    if (ranks.size() != RANK_NB)
        return fen_error("ERR_FEN4_BOARD", "board: " + std::to_string(ranks.size()) + " ranks, expected 14");
    for (int r = 0; r < RANK_NB; ++r) {
        const int rank = RANK_NB - 1 - r;
        const std::string where = "board, rank " + std::to_string(rank + 1) + ": ";
        int file = 0;
        for (std::string_view token : split(ranks[size_t(r)], ',')) {
            if (token.empty())
                return fen_error("ERR_FEN4_BOARD", where + "an empty square token");
            if (token[0] >= '0' && token[0] <= '9') {
                const std::optional<int> run = parse_int(token, 14);
                if (!run || *run == 0 || file + *run > FILE_NB)
                    return fen_error("ERR_FEN4_BOARD",
                                     where + quoted(token) + " is not a run of empty squares that fits");
                file += *run;
                continue;
            }
            if (file >= FILE_NB)
                return fen_error("ERR_FEN4_BOARD", where + "more than 14 squares");
            if (token == "x") {
                if (on_cross(file, rank))
                    return fen_error("ERR_FEN4_BOARD", where + "'x' on a square of the board");
                ++file;
                continue;
            }
            const size_t owner = token.size() == 2 ? OWNER_LETTERS.find(token[0]) : std::string_view::npos;
            const size_t type = token.size() == 2 ? TYPE_LETTERS.find(token[1]) : std::string_view::npos;
            if (owner == std::string_view::npos || type == std::string_view::npos || type == 0)
                return fen_error("ERR_FEN4_BOARD", where + quoted(token) + " is not a piece");
            if (!on_cross(file, rank))
                return fen_error("ERR_FEN4_BOARD", where + "a piece on a removed corner square");
            const Piece p = owner == NO_OWNER ? grey_piece(PieceType(type)) : make_piece(int(owner), PieceType(type));
            if (type_of(p) == KING && owner < SEAT_NB && pos.kingSq[owner] != SQ_NONE)
                return fen_error("ERR_FEN4_BOARD", "board: two kings of " + std::string(1, SEAT_LETTERS[owner]));
            pos.put(make_square(file, rank), p);
            ++file;
        }
        if (file != FILE_NB)
            return fen_error("ERR_FEN4_BOARD", where + std::to_string(file) + " squares, expected 14");
    }
    return std::nullopt;
}

std::optional<Error> Fen4Reader::validate(Position& pos) {
    StateInfo& st = pos.st();
    for (Seat s = 0; s < SEAT_NB; ++s) {
        const std::string seat(1, SEAT_LETTERS[size_t(s)]);
        const SquareSet& army = pos.byOwner[size_t(s)];
        if (pos.eliminated(s) && !army.empty())
            return fen_error("ERR_FEN4_ELIMINATED",
                             "eliminated seat " + seat + " has pieces of its own (grey ones are 'd')");
        if (!pos.eliminated(s) && pos.kingSq[s] == SQ_NONE)
            return fen_error("ERR_FEN4_BOARD", "board: live seat " + seat + " has no king");
        if (army.count() > 16)
            return fen_error("ERR_FEN4_BOARD", "board: seat " + seat + " has more than 16 pieces");
        bool pawnBeyond = false;
        army.for_each([&](Square sq) {
            const PawnGeometry& pg = PAWNS[size_t(s)];
            const int line = pawn_line(s, sq);
            const bool beyond = pg.forward > 0 ? line >= pg.promotionLine : line <= pg.promotionLine;
            if (type_of(pos.board[size_t(sq)]) == PAWN && beyond)
                pawnBeyond = true;
        });
        if (pawnBeyond)
            return fen_error("ERR_FEN4_BOARD", "board: a pawn of " + seat + " on or beyond its promotion line");
    }
    if (st.eliminated == 0xF)
        return fen_error("ERR_FEN4_ELIMINATED", "eliminated: all four seats (the game ends when three are out)");
    // A game already over is read as over, its points as written (docs/rules-decisions.md, four-player 14): the
    // checks of the side to move and of the turns below describe a game going on.
    pos.end_as_read();
    const bool over = st.end != Termination::NONE;
    if (!over && pos.eliminated(st.sideToMove))
        return fen_error("ERR_FEN4_SIDE", "side to move: seat is eliminated");
    pos.derive_castling_paths();
    for (Seat s = 0; s < SEAT_NB; ++s)
        if (pos.eliminated(s)) // an eliminated seat never castles: its flags are dropped, not an error
            st.castling &= uint8_t(~(castling_bit(s, SHORT) | castling_bit(s, LONG)));
    for (Seat s = 0; s < SEAT_NB; ++s)
        for (CastlingSide side : {SHORT, LONG})
            if (st.castling & castling_bit(s, side)) {
                const Position::CastlingPath& path = pos.castlingPaths[s][side];
                if (path.rook == SQ_NONE || pos.board[size_t(path.rook)] != make_piece(s, ROOK))
                    return fen_error("ERR_FEN4_CASTLING",
                                     std::string("castling: ") + SEAT_LETTERS[size_t(s)] +
                                         (side == SHORT ? " short" : " long") +
                                         " needs its king on the back line and the rook at that end");
            }
    if (over)
        return std::nullopt;
    // The seat that moved last cannot have left its king attacked; a seat in check must have a way out (else it
    // was mated); the side to move has a move (else it was stalemated).
    Seat last = st.sideToMove;
    do
        last = Seat((last + 3) & 3);
    while (pos.eliminated(last));
    if (last != st.sideToMove && pos.in_check(last))
        return fen_error("ERR_FEN4_ILLEGAL",
                         std::string("seat ") + SEAT_LETTERS[size_t(last)] + " moved last but is in check");
    for (Seat s = 0; s < SEAT_NB; ++s) {
        if (pos.eliminated(s))
            continue;
        MoveList list;
        pos.generate_legal(s, list);
        if (list.overflowed())
            return fen_error("ERR_FEN4_ILLEGAL", "too many legal moves");
        if (list.empty() && (s == st.sideToMove || pos.in_check(s)))
            return fen_error("ERR_FEN4_ILLEGAL", std::string("seat ") + SEAT_LETTERS[size_t(s)] + " has no legal move");
    }
    return std::nullopt;
}

Result<Position> Fen4Reader::read(std::string_view fen) {
    zobrist::init();
    if (fen.size() > 4096)
        return fen_error("ERR_FEN4_FIELDS", "too long");
    Position pos;
    pos.states.emplace_back();
    pos.board.fill(OFF_BOARD);
    for (int r = 0; r < RANK_NB; ++r)
        for (int f = 0; f < FILE_NB; ++f)
            if (on_cross(f, r))
                pos.board[size_t(make_square(f, r))] = EMPTY;
    StateInfo& st = pos.st();

    // Fields 1-6, then optional extras in braces, then the board.
    std::vector<std::string_view> fields;
    size_t at = 0;
    for (int i = 0; i < 6; ++i) {
        const size_t dash = fen.find('-', at);
        if (dash == std::string_view::npos)
            return fen_error("ERR_FEN4_FIELDS",
                             "has " + counted(size_t(i) + 1, "field") + ", expected 7 or 8: " + quoted(fen));
        fields.push_back(fen.substr(at, dash - at));
        at = dash + 1;
    }
    std::string_view extras;
    if (at < fen.size() && fen[at] == '{') {
        const size_t close = fen.find('}', at);
        if (close == std::string_view::npos || close + 1 >= fen.size() || fen[close + 1] != '-')
            return fen_error("ERR_FEN4_EXTRAS", "extras: '{' without '}-'");
        extras = fen.substr(at, close + 1 - at);
        at = close + 2;
    }
    const std::string_view boardText = fen.substr(at);

    const size_t side = fields[0].size() == 1 ? SEAT_LETTERS.find(fields[0][0]) : std::string_view::npos;
    if (side == std::string_view::npos)
        return fen_error("ERR_FEN4_SIDE", "side to move: " + quoted(fields[0]) + " is not R, B, Y or G");
    st.sideToMove = Seat(side);
    const std::optional<uint8_t> elim = parse_flags(fields[1]);
    if (!elim)
        return fen_error("ERR_FEN4_ELIMINATED", "eliminated flags: " + quoted(fields[1]) + " is not four 0/1");
    st.eliminated = *elim;
    for (int f = 2; f <= 3; ++f) {
        const std::optional<uint8_t> rights = parse_flags(fields[size_t(f)]);
        if (!rights)
            return fen_error("ERR_FEN4_CASTLING", "castling flags: " + quoted(fields[size_t(f)]) + " is not four 0/1");
        for (Seat s = 0; s < SEAT_NB; ++s)
            if ((*rights >> s) & 1)
                st.castling |= castling_bit(s, f == 2 ? SHORT : LONG);
    }
    const auto points = split(fields[4], ',');
    if (points.size() != 4)
        return fen_error("ERR_FEN4_POINTS", "points: " + quoted(fields[4]) + " is not four integers");
    for (size_t s = 0; s < 4; ++s) {
        const std::optional<int> v = parse_int(points[s], 1000000);
        if (!v)
            return fen_error("ERR_FEN4_POINTS", "points: " + quoted(points[s]) + " is not an integer 0..1000000");
        st.points[s] = *v;
    }
    const std::optional<int> halfmove = parse_int(fields[5], 10000);
    if (!halfmove)
        return fen_error("ERR_FEN4_HALFMOVE", "halfmove clock: " + quoted(fields[5]) + " is not an integer 0..10000");
    st.rule50 = uint16_t(*halfmove);

    if (std::optional<Error> e = read_board(pos, boardText))
        return *e;
    const auto epItems = en_passant_items(extras);
    if (!epItems)
        return fen_error("ERR_FEN4_EXTRAS", "extras: malformed 'enPassant' tuple in " + quoted(extras));
    for (Seat s = 0; s < SEAT_NB; ++s) {
        const std::string_view item = (*epItems)[size_t(s)];
        if (item.empty())
            continue;
        const size_t colon = item.find(':');
        const std::optional<Square> passed = parse_square(item.substr(0, colon));
        const std::optional<Square> landing =
            colon == std::string_view::npos ? std::nullopt : parse_square(item.substr(colon + 1));
        const int fwd = PAWNS[size_t(s)].forward;
        if (!passed || !landing || *landing != *passed + fwd || !double_step_stands(pos, s, *landing) ||
            pawn_line(s, Square(*passed - fwd)) != PAWNS[size_t(s)].homeLine)
            return fen_error("ERR_FEN4_EN_PASSANT", "en passant: " + quoted(item) + " is not a pawn of " +
                                                        SEAT_LETTERS[size_t(s)] + " that just double-stepped");
        st.epLanding[s] = *landing;
    }
    const std::optional<int> limit = move_limit_item(extras);
    if (!limit)
        return fen_error("ERR_FEN4_EXTRAS",
                         "extras: 'moveLimit' is not followed by ':' and an integer in " + quoted(extras));
    if (std::optional<Error> e = validate(pos))
        return *e;
    st.key = pos.compute_key();
    pos.set_move_limit(*limit);
    return pos;
}

Result<Position> Position::from_fen(std::string_view fen) { return Fen4Reader::read(fen); }

void Position::derive_castling_paths() {
    for (Seat s = 0; s < SEAT_NB; ++s) {
        castlingPaths[s] = {};
        const Square k = kingSq[s];
        if (k == SQ_NONE || !on_back_line(s, k))
            continue;
        const bool alongRank = s == RED || s == YELLOW;
        const int coord = alongRank ? file_of(k) : rank_of(k);
        const int unit = alongRank ? EAST : NORTH;
        // The line's ends are its 4th and 11th squares (d and k, or 4 and 11): the rooks' corners.
        const int lowDist = coord - 3, highDist = 10 - coord;
        if (lowDist <= 0 || highDist <= 0 || lowDist == highDist)
            continue;
        const CastlingPath low{-unit, Square(k - lowDist * unit)}, high{unit, Square(k + highDist * unit)};
        castlingPaths[s][SHORT] = lowDist < highDist ? low : high;
        castlingPaths[s][LONG] = lowDist < highDist ? high : low;
    }
}

std::string Position::fen() const {
    const StateInfo& state = st();
    std::string out(1, SEAT_LETTERS[size_t(state.sideToMove)]);
    const auto flags = [&](auto bit) {
        out += '-';
        for (Seat s = 0; s < SEAT_NB; ++s) {
            if (s)
                out += ',';
            out += bit(s) ? '1' : '0';
        }
    };
    flags([&](Seat s) { return eliminated(s); });
    flags([&](Seat s) { return bool(state.castling & castling_bit(s, SHORT)); });
    flags([&](Seat s) { return bool(state.castling & castling_bit(s, LONG)); });
    out += '-';
    for (Seat s = 0; s < SEAT_NB; ++s) {
        if (s)
            out += ',';
        out += std::to_string(state.points[s]);
    }
    out += '-';
    out += std::to_string(state.rule50);
    out += '-';
    std::string extras;
    // Only the double steps that may still be taken (a stale one stays in the state until its seat's turn).
    const auto open = [&](Seat s) {
        return state.epLanding[s] != SQ_NONE && double_step_stands(*this, s, state.epLanding[s]);
    };
    if (open(RED) || open(BLUE) || open(YELLOW) || open(GREEN)) {
        extras += "'enPassant':(";
        for (Seat s = 0; s < SEAT_NB; ++s) {
            extras += s ? ",'" : "'";
            if (const Square l = state.epLanding[s]; open(s))
                extras += square_name(Square(l - PAWNS[size_t(s)].forward)) + ":" + square_name(l);
            extras += '\'';
        }
        extras += ')';
    }
    if (const int left = moveLimit - game_ply(); moveLimit && left > 0)
        extras += (extras.empty() ? "'moveLimit':" : ",'moveLimit':") + std::to_string(left);
    if (!extras.empty())
        out += "{" + extras + "}-";
    for (int rank = RANK_NB - 1; rank >= 0; --rank) {
        int run = 0;
        bool first = true;
        const auto token = [&](const std::string& t) {
            if (!first)
                out += ',';
            out += t;
            first = false;
        };
        for (int file = 0; file < FILE_NB; ++file) {
            const Piece p = on_cross(file, rank) ? board[size_t(make_square(file, rank))] : EMPTY;
            if (p == EMPTY) {
                ++run;
                continue;
            }
            if (run)
                token(std::to_string(run));
            run = 0;
            token(std::string(1, OWNER_LETTERS[size_t(is_grey(p) ? NO_OWNER : owner_of(p))]) +
                  TYPE_LETTERS[type_of(p)]);
        }
        if (run)
            token(std::to_string(run));
        if (rank)
            out += '/';
    }
    return out;
}

} // namespace littletable::fourplayer
