// A deliberately simple reference for four-player chess, written straight from docs/rules/fourplayer.md and
// sharing nothing with engine/fourplayer/ but its seat numbers: a [file][rank] array of cells, attacks computed
// forward from every piece, legality by playing each move on a copy, and every rule after a move applied on a
// copy of the whole state (the "before" of the multi-check bonus is simply the old copy). Slow and obvious; the
// cross-check (crosscheck_test.cpp) holds the fast generator to it.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/core/outcome.h"

namespace littletable::fourplayer::reference {

struct Cell {
    char type = 0; ///< 'P','N','B','R','Q','K','D' (the 1-point queen); 0 = empty
    int owner = -1; ///< 0..3 (R, B, Y, G), 4 = a grey piece of no seat
    bool grey = false;
    bool operator==(const Cell&) const = default;
};

struct RefMove {
    int ff, fr, tf, tr;
    bool castle = false, ep = false, promo = false, dbl = false;
    /// "d2d4" plus ":c" castling, ":e" en passant, ":=" promotion, ":2" double step.
    std::string text() const {
        std::string t;
        t += char('a' + ff);
        t += std::to_string(fr + 1);
        t += char('a' + tf);
        t += std::to_string(tr + 1);
        if (castle)
            t += ":c";
        if (ep)
            t += ":e";
        if (promo)
            t += ":=";
        if (dbl)
            t += ":2";
        return t;
    }
};

inline bool exists(int f, int r) {
    if (f < 0 || f > 13 || r < 0 || r > 13)
        return false;
    return !((f < 3 || f > 10) && (r < 3 || r > 10));
}

// Pawn forward (df, dr) per seat: Red up, Blue right, Yellow down, Green left.
constexpr int FWD[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

inline int value(char t) {
    switch (t) {
        case 'P':
            return 1;
        case 'N':
            return 3;
        case 'B':
            return 5;
        case 'R':
            return 5;
        case 'Q':
            return 9;
        case 'D':
            return 1;
        case 'K':
            return 20;
    }
    return 0;
}

struct RefState {
    Cell g[14][14];
    int side = 0;
    bool out[4] = {false, false, false, false};
    bool shortRight[4] = {false, false, false, false};
    bool longRight[4] = {false, false, false, false};
    int points[4] = {0, 0, 0, 0};
    int rule50 = 0;
    int epF[4] = {-1, -1, -1, -1}, epR[4] = {-1, -1, -1, -1}; ///< landing square of the seat's double step
    Termination end = Termination::NONE;
    std::vector<std::string> seen; ///< keys of the positions since the start, for repetitions

    bool live(const Cell& c) const { return c.type && !c.grey && c.owner >= 0 && c.owner < 4 && !out[c.owner]; }

    /// Does the piece on (f, r) attack (tf, tr)?
    bool attacks(int f, int r, int tf, int tr) const {
        const Cell& c = g[f][r];
        const int df = tf - f, dr = tr - r;
        switch (c.type) {
            case 'P': {
                const int* fw = FWD[c.owner];
                // one step forward plus one step sideways
                return (fw[0] == 0) ? (dr == fw[1] && std::abs(df) == 1) : (df == fw[0] && std::abs(dr) == 1);
            }
            case 'N':
                return (std::abs(df) == 1 && std::abs(dr) == 2) || (std::abs(df) == 2 && std::abs(dr) == 1);
            case 'K':
                return std::max(std::abs(df), std::abs(dr)) == 1;
            default:
                break;
        }
        const bool straight = df == 0 || dr == 0, diagonal = std::abs(df) == std::abs(dr);
        if ((df == 0 && dr == 0) || !(straight || diagonal))
            return false;
        if (c.type == 'R' && !straight)
            return false;
        if (c.type == 'B' && !diagonal)
            return false;
        const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
        for (int x = f + sf, y = r + sr; x != tf || y != tr; x += sf, y += sr)
            if (!exists(x, y) || g[x][y].type)
                return false;
        return true;
    }

    /// Is (tf, tr) attacked by a live piece of a seat other than `seat`?
    bool attacked_by_others(int tf, int tr, int seat) const {
        for (int f = 0; f < 14; ++f)
            for (int r = 0; r < 14; ++r)
                if (exists(f, r) && live(g[f][r]) && g[f][r].owner != seat && attacks(f, r, tf, tr))
                    return true;
        return false;
    }

    bool king_of(int seat, int& kf, int& kr) const {
        for (int f = 0; f < 14; ++f)
            for (int r = 0; r < 14; ++r)
                if (exists(f, r) && g[f][r].type == 'K' && g[f][r].owner == seat && !g[f][r].grey) {
                    kf = f, kr = r;
                    return true;
                }
        return false;
    }

    bool in_check(int seat) const {
        int kf, kr;
        return king_of(seat, kf, kr) && attacked_by_others(kf, kr, seat);
    }

    /// The rook square and the king's step of a castling side, from the king's square on its back line: the line's
    /// ends are the rooks' squares, short toward the nearer one.
    bool castling_path(int seat, bool shortSide, int& rf, int& rr, int& sf, int& sr) const {
        int kf, kr;
        if (!king_of(seat, kf, kr))
            return false;
        const bool onBack = seat == 0 ? kr == 0 : seat == 1 ? kf == 0 : seat == 2 ? kr == 13 : kf == 13;
        if (!onBack)
            return false;
        const bool alongFiles = seat == 0 || seat == 2; // the back line runs along files a..n
        int ends[2][2];
        for (int d = 0; d < 2; ++d) {
            const int step = d ? 1 : -1;
            int x = kf, y = kr;
            while (exists(x + (alongFiles ? step : 0), y + (alongFiles ? 0 : step))) {
                x += alongFiles ? step : 0;
                y += alongFiles ? 0 : step;
            }
            ends[d][0] = x, ends[d][1] = y;
        }
        const int dist0 = std::abs(ends[0][0] - kf) + std::abs(ends[0][1] - kr);
        const int dist1 = std::abs(ends[1][0] - kf) + std::abs(ends[1][1] - kr);
        const int d = ((dist0 < dist1) == shortSide) ? 0 : 1;
        rf = ends[d][0], rr = ends[d][1];
        sf = alongFiles ? (d ? 1 : -1) : 0;
        sr = alongFiles ? 0 : (d ? 1 : -1);
        return true;
    }

    /// The board part of a move.
    void move_board(const RefMove& m, int us) {
        Cell piece = g[m.ff][m.fr];
        if (m.castle) {
            const int sf = (m.tf - m.ff) / 2, sr = (m.tr - m.fr) / 2;
            int x = m.ff, y = m.fr;
            while (exists(x + sf, y + sr))
                x += sf, y += sr;
            const Cell rook = g[x][y];
            g[x][y] = Cell();
            g[m.ff][m.fr] = Cell();
            g[m.tf][m.tr] = piece;
            g[m.ff + sf][m.fr + sr] = rook;
            return;
        }
        if (m.ep)
            for (int o = 0; o < 4; ++o)
                if (o != us && epF[o] >= 0 && epF[o] - FWD[o][0] == m.tf && epR[o] - FWD[o][1] == m.tr)
                    g[epF[o]][epR[o]] = Cell();
        g[m.ff][m.fr] = Cell();
        if (m.promo)
            piece.type = 'D';
        g[m.tf][m.tr] = piece;
    }

    void add(std::vector<RefMove>& list, const RefMove& m, int us) const {
        RefState after; // the board, eliminations and en passant rights only (no history)
        std::copy(&g[0][0], &g[0][0] + 14 * 14, &after.g[0][0]);
        std::copy(this->out, this->out + 4, after.out);
        std::copy(epF, epF + 4, after.epF);
        std::copy(epR, epR + 4, after.epR);
        after.move_board(m, us);
        if (!after.in_check(us))
            list.push_back(m);
    }

    /// Every legal move of `us`, as if it were to move now.
    std::vector<RefMove> legal_moves(int us) const {
        std::vector<RefMove> out;
        const auto enter = [&](int f, int r) {
            return exists(f, r) && (!g[f][r].type || g[f][r].grey || g[f][r].owner != us);
        };
        for (int f = 0; f < 14; ++f)
            for (int r = 0; r < 14; ++r) {
                if (!exists(f, r) || !live(g[f][r]) || g[f][r].owner != us)
                    continue;
                const char t = g[f][r].type;
                if (t == 'P') {
                    const int fx = FWD[us][0], fy = FWD[us][1];
                    const auto line = [&](int x, int y) { return fx ? x : y; };
                    const int promoLine = (us == 0 || us == 1) ? 7 : 6, home = (us == 0 || us == 1) ? 1 : 12;
                    if (exists(f + fx, r + fy) && !g[f + fx][r + fy].type) {
                        add(out, {f, r, f + fx, r + fy, false, false, line(f + fx, r + fy) == promoLine}, us);
                        if (line(f, r) == home && exists(f + 2 * fx, r + 2 * fy) && !g[f + 2 * fx][r + 2 * fy].type)
                            add(out, {f, r, f + 2 * fx, r + 2 * fy, false, false, false, true}, us);
                    }
                    for (int side : {-1, 1}) {
                        const int x = f + fx + (fx ? 0 : side), y = r + fy + (fy ? 0 : side);
                        if (exists(x, y) && g[x][y].type && enter(x, y))
                            add(out, {f, r, x, y, false, false, line(x, y) == promoLine}, us);
                        // En passant: (x, y) is the square another seat's pawn passed on its double step.
                        for (int o = 0; o < 4; ++o)
                            if (o != us && epF[o] >= 0 && epF[o] - FWD[o][0] == x && epR[o] - FWD[o][1] == y &&
                                !g[x][y].type && g[epF[o]][epR[o]].type == 'P' && g[epF[o]][epR[o]].owner == o)
                                add(out, {f, r, x, y, false, true, line(x, y) == promoLine}, us);
                    }
                    continue;
                }
                for (int x = 0; x < 14; ++x)
                    for (int y = 0; y < 14; ++y)
                        if ((x != f || y != r) && enter(x, y) && attacks(f, r, x, y))
                            add(out, {f, r, x, y}, us);
            }
        // Castling.
        for (bool shortSide : {true, false}) {
            if (!(shortSide ? shortRight[us] : longRight[us]) || in_check(us))
                continue;
            int rf, rr, sf, sr, kf, kr;
            if (!castling_path(us, shortSide, rf, rr, sf, sr) || !king_of(us, kf, kr))
                continue;
            if (g[rf][rr].type != 'R' || g[rf][rr].owner != us || g[rf][rr].grey)
                continue;
            bool ok = true;
            for (int x = kf + sf, y = kr + sr; x != rf || y != rr; x += sf, y += sr)
                ok = ok && !g[x][y].type;
            if (!ok || attacked_by_others(kf + sf, kr + sr, us))
                continue;
            add(out, {kf, kr, kf + 2 * sf, kr + 2 * sr, true}, us);
        }
        return out;
    }

    void eliminate(int seat) {
        out[seat] = true;
        shortRight[seat] = longRight[seat] = false;
        for (int f = 0; f < 14; ++f)
            for (int r = 0; r < 14; ++r)
                if (exists(f, r) && g[f][r].type && g[f][r].owner == seat)
                    g[f][r].grey = true;
    }

    int live_count() const { return 4 - out[0] - out[1] - out[2] - out[3]; }

    bool ended_on_points() {
        int live[4], n = 0;
        for (int s = 0; s < 4; ++s)
            if (!out[s])
                live[n++] = s;
        if (n <= 1 || (n == 2 && std::abs(points[live[0]] - points[live[1]]) >= 21)) {
            end = Termination::POINTS;
            return true;
        }
        return false;
    }

    std::string key() const {
        std::string k;
        for (int f = 0; f < 14; ++f)
            for (int r = 0; r < 14; ++r) {
                const Cell& c = g[f][r];
                k += c.type ? c.type : '.';
                k += char('0' + (c.grey ? 4 : c.owner < 0 ? 9 : c.owner));
            }
        for (int s = 0; s < 4; ++s)
            k += std::to_string(side) + (out[s] ? "o" : "-") + (shortRight[s] ? "s" : "-") +
                 (longRight[s] ? "l" : "-") + std::to_string(points[s]) + "," + std::to_string(epF[s]) + "," +
                 std::to_string(epR[s]) + ";";
        return k;
    }

    /// Plays a legal move with every rule the rules file attaches to it.
    void play(const RefMove& m) {
        const RefState before = *this;
        const int us = side;
        Cell captured = g[m.tf][m.tr];
        if (m.ep)
            for (int o = 0; o < 4; ++o)
                if (o != us && epF[o] >= 0 && epF[o] - FWD[o][0] == m.tf && epR[o] - FWD[o][1] == m.tr)
                    captured = g[epF[o]][epR[o]];
        // Castling rights: the king moved, or a move from or to a rook's corner.
        for (int s = 0; s < 4; ++s)
            for (bool shortSide : {true, false}) {
                int rf, rr, sf, sr;
                if (!before.castling_path(s, shortSide, rf, rr, sf, sr))
                    continue;
                const bool kingMoved = s == us && before.g[m.ff][m.fr].type == 'K';
                if ((m.ff == rf && m.fr == rr) || (m.tf == rf && m.tr == rr) || kingMoved)
                    (shortSide ? shortRight : longRight)[s] = false;
            }
        move_board(m, us);
        rule50 = (before.g[m.ff][m.fr].type == 'P' || captured.type) ? 0 : rule50 + 1;
        epF[us] = m.dbl ? m.tf : -1;
        epR[us] = m.dbl ? m.tr : -1;
        if (captured.type && before.live(captured)) {
            points[us] += value(captured.type);
            if (captured.type == 'K')
                eliminate(captured.owner);
        }
        bool mated[4] = {false, false, false, false};
        for (int o = 0; o < 4; ++o)
            mated[o] = o != us && !out[o] && in_check(o) && legal_moves(o).empty();
        // Multi-check: kings newly attacked by the mover's own pieces (not before the move), mated ones not counted;
        // "queens only" when every piece of the mover attacking a counted king is a queen.
        int kings = 0;
        bool queensOnly = true;
        for (int o = 0; o < 4; ++o) {
            int kf, kr;
            if (o == us || out[o] || mated[o] || !king_of(o, kf, kr))
                continue;
            bool now = false, then = false, queens = true;
            for (int f = 0; f < 14; ++f)
                for (int r = 0; r < 14; ++r) {
                    if (exists(f, r) && live(g[f][r]) && g[f][r].owner == us && attacks(f, r, kf, kr)) {
                        now = true;
                        queens = queens && (g[f][r].type == 'Q' || g[f][r].type == 'D');
                    }
                    if (exists(f, r) && before.live(before.g[f][r]) && before.g[f][r].owner == us &&
                        before.attacks(f, r, kf, kr))
                        then = true;
                }
            if (now && !then) {
                ++kings;
                queensOnly = queensOnly && queens;
            }
        }
        if (kings >= 2)
            points[us] += kings == 2 ? (queensOnly ? 1 : 5) : (queensOnly ? 5 : 20);
        for (int o = 0; o < 4; ++o)
            if (mated[o]) {
                points[us] += 20;
                eliminate(o);
            }
        if (!ended_on_points()) {
            int next = us;
            for (;;) {
                next = (next + 1) % 4;
                epF[next] = epR[next] = -1; // its turn came round: its double step can no longer be taken
                if (out[next])
                    continue;
                if (!legal_moves(next).empty())
                    break;
                points[next] += 20; // stalemated
                eliminate(next);
                if (ended_on_points())
                    break;
            }
            side = next;
        }
        if (end != Termination::NONE)
            return;
        seen.push_back(key());
        const long repeats = std::count(seen.begin(), seen.end(), seen.back());
        bool bareKings = live_count() == 2;
        for (int f = 0; f < 14; ++f)
            for (int r = 0; r < 14; ++r)
                if (exists(f, r) && live(g[f][r]) && g[f][r].type != 'K')
                    bareKings = false;
        Termination draw = repeats >= 3                  ? Termination::THREEFOLD_REPETITION
                           : rule50 >= 50 * live_count() ? Termination::FIFTY_MOVES
                           : bareKings                   ? Termination::INSUFFICIENT_MATERIAL
                                                         : Termination::NONE;
        if (draw != Termination::NONE) {
            for (int s = 0; s < 4; ++s)
                if (!out[s])
                    points[s] += 10;
            end = draw;
        }
    }

    /// The modern start (fourplayer.md "Board and setup"), typed from the rules text; classic swaps Blue's and
    /// Green's king and queen.
    static RefState start(bool classic = false) {
        RefState s;
        const char* back = "RNBQKBNR"; // Red d1..k1 and Green n4..n11
        const char* mirrored = "RNBKQBNR"; // Yellow d14..k14 and Blue a4..a11
        for (int i = 0; i < 8; ++i) {
            s.g[3 + i][0] = {back[i], 0};
            s.g[3 + i][1] = {'P', 0};
            s.g[0][3 + i] = {mirrored[i], 1};
            s.g[1][3 + i] = {'P', 1};
            s.g[3 + i][13] = {mirrored[i], 2};
            s.g[3 + i][12] = {'P', 2};
            s.g[13][3 + i] = {back[i], 3};
            s.g[12][3 + i] = {'P', 3};
        }
        if (classic) {
            std::swap(s.g[0][6], s.g[0][7]);
            std::swap(s.g[13][6], s.g[13][7]);
        }
        for (int i = 0; i < 4; ++i)
            s.shortRight[i] = s.longRight[i] = true;
        s.seen.push_back(s.key());
        return s;
    }
};

/// Perft of the reference (copy-make).
inline uint64_t perft(const RefState& s, int depth) {
    if (depth == 0 || s.end != Termination::NONE)
        return depth == 0 ? 1 : 0;
    uint64_t n = 0;
    for (const RefMove& m : s.legal_moves(s.side)) {
        if (depth == 1) {
            ++n;
            continue;
        }
        RefState child = s;
        child.play(m);
        n += perft(child, depth - 1);
    }
    return n;
}

} // namespace littletable::fourplayer::reference
