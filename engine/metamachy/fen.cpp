// Metamachy's FEN (docs/rules/metamachy.md, "Notation"): twelve ranks with Jocly's letters, the side, the
// king-leap rights in the castling field, the en passant square, the counters, and "setup" while Black has still to
// choose the chief arrangement. Read field by field (parse), then validated as a whole.
#include <array>

#include "engine/chess/fen_fields.h"
#include "engine/core/text.h"
#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/position.h"
#include "engine/metamachy/square_names.h"

namespace littletable::metamachy {

namespace {

constexpr std::string_view SETUP_FIELD = "setup";

Error board_error(std::string message) { return make_error("ERR_FEN_BOARD", "board field: " + std::move(message)); }
Error illegal(std::string message) { return make_error("ERR_FEN_ILLEGAL", std::move(message)); }
const char* color_name(Color c) { return c == WHITE ? "white" : "black"; }

/// The piece a FEN letter names (upper case White, lower case Black), or NO_PIECE.
Piece piece_of_letter(char c) {
    const bool black = c >= 'a' && c <= 'z';
    const char upper = black ? char(c - 'a' + 'A') : c;
    for (int pt = PAWN; pt <= KING; ++pt)
        if (PIECE_LETTERS[pt] == upper)
            return make_piece(black ? BLACK : WHITE, PieceType(pt));
    return NO_PIECE;
}

/// Material within a side's start set plus promotions: 12 Pawns, 2 Princes, 2 of each other piece but the chiefs,
/// and Queens, Lions and Eagles beyond the first only as far as Pawns and Princes are missing.
std::optional<Error> check_material(const Position& pos) {
    for (Color c : {WHITE, BLACK}) {
        if (pos.count(c, KING) != 1)
            return illegal(std::string(color_name(c)) + " must have exactly one king");
        std::string side = color_name(c);
        if (pos.count(c, PAWN) > 12 || pos.count(c, PRINCE) > 2)
            return illegal(side + " has more than 12 pawns or 2 princes");
        for (PieceType pt : {KNIGHT, CAMEL, ELEPHANT, BISHOP, ROOK, CANNON})
            if (pos.count(c, pt) > 2)
                return illegal(side + " has more than two pieces of letter " + PIECE_LETTERS[pt]);
        int promoted = 0;
        for (PieceType pt : {QUEEN, LION, EAGLE})
            promoted += pos.count(c, pt) > 1 ? pos.count(c, pt) - 1 : 0;
        if (promoted > (12 - pos.count(c, PAWN)) + (2 - pos.count(c, PRINCE)))
            return illegal(side + " has more queens, lions and eagles than its missing pawns and princes allow");
    }
    return std::nullopt;
}

} // namespace

/// Reads a FEN into a Position (the friend that may build one field by field).
class FenReader {
public:
    static Result<Position> read(std::string_view text) {
        std::vector<std::string_view> fields = chess::fen::split_fields(text);
        Position pos;
        pos.states.push_back(StateInfo{});
        StateInfo& st = pos.states.back();
        if (!fields.empty() && fields.back() == SETUP_FIELD) {
            st.setup = true;
            fields.pop_back();
        }
        if (fields.size() < chess::fen::MIN_FIELDS || fields.size() > chess::fen::MAX_FIELDS)
            return make_error("ERR_FEN_FIELDS", "a FEN has 4 to 6 fields (board, side, king-leap rights, en passant, "
                                                "halfmove clock, fullmove number) and optionally \"setup\"; got " +
                                                    std::to_string(fields.size()));
        // Step 1. The board.
        if (std::optional<Error> e = read_board(pos, fields[0]))
            return *e;
        // Step 2. The side to move.
        Result<chess::Color> side = chess::fen::parse_side(fields[1]);
        if (!side)
            return side.error();
        pos.sideToMove = side.value() == chess::WHITE ? WHITE : BLACK;
        if (std::optional<Error> e = check_material(pos))
            return *e;
        // Step 3. King-leap rights.
        if (std::optional<Error> e = read_leap_rights(pos, fields[2]))
            return *e;
        // Step 4. Counters.
        Result<chess::fen::Counters> counters = chess::fen::parse_counters(fields);
        if (!counters)
            return counters.error();
        st.rule50 = uint16_t(counters.value().halfmove);
        pos.fullmove = counters.value().fullmove;
        // Step 5. The whole: pawns, check, setup.
        for (Color c : {WHITE, BLACK})
            for (int i = 0; i < pos.pieceCount[c]; ++i) {
                const Square s = pos.pieceSq[c][i];
                const PieceType pt = type_of(pos.board[s]);
                if ((pt == PAWN && (rank_of(s) == 0 || rank_of(s) == RANK_NB - 1)) ||
                    (pt == PRINCE && rank_of(s) == last_rank(c)))
                    return illegal(std::string(color_name(c)) + (pt == PAWN ? " pawn" : " prince") + " on " +
                                   square_name(s) + ": no pawn stands on rank 1 or 12, no prince on its last rank");
            }
        if (pos.attacked_by(pos.sideToMove, pos.kingSquare[~pos.sideToMove]))
            return illegal(std::string("the side not to move (") + color_name(~pos.sideToMove) + ") is in check");
        if (st.setup)
            if (std::optional<Error> e = check_setup(pos, fields[3]))
                return *e;
        // Step 6. En passant, which needs the rest to decide whether the capture is legal.
        if (std::optional<Error> e = read_en_passant(pos, fields[3]))
            return *e;
        st.key = pos.compute_key();
        return pos;
    }

private:
    static std::optional<Error> read_board(Position& pos, std::string_view field) {
        int rank = RANK_NB - 1, file = 0;
        for (size_t i = 0; i < field.size();) {
            const char c = field[i];
            if (c == '/') {
                if (file != FILE_NB)
                    return board_error("rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                       " squares, expected 12");
                if (--rank < 0)
                    return board_error("more than 12 ranks");
                file = 0;
                ++i;
            } else if (c >= '0' && c <= '9') {
                int n = 0;
                while (i < field.size() && field[i] >= '0' && field[i] <= '9' && n <= FILE_NB)
                    n = n * 10 + (field[i++] - '0');
                if (n < 1 || file + n > FILE_NB)
                    return board_error("rank " + std::to_string(rank + 1) +
                                       " has more than 12 squares or a count of 0");
                file += n;
            } else {
                const Piece p = piece_of_letter(c);
                if (p == NO_PIECE)
                    return board_error(quoted(std::string_view(&c, 1)) +
                                       " is not a piece letter (K Q R B N P C M E A L I, lower case for black)");
                if (file >= FILE_NB)
                    return board_error("rank " + std::to_string(rank + 1) + " has more than 12 squares");
                if (pos.pieceCount[color_of(p)] >= 30)
                    return board_error(std::string(color_name(color_of(p))) + " has more than 30 pieces");
                pos.put_piece(p, make_square(file++, rank));
                ++i;
            }
        }
        if (rank != 0 || file != FILE_NB)
            return board_error("expected 12 ranks of 12 squares");
        return std::nullopt;
    }

    static std::optional<Error> read_leap_rights(Position& pos, std::string_view field) {
        uint8_t rights = 0;
        if (field != "-")
            for (char c : field) {
                const Color color = c == 'K' ? WHITE : BLACK;
                if ((c != 'K' && c != 'k') || (rights & LEAP_RIGHT[color]))
                    return make_error("ERR_FEN_CASTLING",
                                      "king-leap field: " + quoted(field) + " is not \"-\", \"K\", \"k\" or \"Kk\"");
                bool onChiefSquare = false;
                for (Square s : chief_squares(color))
                    onChiefSquare = onChiefSquare || pos.kingSquare[color] == s;
                if (!onChiefSquare)
                    return make_error("ERR_FEN_CASTLING", std::string("king-leap field: the ") + color_name(color) +
                                                              " king has moved (it is not on a chief square)");
                rights |= LEAP_RIGHT[color];
            }
        pos.states.back().leapRights = rights;
        return std::nullopt;
    }

    /// The setup phase: Black to choose, both Kings unmoved, the chiefs of both sides on their chief squares in
    /// mirrored arrangements.
    static std::optional<Error> check_setup(const Position& pos, std::string_view epField) {
        auto setup_error = [](std::string message) {
            return make_error("ERR_FEN_SETUP", "setup field: " + std::move(message));
        };
        if (pos.sideToMove != BLACK || pos.st().leapRights != (LEAP_RIGHT[WHITE] | LEAP_RIGHT[BLACK]) ||
            epField != "-" || pos.fullmove != 1)
            return setup_error("the setup phase needs black to move, king-leap rights \"Kk\", no en passant square "
                               "and fullmove 1");
        Arrangement sides[COLOR_NB]{};
        for (Color c : {WHITE, BLACK})
            for (size_t i = 0; i < 4; ++i) {
                const Piece p = pos.board[chief_squares(c)[i]];
                sides[c][i] = p != NO_PIECE && color_of(p) == c ? type_of(p) : NO_PIECE_TYPE;
            }
        if (!find_arrangement(sides[BLACK]) || sides[WHITE] != sides[BLACK])
            return setup_error("each side's king, queen, lion and eagle must stand on its chief squares (f1 g1 f2 g2, "
                               "f12 g12 f11 g11) in mirrored arrangements");
        return std::nullopt;
    }

    static std::optional<Error> read_en_passant(Position& pos, std::string_view field) {
        if (field == "-")
            return std::nullopt;
        const std::optional<Square> passed = parse_square(field);
        auto ep_error = [&](const std::string& why) {
            return make_error("ERR_FEN_EN_PASSANT", "en passant field: " + quoted(field) + " " + why);
        };
        if (!passed)
            return ep_error("is not \"-\" or a square a1..l12");
        // The side that just moved double-stepped from behind the passed square to the square beyond it.
        const Color them = ~pos.sideToMove;
        const Square origin = Square(*passed - forward(them)), landing = Square(*passed + forward(them));
        const Piece mover = pos.board[landing];
        if (!is_on_board(origin) || !is_on_board(landing) || pos.board[*passed] != NO_PIECE ||
            pos.board[origin] != NO_PIECE || mover == NO_PIECE || color_of(mover) != them ||
            (type_of(mover) != PAWN && type_of(mover) != PRINCE))
            return ep_error("is not the passed square of a double step just made by " + std::string(color_name(them)));
        pos.states.back().epSquare = pos.legal_ep_square(*passed);
        return std::nullopt;
    }
};

Result<Position> Position::from_fen(std::string_view fen) { return FenReader::read(fen); }

std::string Position::fen() const {
    std::string out;
    for (int rank = RANK_NB - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < FILE_NB; ++file) {
            const Piece p = board[make_square(file, rank)];
            if (p == NO_PIECE) {
                ++empty;
                continue;
            }
            if (empty)
                out += std::to_string(empty);
            empty = 0;
            const char letter = PIECE_LETTERS[type_of(p)];
            out += color_of(p) == WHITE ? letter : char(letter - 'A' + 'a');
        }
        if (empty)
            out += std::to_string(empty);
        if (rank)
            out += '/';
    }
    out += sideToMove == WHITE ? " w " : " b ";
    if (!st().leapRights)
        out += '-';
    if (can_leap(WHITE))
        out += 'K';
    if (can_leap(BLACK))
        out += 'k';
    out += ' ';
    out += st().epSquare == SQ_NONE ? std::string("-") : square_name(st().epSquare);
    out += ' ' + std::to_string(st().rule50) + ' ' + std::to_string(fullmove);
    if (st().setup)
        out += " setup";
    return out;
}

} // namespace littletable::metamachy
