// Bad input never crashes and never half-applies: every one-character change, cut and insertion of the start FEN4
// parses to a valid position or a named error; garbage move texts are refused.
#include <gtest/gtest.h>

#include "engine/fourplayer/notation.h"
#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {
namespace {

void expect_parsed_or_named(const std::string& fen) {
    const Result<Position> r = Position::from_fen(fen);
    if (r.ok()) {
        MoveList list;
        r.value().generate_legal(list);
        // A valid position has a side to move with a move, or its game is over (docs/rules-decisions.md, 4p 14).
        EXPECT_EQ(list.empty(), r.value().outcome().over()) << fen;
        EXPECT_TRUE(Position::from_fen(r.value().fen()).ok()) << fen;
    } else {
        EXPECT_EQ(r.error().code.rfind("ERR_FEN4_", 0), 0u) << fen;
        EXPECT_FALSE(r.error().message.empty());
    }
}

TEST(Robustness, MutatedFen4) {
    const std::string start(START_FEN4);
    for (size_t i = 0; i < start.size(); ++i) {
        for (char c : {'0', '9', 'x', 'd', 'K', 'r', ',', '/', '-', '{', '\''}) {
            std::string s = start;
            s[i] = c;
            expect_parsed_or_named(s);
        }
        expect_parsed_or_named(start.substr(0, i));
        expect_parsed_or_named(start.substr(0, i) + "}" + start.substr(i));
    }
    expect_parsed_or_named("");
    expect_parsed_or_named(std::string(5000, '1'));
    expect_parsed_or_named(start.substr(0, 36) + "{'enPassant':('z99:q3',)}-" + start.substr(36));
}

TEST(Robustness, GarbageMoveTexts) {
    const Position pos = Position::start();
    for (const char* text : {"", "O-O", "O-O-O", "a1a2", "n14n13", "h2", "h2h3h4h5", "\x01\xff", "Qz9-z10", "h02h03"})
        EXPECT_FALSE(parse_move(pos, text).ok()) << text;
}

} // namespace
} // namespace littletable::fourplayer
