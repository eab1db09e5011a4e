// A deliberately simple Metamachy move generator, written straight from docs/rules/metamachy.md for checking the
// engine: a plain 12x12 array of letters, copy-make, and legality by asking whether any enemy move could take the
// King (no attack tables, no mailbox, no incremental state). Slow and obvious on purpose.
#pragma once

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace metamachy_reference {

/// A piece: its Jocly letter in upper case ('K','Q','R','B','N','P','C','M','E','A','L','I'), colour 0 White,
/// 1 Black; letter 0 for an empty square.
struct Piece {
    char letter = 0;
    int color = 0;
};

struct Move {
    int ff = 0, fr = 0, tf = 0, tr = 0;
    char promotion = 0; ///< 'q', 'l' or 'a'
    bool enPassant = false, doubleStep = false, leap = false;
    std::string setup; ///< the arrangement letters for a setup choice (back f, back g, front f, front g)

    /// Long algebraic text: "f3f5", "e11e12l"; a setup choice "qkla@f12".
    std::string text() const {
        if (!setup.empty())
            return setup + "@f12";
        std::string s = square(ff, fr) + square(tf, tr);
        if (promotion)
            s += promotion;
        return s;
    }
    static std::string square(int f, int r) { return std::string(1, char('a' + f)) + std::to_string(r + 1); }
};

struct Position {
    Piece board[12][12]; // [file][rank]
    int side = 0;
    bool leapRight[2] = {false, false};
    int epFile = -1, epRank = -1; ///< the passed square of the last double step when a Pawn may take there
    bool setup = false;
    int halfmove = 0, fullmove = 1;

    static bool inside(int f, int r) { return f >= 0 && f < 12 && r >= 0 && r < 12; }
    const Piece& at(int f, int r) const { return board[f][r]; }

    /// Reads the FEN fields this generator needs (no validation: the engine's FENs only).
    static Position from_fen(const std::string& fen) {
        Position p;
        std::istringstream in(fen);
        std::string boardField, sideField, rights, ep, extra;
        in >> boardField >> sideField >> rights >> ep >> p.halfmove >> p.fullmove;
        int f = 0, r = 11;
        for (size_t i = 0; i < boardField.size(); ++i) {
            const char c = boardField[i];
            if (c == '/') {
                --r;
                f = 0;
            } else if (c >= '0' && c <= '9') {
                int n = c - '0';
                if (i + 1 < boardField.size() && boardField[i + 1] >= '0' && boardField[i + 1] <= '9')
                    n = n * 10 + (boardField[++i] - '0');
                f += n;
            } else {
                const bool black = c >= 'a';
                p.board[f++][r] = Piece{char(black ? c - 'a' + 'A' : c), black ? 1 : 0};
            }
        }
        p.side = sideField == "b" ? 1 : 0;
        p.leapRight[0] = rights.find('K') != std::string::npos;
        p.leapRight[1] = rights.find('k') != std::string::npos;
        if (ep != "-") {
            p.epFile = ep[0] - 'a';
            p.epRank = std::stoi(ep.substr(1)) - 1;
        }
        while (in >> extra)
            p.setup = p.setup || extra == "setup";
        return p;
    }

    std::string fen() const {
        std::string out;
        for (int r = 11; r >= 0; --r) {
            int empty = 0;
            for (int f = 0; f < 12; ++f) {
                const Piece& p = board[f][r];
                if (!p.letter) {
                    ++empty;
                    continue;
                }
                if (empty)
                    out += std::to_string(empty);
                empty = 0;
                out += p.color ? char(p.letter - 'A' + 'a') : p.letter;
            }
            if (empty)
                out += std::to_string(empty);
            if (r)
                out += '/';
        }
        out += side ? " b " : " w ";
        std::string rights = std::string(leapRight[0] ? "K" : "") + (leapRight[1] ? "k" : "");
        out += rights.empty() ? "-" : rights;
        out += ' ' + (epFile < 0 ? std::string("-") : Move::square(epFile, epRank));
        out += ' ' + std::to_string(halfmove) + ' ' + std::to_string(fullmove);
        if (setup)
            out += " setup";
        return out;
    }

    /// Every move of colour `c` by the rules of movement, without regard to its own King's safety. With
    /// `withLeap` false the King's initial leap is left out (it never captures, so attacks do not need it).
    std::vector<Move> pseudo_moves(int c, bool withLeap) const {
        std::vector<Move> out;
        auto own = [&](int f, int r) { return at(f, r).letter && at(f, r).color == c; };
        auto enemy = [&](int f, int r) { return at(f, r).letter && at(f, r).color != c; };
        auto empty = [&](int f, int r) { return !at(f, r).letter; };
        auto add = [&](int ff, int fr, int tf, int tr) {
            Move m;
            m.ff = ff, m.fr = fr, m.tf = tf, m.tr = tr;
            out.push_back(m);
            return &out.back();
        };
        const int dir = c == 0 ? 1 : -1, lastRank = c == 0 ? 11 : 0;
        // A Pawn or Prince arriving on `tr`: three moves on the last rank (Queen, Lion, Eagle).
        auto advance = [&](int ff, int fr, int tf, int tr, bool dbl) {
            if (tr == lastRank) {
                for (char pr : {'q', 'l', 'a'})
                    add(ff, fr, tf, tr)->promotion = pr;
            } else
                add(ff, fr, tf, tr)->doubleStep = dbl;
        };
        for (int f = 0; f < 12; ++f)
            for (int r = 0; r < 12; ++r) {
                if (!own(f, r))
                    continue;
                const char k = at(f, r).letter;
                auto leap = [&](int df, int dr) {
                    if (inside(f + df, r + dr) && !own(f + df, r + dr))
                        add(f, r, f + df, r + dr);
                };
                auto slide = [&](int df, int dr) {
                    for (int tf = f + df, tr = r + dr; inside(tf, tr); tf += df, tr += dr) {
                        if (own(tf, tr))
                            break;
                        add(f, r, tf, tr);
                        if (enemy(tf, tr))
                            break;
                    }
                };
                for (int df = -3; df <= 3; ++df)
                    for (int dr = -3; dr <= 3; ++dr) {
                        const int adf = std::abs(df), adr = std::abs(dr), dist = std::max(adf, adr);
                        if (dist == 0)
                            continue;
                        const bool knight = (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
                        const bool camel = (adf == 1 && adr == 3) || (adf == 3 && adr == 1);
                        const bool diagonal = adf == adr;
                        if ((k == 'K' && dist == 1) || (k == 'N' && knight) || (k == 'M' && camel) ||
                            (k == 'E' && diagonal && dist <= 2) || (k == 'L' && dist <= 2))
                            leap(df, dr);
                        if ((k == 'Q' && (diagonal || adf == 0 || adr == 0) && dist == 1) ||
                            (k == 'R' && (adf == 0 || adr == 0) && dist == 1) || (k == 'B' && diagonal && dist == 1))
                            slide(df, dr);
                        if (k == 'I' && dist == 1 && inside(f + df, r + dr) && !own(f + df, r + dr))
                            advance(f, r, f + df, r + dr, false);
                        if (k == 'A' && diagonal && dist == 1 && inside(f + df, r + dr) && !own(f + df, r + dr)) {
                            add(f, r, f + df, r + dr);
                            if (empty(f + df, r + dr)) {
                                // Outward from the corner along its file component and its rank component.
                                for (int o = 0; o < 2; ++o) {
                                    const int sf = o == 0 ? df : 0, sr = o == 0 ? 0 : dr;
                                    for (int tf = f + df + sf, tr = r + dr + sr; inside(tf, tr); tf += sf, tr += sr) {
                                        if (own(tf, tr))
                                            break;
                                        add(f, r, tf, tr);
                                        if (enemy(tf, tr))
                                            break;
                                    }
                                }
                            }
                        }
                        if (k == 'C' && dist == 1 && (adf == 0 || adr == 0)) {
                            int tf = f + df, tr = r + dr;
                            for (; inside(tf, tr) && empty(tf, tr); tf += df, tr += dr)
                                add(f, r, tf, tr);
                            // Jump exactly one piece (the screen), take the first piece beyond if it is an enemy.
                            for (tf += df, tr += dr; inside(tf, tr); tf += df, tr += dr)
                                if (!empty(tf, tr)) {
                                    if (enemy(tf, tr))
                                        add(f, r, tf, tr);
                                    break;
                                }
                        }
                        if (k == 'K' && withLeap && leapRight[c] && dist == 2 && inside(f + df, r + dr) &&
                            empty(f + df, r + dr))
                            add(f, r, f + df, r + dr)->leap = true;
                    }
                if (k == 'P' || k == 'I') {
                    if (k == 'P' && inside(f, r + dir) && empty(f, r + dir))
                        advance(f, r, f, r + dir, false);
                    if (inside(f, r + 2 * dir) && empty(f, r + dir) && empty(f, r + 2 * dir))
                        advance(f, r, f, r + 2 * dir, true);
                }
                if (k == 'P')
                    for (int df : {-1, 1}) {
                        const int tf = f + df, tr = r + dir;
                        if (!inside(tf, tr))
                            continue;
                        if (enemy(tf, tr))
                            advance(f, r, tf, tr, false);
                        else if (tf == epFile && tr == epRank)
                            add(f, r, tf, tr)->enPassant = true;
                    }
            }
        for (Move& m : out)
            if (m.promotion || m.enPassant || m.leap)
                m.doubleStep = false;
        return out;
    }

    int king_file(int c, int& rank) const {
        for (int f = 0; f < 12; ++f)
            for (int r = 0; r < 12; ++r)
                if (at(f, r).letter == 'K' && at(f, r).color == c) {
                    rank = r;
                    return f;
                }
        rank = -1;
        return -1;
    }

    /// True when some move of colour `by` could land on (f, r) taking what stands there.
    bool attacked(int f, int r, int by) const {
        Position probe = *this;
        if (!probe.at(f, r).letter || probe.at(f, r).color == by)
            probe.board[f][r] = Piece{'K', 1 - by}; // something to take, so that captures onto it are generated
        for (const Move& m : probe.pseudo_moves(by, false))
            if (m.tf == f && m.tr == r && !m.enPassant)
                return true;
        return false;
    }

    bool in_check(int c) const {
        int r;
        const int f = king_file(c, r);
        return attacked(f, r, 1 - c);
    }

    /// The position after `m` (legal or not), side switched. `decideEnPassant` false leaves out the en passant
    /// square (enough for asking whether a King is attacked).
    Position after(const Move& m, bool decideEnPassant = true) const {
        Position p = *this;
        p.epFile = p.epRank = -1;
        if (!m.setup.empty()) {
            // Black's arrangement, copied by White on the same files.
            const int backRank[2] = {0, 11}, frontRank[2] = {1, 10};
            for (int c = 0; c < 2; ++c)
                for (int i = 0; i < 4; ++i)
                    p.board[5 + i % 2][i < 2 ? backRank[c] : frontRank[c]] =
                        Piece{char(m.setup[size_t(i)] - 'a' + 'A'), c};
            p.setup = false;
            p.side = 0;
            p.halfmove = 0;
            return p;
        }
        const Piece mover = p.board[m.ff][m.fr];
        const bool capture = p.board[m.tf][m.tr].letter || m.enPassant;
        if (m.enPassant)
            p.board[m.tf][m.fr].letter = 0; // the double-stepped piece stands beside the Pawn
        p.board[m.tf][m.tr] = mover;
        p.board[m.ff][m.fr] = Piece{};
        if (m.promotion)
            p.board[m.tf][m.tr].letter = char(m.promotion - 'a' + 'A');
        if (mover.letter == 'K')
            p.leapRight[side] = false;
        // metamachy.md, "End of game": pawn moves and captures reset the 50-move clock.
        p.halfmove = (capture || mover.letter == 'P') ? 0 : halfmove + 1;
        if (side == 1)
            ++p.fullmove;
        p.side = 1 - side;
        if (m.doubleStep && decideEnPassant) {
            // The passed square counts only when an enemy Pawn can legally take there.
            p.epFile = m.ff;
            p.epRank = (m.fr + m.tr) / 2;
            bool capturable = false;
            for (const Move& reply : p.pseudo_moves(p.side, false))
                capturable = capturable || (reply.enPassant && !p.after(reply, false).in_check(p.side));
            if (!capturable)
                p.epFile = p.epRank = -1;
        }
        return p;
    }

    /// Every legal move of the side to move.
    std::vector<Move> legal_moves() const {
        std::vector<Move> out;
        if (setup) {
            std::string letters = "aklq";
            do {
                Move m;
                m.setup = letters;
                out.push_back(m);
            } while (std::next_permutation(letters.begin(), letters.end()));
            return out;
        }
        const bool check = in_check(side);
        for (const Move& m : pseudo_moves(side, !check)) {
            if (!after(m, false).in_check(side)) {
                if (m.leap && !leap_passes(m))
                    continue;
                out.push_back(m);
            }
        }
        return out;
    }

    /// The King's leap: it must be able to stand on a passed square, as if that square were empty; for a (2,1) leap
    /// one of its two passed squares suffices.
    bool leap_passes(const Move& m) const {
        const int df = m.tf - m.ff, dr = m.tr - m.fr;
        auto sgn = [](int x) { return (x > 0) - (x < 0); };
        std::vector<std::pair<int, int>> passed = {{m.ff + sgn(df), m.fr + sgn(dr)}};
        if (std::abs(df) == 2 && std::abs(dr) == 1)
            passed.push_back({m.ff + sgn(df), m.fr});
        if (std::abs(df) == 1 && std::abs(dr) == 2)
            passed.push_back({m.ff, m.fr + sgn(dr)});
        for (auto [f, r] : passed) {
            Position p = *this;
            p.board[f][r] = p.board[m.ff][m.fr];
            p.board[m.ff][m.fr] = Piece{};
            if (!p.in_check(side))
                return true;
        }
        return false;
    }
};

inline uint64_t perft(const Position& p, int depth) {
    if (depth == 0)
        return 1;
    const std::vector<Move> moves = p.legal_moves();
    if (depth == 1)
        return moves.size();
    uint64_t n = 0;
    for (const Move& m : moves)
        n += perft(p.after(m), depth - 1);
    return n;
}

} // namespace metamachy_reference
