// EPD parsing (PGN standard, section 16.2): the four position fields, then operations with their operands.
#include <gtest/gtest.h>

#include "engine/chess/epd.h"
#include "engine/chess/position.h"

namespace littletable::chess {
namespace {

TEST(Epd, PositionAndOperations) {
    // WAC.001 as published.
    auto r = parse_epd("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value().fen, "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1");
    ASSERT_EQ(r.value().operations.size(), 2u);
    ASSERT_NE(r.value().operands("bm"), nullptr);
    EXPECT_EQ(*r.value().operands("bm"), std::vector<std::string>{"Qg6"});
    EXPECT_EQ(*r.value().operands("id"), std::vector<std::string>{"WAC.001"});
    EXPECT_EQ(r.value().operands("am"), nullptr);
    EXPECT_TRUE(Position::from_fen(r.value().fen).ok());
}

TEST(Epd, SeveralOperandsQuotedSpacesAndNone) {
    auto r = parse_epd("8/8/8/8/8/8/8/K6k b - -  bm Ka2 Kb2 ;c0 \"two moves; both fine\"; noop;\r\n");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(*r.value().operands("bm"), (std::vector<std::string>{"Ka2", "Kb2"}));
    EXPECT_EQ(*r.value().operands("c0"), std::vector<std::string>{"two moves; both fine"});
    ASSERT_NE(r.value().operands("noop"), nullptr);
    EXPECT_TRUE(r.value().operands("noop")->empty());
}

TEST(Epd, Errors) {
    EXPECT_EQ(parse_epd("").error().code, "ERR_EPD_FIELDS");
    EXPECT_EQ(parse_epd("8/8/8/8/8/8/8/K6k w -").error().code, "ERR_EPD_FIELDS");
    EXPECT_EQ(parse_epd("8/8/8/8/8/8/8/K6k w - - bm Ka2").error().code, "ERR_EPD_OPERATION"); // no ';'
    EXPECT_EQ(parse_epd("8/8/8/8/8/8/8/K6k w - - 9x Ka2;").error().code, "ERR_EPD_OPERATION"); // opcode
    EXPECT_EQ(parse_epd("8/8/8/8/8/8/8/K6k w - - id \"open;").error().code, "ERR_EPD_OPERATION"); // quote
    EXPECT_TRUE(parse_epd("8/8/8/8/8/8/8/K6k w - -").ok()); // no operation at all
}

} // namespace
} // namespace littletable::chess
