// A deliberately simple Martian Chess move generator, written straight from docs/rules/martian.md with nothing
// of engine/martian: a grid of characters ('.', 'p', 'd', 'q') indexed rank * width + file, zones by coordinates,
// pieces walked square by square, positions copied for every move. It reads and writes the position string itself,
// so the cross-check (crosscheck_test.cpp) also checks engine/martian's string against an independent reader.
#pragma once

#include <array>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace littletable::martian::reference {

struct Pos {
    int seats = 2, width = 4;
    std::array<char, 64> cell{}; ///< rank * width + file
    int toMove = 0;
    std::array<int, 4> score{};
    int crossFrom = -1, crossTo = -1; ///< cell indices of the last canal crossing, -1 for none
    int clock = -2; ///< -2 off, -1 on and not called, 0..7 moves since the call or last capture
    int ply = 0, limit = 0;

    char at(int f, int r) const { return cell[size_t(r * width + f)]; }
    bool on(int f, int r) const { return f >= 0 && f < width && r >= 0 && r < 8; }
    /// "Board and setup": South ranks 1-4, North 5-8; "Four players": quadrants clockwise from the bottom-left.
    int zone(int f, int r) const {
        if (seats == 2)
            return r <= 3 ? 0 : 1;
        if (f <= 3)
            return r <= 3 ? 0 : 1;
        return r >= 4 ? 2 : 3;
    }
};

struct Move {
    int ff, fr, tf, tr;
    bool callsClock;
};

inline int value(char c) { return c == 'p' ? 1 : c == 'd' ? 2 : c == 'q' ? 3 : 0; }
inline char piece_of_value(int v) { return ".pdq"[v]; }

inline const char* const SIDES_2[] = {"s", "n"};
inline const char* const SIDES_4[] = {"sw", "nw", "ne", "se"};

inline std::string square(const Pos& p, int index) {
    return std::string(1, char('a' + index % p.width)) + char('1' + index / p.width);
}
inline int parse_square(const Pos& p, const std::string& s) { return (s[1] - '1') * p.width + (s[0] - 'a'); }

/// Reads a well-formed position string (the engine's output).
inline Pos parse(const std::string& fen) {
    std::istringstream in(fen);
    std::string board, side, scores, crossing, clock, plies = "0";
    in >> board >> side >> scores >> crossing >> clock >> plies;
    Pos p;
    p.width = int(board.find('/'));
    for (char c : board.substr(0, board.find('/')))
        if (c >= '1' && c <= '8')
            p.width += c - '1';
    p.seats = p.width == 4 ? 2 : 4;
    int f = 0, r = 7;
    for (char c : board) {
        if (c == '/')
            --r, f = 0;
        else if (c >= '1' && c <= '8')
            for (int k = 0; k < c - '0'; ++k)
                p.cell[size_t(r * p.width + f++)] = '.';
        else
            p.cell[size_t(r * p.width + f++)] = c;
    }
    for (int s = 0; s < p.seats; ++s)
        if (side == (p.seats == 2 ? SIDES_2 : SIDES_4)[s])
            p.toMove = s;
    std::istringstream sc(scores);
    for (int s = 0; s < p.seats; ++s) {
        std::string v;
        std::getline(sc, v, '/');
        p.score[size_t(s)] = std::atoi(v.c_str());
    }
    if (crossing != "-") {
        p.crossFrom = parse_square(p, crossing.substr(0, 2));
        p.crossTo = parse_square(p, crossing.substr(3, 2));
    }
    p.clock = clock == "-" ? -2 : clock == "on" ? -1 : std::atoi(clock.c_str());
    p.ply = std::atoi(plies.c_str());
    if (plies.find('/') != std::string::npos)
        p.limit = std::atoi(plies.substr(plies.find('/') + 1).c_str());
    return p;
}

/// Everything that tells two positions apart, as one string.
inline std::string key(const Pos& p) {
    std::string k(p.cell.begin(), p.cell.begin() + p.width * 8);
    const auto add = [&k](int v) {
        k += ' ';
        k += std::to_string(v);
    };
    add(p.toMove);
    for (int s = 0; s < p.seats; ++s)
        add(p.score[size_t(s)]);
    for (int v : {p.crossFrom, p.crossTo, p.clock, p.ply, p.limit})
        add(v);
    return k;
}

/// "End of game": a zone is empty, the called clock has counted seven moves, or the move limit is reached.
inline bool over(const Pos& p) {
    for (int z = 0; z < p.seats; ++z) {
        bool empty = true;
        for (int r = 0; r < 8; ++r)
            for (int f = 0; f < p.width; ++f)
                if (p.zone(f, r) == z && p.at(f, r) != '.')
                    empty = false;
        if (empty)
            return true;
    }
    return p.clock == 7 || (p.limit > 0 && p.ply >= p.limit);
}

/// Whether the mover's zone holds a piece `c`.
inline bool zone_has(const Pos& p, int z, char c) {
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < p.width; ++f)
            if (p.zone(f, r) == z && p.at(f, r) == c)
                return true;
    return false;
}

/// "Moves": may the piece on (ff, fr) end its move on (tf, tr), which it reaches without jumping?
inline bool may_land(const Pos& p, int ff, int fr, int tf, int tr) {
    const char mover = p.at(ff, fr), target = p.at(tf, tr);
    if (target == '.' || p.zone(tf, tr) != p.toMove)
        return true;
    if (mover == 'p' && target == 'p')
        return !zone_has(p, p.toMove, 'd');
    if ((mover == 'p' && target == 'd') || (mover == 'd' && target == 'p'))
        return !zone_has(p, p.toMove, 'q');
    return false;
}

inline std::vector<Move> moves(const Pos& p) {
    std::vector<Move> out;
    if (over(p))
        return out;
    const auto add = [&](int ff, int fr, int tf, int tr) {
        if (!may_land(p, ff, fr, tf, tr))
            return;
        if (p.seats == 2 && fr * p.width + ff == p.crossTo && tr * p.width + tf == p.crossFrom)
            return; // no rejection
        out.push_back({ff, fr, tf, tr, false});
        if (p.clock == -1)
            out.push_back({ff, fr, tf, tr, true});
    };
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < p.width; ++f) {
            const char c = p.at(f, r);
            if (c == '.' || p.zone(f, r) != p.toMove)
                continue;
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr) {
                    if (df == 0 && dr == 0)
                        continue;
                    const bool diagonal = df != 0 && dr != 0;
                    const int reach = c == 'p' ? (diagonal ? 1 : 0) : c == 'd' ? (diagonal ? 0 : 2) : 8;
                    for (int k = 1; k <= reach && p.on(f + k * df, r + k * dr); ++k) {
                        add(f, r, f + k * df, r + k * dr);
                        if (p.at(f + k * df, r + k * dr) != '.')
                            break; // no jumping
                    }
                }
        }
    return out;
}

inline Pos play(const Pos& p, const Move& m) {
    Pos q = p;
    const char mover = p.at(m.ff, m.fr), target = p.at(m.tf, m.tr);
    bool capture = false;
    char landing = mover;
    if (target != '.') {
        if (p.zone(m.tf, m.tr) == p.toMove)
            landing = piece_of_value(value(mover) + value(target)); // field promotion
        else {
            q.score[size_t(p.toMove)] += value(target);
            capture = true;
        }
    }
    q.cell[size_t(m.fr * p.width + m.ff)] = '.';
    q.cell[size_t(m.tr * p.width + m.tf)] = landing;
    q.crossFrom = q.crossTo = -1;
    if (p.seats == 2 && p.zone(m.ff, m.fr) != p.zone(m.tf, m.tr)) {
        q.crossFrom = m.fr * p.width + m.ff;
        q.crossTo = m.tr * p.width + m.tf;
    }
    if (p.clock == -1 && m.callsClock)
        q.clock = 0;
    else if (p.clock >= 0)
        q.clock = capture ? 0 : p.clock + 1;
    q.ply = p.ply + 1;
    q.toMove = (p.toMove + 1) % p.seats;
    return q;
}

inline std::vector<Pos> children(const Pos& p) {
    std::vector<Pos> out;
    for (const Move& m : moves(p))
        out.push_back(play(p, m));
    return out;
}

inline uint64_t perft(const Pos& p, int depth) {
    if (depth == 0)
        return 1;
    uint64_t n = 0;
    for (const Move& m : moves(p))
        n += depth == 1 ? 1 : perft(play(p, m), depth - 1);
    return n;
}

} // namespace littletable::martian::reference
