// Openings files (match/openings.h), and the default opening set in data/openings/.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "engine/core/registry.h"
#include "match/openings.h"

namespace littletable::match {
namespace {

TEST(Openings, ReadsFenEpdAndMoveLines) {
    const std::string text = "# a comment\n"
                             "\n"
                             "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\r\n"
                             "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - bm Nf3; id \"Sicilian\";\n"
                             "1. e4 e5 2. Nf3 Nc6 3.Bb5 *\n"
                             "d2d4 d7d5\n";
    auto openings = read_openings(text, "chess");
    ASSERT_TRUE(openings.ok()) << openings.error().message;
    ASSERT_EQ(openings.value().size(), 4u);
    EXPECT_EQ(openings.value()[0].line, 3);
    EXPECT_TRUE(openings.value()[0].moves.empty());
    EXPECT_EQ(openings.value()[0].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(openings.value()[1].fen, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    // Move lines start at the standard position and keep their moves (canonical texts) for the record.
    const std::string start = create_game("chess").value()->fen();
    EXPECT_EQ(openings.value()[2].fen, start);
    EXPECT_EQ(openings.value()[2].moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}));
    EXPECT_EQ(openings.value()[3].moves, (std::vector<std::string>{"d2d4", "d7d5"}));
}

TEST(Openings, ErrorsNameTheLine) {
    auto bad = read_openings("# ok\n1. e4 e5 2. Ke3\n", "chess");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, "ERR_OPENINGS");
    EXPECT_NE(bad.error().message.find("line 2"), std::string::npos) << bad.error().message;
    EXPECT_NE(bad.error().message.find("Ke3"), std::string::npos) << bad.error().message;

    auto fen = read_openings("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\n", "chess");
    ASSERT_FALSE(fen.ok());
    EXPECT_NE(fen.error().message.find("line 1"), std::string::npos);

    // Fool's mate: the game is over, nothing to play.
    auto over = read_openings("1. f3 e5 2. g4 Qh4#\n", "chess");
    ASSERT_FALSE(over.ok());
    EXPECT_NE(over.error().message.find("over"), std::string::npos);

    EXPECT_EQ(read_openings("# nothing\n\n", "chess").error().code, "ERR_OPENINGS");
    EXPECT_EQ(read_openings("e4\n", "no-such-game").error().code, "ERR_UNKNOWN_GAME");
    EXPECT_EQ(load_openings("/nonexistent/openings.epd", "chess").error().code, "ERR_OPENINGS");
}

/// The default set: every position line is the position after the move line in the comment above it
/// ("# Name: 1. e4 e5 ..."), replayed here from the start; the set is large, varied and without repeats.
TEST(Openings, DefaultChessSetMatchesItsSanSources) {
    const std::string path = std::string(LITTLETABLE_SOURCE_DIR) + "/data/openings/chess.epd";
    std::ifstream file(path);
    ASSERT_TRUE(file) << path;
    std::string line, source;
    int positions = 0;
    std::set<std::string> seen, firstMoves;
    while (std::getline(file, line)) {
        if (line.rfind("# ", 0) == 0 && line.find(": 1.") != std::string::npos) {
            source = line.substr(line.find(": 1.") + 2);
            continue;
        }
        if (line.empty() || line[0] == '#')
            continue;
        ASSERT_FALSE(source.empty()) << "position without a move line above it: " << line;
        auto fromMoves = read_openings(source, "chess");
        ASSERT_TRUE(fromMoves.ok()) << source << ": " << fromMoves.error().message;
        auto replayed = create_game("chess", fromMoves.value()[0].fen);
        for (const std::string& m : fromMoves.value()[0].moves)
            ASSERT_TRUE(replayed.value()->play(m).ok());
        auto listed = create_game("chess", line);
        ASSERT_TRUE(listed.ok()) << line;
        EXPECT_EQ(listed.value()->fen(), replayed.value()->fen()) << source;
        EXPECT_TRUE(seen.insert(line).second) << "repeated: " << line;
        firstMoves.insert(fromMoves.value()[0].moves.front());
        source.clear();
        ++positions;
    }
    EXPECT_GE(positions, 40);
    EXPECT_LE(positions, 60);
    EXPECT_GE(firstMoves.size(), 4u); // 1. e4, d4, c4, Nf3 at least
    auto all = load_openings(path, "chess");
    ASSERT_TRUE(all.ok()) << all.error().message;
    EXPECT_EQ(int(all.value().size()), positions);
}

} // namespace
} // namespace littletable::match
