// Metamate's board: chess's bitboards and mailbox plus each Meta's configuration, the copy rule (§4, §6.4), attacks
// (§4.6, §8.1) and the application of a move (displacement, evolution §5, promotions §7). A plain value type: the
// position plays its moves on one, and the move generator tests a move's legality on a copy.
#pragma once

#include "engine/metamate/types.h"

namespace littletable::metamate {

class Board;

/// The squares a move changed, each with what stood there before: enough to take the move back and to update a
/// zobrist key. A move touches at most 4 squares plus those of the other Metas it promotes.
struct Touched {
    static constexpr int CAPACITY = 4 + MAX_OTHER_PROMOTIONS;
    int count = 0;
    Square square[CAPACITY] = {};
    Piece piece[CAPACITY] = {};
    MetaConfig config[CAPACITY] = {};
    /// Records `s` as it is on `b` now, unless it is already recorded.
    void add(const Board& b, Square s);
};

class Board {
public:
    Piece piece_on(Square s) const { return board[s]; }
    bool empty(Square s) const { return board[s] == NO_PIECE; }
    /// The configuration of the Meta on `s` (meaningless where no Meta stands).
    MetaConfig config_on(Square s) const { return config[s]; }
    Bitboard pieces() const { return byColor[WHITE] | byColor[BLACK]; }
    Bitboard pieces(Color c) const { return byColor[c]; }
    Bitboard pieces(PieceType pt) const { return byType[pt]; }
    Bitboard pieces(Color c, PieceType pt) const { return byColor[c] & byType[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return byColor[c] & (byType[a] | byType[b]); }
    /// The Metas of configuration `cfg`, both colours.
    Bitboard metas(MetaConfig cfg) const { return byConfig[cfg]; }
    Square king_square(Color c) const { return chess::lsb(pieces(c, KING)); }

    void put(Piece p, Square s, MetaConfig cfg = M1_HORIZONTAL) {
        board[s] = p;
        byType[chess::type_of(p)] |= chess::square_bb(s);
        byColor[chess::color_of(p)] |= chess::square_bb(s);
        if (chess::type_of(p) == META) {
            config[s] = cfg;
            byConfig[cfg] |= chess::square_bb(s);
        }
    }
    void remove(Square s) {
        const Piece p = board[s];
        byType[chess::type_of(p)] ^= chess::square_bb(s);
        byColor[chess::color_of(p)] ^= chess::square_bb(s);
        if (chess::type_of(p) == META)
            byConfig[config[s]] ^= chess::square_bb(s);
        board[s] = NO_PIECE;
    }
    void move(Square from, Square to) {
        const Piece p = board[from];
        const Bitboard fromTo = chess::square_bb(from) | chess::square_bb(to);
        byType[chess::type_of(p)] ^= fromTo;
        byColor[chess::color_of(p)] ^= fromTo;
        if (chess::type_of(p) == META) {
            byConfig[config[from]] ^= fromTo;
            config[to] = config[from];
        }
        board[from] = NO_PIECE;
        board[to] = p;
    }
    void set_config(Square s, MetaConfig cfg) {
        byConfig[config[s]] ^= chess::square_bb(s);
        config[s] = cfg;
        byConfig[cfg] |= chess::square_bb(s);
    }

    /// The pieces whose moves the Meta on `s` has now (§4, §6.4): the pieces on its copy squares that it may copy
    /// (its owner's for M1-M3, both colours' for M4; never a Meta), and for an M4 every piece that an adjacent enemy
    /// Meta may copy (one level: the bridge does not go on through further Metas).
    Bitboard copy_sources(Square s) const { return copy_sources(s, chess::color_of(board[s]), config[s]); }
    /// The same for a Meta of colour `c` and configuration `cfg` on `s` (the Meta need not stand there).
    Bitboard copy_sources(Square s, Color c, MetaConfig cfg) const {
        const Bitboard copyable = pieces() & ~byType[META];
        if (cfg != M4)
            return copy_squares(cfg, s) & byColor[c] & copyable;
        return m4_sources(s, c, copyable);
    }
    /// The squares a Meta of colour `c` on `s` attacks when it copies `sources`: the captures of each copied piece
    /// type made from `s` as a piece of colour `c` (a copied pawn captures toward c's far side, §4.2).
    Bitboard meta_attacks(Square s, Color c, Bitboard sources) const;
    /// The pieces of colour `by` that attack `s`: orthodox pieces and Metas, whose copies are those of this board.
    Bitboard attackers(Square s, Color by) const;
    bool attacked(Square s, Color by) const { return attackers(s, by) != 0; }
    /// The Metas of `us` on its last rank, other than those on `exclude`, that copy a pawn (§7.2).
    Bitboard promoting_metas(Color us, Bitboard exclude) const;

    /// The other Metas of `us` that promote with the move `m` (its squares and kind): those promoting_metas finds
    /// once the move's displacement is played, excluding a moving Meta (whose promotion is the move's form).
    Bitboard promoted_by(Move m, Color us) const;

    /// Plays `m` for `us`, recording what it changes in `touched`: the displacement, the evolution of a capturing
    /// Meta (§5: M1 to the move's form, the others one stage up; none when the Meta promotes), then the promotions:
    /// the other Metas of `us` that copy a pawn on its last rank (tested while a pawn arriving there is still a
    /// pawn, §7.2) become the move's pieces, and the moving pawn or Meta becomes the move's form. The move must be
    /// one the generator made for this board (its promotion count is trusted). En passant squares, castling rights
    /// and clocks are the position's business.
    void apply(Move m, Color us, Touched& touched);

private:
    /// An M4's sources: its neighbours of both colours and the Meta bridge.
    Bitboard m4_sources(Square s, Color c, Bitboard copyable) const;

    Bitboard byType[chess::PIECE_TYPE_NB] = {};
    Bitboard byColor[chess::COLOR_NB] = {};
    Bitboard byConfig[CONFIG_NB] = {};
    Piece board[chess::SQUARE_NB] = {};
    MetaConfig config[chess::SQUARE_NB] = {};
};

/// Where castling puts its two pieces (§6.3, Chess960 geometry): the piece on `from` goes to the g-file (c-file) and
/// its partner on `to` to the f-file (d-file), toward the partner's side.
struct CastlingSquares {
    Square moverTo;
    Square partnerTo;
};
inline CastlingSquares castling_squares(Square from, Square to) {
    const chess::Rank r = chess::rank_of(from);
    const bool kingSide = chess::file_of(to) > chess::file_of(from);
    return {chess::make_square(kingSide ? chess::FILE_G : chess::FILE_C, r),
            chess::make_square(kingSide ? chess::FILE_F : chess::FILE_D, r)};
}

} // namespace littletable::metamate
