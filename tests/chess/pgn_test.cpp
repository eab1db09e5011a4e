// PGN tests. The games are published ones; final positions are worked out by hand from the published score
// (see each comment), and the expected export text follows the PGN standard's export format (§8.1.1, §8.2).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "engine/chess/pgn.h"
#include "engine/chess/san.h"
#include "engine/chess/uci_move.h"
#include "engine/core/pgn_text.h"

namespace littletable::chess {
namespace {

// The Opera Game: Paul Morphy v Duke Karl of Brunswick and Count Isouard, Paris (Opera house) 1858.
constexpr std::string_view OPERA_GAME = R"([Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6
9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+
Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
)";

// The final position, worked out square by square from the score:
//   White: Kc1 (castled), Rd8 (the h1 rook, via d1), Bg5; pawns a2 b2 c2 e4 f2 g2 h2 (d-pawn taken on e5).
//   Black: Ke8, Qe6, Bf8, Rh8, Nb8 (the f6 knight, via d7); pawns a7 e5 (the d-pawn, 5...dxe5) f7 g7 h7.
//   Black to move at move 17; Black keeps O-O (e8 and h8 never moved); halfmove clock 1 (16...Nxb8 was
//   the last capture); no en passant square.
constexpr std::string_view OPERA_FINAL_FEN = "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17";

const std::vector<std::string> OPERA_SAN = {"e4",   "e5",    "Nf3",   "d6",   "d4",    "Bg4", "dxe5", "Bxf3", "Qxf3",
                                            "dxe5", "Bc4",   "Nf6",   "Qb3",  "Qe7",   "Nc3", "c6",   "Bg5",  "b5",
                                            "Nxb5", "cxb5",  "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1",
                                            "Qe6",  "Bxd7+", "Nxd7",  "Qb8+", "Nxb8",  "Rd8#"};

/// The position after playing a game's moves from its start.
Position final_position(const PgnGame& game) {
    auto start = Position::from_fen(game.startFen);
    EXPECT_TRUE(start.ok());
    Position pos = std::move(start).value();
    for (Move m : game.moves) {
        EXPECT_TRUE(pos.is_legal(m));
        pos.make(m);
    }
    return pos;
}

/// The moves of a game in SAN.
std::vector<std::string> san_moves(const PgnGame& game) {
    Position pos = Position::from_fen(game.startFen).value();
    std::vector<std::string> out;
    for (Move m : game.moves) {
        out.push_back(to_san(pos, m));
        pos.make(m);
    }
    return out;
}

PgnGame read_ok(std::string_view text) {
    auto game = read_pgn(text);
    EXPECT_TRUE(game.ok()) << (game.ok() ? "" : game.error().code + ": " + game.error().message);
    return game.ok() ? std::move(game).value() : PgnGame{};
}

void expect_error(std::string_view text, std::string_view code, std::vector<std::string_view> inMessage) {
    auto game = read_pgn(text);
    ASSERT_FALSE(game.ok()) << text.substr(0, 200);
    EXPECT_EQ(game.error().code, code) << game.error().message;
    for (std::string_view part : inMessage)
        EXPECT_NE(game.error().message.find(part), std::string::npos)
            << "'" << part << "' not in: " << game.error().message;
}

TEST(Pgn, ReadsTheOperaGame) {
    const PgnGame game = read_ok(OPERA_GAME);
    EXPECT_EQ(game.tag("Event"), "Paris");
    EXPECT_EQ(game.tag("White"), "Paul Morphy");
    EXPECT_EQ(game.tag("Black"), "Duke Karl / Count Isouard");
    EXPECT_EQ(game.tag("Date"), "1858.??.??");
    EXPECT_EQ(game.tag("Opening"), "");
    ASSERT_EQ(game.tags.size(), 7u);
    EXPECT_EQ(game.tags[0].first, "Event");
    EXPECT_EQ(game.tags[6].first, "Result");
    EXPECT_EQ(game.startFen, START_FEN);
    EXPECT_EQ(game.result, "1-0");
    ASSERT_EQ(game.moves.size(), 33u); // 17 white moves, 16 black
    EXPECT_EQ(san_moves(game), OPERA_SAN);
    Position end = final_position(game);
    EXPECT_EQ(end.fen(), OPERA_FINAL_FEN);
    EXPECT_TRUE(end.in_check());
    EXPECT_EQ(end.count_legal(), 0u); // 17.Rd8#
}

TEST(Pgn, SkipsCommentsNagsVariationsAndEscapes) {
    // The same game as annotators write it: comments of both kinds, NAGs, nested variations (holding moves
    // that are not legal in the main line), "12..." continuations, move numbers glued to moves, a '%' escape
    // line, suffix annotations, an empty variation, and CRLF line ends.
    std::string text =
        "% exported by some program\n"
        "[Event \"Paris\"]\n"
        "[White \"Paul Morphy\"] [Black \"Duke Karl / Count Isouard\"]\n"
        "[Result \"1-0\"]\n"
        "\n"
        "{The Opera Game.} 1.e4 e5 2.Nf3 d6 {Philidor's Defence} 3.d4 Bg4 $6 {weak; 3...exd4 is usual}\n"
        "(3... exd4 4. Nxd4 (4. Qxd4 Nc6 {the queen is chased} (4... Nf6)) 4... Nf6 ; a line comment ( { )\n"
        ") 4.dxe5 Bxf3 5.Qxf3 dxe5 6.Bc4 Nf6 $2 7.Qb3! Qe7 8.Nc3 c6 9.Bg5 b5?! 10.Nxb5! cxb5\n"
        "11.Bxb5+ Nbd7 12.O-O-O {White castles.} 12...Rd8 13.Rxd7 Rxd7 14.Rd1 Qe6\n"
        "15.Bxd7+ Nxd7 $4 () 16.Qb8+!! $1 $18 Nxb8 17.Rd8# {Mate.} 1-0\n"
        "\n"
        "[Event \"Next game\"]\n"
        "1. d4 *\n";
    std::string crlf;
    for (char c : text)
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    for (const std::string& t : {text, crlf}) {
        const PgnGame game = read_ok(t);
        EXPECT_EQ(game.tag("Black"), "Duke Karl / Count Isouard");
        EXPECT_EQ(game.result, "1-0");
        EXPECT_EQ(san_moves(game), OPERA_SAN);
        EXPECT_EQ(final_position(game).fen(), OPERA_FINAL_FEN);
    }
}

TEST(Pgn, ResultTokens) {
    EXPECT_EQ(read_ok("1. e4 e5 1/2-1/2").result, "1/2-1/2");
    EXPECT_EQ(read_ok("1. e4 e5 0-1").result, "0-1");
    EXPECT_EQ(read_ok("1. e4 e5 *").result, "*");
    EXPECT_EQ(read_ok("1. e4 e5").result, "*"); // no marker, no tag
    EXPECT_EQ(read_ok("[Result \"0-1\"]\n\n1. e4 e5").result, "0-1"); // no marker: the tag
    // Fool's mate 1.f3 e5 2.g4 Qh4#: moves after the termination marker belong to nothing.
    const PgnGame fool = read_ok("1. f3 e5 2. g4 Qh4# 0-1 3. Kf2");
    EXPECT_EQ(fool.result, "0-1");
    EXPECT_EQ(fool.moves.size(), 4u);
    const PgnGame empty = read_ok("*");
    EXPECT_TRUE(empty.moves.empty());
}

// Castling written with zeros ("0-0-0", which the SAN reader accepts) is a move, not a points game's result:
// the Opera Game so written reaches the same final position.
TEST(Pgn, CastlingWithZerosIsAMoveNotAResult) {
    std::string text(OPERA_GAME);
    text.replace(text.find("O-O-O"), 5, "0-0-0");
    const PgnGame game = read_ok(text);
    EXPECT_EQ(game.result, "1-0");
    ASSERT_EQ(game.moves.size(), 33u);
    EXPECT_EQ(final_position(game).fen(), OPERA_FINAL_FEN);
}

TEST(Pgn, ReadsSetUpAndFen) {
    // The Opera Game from after 16.Qb8+ (worked out from the score as above: the queen on b8, Black's knight
    // still on d7, the rook on d1), Black to move at move 16, halfmove clock 1 (15...Nxd7 the last capture).
    constexpr std::string_view BEFORE_16 = "1Q2kb1r/p2n1ppp/4q3/4p1B1/4P3/8/PPP2PPP/2KR4 b k - 1 16";
    const std::string text = "[SetUp \"1\"]\n[FEN \"" + std::string(BEFORE_16) + "\"]\n\n16... Nxb8 17. Rd8# 1-0\n";
    const PgnGame game = read_ok(text);
    EXPECT_EQ(game.startFen, BEFORE_16);
    EXPECT_EQ(san_moves(game), (std::vector<std::string>{"Nxb8", "Rd8#"}));
    EXPECT_EQ(final_position(game).fen(), OPERA_FINAL_FEN);
}

TEST(Pgn, WritesTheExportFormat) {
    // A game with no tags: the Seven Tag Roster with its placeholders (§8.1.1: "?" and "????.??.??"), an
    // empty line, then "1. e4 e5" and the termination marker (§8.2.2.2, §8.2.6).
    PgnGame game;
    Position pos = Position::start();
    for (std::string_view m : {"e2e4", "e7e5"}) {
        const Move move = parse_uci_move(pos, m).value();
        game.moves.push_back(move);
        pos.make(move);
    }
    EXPECT_EQ(write_pgn(game), "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                               "[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 *\n");
}

TEST(Pgn, WritesTagsInRosterOrderThenTheOthers) {
    PgnGame game;
    game.tags = {{"ECO", "C41"}, {"White", "Paul Morphy"}, {"Event", "Paris"}, {"Annotator", "Q \"R\" \\ S"}};
    game.result = "1-0"; // the Result tag comes from here
    const std::string text = write_pgn(game);
    EXPECT_EQ(text, "[Event \"Paris\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Paul Morphy\"]\n"
                    "[Black \"?\"]\n[Result \"1-0\"]\n[ECO \"C41\"]\n[Annotator \"Q \\\"R\\\" \\\\ S\"]\n\n1-0\n");
    // Escaped quotes and backslashes read back as written (§7).
    const PgnGame back = read_ok(text);
    EXPECT_EQ(back.tag("Annotator"), "Q \"R\" \\ S");
}

TEST(Pgn, RoundTripsTheOperaGame) {
    const PgnGame game = read_ok(OPERA_GAME);
    const std::string text = write_pgn(game);
    // §8.2.1: export lines have fewer than 80 characters and neither begin nor end with a space.
    size_t begin = 0;
    while (begin < text.size()) {
        size_t end = text.find('\n', begin);
        ASSERT_NE(end, std::string::npos) << "the text ends with a newline";
        const std::string line = text.substr(begin, end - begin);
        EXPECT_LT(line.size(), 80u) << line;
        if (!line.empty()) {
            EXPECT_NE(line.front(), ' ');
            EXPECT_NE(line.back(), ' ');
        }
        begin = end + 1;
    }
    std::string flat = text; // the movetext with its line breaks as spaces
    std::replace(flat.begin(), flat.end(), '\n', ' ');
    EXPECT_NE(flat.find("]  1. e4 e5 2. Nf3 d6 3. d4 Bg4 "), std::string::npos) << text;
    EXPECT_NE(flat.find(" 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 "), std::string::npos) << text;
    EXPECT_NE(text.find(" 17. Rd8# 1-0\n"), std::string::npos) << text;
    const PgnGame back = read_ok(text);
    EXPECT_EQ(back.tags, game.tags);
    EXPECT_EQ(back.moves, game.moves);
    EXPECT_EQ(back.result, "1-0");
    EXPECT_EQ(back.startFen, START_FEN);
}

TEST(Pgn, RoundTripsAGameStartingWithBlack) {
    constexpr std::string_view BEFORE_16 = "1Q2kb1r/p2n1ppp/4q3/4p1B1/4P3/8/PPP2PPP/2KR4 b k - 1 16";
    PgnGame game;
    game.tags = {{"White", "Paul Morphy"}, {"Event", "Paris"}};
    game.startFen = std::string(BEFORE_16);
    game.result = "1-0";
    Position pos = Position::from_fen(BEFORE_16).value();
    for (std::string_view san : {"Nxb8", "Rd8#"}) {
        const Move m = parse_san(pos, san).value();
        game.moves.push_back(m);
        pos.make(m);
    }
    const std::string text = write_pgn(game);
    EXPECT_NE(text.find("[SetUp \"1\"]\n[FEN \"" + std::string(BEFORE_16) + "\"]\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\n16... Nxb8 17. Rd8# 1-0\n"), std::string::npos) << text;
    const PgnGame back = read_ok(text);
    EXPECT_EQ(back.startFen, BEFORE_16);
    EXPECT_EQ(back.moves, game.moves);
    EXPECT_EQ(back.tag("White"), "Paul Morphy");
    EXPECT_EQ(back.tag("Event"), "Paris");
    EXPECT_EQ(back.result, "1-0");
}

TEST(Pgn, ErrorsNameTheMoveNumberAndSide) {
    // 3.Nf6 is illegal: White's knights stand on b1 and f3 and neither reaches f6.
    expect_error("1. e4 e5 2. Nf3 d6 3. Nf6 Bg4", "ERR_PGN_MOVE", {"move 3. Nf6", "not a legal move"});
    // 12...Qe5 is illegal: Black's own pawn stands on e5 (5...dxe5).
    std::string opera(OPERA_GAME);
    opera.replace(opera.find("Rd8 13."), 3, "Qe5");
    expect_error(opera, "ERR_PGN_MOVE", {"move 12... Qe5", "not a legal move"});
    // After 1.Nf3 Nf6 2.d3 d6 both knights reach d2: 3.Nd2 is ambiguous (Nbd2 or Nfd2).
    expect_error("1. Nf3 Nf6 2. d3 d6 3. Nd2", "ERR_PGN_MOVE", {"move 3. Nd2", "ambiguous", "Nbd2", "Nfd2"});
    expect_error("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4 6. h3 h5 7. hxg4 hxg4 8. Nh2 Qh4 "
                 "9. Qxg4 Qxh2# 10. Kxh2",
                 "ERR_PGN_MOVE", {"move 10. Kxh2"}); // nothing is legal after mate
    expect_error("1. e4 Xyz", "ERR_PGN_MOVE", {"move 1... Xyz", "not SAN"});
    expect_error("1. e4 e5 2. e2e4", "ERR_PGN_MOVE", {"move 2. e2e4", "UCI"});
}

TEST(Pgn, ErrorsInTags) {
    expect_error("[Event \"Paris]\n1. e4 *", "ERR_PGN_TAG", {"line 1", "Event", "closing quote"});
    expect_error("[Event \"Paris\"]\n[Site Paris]\n1. e4 *", "ERR_PGN_TAG", {"line 2", "Site", "quoted"});
    expect_error("[Event \"Paris\"]\n\n[ \"x\"]\n", "ERR_PGN_TAG", {"line 3", "no tag name"});
    expect_error("[Event \"Paris\"\n1. e4 *", "ERR_PGN_TAG", {"line 1", "Event", "']'"});
    expect_error("[Event \"Par\nis\"]", "ERR_PGN_TAG", {"line 1", "closing quote"});
    expect_error("[FEN \"8/8/8 w - - 0 1\"]\n\n*", "ERR_PGN_FEN", {"FEN tag"});
    expect_error("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n", "ERR_PGN_FEN", {"FEN tag", "king"});
    expect_error("[SetUp \"1\"]\n\n1. e4 *", "ERR_PGN_FEN", {"no FEN tag"});
}

TEST(Pgn, ErrorsInCommentsAndVariations) {
    expect_error("1. e4 {an unclosed comment e5 2. Nf3 *", "ERR_PGN_SYNTAX", {"line 1", "comment", "'{'"});
    expect_error("1. e4\ne5 }\n2. Nf3 *", "ERR_PGN_SYNTAX", {"line 2", "comment", "'}'"});
    expect_error("1. e4 (1. d4 d5 (1... Nf6) 2. c4\n\n e5 *", "ERR_PGN_SYNTAX", {"line 1", "variation", "'('"});
    expect_error("1. e4 e5 ) 2. Nf3 *", "ERR_PGN_SYNTAX", {"variation", "')'"});
    expect_error("1. e4 $ e5 *", "ERR_PGN_SYNTAX", {"NAG"});
    expect_error("1. e4 e5 ] *", "ERR_PGN_SYNTAX", {"']'"});
}

TEST(Pgn, EmptyInput) {
    expect_error("", "ERR_PGN_EMPTY", {"no PGN game"});
    expect_error("  \r\n\n\t ", "ERR_PGN_EMPTY", {"no PGN game"});
    expect_error("{only a comment}\n; and another\n% and an escape line\n", "ERR_PGN_EMPTY", {"no PGN game"});
    EXPECT_EQ(read_ok("\xEF\xBB\xBF[Event \"BOM\"]").tag("Event"), "BOM"); // a UTF-8 byte order mark is skipped
}

TEST(Pgn, SplitsATextOfManyGames) {
    // The Opera Game three times: LF, then CR LF line ends, then without the Event tag; a '[' in a comment is
    // not a tag; a UTF-8 byte order mark opens the text; trailing blanks and comments are no game.
    std::string crlf;
    for (char c : OPERA_GAME)
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const std::string noEvent = std::string(OPERA_GAME).substr(std::string(OPERA_GAME).find('\n') + 1);
    const std::string commented = "[Event \"c\"]\n\n1. e4 {see\n[Event \"not a game\"]} e5 *\n";
    const std::string text =
        "\xEF\xBB\xBF" + std::string(OPERA_GAME) + "\n" + crlf + "\r\n" + noEvent + "\n" + commented + "\n{end}\n\n";
    const std::vector<std::string_view> games = split_pgn_games(text);
    ASSERT_EQ(games.size(), 4u);
    for (int i = 0; i < 3; ++i) {
        const Result<PgnGame> game = read_pgn(games[std::size_t(i)]);
        ASSERT_TRUE(game.ok()) << i << ": " << game.error().message;
        EXPECT_EQ(game.value().moves.size(), 33u) << i; // 17. Rd8#: 33 plies
        EXPECT_EQ(game.value().result, "1-0") << i;
        EXPECT_EQ(game.value().tag("White"), "Paul Morphy") << i;
    }
    const Result<PgnGame> last = read_pgn(games[3]);
    ASSERT_TRUE(last.ok());
    EXPECT_EQ(last.value().moves.size(), 2u);

    // Games with no tags at all, each ended by its termination marker.
    EXPECT_EQ(split_pgn_games("1. e4 e5 1-0 1. d4 d5 0-1\n1. c4 *").size(), 3u);
    // A game without a termination marker ends where the next tags begin.
    EXPECT_EQ(split_pgn_games("[Event \"a\"]\n1. e4\n[Event \"b\"]\n1. d4 *").size(), 2u);
    // A game with tags only: a tag named again begins the next game (a FEN tag must not carry over).
    const std::vector<std::string_view> tagsOnly =
        split_pgn_games("[Event \"e\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n"
                        "[Event \"f\"]\n\n1. e4 *");
    ASSERT_EQ(tagsOnly.size(), 2u);
    const Result<PgnGame> noMoves = read_pgn(tagsOnly[0]), oneMove = read_pgn(tagsOnly[1]);
    ASSERT_TRUE(noMoves.ok() && oneMove.ok());
    EXPECT_TRUE(noMoves.value().moves.empty());
    EXPECT_EQ(oneMove.value().moves.size(), 1u);
    // A tag named twice inside one tag section (no blank line between) is the same game's, its FEN kept; so it is
    // for a single game read alone.
    const std::string repeated = "[Event \"a\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n"
                                 "[Event \"b\"]\n\n1. e4 Kd7 *";
    ASSERT_EQ(split_pgn_games(repeated).size(), 1u);
    const Result<PgnGame> one = read_pgn(repeated);
    ASSERT_TRUE(one.ok()) << one.error().message;
    EXPECT_EQ(one.value().moves.size(), 2u);
    EXPECT_EQ(one.value().tag("Event"), "a");
    const Result<PgnGame> blankLine = read_pgn("[Event \"a\"]\n\n[Event \"b\"]\n1. e4 *");
    ASSERT_TRUE(blankLine.ok());
    EXPECT_EQ(blankLine.value().moves.size(), 1u);
    EXPECT_TRUE(split_pgn_games("").empty());
    EXPECT_TRUE(split_pgn_games(" \r\n{nothing} ;here\n").empty());
    // From a syntax error on, the rest is one piece, whose reading reports the error.
    const std::vector<std::string_view> broken = split_pgn_games("1. e4 e5 1-0\n1. d4 {never closed\n[Event \"x\"]");
    ASSERT_EQ(broken.size(), 2u);
    EXPECT_EQ(read_pgn(broken[1]).error().code, "ERR_PGN_SYNTAX");
}

TEST(Pgn, NeverCrashesOnHugeOrGarbageInput) {
    // Deep nesting is skipped without recursion.
    const std::string deep = "1. e4 " + std::string(1'000'000, '(') + std::string(1'000'000, ')') + " e5 *";
    EXPECT_EQ(read_ok(deep).moves.size(), 2u);
    expect_error("1. e4 " + std::string(1'000'000, '('), "ERR_PGN_SYNTAX", {"variation"});
    expect_error(std::string(1'000'000, '{'), "ERR_PGN_SYNTAX", {"comment"});
    expect_error(std::string(1'000'000, '['), "ERR_PGN_TAG", {"line 1"});
    expect_error("1. " + std::string(1'000'000, 'N'), "ERR_PGN_MOVE", {"move 1. NNNN"});
    // A long legal game: the knights go out and back 500 times (2000 plies).
    std::string shuffle;
    for (int i = 0; i < 500; ++i)
        shuffle += std::to_string(2 * i + 1) + ". Nf3 Nf6 " + std::to_string(2 * i + 2) + ". Ng1 Ng8 ";
    const PgnGame longGame = read_ok(shuffle + "1/2-1/2");
    EXPECT_EQ(longGame.moves.size(), 2000u);
    EXPECT_EQ(read_ok(write_pgn(longGame)).moves, longGame.moves);

    // Random bytes and random splices of real PGN: any answer will do, as long as there is one.
    std::mt19937 rng(1858);
    const std::string opera(OPERA_GAME);
    for (int i = 0; i < 3000; ++i) {
        std::string text;
        if (i % 2 == 0) {
            text.resize(rng() % 300);
            for (char& c : text)
                c = char(rng() % 256);
        } else {
            text = opera;
            for (int k = 0; k < 4; ++k) {
                const size_t at = rng() % text.size();
                const std::string_view pieces[] = {"{", "}",  "(",  ")", "[",  "]",   "\"",  "\\",  ";",
                                                   "$", "\r", "\n", "%", "\0", "1-0", "Nf3", "O-O", "..."};
                const std::string_view piece = pieces[rng() % std::size(pieces)];
                if (rng() % 2)
                    text.insert(at, piece.empty() ? std::string(1, '\0') : std::string(piece));
                else
                    text.erase(at, rng() % 5);
            }
        }
        auto game = read_pgn(text);
        if (game.ok()) {
            (void)final_position(game.value()); // every move it returns is legal
            (void)write_pgn(game.value());
        } else {
            EXPECT_FALSE(game.error().code.empty());
            EXPECT_LT(game.error().message.size(), 400u);
        }
    }
}

} // namespace
} // namespace littletable::chess
