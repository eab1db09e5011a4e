// SAN tests. Expected strings come from published sources (FIDE Laws of Chess Appendix C.10, the PGN standard
// §8.2.3, famous games) or are derived by hand from the rules in docs/rules/chess.md §6; each case says which.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/chess/san.h"
#include "engine/chess/uci_move.h"

namespace littletable::chess {
namespace {

Position from_fen(std::string_view fen) {
    auto pos = Position::from_fen(fen);
    EXPECT_TRUE(pos.ok()) << fen << ": " << (pos.ok() ? "" : pos.error().message);
    return std::move(pos).value();
}

Move uci(const Position& pos, std::string_view text) {
    auto m = parse_uci_move(pos, text);
    EXPECT_TRUE(m.ok()) << text;
    return m.ok() ? m.value() : Move::none();
}

/// to_san of the move given in UCI, checking that the position is left as it was.
std::string san_of(std::string_view fen, std::string_view uciMove) {
    Position pos = from_fen(fen);
    const std::string before = pos.fen();
    const std::string san = to_san(pos, uci(pos, uciMove));
    EXPECT_EQ(pos.fen(), before) << "to_san changed the position";
    return san;
}

/// parse_san, then the move in UCI ("" on error).
std::string parse_to_uci(std::string_view fen, std::string_view san) {
    Position pos = from_fen(fen);
    const std::string before = pos.fen();
    auto m = parse_san(pos, san);
    EXPECT_EQ(pos.fen(), before) << "parse_san changed the position";
    return m.ok() ? to_uci(m.value()) : std::string();
}

// FIDE Laws of Chess, Appendix C.10.3 (examples 1-3 and their captures, example 4).
// Knights on g1 and e1 (same rank) -> by file: Ngf3 / Nef3.
constexpr std::string_view KNIGHTS_G1_E1 = "k7/8/8/8/8/8/8/K3N1N1 w - - 0 1";
// Knights on g5 and g1 (same file) -> by rank: N5f3 / N1f3.
constexpr std::string_view KNIGHTS_G5_G1 = "k7/8/8/6N1/8/8/8/K5N1 w - - 0 1";
// Knights on h2 and d4 (neither shared) -> by file, the preferred first method: Nhf3 / Ndf3.
constexpr std::string_view KNIGHTS_H2_D4 = "k7/8/8/8/3N4/8/7N/K7 w - - 0 1";

TEST(San, FideAppendixC10KnightsOnOneRankTakeTheFile) {
    EXPECT_EQ(san_of(KNIGHTS_G1_E1, "g1f3"), "Ngf3");
    EXPECT_EQ(san_of(KNIGHTS_G1_E1, "e1f3"), "Nef3");
}

TEST(San, FideAppendixC10KnightsOnOneFileTakeTheRank) {
    EXPECT_EQ(san_of(KNIGHTS_G5_G1, "g5f3"), "N5f3");
    EXPECT_EQ(san_of(KNIGHTS_G5_G1, "g1f3"), "N1f3");
}

TEST(San, FideAppendixC10KnightsOnDifferentLinesTakeTheFile) {
    EXPECT_EQ(san_of(KNIGHTS_H2_D4, "h2f3"), "Nhf3");
    EXPECT_EQ(san_of(KNIGHTS_H2_D4, "d4f3"), "Ndf3");
}

TEST(San, FideAppendixC10CapturesInsertAnX) {
    // The same three pairs with a black pawn on f3: Ngxf3/Nexf3, N5xf3/N1xf3, Nhxf3/Ndxf3.
    EXPECT_EQ(san_of("k7/8/8/8/8/5p2/8/K3N1N1 w - - 0 1", "g1f3"), "Ngxf3");
    EXPECT_EQ(san_of("k7/8/8/8/8/5p2/8/K3N1N1 w - - 0 1", "e1f3"), "Nexf3");
    EXPECT_EQ(san_of("k7/8/8/6N1/8/5p2/8/K5N1 w - - 0 1", "g5f3"), "N5xf3");
    EXPECT_EQ(san_of("k7/8/8/6N1/8/5p2/8/K5N1 w - - 0 1", "g1f3"), "N1xf3");
    EXPECT_EQ(san_of("k7/8/8/8/3N4/5p2/7N/K7 w - - 0 1", "h2f3"), "Nhxf3");
    EXPECT_EQ(san_of("k7/8/8/8/3N4/5p2/7N/K7 w - - 0 1", "d4f3"), "Ndxf3");
}

TEST(San, ThreeQueensNeedFileAndRank) {
    // Wikipedia, "Algebraic notation (chess)", Disambiguating moves: queens on e4, h4 and h1, the h4 queen to
    // e1 is Qh4e1 (h1 shares its file, e4 its rank).
    EXPECT_EQ(san_of("1k6/8/8/8/4Q2Q/8/K7/7Q w - - 0 1", "h4e1"), "Qh4e1");
    // chess.com forum "How to notate moves": queens on h8, h1 and a8, the h8 queen takes on a1: Qh8xa1.
    constexpr std::string_view QUEENS = "Q6Q/8/8/2k5/8/4K3/8/n6Q w - - 0 1";
    EXPECT_EQ(san_of(QUEENS, "h8a1"), "Qh8xa1");
    // The other two captures, by the PGN standard §8.2.3.4: h1 shares only its file (with h8) -> rank;
    // a8 shares only its rank (with h8) -> file.
    EXPECT_EQ(san_of(QUEENS, "h1a1"), "Q1xa1");
    EXPECT_EQ(san_of(QUEENS, "a8a1"), "Qaxa1");
}

TEST(San, RooksOnTheBackRank) {
    // Rad1 / Rfd1, the commonest disambiguation in master games.
    constexpr std::string_view ROOKS = "6k1/8/8/8/8/8/8/R4RK1 w - - 0 1";
    EXPECT_EQ(san_of(ROOKS, "a1d1"), "Rad1");
    EXPECT_EQ(san_of(ROOKS, "f1d1"), "Rfd1");
    EXPECT_EQ(san_of(ROOKS, "f1f8"), "Rf8+");
}

TEST(San, APinnedPieceNeedsNoDisambiguation) {
    // Knights on c3 and g1 both reach e2, but the c3 knight is pinned by the b4 bishop: only legal moves count
    // (FIDE C.10: "if two identical pieces can move to the same square").
    constexpr std::string_view PINNED = "7k/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1";
    EXPECT_EQ(san_of(PINNED, "g1e2"), "Ne2");
    EXPECT_EQ(parse_to_uci(PINNED, "Ne2"), "g1e2");
}

TEST(San, PromotionWithCaptureAndCheck) {
    // White pawn e7, black rook d8, black king h8: a queen or rook on d8 checks along the eighth rank.
    constexpr std::string_view PROMO = "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1";
    EXPECT_EQ(san_of(PROMO, "e7d8q"), "exd8=Q+");
    EXPECT_EQ(san_of(PROMO, "e7d8r"), "exd8=R+");
    EXPECT_EQ(san_of(PROMO, "e7d8b"), "exd8=B");
    EXPECT_EQ(san_of(PROMO, "e7d8n"), "exd8=N");
    EXPECT_EQ(san_of(PROMO, "e7e8q"), "e8=Q+");
    EXPECT_EQ(san_of(PROMO, "e7e8n"), "e8=N");
}

TEST(San, Castling) {
    constexpr std::string_view BOTH = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    EXPECT_EQ(san_of(BOTH, "e1g1"), "O-O");
    EXPECT_EQ(san_of(BOTH, "e1c1"), "O-O-O");
    EXPECT_EQ(san_of("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8"), "O-O");
    EXPECT_EQ(san_of("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"), "O-O-O");
    // The rook lands on f1 and checks the king on f8.
    EXPECT_EQ(san_of("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O+");
}

TEST(San, MateMarks) {
    // Fool's mate: 1.f3 e5 2.g4 Qh4#.
    Position pos = Position::start();
    for (std::string_view m : {"f2f3", "e7e5", "g2g4"})
        pos.make(uci(pos, m));
    EXPECT_EQ(to_san(pos, uci(pos, "d8h4")), "Qh4#");
    // Scholar's mate: 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#.
    pos = Position::start();
    for (std::string_view m : {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"})
        pos.make(uci(pos, m));
    EXPECT_EQ(to_san(pos, uci(pos, "h5f7")), "Qxf7#");
}

TEST(San, EnPassant) {
    // 1.e4 Nf6 2.e5 d5 3.exd6 (en passant, Alekhine's Defence).
    Position pos = Position::start();
    for (std::string_view m : {"e2e4", "g8f6", "e4e5", "d7d5"})
        pos.make(uci(pos, m));
    const Move ep = uci(pos, "e5d6");
    EXPECT_EQ(ep.type(), EN_PASSANT);
    EXPECT_EQ(to_san(pos, ep), "exd6");
    auto parsed = parse_san(pos, "exd6");
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.value(), ep);
}

TEST(San, OperaGameSanMatchesThePublishedScore) {
    // Morphy v Duke Karl of Brunswick and Count Isouard, Paris 1858. Every move is read and written back
    // exactly as published, including 11...Nbd7 (b8 and f6 knights), 12.O-O-O, the checks and 17.Rd8#.
    const std::vector<std::string> score = {"e4",   "e5",    "Nf3",   "d6",   "d4",    "Bg4", "dxe5", "Bxf3", "Qxf3",
                                            "dxe5", "Bc4",   "Nf6",   "Qb3",  "Qe7",   "Nc3", "c6",   "Bg5",  "b5",
                                            "Nxb5", "cxb5",  "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1",
                                            "Qe6",  "Bxd7+", "Nxd7",  "Qb8+", "Nxb8",  "Rd8#"};
    Position pos = Position::start();
    for (const std::string& san : score) {
        auto m = parse_san(pos, san);
        ASSERT_TRUE(m.ok()) << san << ": " << m.error().message;
        EXPECT_EQ(to_san(pos, m.value()), san);
        pos.make(m.value());
    }
    EXPECT_TRUE(pos.in_check());
    EXPECT_EQ(pos.count_legal(), 0u);
}

TEST(San, ParseIsLenient) {
    const std::string_view START = START_FEN;
    EXPECT_EQ(parse_to_uci(START, "Nf3"), "g1f3");
    EXPECT_EQ(parse_to_uci(START, "Ng1f3"), "g1f3"); // over-disambiguated
    EXPECT_EQ(parse_to_uci(START, "Ngf3"), "g1f3");
    EXPECT_EQ(parse_to_uci(START, "N1f3"), "g1f3");
    EXPECT_EQ(parse_to_uci(START, "Nf3+"), "g1f3"); // a wrong check mark is not an error
    EXPECT_EQ(parse_to_uci(START, "Nf3!?"), "g1f3");
    EXPECT_EQ(parse_to_uci(START, "e4!!"), "e2e4");
    EXPECT_EQ(parse_to_uci(START, " e4 "), "e2e4");
    EXPECT_EQ(parse_to_uci(START, "Pe4"), "e2e4");
    EXPECT_EQ(parse_to_uci(START, "Nxf3"), "g1f3"); // 'x' is not checked: the squares name the move
    constexpr std::string_view BOTH = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    EXPECT_EQ(parse_to_uci(BOTH, "0-0"), "e1g1");
    EXPECT_EQ(parse_to_uci(BOTH, "0-0-0"), "e1c1");
    EXPECT_EQ(parse_to_uci(BOTH, "O-O-O+"), "e1c1");
    constexpr std::string_view PROMO = "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1";
    EXPECT_EQ(parse_to_uci(PROMO, "exd8=Q+"), "e7d8q");
    EXPECT_EQ(parse_to_uci(PROMO, "exd8Q"), "e7d8q"); // promotion without '='
    EXPECT_EQ(parse_to_uci(PROMO, "exd8q"), "e7d8q");
    EXPECT_EQ(parse_to_uci(PROMO, "ed8=N"), "e7d8n"); // capture without 'x'
    EXPECT_EQ(parse_to_uci(PROMO, "exd8=B"), "e7d8b");
    EXPECT_EQ(parse_to_uci(PROMO, "e8=R"), "e7e8r");
}

TEST(San, ParseErrorsNameTheMove) {
    Position pos = Position::start();
    auto expect_error = [&](Position& p, std::string_view san, std::string_view code, std::string_view inMessage) {
        auto r = parse_san(p, san);
        ASSERT_FALSE(r.ok()) << san;
        EXPECT_EQ(r.error().code, code) << san;
        EXPECT_NE(r.error().message.find(inMessage), std::string::npos) << r.error().message;
    };
    expect_error(pos, "", "ERR_SAN_SYNTAX", "empty");
    expect_error(pos, "Zf3", "ERR_SAN_SYNTAX", "'Zf3'");
    expect_error(pos, "e9", "ERR_SAN_SYNTAX", "'e9'");
    expect_error(pos, "Nf", "ERR_SAN_SYNTAX", "'Nf'");
    expect_error(pos, "+", "ERR_SAN_SYNTAX", "'+'");
    expect_error(pos, "e2e4", "ERR_SAN_SYNTAX", "UCI"); // UCI text is not SAN (san.h)
    expect_error(pos, "Ne4=Q", "ERR_SAN_SYNTAX", "'Ne4=Q'"); // only pawns promote
    expect_error(pos, "e4=K", "ERR_SAN_SYNTAX", "'e4=K'");
    expect_error(pos, "O-O-O-O", "ERR_SAN_SYNTAX", "'O-O-O-O'");
    expect_error(pos, "Nf6", "ERR_ILLEGAL_MOVE", "'Nf6'"); // no white knight reaches f6
    expect_error(pos, "e5", "ERR_ILLEGAL_MOVE", "'e5'");
    expect_error(pos, "O-O", "ERR_ILLEGAL_MOVE", "'O-O'");
    Position promo = from_fen("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
    expect_error(promo, "exd8", "ERR_ILLEGAL_MOVE", "promotion");
    expect_error(promo, "e8=Q=Q", "ERR_SAN_SYNTAX", "'e8=Q=Q'");
    Position knights = from_fen(KNIGHTS_G1_E1);
    expect_error(knights, "Nf3", "ERR_AMBIGUOUS_MOVE", "'Nf3' is ambiguous");
    expect_error(knights, "Nf3", "ERR_AMBIGUOUS_MOVE", "Nef3");
    expect_error(knights, "Nf3", "ERR_AMBIGUOUS_MOVE", "Ngf3");
    Position queens = from_fen("Q6Q/8/8/2k5/8/4K3/8/n6Q w - - 0 1");
    expect_error(queens, "Qhxa1", "ERR_AMBIGUOUS_MOVE", "Qh8xa1");
}

TEST(San, ParseNeverCrashesOnGarbage) {
    Position pos = Position::start();
    const std::string before = pos.fen();
    // Binary bytes, NULs, very long text.
    const std::string nul("e\0"
                          "4",
                          3);
    for (const std::string& s :
         {std::string(1, '\0'), nul, std::string("\xFF\xFE\x80N"), std::string(1 << 20, 'N'), std::string(100000, '+'),
          std::string("=Q"), std::string("x"), std::string("-"), std::string("\t\r\n"), std::string("e8=")}) {
        auto r = parse_san(pos, s);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().code, "ERR_SAN_SYNTAX");
        EXPECT_LT(r.error().message.size(), 200u); // quoted text is cut short
    }
    // Any number of annotation marks is fine.
    auto marked = parse_san(pos, std::string("Nf3") + std::string(100000, '!'));
    ASSERT_TRUE(marked.ok());
    EXPECT_EQ(to_uci(marked.value()), "g1f3");
    // Random strings over the SAN alphabet: whatever parses must be a legal move.
    std::mt19937 rng(20240601);
    const std::string alphabet = "NBRQKPabcdefghx12345678=+#O0-!? \x01\xE9";
    for (int i = 0; i < 20000; ++i) {
        std::string s(rng() % 10, ' ');
        for (char& c : s)
            c = alphabet[rng() % alphabet.size()];
        auto r = parse_san(pos, s);
        if (r.ok()) {
            EXPECT_TRUE(pos.is_legal(r.value())) << s;
        }
    }
    EXPECT_EQ(pos.fen(), before);
}

TEST(San, EveryLegalMoveRoundTripsAndIsUnique) {
    // A property of any correct SAN writer and reader, over positions rich in special moves.
    const std::vector<std::string_view> fens = {
        START_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // "Kiwipete" (chessprogramming.org)
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "Q6Q/8/8/2k5/8/4K3/8/n6Q w - - 0 1",
        "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    };
    for (std::string_view fen : fens) {
        Position pos = from_fen(fen);
        MoveList legal;
        pos.generate_legal(legal);
        std::set<std::string> seen;
        for (Move m : legal) {
            const std::string san = to_san(pos, m);
            EXPECT_TRUE(seen.insert(san).second) << fen << ": " << san << " written twice";
            auto back = parse_san(pos, san);
            ASSERT_TRUE(back.ok()) << fen << ": " << san << ": " << back.error().message;
            EXPECT_EQ(back.value(), m) << fen << ": " << san;
        }
    }
}

} // namespace
} // namespace littletable::chess
