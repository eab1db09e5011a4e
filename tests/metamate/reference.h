// A deliberately simple reference move generator for Metamate, written rule by rule from docs/rules/metamate.md
// and docs/rules-decisions.md (Metamate), to check the fast generator of engine/metamate/ by perft.
//
// It shares nothing with the engine's rules code: a plain 8x8 array of pieces, moves found by walking the board,
// a move identified by the position it leads to, legality by looking for an attack on the king in that position.
// Only the conversion from the engine's Position reads the engine (its board and state accessors). Slow on purpose:
// every choice is spelled out where the rules file states it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "engine/metamate/position.h"

namespace littletable::metamate::reference {

/// A piece: colour 'w' or 'b' (0 for an empty square), type one of "PNBRQKM", and for a Meta its configuration:
/// 0 = M1 horizontal, 1 = M1 vertical, 2 = M2.1, 3 = M2.2, 4 = M3, 5 = M4 (the order of the rules file's §3 table).
struct Cell {
    char color = 0;
    char type = 0;
    int config = -1;
    bool operator==(const Cell&) const = default;
};

/// A position: the board as board[file][rank] (a1 = [0][0]), the side to move, the setup phase, castling rights
/// castle[colour][side] (side 0 = the h-rook, 1 = the a-rook), and the en passant target square (-1 for none).
struct Pos {
    Cell board[8][8];
    char side = 'w';
    bool setup = false;
    bool castle[2][2] = {};
    int epFile = -1, epRank = -1;
};

inline int color_index(char c) { return c == 'w' ? 0 : 1; }
inline char enemy(char c) { return c == 'w' ? 'b' : 'w'; }
inline int forward(char c) { return c == 'w' ? 1 : -1; }
inline bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
/// The rank a colour's pieces start on (0-based): its back rank.
inline int back_rank(char c) { return c == 'w' ? 0 : 7; }
/// The colour's last rank, where its pawns promote.
inline int last_rank(char c) { return c == 'w' ? 7 : 0; }

/// §3: the copy squares of each configuration, as (file, rank) offsets.
inline std::vector<std::pair<int, int>> copy_offsets(int config) {
    const std::vector<std::pair<int, int>> orth = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    const std::vector<std::pair<int, int>> diag = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    std::vector<std::pair<int, int>> all = orth;
    all.insert(all.end(), diag.begin(), diag.end());
    switch (config) {
        case 0:
            return {{-1, 0}, {1, 0}}; // M1 horizontal: left and right
        case 1:
            return {{0, 1}, {0, -1}}; // M1 vertical: forward and backward
        case 2:
            return orth; // M2.1
        case 3:
            return diag; // M2.2
        default:
            return all; // M3, M4
    }
}

/// A piece a Meta copies: its square and kind.
struct Copied {
    int file, rank;
    Cell piece;
};

/// §4.1-4.3 and §6.4: the pieces the Meta of colour `color` and configuration `config` on (f, r) copies.
inline std::vector<Copied> copies(const Pos& p, int f, int r, char color, int config) {
    std::vector<Copied> out;
    auto add = [&](int cf, int cr) {
        for (const Copied& c : out)
            if (c.file == cf && c.rank == cr)
                return;
        out.push_back({cf, cr, p.board[cf][cr]});
    };
    for (auto [df, dr] : copy_offsets(config)) {
        const int cf = f + df, cr = r + dr;
        if (!on_board(cf, cr))
            continue;
        const Cell& c = p.board[cf][cr];
        // Never a Meta (§4.3); M1 to M3 copy their own colour only, M4 both (§3).
        if (c.color && c.type != 'M' && (config == 5 || c.color == color))
            add(cf, cr);
    }
    if (config == 5) // the Meta bridge, one level (§6.4)
        for (auto [df, dr] : copy_offsets(5)) {
            const int ef = f + df, er = r + dr;
            if (!on_board(ef, er))
                continue;
            const Cell& e = p.board[ef][er];
            if (e.type != 'M' || e.color != enemy(color))
                continue;
            for (auto [df2, dr2] : copy_offsets(e.config)) {
                const int cf = ef + df2, cr = er + dr2;
                if (!on_board(cf, cr))
                    continue;
                const Cell& c = p.board[cf][cr];
                if (c.color && c.type != 'M' && (e.config == 5 || c.color == e.color))
                    add(cf, cr);
            }
        }
    return out;
}

/// Whether a piece of type `type` and colour `color` standing on (f, r) attacks (tf, tr): could capture there.
inline bool piece_attacks(const Pos& p, int f, int r, char type, char color, int tf, int tr) {
    const int df = tf - f, dr = tr - r;
    if (df == 0 && dr == 0)
        return false;
    auto clear_line = [&]() {
        const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
        for (int cf = f + sf, cr = r + sr; cf != tf || cr != tr; cf += sf, cr += sr)
            if (p.board[cf][cr].color)
                return false;
        return true;
    };
    const bool straight = df == 0 || dr == 0, diagonal = df == dr || df == -dr;
    switch (type) {
        case 'P':
            return dr == forward(color) && (df == 1 || df == -1);
        case 'N':
            return (std::abs(df) == 1 && std::abs(dr) == 2) || (std::abs(df) == 2 && std::abs(dr) == 1);
        case 'K':
            return std::abs(df) <= 1 && std::abs(dr) <= 1;
        case 'B':
            return diagonal && clear_line();
        case 'R':
            return straight && clear_line();
        case 'Q':
            return (straight || diagonal) && clear_line();
        default:
            return false;
    }
}

/// §4.6, §8.1: whether a piece of colour `by` attacks (tf, tr); a Meta attacks with every piece it copies, in
/// this position.
inline bool attacked(const Pos& p, int tf, int tr, char by) {
    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r) {
            const Cell& c = p.board[f][r];
            if (c.color != by)
                continue;
            if (c.type != 'M') {
                if (piece_attacks(p, f, r, c.type, by, tf, tr))
                    return true;
            } else
                for (const Copied& k : copies(p, f, r, by, c.config))
                    if (piece_attacks(p, f, r, k.piece.type, by, tf, tr))
                        return true;
        }
    return false;
}

inline bool king_attacked(const Pos& p, char color) {
    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r)
            if (p.board[f][r].color == color && p.board[f][r].type == 'K')
                return attacked(p, f, r, enemy(color));
    return false;
}

/// Everything that decides a position for perft: board, side, phase, castling rights, en passant square.
inline std::string key(const Pos& p) {
    std::string k;
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f) {
            const Cell& c = p.board[f][r];
            k += c.color ? c.color : '.';
            k += c.type ? c.type : '.';
            k += char('0' + c.config + 1);
        }
    k += p.side;
    k += p.setup ? 'S' : '-';
    for (auto& byColor : p.castle)
        for (bool right : byColor)
            k += right ? '1' : '0';
    k += char('a' + p.epFile + 1);
    k += char('0' + p.epRank + 1);
    return k;
}

/// The legal positions that follow `p`, one per legal move (a move is the position it leads to).
std::vector<Pos> children(const Pos& p);

/// A move being built: the position after its displacement, before the choices.
struct Draft {
    Pos after;
    int toFile = -1, toRank = -1; ///< where the moving piece stands, for a Meta's evolution and promotion
    char mover = 0; ///< the moving piece's type
    bool capture = false;
    bool doubleStep = false; ///< a pawn's or a Meta's double step: leaves an en passant target
    int passedFile = -1, passedRank = -1;
    bool setupChoice = false; ///< a setup choice is no move of the game: nothing promotes (Decision)
};

/// §6.2 with chess.md §4: whether the side to move of `p` has a legal en passant capture.
inline bool can_capture_en_passant(const Pos& p);

/// The choices of a draft (§5, §7), each legal result added to `out` (as a set of keys, so that choices leading to
/// the same position count once, §5.4).
inline void finish(const Pos& before, Draft d, std::vector<Pos>& out, std::set<std::string>& seen,
                   bool checkEp = true) {
    const char us = before.side;
    // §5.1: a capturing Meta moves up one stage; M1 by its owner's choice.
    std::vector<int> evolutions = {-1};
    if (d.mover == 'M') {
        const int c = d.after.board[d.toFile][d.toRank].config;
        evolutions = {c};
        if (d.capture)
            evolutions = (c == 0 || c == 1) ? std::vector<int>{2, 3} : std::vector<int>{c >= 4 ? 5 : 4};
    }
    for (int evolution : evolutions) {
        Pos q = d.after;
        if (d.mover == 'M')
            q.board[d.toFile][d.toRank].config = evolution;
        // §7.2: the Metas of the mover on its last rank that copy a pawn now (an arriving pawn is still a pawn).
        std::vector<std::pair<int, int>> promoting;
        for (int f = 0; f < 8 && !d.setupChoice; ++f) {
            const Cell& c = q.board[f][last_rank(us)];
            if (c.color != us || c.type != 'M')
                continue;
            for (const Copied& k : copies(q, f, last_rank(us), us, c.config))
                if (k.piece.type == 'P') {
                    promoting.push_back({f, last_rank(us)});
                    break;
                }
        }
        // §7.1: a pawn on the last rank becomes a queen, rook, bishop, knight or an M1 of either orientation.
        std::vector<Cell> pawnForms = {Cell{}};
        if (d.mover == 'P' && d.toRank == last_rank(us))
            pawnForms = {{us, 'Q', -1}, {us, 'R', -1}, {us, 'B', -1}, {us, 'N', -1}, {us, 'M', 0}, {us, 'M', 1}};
        const char pieces[4] = {'Q', 'R', 'B', 'N'}; // §7.3
        int combinations = 1;
        for (size_t i = 0; i < promoting.size(); ++i)
            combinations *= 4;
        for (const Cell& pawnForm : pawnForms)
            for (int code = 0; code < combinations; ++code) {
                Pos r = q;
                int rest = code;
                for (auto [f, rank] : promoting) {
                    r.board[f][rank] = {us, pieces[rest % 4], -1};
                    rest /= 4;
                }
                if (pawnForm.color)
                    r.board[d.toFile][d.toRank] = pawnForm;
                r.side = enemy(us);
                if (king_attacked(r, us))
                    continue;
                if (d.doubleStep && checkEp) {
                    r.epFile = d.passedFile, r.epRank = d.passedRank;
                    if (!can_capture_en_passant(r))
                        r.epFile = r.epRank = -1;
                }
                if (seen.insert(key(r)).second)
                    out.push_back(r);
            }
    }
}

/// A draft with the basic bookkeeping of a move from (ff, fr) to (tf, tr): the move, capture, castling rights.
inline Draft draft(const Pos& p, int ff, int fr, int tf, int tr) {
    Draft d;
    d.after = p;
    d.after.epFile = d.after.epRank = -1;
    d.mover = p.board[ff][fr].type;
    d.capture = p.board[tf][tr].color != 0;
    d.after.board[tf][tr] = p.board[ff][fr];
    d.after.board[ff][fr] = Cell{};
    d.toFile = tf, d.toRank = tr;
    return d;
}

/// Castling rights after a move: a right goes when its king or rook leaves its start square or is captured there
/// (a setup choice replacing the rook counts as the rook gone, a Meta castling moves what it moves, §6.3).
inline void update_rights(Pos& after, const Pos& before) {
    for (int c = 0; c < 2; ++c) {
        const char color = c == 0 ? 'w' : 'b';
        const int rank = back_rank(color);
        const Cell king = {color, 'K', -1}, rook = {color, 'R', -1};
        for (int side = 0; side < 2; ++side) {
            const int rookFile = side == 0 ? 7 : 0;
            const bool kingStays = before.board[4][rank] == king && after.board[4][rank] == king;
            const bool rookStays = before.board[rookFile][rank] == rook && after.board[rookFile][rank] == rook;
            after.castle[c][side] = before.castle[c][side] && kingStays && rookStays;
        }
    }
}

inline std::vector<Pos> drafts_to_children(const Pos& p, std::vector<Draft> drafts, bool checkEp = true) {
    std::vector<Pos> out;
    std::set<std::string> seen;
    for (Draft& d : drafts) {
        update_rights(d.after, p);
        finish(p, d, out, seen, checkEp);
    }
    return out;
}

/// The drafts of every move of the side to move (setup choices included), before choices and legality.
inline std::vector<Draft> drafts(const Pos& p, bool onlyEnPassant = false) {
    const char us = p.side;
    std::vector<Draft> out;
    // §2: the setup phase. Each own piece but the king may become the Meta; its kind decides the configuration.
    if (p.setup) {
        for (int f = 0; f < 8; ++f)
            for (int r = 0; r < 8; ++r) {
                const Cell c = p.board[f][r];
                if (c.color != us || c.type == 'K' || c.type == 'M')
                    continue;
                std::vector<int> configs;
                if (c.type == 'P')
                    configs = {0, 1};
                if (c.type == 'N' || c.type == 'B')
                    configs = {2, 3};
                if (c.type == 'R')
                    configs = {4};
                if (c.type == 'Q')
                    configs = {5};
                for (int config : configs) {
                    Draft d;
                    d.after = p;
                    d.after.board[f][r] = {us, 'M', config};
                    d.after.setup = us == 'w'; // White chooses, then Black; then play begins
                    d.mover = 0;
                    d.setupChoice = true;
                    out.push_back(d);
                }
            }
        return out;
    }

    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r) {
            const Cell me = p.board[f][r];
            if (me.color != us)
                continue;
            // The pieces whose moves this piece makes: itself, or what a Meta copies (§4.1).
            std::vector<Copied> movesOf = {{f, r, me}};
            if (me.type == 'M')
                movesOf = copies(p, f, r, us, me.config);
            std::set<std::pair<int, int>> plain; // destinations of ordinary moves (deduplicated: §4.1 adds moves)
            bool doubleStep = false;
            for (const Copied& k : movesOf) {
                const char t = k.piece.type;
                auto target = [&](int tf, int tr) {
                    if (on_board(tf, tr) && p.board[tf][tr].color != us)
                        plain.insert({tf, tr});
                };
                if (t == 'P') {
                    const int fw = forward(us);
                    if (on_board(f, r + fw) && !p.board[f][r + fw].color) {
                        plain.insert({f, r + fw});
                        // A pawn that has not moved stands on its start rank (§6.1: the copied pawn's).
                        const bool unmoved = k.piece.color == 'w' ? k.rank == 1 : k.rank == 6;
                        if (unmoved && on_board(f, r + 2 * fw) && !p.board[f][r + 2 * fw].color) {
                            plain.insert({f, r + 2 * fw});
                            doubleStep = true;
                        }
                    }
                    for (int df : {-1, 1}) {
                        const int tf = f + df, tr = r + fw;
                        if (on_board(tf, tr) && p.board[tf][tr].color == enemy(us))
                            plain.insert({tf, tr});
                        if (tf == p.epFile && tr == p.epRank) { // §6.2: en passant
                            Draft d = draft(p, f, r, tf, tr);
                            d.after.board[tf][r] = Cell{}; // the piece that double-stepped, beside the capturer
                            d.capture = true;
                            out.push_back(d);
                        }
                    }
                } else if (t == 'N') {
                    for (auto [df, dr] : std::vector<std::pair<int, int>>{
                             {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
                        target(f + df, r + dr);
                } else if (t == 'K') {
                    for (int df = -1; df <= 1; ++df)
                        for (int dr = -1; dr <= 1; ++dr)
                            if (df || dr)
                                target(f + df, r + dr);
                } else {
                    std::vector<std::pair<int, int>> dirs;
                    if (t != 'B')
                        dirs.insert(dirs.end(), {{1, 0}, {-1, 0}, {0, 1}, {0, -1}});
                    if (t != 'R')
                        dirs.insert(dirs.end(), {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}});
                    for (auto [df, dr] : dirs)
                        for (int tf = f + df, tr = r + dr; on_board(tf, tr); tf += df, tr += dr) {
                            target(tf, tr);
                            if (p.board[tf][tr].color)
                                break;
                        }
                }
            }
            if (onlyEnPassant)
                continue;
            // Decision (rules-decisions.md, Metamate 2): a Meta's two-square advance that it may make as its copied
            // pawn is one move, a double step, whatever else reaches that square.
            const int fw = forward(us);
            for (auto [tf, tr] : plain) {
                Draft d = draft(p, f, r, tf, tr);
                if (doubleStep && tf == f && tr == r + 2 * fw) {
                    d.doubleStep = true;
                    d.passedFile = f, d.passedRank = r + fw;
                }
                out.push_back(d);
            }
        }
    if (onlyEnPassant)
        return out;

    // §6.3: castling. `mover` goes to the g- (c-) file and `partner` to the f- (d-) file, toward the partner.
    const int rank = back_rank(us);
    auto castle = [&](int moverFile, int partnerFile, bool kingMoves) {
        const bool kingSide = partnerFile > moverFile;
        const int moverTo = kingSide ? 6 : 2, partnerTo = kingSide ? 5 : 3;
        auto span_clear = [&](int from, int to) {
            for (int x = std::min(from, to); x <= std::max(from, to); ++x)
                if (x != from && x != moverFile && x != partnerFile && p.board[x][rank].color)
                    return false;
            return true;
        };
        if (!span_clear(moverFile, moverTo) || !span_clear(partnerFile, partnerTo))
            return;
        if (kingMoves) { // not in check, not through an attacked square (attacks of the position now)
            if (attacked(p, moverFile, rank, enemy(us)))
                return;
            for (int x = std::min(moverFile, moverTo) + 1; x < std::max(moverFile, moverTo); ++x)
                if (attacked(p, x, rank, enemy(us)))
                    return;
        }
        Draft d;
        d.after = p;
        d.after.epFile = d.after.epRank = -1;
        const Cell moverCell = p.board[moverFile][rank], partnerCell = p.board[partnerFile][rank];
        d.after.board[moverFile][rank] = Cell{};
        d.after.board[partnerFile][rank] = Cell{};
        d.after.board[moverTo][rank] = moverCell;
        d.after.board[partnerTo][rank] = partnerCell;
        d.mover = 0; // castling neither evolves nor promotes its pieces
        out.push_back(d);
    };
    const int c = color_index(us);
    const Cell king = {us, 'K', -1};
    const bool kingUnmoved = p.board[4][rank] == king && (p.castle[c][0] || p.castle[c][1]);
    auto unmoved_rook = [&](int file, int r) {
        return r == rank && ((file == 7 && p.castle[c][0]) || (file == 0 && p.castle[c][1])) &&
               p.board[file][r] == Cell{us, 'R', -1};
    };
    for (int side = 0; side < 2; ++side) {
        const int rookFile = side == 0 ? 7 : 0;
        if (p.castle[c][side]) // orthodox castling
            castle(4, rookFile, true);
    }
    for (int x = 0; x < 8; ++x) {
        const Cell m = p.board[x][rank];
        if (m.color != us || m.type != 'M')
            continue;
        bool copiesKing = false, copiesRook = false;
        for (const Copied& k : copies(p, x, rank, us, m.config)) {
            copiesKing |= k.piece == king && k.file == 4 && k.rank == rank && kingUnmoved;
            copiesRook |= unmoved_rook(k.file, k.rank);
        }
        if (copiesRook && kingUnmoved) // the Meta as the rook: the king castles toward it
            castle(4, x, true);
        if (copiesKing) // the Meta as the king, with an unmoved rook of its rank
            for (int side = 0; side < 2; ++side)
                if (p.castle[c][side])
                    castle(x, side == 0 ? 7 : 0, false);
    }
    return out;
}

inline bool can_capture_en_passant(const Pos& p) {
    if (p.epFile < 0)
        return false;
    std::vector<Draft> ep = drafts(p, true);
    return !drafts_to_children(p, ep, false).empty();
}

inline std::vector<Pos> children(const Pos& p) { return drafts_to_children(p, drafts(p)); }

inline uint64_t perft(const Pos& p, int depth) {
    if (depth == 0)
        return 1;
    const std::vector<Pos> next = children(p);
    if (depth == 1)
        return next.size();
    uint64_t n = 0;
    for (const Pos& q : next)
        n += perft(q, depth - 1);
    return n;
}

/// The engine's position as a reference position (through its accessors only).
inline Pos from_engine(const Position& pos) {
    Pos p;
    for (int f = 0; f < 8; ++f)
        for (int r = 0; r < 8; ++r) {
            const chess::Square s = chess::make_square(chess::File(f), chess::Rank(r));
            const chess::Piece pc = pos.piece_on(s);
            if (pc == chess::NO_PIECE)
                continue;
            p.board[f][r] = {chess::color_of(pc) == chess::WHITE ? 'w' : 'b', " PNBRQKM"[chess::type_of(pc)],
                             chess::type_of(pc) == chess::META ? int(pos.config_on(s)) : -1};
        }
    p.side = pos.side_to_move() == chess::WHITE ? 'w' : 'b';
    p.setup = pos.in_setup();
    p.castle[0][0] = pos.can_castle(chess::WHITE_OO), p.castle[0][1] = pos.can_castle(chess::WHITE_OOO);
    p.castle[1][0] = pos.can_castle(chess::BLACK_OO), p.castle[1][1] = pos.can_castle(chess::BLACK_OOO);
    if (pos.ep_square() != chess::SQ_NONE)
        p.epFile = chess::file_of(pos.ep_square()), p.epRank = chess::rank_of(pos.ep_square());
    return p;
}

} // namespace littletable::metamate::reference
