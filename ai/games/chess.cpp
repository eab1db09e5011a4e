// Chess's CPU side (engine/games.h lists every game): its player, its analysis (UCI and the bench) and its bench
// positions.
#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/games/chess_traits.h"
#include "ai/typed_analyzer.h"

namespace littletable::ai {

namespace {

/// Chess: the start position; the five other chessprogramming-wiki perft positions (data/perft/README.md);
/// fifteen opening and middlegame positions of main lines (each reached by the moves in its comment);
/// four endgames; ten positions of the perft suite (data/perft/chess-perftsuite.epd, line numbers given)
/// for castling, minor pieces, rooks, queens, pawn races and promotions.
constexpr std::string_view BENCH[] = {
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

} // namespace

std::vector<GameAi> chess_ai() {
    return {{.variant = "chess",
             .play = &play<ChessTraits>,
             .appraise = &appraise_with<ChessTraits>,
             .analyzer = &make_analyzer<ChessTraits>,
             .benchPositions = BENCH}};
}

} // namespace littletable::ai
