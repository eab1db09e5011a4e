// The Martian Chess position string (grammar in position.h and docs/martian-notation.md): each field read with an
// error naming it, then what the fields describe together (the last crossing against the board).
#include <charconv>
#include <vector>

#include "engine/core/text.h"
#include "engine/martian/notation.h"
#include "engine/martian/position.h"

namespace littletable::martian {

namespace {

constexpr std::string_view SIDE_NAMES_2P[] = {"s", "n"};
constexpr std::string_view SIDE_NAMES_4P[] = {"sw", "nw", "ne", "se"};
constexpr std::string_view PIECE_LETTERS = ".pdq";
/// Scores and counts a position string may state (keys cover every score reachable from these).
constexpr int MAX_PARSED_SCORE = 200;
constexpr int MAX_PARSED_PLIES = 1000000;

std::string_view side_name(int seats, Seat s) { return seats == 4 ? SIDE_NAMES_4P[s] : SIDE_NAMES_2P[s]; }

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> out;
    size_t start = 0;
    for (size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == sep) {
            out.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    return out;
}

/// A decimal number 0..max (digits only), or nullopt.
std::optional<int> parse_number(std::string_view text, int max) {
    int value = 0;
    if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    std::from_chars(text.data(), text.data() + text.size(), value);
    if (value > max)
        return std::nullopt;
    return value;
}

} // namespace

struct FenReader {
    Position pos;

    Result<Position> read(std::string_view fen) {
        std::vector<std::string_view> fields;
        for (std::string_view f : split(fen, ' '))
            if (!f.empty())
                fields.push_back(f);
        if (fields.size() < 5 || fields.size() > 6)
            return make_error("ERR_FEN_FIELDS", "a position string has 5 or 6 fields (board, side, scores, "
                                                "crossing, clock, [plies[/limit]]), not " +
                                                    std::to_string(fields.size()) + ": " + quoted(fen));
        for (auto step : {&FenReader::board, &FenReader::side, &FenReader::scores, &FenReader::clock})
            if (auto e = (this->*step)(fields))
                return *e;
        if (fields.size() == 6)
            if (auto e = plies(fields[5]))
                return *e;
        if (auto e = crossing(fields[3]))
            return *e;
        pos.k = pos.compute_key();
        return pos;
    }

private:
    std::optional<Error> board(const std::vector<std::string_view>& fields) {
        const std::vector<std::string_view> ranks = split(fields[0], '/');
        const auto bad = [&](std::string why) {
            return make_error("ERR_FEN_BOARD", "board field " + quoted(fields[0]) + ": " + why);
        };
        if (ranks.size() != 8)
            return bad("it has " + std::to_string(ranks.size()) + " ranks, not 8");
        int width = 0;
        std::vector<std::pair<Square, PieceType>> pieces;
        for (int i = 0; i < 8; ++i) {
            const int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i]) {
                if (c >= '1' && c <= '8')
                    file += c - '0';
                else if (const size_t pt = PIECE_LETTERS.find(c); pt != std::string_view::npos && pt > 0) {
                    if (file < 8)
                        pieces.emplace_back(make_square(file, rank), PieceType(pt));
                    ++file;
                } else
                    return bad(quoted(std::string_view(&c, 1)) +
                               " is not a piece (p, d, q) or a count of empty squares");
                if (file > 8)
                    return bad("rank " + std::to_string(rank + 1) + " has more than 8 squares");
            }
            if (i == 0)
                width = file;
            if (width != 4 && width != 8)
                return bad("rank 8 has " + std::to_string(width) + " squares: 4 (2 players) or 8 (4 players)");
            if (file != width)
                return bad("rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, not " +
                           std::to_string(width));
        }
        pos.lay = &layout_for(width == 4 ? 2 : 4);
        for (auto [s, pt] : pieces)
            pos.put(pt, s);
        return std::nullopt;
    }

    std::optional<Error> side(const std::vector<std::string_view>& fields) {
        const int n = pos.lay->seats;
        for (Seat s = 0; s < n; ++s)
            if (fields[1] == side_name(n, s)) {
                pos.sideToMove = s;
                return std::nullopt;
            }
        return make_error("ERR_FEN_SIDE", "side field: " + quoted(fields[1]) + " is not a seat of the " +
                                              (n == 2 ? "2-player game (s, n)" : "4-player game (sw, nw, ne, se)"));
    }

    std::optional<Error> scores(const std::vector<std::string_view>& fields) {
        const std::vector<std::string_view> values = split(fields[2], '/');
        const int n = pos.lay->seats;
        if (int(values.size()) != n)
            return make_error("ERR_FEN_SCORES", "scores field " + quoted(fields[2]) + ": " + std::to_string(n) +
                                                    " scores separated by '/' expected");
        for (int s = 0; s < n; ++s) {
            const std::optional<int> v = parse_number(values[s], MAX_PARSED_SCORE);
            if (!v)
                return make_error("ERR_FEN_SCORES", "scores field: " + quoted(values[s]) +
                                                        " is not a score (a whole number 0.." +
                                                        std::to_string(MAX_PARSED_SCORE) + ")");
            pos.scores[s] = int16_t(*v);
        }
        return std::nullopt;
    }

    std::optional<Error> clock(const std::vector<std::string_view>& fields) {
        const std::string_view f = fields[4];
        if (f == "-")
            pos.clockState = CLOCK_OFF;
        else if (f == "on")
            pos.clockState = CLOCK_READY;
        else if (f.size() == 1 && f[0] >= '0' && f[0] <= '0' + CLOCK_END)
            pos.clockState = f[0] - '0';
        else
            return make_error("ERR_FEN_CLOCK",
                              "clock field: " + quoted(f) +
                                  " is not '-' (off), 'on' (not called yet) or 0..7 (moves since the call)");
        return std::nullopt;
    }

    std::optional<Error> plies(std::string_view f) {
        const size_t slash = f.find('/');
        const std::optional<int> played = parse_number(f.substr(0, slash), MAX_PARSED_PLIES);
        const std::optional<int> limit = slash == std::string_view::npos
                                             ? std::optional<int>(0)
                                             : parse_number(f.substr(slash + 1), MAX_PARSED_PLIES);
        if (!played || !limit || (slash != std::string_view::npos && *limit == 0))
            return make_error("ERR_FEN_PLIES", "plies field: " + quoted(f) +
                                                   " is not the moves played, optionally '/' and a move limit above 0");
        pos.ply = *played;
        pos.limit = *limit;
        return std::nullopt;
    }

    /// The last crossing: a move across the canal whose piece stands on its destination, in the side to move's
    /// zone, with its origin empty (2 players only).
    std::optional<Error> crossing(std::string_view f) {
        if (f == "-")
            return std::nullopt;
        const auto bad = [&](std::string why) {
            return make_error("ERR_FEN_CROSSING", "crossing field: " + quoted(f) + " " + why);
        };
        const size_t dash = f.find('-');
        const std::optional<Square> from =
            dash == std::string_view::npos ? std::nullopt : parse_square(*pos.lay, f.substr(0, dash));
        const std::optional<Square> to =
            dash == std::string_view::npos ? std::nullopt : parse_square(*pos.lay, f.substr(dash + 1));
        if (!from || !to)
            return bad("is not '-' or a move from-to on this board");
        if (pos.lay->seats != 2)
            return bad("is not '-': the 4-player game has no rejection rule");
        if (pos.lay->zoneOf[*from] == pos.lay->zoneOf[*to])
            return bad("does not cross the canal");
        if (pos.lay->zoneOf[*to] != pos.sideToMove || pos.board[*to] == NO_PIECE || pos.board[*from] != NO_PIECE)
            return bad("does not fit the board: the crossed piece stands on its destination, in the zone of the side "
                       "to move, and its origin is empty");
        pos.crossFrom = *from;
        pos.crossTo = *to;
        return std::nullopt;
    }
};

Result<Position> Position::from_fen(std::string_view fen) { return FenReader().read(fen); }

std::string Position::fen() const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < lay->width; ++file) {
            const PieceType pt = board[make_square(file, rank)];
            if (pt == NO_PIECE) {
                ++empty;
                continue;
            }
            if (empty)
                out += char('0' + empty);
            empty = 0;
            out += PIECE_LETTERS[pt];
        }
        if (empty)
            out += char('0' + empty);
        if (rank)
            out += '/';
    }
    out += ' ';
    out += side_name(lay->seats, sideToMove);
    out += ' ';
    for (int s = 0; s < lay->seats; ++s) {
        if (s)
            out += '/';
        out += std::to_string(scores[s]);
    }
    out += ' ';
    out += crossTo == NO_SQ ? "-" : square_name(crossFrom) + "-" + square_name(crossTo);
    out += ' ';
    out += clockState == CLOCK_OFF ? "-" : clockState == CLOCK_READY ? "on" : std::to_string(clockState);
    out += ' ';
    out += std::to_string(ply);
    if (limit) {
        out += '/';
        out += std::to_string(limit);
    }
    return out;
}

} // namespace littletable::martian
