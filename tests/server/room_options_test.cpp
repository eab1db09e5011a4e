// Game options in `POST /api/rooms` (docs/protocol.md): validated against the game's list (GameInfo::options),
// stored as the start FEN they make. Expected FENs: docs/rules/martian.md's start ("Board and setup") with the
// fields of docs/martian-notation.md (side "n", clock "on", plies "0/100").
#include <gtest/gtest.h>

#include "protocol/room_settings.h"

namespace littletable::server {
namespace {

const char* MARTIAN_START = "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq";

Result<protocol::RoomSpec> martian_room(const std::string& extra) {
    return protocol::parse_room_spec(R"({"game":"martian","seats":[{"kind":"human"},{"kind":"cpu"}])" + extra + "}");
}

std::string refusal(const Result<protocol::RoomSpec>& r) {
    EXPECT_FALSE(r.ok());
    return r.ok() ? std::string() : r.error().code + " " + r.error().message;
}

TEST(ServerRoomOptions, ChosenOptionsBecomeTheStartFen) {
    auto spec = martian_room(R"(,"options":{"first":"n","clock":"on","moveLimit":"100"})");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec.value().fen, std::string(MARTIAN_START) + " n 0/0 - on 0/100");
    // An integer value reads as its text; options left out keep their defaults (South first, no clock).
    spec = martian_room(R"(,"options":{"moveLimit":60})");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec.value().fen, std::string(MARTIAN_START) + " s 0/0 - - 0/60");
}

TEST(ServerRoomOptions, DefaultOptionsKeepTheStandardStart) {
    auto spec = martian_room(R"(,"options":{"first":"s","clock":"off","moveLimit":"0"})");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec.value().fen, "");
    spec = martian_room(R"(,"options":{})");
    ASSERT_TRUE(spec.ok());
    EXPECT_EQ(spec.value().fen, "");
}

TEST(ServerRoomOptions, FourPlayersNameTheirFirstSeatByQuadrant) {
    auto spec = protocol::parse_room_spec(
        R"({"game":"martian4","seats":[{"kind":"human"},{"kind":"cpu"},{"kind":"cpu"},{"kind":"cpu"}],"options":{"first":"ne"}})");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_NE(spec.value().fen.find(" ne 0/0/0/0 "), std::string::npos) << spec.value().fen;
}

TEST(ServerRoomOptions, BadOptionsAreRefusedNamingTheField) {
    std::string e = refusal(martian_room(R"(,"options":{"speed":"fast"})"));
    EXPECT_EQ(e.rfind("ERR_BAD_FIELD options.speed", 0), 0u) << e;
    EXPECT_NE(e.find("known: first, clock, moveLimit"), std::string::npos) << e;
    e = refusal(martian_room(R"(,"options":{"clock":"maybe"})"));
    EXPECT_EQ(e.rfind("ERR_BAD_FIELD options.clock", 0), 0u) << e;
    EXPECT_NE(e.find("\"off\", \"on\""), std::string::npos) << e;
    e = refusal(martian_room(R"(,"options":{"moveLimit":55})"));
    EXPECT_EQ(e.rfind("ERR_BAD_FIELD options.moveLimit", 0), 0u) << e;
    e = refusal(martian_room(R"(,"options":{"clock":true})"));
    EXPECT_EQ(e.rfind("ERR_BAD_FIELD options.clock", 0), 0u) << e;
    e = refusal(martian_room(R"(,"options":["clock"])"));
    EXPECT_EQ(e.rfind("ERR_BAD_FIELD options", 0), 0u) << e;
    // Options and a FEN together would state the start twice.
    e = refusal(martian_room(R"(,"fen":"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 0","options":{"clock":"on"})"));
    EXPECT_EQ(e.rfind("ERR_BAD_FIELD options", 0), 0u) << e;
    // A game without options refuses any.
    e = refusal(protocol::parse_room_spec(
        R"({"game":"chess","seats":[{"kind":"human"},{"kind":"cpu"}],"options":{"clock":"on"}})"));
    EXPECT_NE(e.find("known: none"), std::string::npos) << e;
}

// Martian Chess's move limit ends the game on points (martian.md, "Setting"); the room's house-rule limit would end
// it drawn. A game with its own limit takes only that one; chess keeps the room's.
TEST(ServerRoomOptions, AGameWithItsOwnMoveLimitRefusesTheRooms) {
    const std::string e = refusal(martian_room(R"(,"settings":{"moveLimit":80})"));
    EXPECT_EQ(e.rfind("ERR_BAD_FIELD settings.moveLimit", 0), 0u) << e;
    EXPECT_NE(e.find("options.moveLimit"), std::string::npos) << e;
    EXPECT_TRUE(martian_room(R"(,"settings":{"moveLimit":0})").ok());
    auto chess = protocol::parse_room_spec(
        R"({"game":"chess","seats":[{"kind":"human"},{"kind":"cpu"}],"settings":{"moveLimit":80}})");
    ASSERT_TRUE(chess.ok());
    EXPECT_EQ(chess.value().settings.moveLimit, 80);
}

} // namespace
} // namespace littletable::server
