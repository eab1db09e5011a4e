#include "ai/bench_positions.h"

namespace littletable::ai {

namespace {

/// Chess: the start position; the five other chessprogramming-wiki perft positions (data/perft/README.md);
/// fifteen opening and middlegame positions of main lines (each reached by the moves in its comment);
/// four endgames; ten positions of the perft suite (data/perft/chess-perftsuite.epd, line numbers given)
/// for castling, minor pieces, rooks, queens, pawn races and promotions.
const std::vector<std::string_view> CHESS = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Perft positions 2 (Kiwipete) to 6.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // Ruy Lopez, closed: 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3
    "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9",
    // Sicilian Najdorf, English attack: ...6.Be3 e5 7.Nb3 Be6 8.f3 Be7 9.Qd2 O-O 10.O-O-O
    "rn1q1rk1/1p2bppp/p2pbn2/4p3/4P3/1NN1BP2/PPPQ2PP/2KR1B1R b - - 4 10",
    // Queen's Gambit Declined, Tartakower: 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Be7 5.e3 O-O 6.Nf3 h6 7.Bh4 b6
    "rnbq1rk1/p1p1bpp1/1p2pn1p/3p4/2PP3B/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    // King's Indian, Mar del Plata: ...6.Be2 e5 7.O-O Nc6 8.d5 Ne7
    "r1bq1rk1/ppp1npbp/3p1np1/3Pp3/2P1P3/2N2N2/PP2BPPP/R1BQ1RK1 w - - 1 9",
    // French Winawer: 1.e4 e6 2.d4 d5 3.Nc3 Bb4 4.e5 c5 5.a3 Bxc3+ 6.bxc3 Ne7 7.Qg4 Qc7
    "rnb1k2r/ppq1nppp/4p3/2ppP3/3P2Q1/P1P5/2P2PPP/R1B1KBNR w KQkq - 3 8",
    // Caro-Kann, classical: ...4...Bf5 5.Ng3 Bg6 6.h4 h6 7.Nf3 Nd7 8.h5 Bh7 9.Bd3 Bxd3 10.Qxd3
    "r2qkbnr/pp1nppp1/2p4p/7P/3P4/3Q1NN1/PPP2PP1/R1B1K2R b KQkq - 0 10",
    // Giuoco Pianissimo: 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6 5.d3 d6 6.O-O a6 7.a4 O-O
    "r1bq1rk1/1pp2ppp/p1np1n2/2b1p3/P1B1P3/2PP1N2/1P3PPP/RNBQ1RK1 w - - 1 8",
    // English, reversed Dragon: 1.c4 e5 2.Nc3 Nf6 3.Nf3 Nc6 4.g3 d5 5.cxd5 Nxd5 6.Bg2 Nb6 7.O-O Be7
    "r1bqk2r/ppp1bppp/1nn5/4p3/8/2N2NP1/PP1PPPBP/R1BQ1RK1 w kq - 4 8",
    // Nimzo-Indian, classical: 1.d4 Nf6 2.c4 e6 3.Nc3 Bb4 4.Qc2 O-O 5.a3 Bxc3+ 6.Qxc3 d5
    "rnbq1rk1/ppp2ppp/4pn2/3p4/2PP4/P1Q5/1P2PPPP/R1B1KBNR w KQ - 0 7",
    // Grünfeld, exchange: ...7.Bc4 c5 8.Ne2 Nc6 9.Be3 O-O 10.O-O
    "r1bq1rk1/pp2ppbp/2n3p1/2p5/2BPP3/2P1B3/P3NPPP/R2Q1RK1 b - - 5 10",
    // Sicilian Dragon, Yugoslav attack: ...8.Qd2 Nc6 9.Bc4 Bd7 10.O-O-O
    "r2q1rk1/pp1bppbp/2np1np1/8/2BNP3/2N1BP2/PPPQ2PP/2KR3R b - - 6 10",
    // Slav, main line: ...5.a4 Bf5 6.e3 e6 7.Bxc4 Bb4 8.O-O O-O
    "rn1q1rk1/pp3ppp/2p1pn2/5b2/PbBP4/2N1PN2/1P3PPP/R1BQ1RK1 w - - 3 9",
    // Scotch, Mieses: ...5.Nxc6 bxc6 6.e5 Qe7 7.Qe2 Nd5 8.c4 Ba6
    "r3kb1r/p1ppqppp/b1p5/3nP3/2P5/8/PP2QPPP/RNB1KB1R w KQkq - 1 9",
    // London system: 1.d4 d5 2.Bf4 Nf6 3.e3 c5 4.c3 Nc6 5.Nd2 e6 6.Ngf3 Bd6 7.Bg3 O-O 8.Bd3
    "r1bq1rk1/pp3ppp/2nbpn2/2pp4/3P4/2PBPNB1/PP1N1PPP/R2QK2R b KQ - 5 8",
    // Modern Benoni: ...7.e4 g6 8.Nf3 Bg7 9.Be2 O-O 10.O-O Re8
    "rnbqr1k1/pp3pbp/3p1np1/2pP4/4P3/2N2N2/PP2BPPP/R1BQ1RK1 w - - 6 10",
    // Endgames: rook, pawns, heavy pieces, king and pawn against king.
    "8/5pk1/6p1/8/3R4/6P1/r4P1K/8 w - - 0 40",
    "8/8/1p2k3/p1p5/P1P3K1/1P6/8/8 w - - 0 45",
    "4r1k1/1q3ppp/p7/1p6/3Q4/1P4P1/P4P1P/4R1K1 w - - 0 30",
    "8/3k4/8/2KP4/8/8/8/8 w - - 0 1",
    // Perft suite lines 13, 37, 47, 55, 61, 69, 111, 120, 122, 126.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "8/1n4N1/2k5/8/8/5K2/1N4n1/8 w - - 0 1",
    "B6b/8/8/8/2K5/4k3/8/b6B w - - 0 1",
    "7k/RR6/8/8/8/8/rr6/7K w - - 0 1",
    "K7/8/8/3Q4/4q3/8/8/7k w - - 0 1",
    "8/2k1p3/3pP3/3P2K1/8/8/8/8 w - - 0 1",
    "3k4/3pp3/8/8/8/8/3PP3/3K4 w - - 0 1",
    "n1n5/1Pk5/8/8/8/8/5Kp1/5N1N w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
};

/// Metamate (docs/rules/metamate.md): the start and Black's turn in the setup phase; four pairs of setup choices
/// (docs/metamate-notation.md's example, both queens become M4s, both knights, both pawns); six positions of a
/// level 5 against level 3 game (plies 16, 40 and 70 of two games); the tests' rule positions (a Meta bridge,
/// castling with Metas, promotions, double steps and en passant, evolutions); a Meta's mate in two
/// (tests/ai/metamate_search_test.cpp); two endgames.
const std::vector<std::string_view> METAMATE = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPM[1h]PPP/RNBQKBNR b KQkq - 0 1 setup",
    "rnbqkbnr/ppppm[1v]ppp/8/8/8/8/PPPPPPPP/RNBQKBNM[3] w Qkq - 0 1",
    "rnbm[4]kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBM[4]KBNR w KQkq - 0 1",
    "rm[2.2]bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBM[2.1]R w KQkq - 0 1",
    "rnbqkbnr/pppm[1h]pppp/8/8/8/8/PPPM[1v]PPPP/RNBQKBNR w KQkq - 0 1",
    "rnb1k1nr/1p1p1ppm[1v]/pqp1p3/6B1/1b1PP3/2NB1N1P/M[1v]PP2PP1/R2QK2R w KQkq - 3 8",
    "rn3k1r/1p3pp1/p7/4Nb2/2B5/7P/M[1v]1P2P2/R3K1R1 w Q - 3 20",
    "5k2/1R6/M[2.1]5p1/R7/2r5/5b2/5P2/6K1 w - - 2 35",
    "r1bqk1r1/ppm[1v]1ppbp/2np1n2/7p/2N5/1QP1P3/PP1P1PP1/1RB1KBNR w Kq - 2 8",
    "r1q1k1r1/2m[1v]1npbp/5n2/p3pb1p/2P5/4PN2/PP3PP1/1RBQKB1R w Kq - 1 20",
    "r3k3/1n3p1p/8/p2P3p/2m[2.2]5/2P5/P1KB1r2/8 w q - 0 35",
    "4k3/8/3nm[2.1]r2/4M[4]3/8/8/4P3/4K3 w - - 0 1",
    "r3k1m[3]r/pppppppp/8/8/8/8/PPPPPPP1/RM[2.1]2KM[1h]1R w KQkq - 0 1",
    "4k3/2P1M[1h]1P1/1M[3]6/8/8/6m[3]1/1p1m[1h]2p1/4K3 w - - 0 1",
    "4k3/3pm[1h]p2/8/2P5/8/8/3PM[1h]P2/4K3 w - - 0 1",
    "4k3/8/2n1n3/3M[1v]4/3P1m[2.2]2/4Q3/8/4K3 w - - 0 1",
    "5r1k/6np/5N2/3QM[3]3/8/8/8/K7 w - - 0 1",
    "8/8/4k3/8/8/3M[3]K3/8/8 w - - 0 1",
    "8/5k2/8/3r4/8/2PM[2.1]4/3K4/8 w - - 0 1",
};

/// Metamachy (docs/rules/metamachy.md): Black's setup choice, the starts of the default arrangement and of two
/// others (AKLQ, QLKA); positions of a level 5 against level 3 game (plies 22, 42 and 62 of two seeded games); the
/// search tests' Lion mate, Eagle mate in two and hanging Lion (tests/ai/metamachy_search_test.cpp).
const std::vector<std::string_view> METAMACHY = {
    "cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC b Kk - 0 1 setup",
    "cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC w Kk - 0 1",
    "cm3ak3mc/ernbilqibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILQIBNRE/CM3AK3MC w Kk - 0 1",
    "cm3ql3mc/ernbikaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBIKAIBNRE/CM3QL3MC w Kk - 0 1",
    "c10c/ern1iqkibnre/pppp1p1ppppp/2m1a1p2m2/4p1b5/6l5/4B7/3P3P3P/6L1NEP1/PPP1PPPIPP2/ERNB2K3R1/CM1I1QA3MC b Kk - 2 "
    "11",
    "c10c/ern1i1kibnre/pppp1p1pppp1/2m3pa1m1p/4p7/2q9/4P6P/P6PE3/3N2L1N1P1/1PPMPPPIPP2/ER1BI1K1A1R1/C9MC b Kk - 0 21",
    "c10c/ern3kibnr1/p1ppip1pppp1/2m3p2e1p/1p2p2q4/7m4/4P2E3P/P3P2P2P1/3NI2I1M2/1PPM1PP1PP2/ER1B2KNA1R1/C10C b Kk - 1 "
    "31",
    "cm3lk4c/er4qibnre/ppppnpp1pppp/4i6m/7p4/6ab4/12/1Q2P1BP4/6B2M2/PPPP1PP1PPPP/ERN1IA1I1NRE/CM3LK4C b Kk - 9 11",
    "c4lk4c/er5ibnr1/ppppnpp1pppp/2m1i7/4b2pmq2/7Q4/2a2B6/4P2P4/2M6M2/PPPPLPP1PPPP/ERN1IA1I1NRE/C7K2C b k - 0 21",
    "c4lk4c/er5ibnr1/ppppn1p1pppp/2m9/4i2L4/4A7/3q8/7P4/6P2M2/PPPP1P2PPPP/ERN1I2I1NmE/C7K2C b k - 0 31",
    "k11/pp10/4L7/12/12/12/12/12/12/12/12/11K w - - 0 1",
    "k11/pp10/12/6b5/12/12/12/12/3R8/12/7A4/11K w - - 0 1",
    "k11/pp10/12/12/12/12/12/1C1P1l6/12/12/12/11K w - - 0 1",
};

struct VariantBench {
    std::string_view variant;
    const std::vector<std::string_view>* positions;
};

const VariantBench BENCHES[] = {
    {"chess", &CHESS},
    {"metamate", &METAMATE},
    {"metamachy", &METAMACHY},
};

} // namespace

const std::vector<std::string_view>& bench_positions(std::string_view variant) {
    static const std::vector<std::string_view> none;
    for (const VariantBench& b : BENCHES)
        if (b.variant == variant)
            return *b.positions;
    return none;
}

} // namespace littletable::ai
