// Client frames: every well-formed message parses into its variant case; bad input (unknown type, bad JSON,
// huge frames, wrong field types) is an Error with a stable code, never a crash.
#include <gtest/gtest.h>

#include "protocol/client_frames.h"
#include "protocol/server_frames.h"

namespace littletable::protocol {
namespace {

template<typename T>
T parse_as(std::string_view frame) {
    auto m = protocol::parse_client_message(frame);
    EXPECT_TRUE(m.ok()) << frame << ": " << (m.ok() ? "" : m.error().message);
    if (!m.ok() || !std::holds_alternative<T>(m.value())) {
        ADD_FAILURE() << frame << " parsed to another type";
        return T{};
    }
    return std::get<T>(m.value());
}

std::string error_code(std::string_view frame) {
    auto m = protocol::parse_client_message(frame);
    return m.ok() ? "OK" : m.error().code;
}

TEST(ServerProtocol, ParsesEveryClientMessage) {
    auto hello = parse_as<protocol::in::Hello>(R"({"t":"hello","d":{"secret":"abc","v":7}})");
    EXPECT_EQ(hello.secret, "abc");
    EXPECT_EQ(hello.v, 7);
    auto spectator = parse_as<protocol::in::Hello>(R"({"t":"hello"})");
    EXPECT_FALSE(spectator.secret);
    EXPECT_FALSE(spectator.v);
    EXPECT_EQ(parse_as<protocol::in::Sit>(R"({"t":"sit","d":{"seat":1}})").seat, 1);
    EXPECT_FALSE(parse_as<protocol::in::Sit>(R"({"t":"sit","d":{}})").seat);
    auto move = parse_as<protocol::in::Move>(R"({"t":"move","d":{"u":"e2e4","a":12}})");
    EXPECT_EQ(move.u, "e2e4");
    EXPECT_EQ(move.a, 12);
    parse_as<protocol::in::Resign>(R"({"t":"resign","d":{}})");
    parse_as<protocol::in::DrawOffer>(R"({"t":"drawOffer","d":{}})");
    parse_as<protocol::in::DrawAccept>(R"({"t":"drawAccept"})");
    parse_as<protocol::in::DrawDecline>(R"({"t":"drawDecline","d":null})");
    EXPECT_EQ(parse_as<protocol::in::ClaimDraw>(R"({"t":"claimDraw","d":{"u":"g1f3"}})").u, "g1f3");
    EXPECT_EQ(parse_as<protocol::in::ClaimDraw>(R"({"t":"claimDraw","d":{}})").u, "");
    parse_as<protocol::in::NewGame>(R"({"t":"newGame","d":{}})");
    parse_as<protocol::in::Ping>(R"({"t":"ping","d":{}})");
}

TEST(ServerProtocol, RefusesBadInputWithStableCodes) {
    EXPECT_EQ(error_code(R"({"t":"fly","d":{}})"), "ERR_UNKNOWN_TYPE");
    EXPECT_EQ(error_code(R"({"t":"move","d":{"u":"e2e4","a":1)"), "ERR_BAD_JSON");
    EXPECT_EQ(error_code(""), "ERR_BAD_JSON");
    EXPECT_EQ(error_code("\xff\xfe garbage \x01"), "ERR_BAD_JSON");
    EXPECT_EQ(error_code("[1,2,3]"), "ERR_BAD_FRAME");
    EXPECT_EQ(error_code(R"({"d":{}})"), "ERR_BAD_FRAME");
    EXPECT_EQ(error_code(R"({"t":5})"), "ERR_BAD_FRAME");
    EXPECT_EQ(error_code(R"({"t":"move","d":[1]})"), "ERR_BAD_FRAME");
    EXPECT_EQ(error_code(R"({"t":"move","d":{"u":5,"a":1}})"), "ERR_BAD_FIELD");
    EXPECT_EQ(error_code(R"({"t":"move","d":{"u":"e2e4","a":"1"}})"), "ERR_BAD_FIELD");
    EXPECT_EQ(error_code(R"({"t":"move","d":{"u":"e2e4"}})"), "ERR_BAD_FIELD");
    EXPECT_EQ(error_code(R"({"t":"move","d":{"u":"","a":1}})"), "ERR_BAD_FIELD");
    EXPECT_EQ(error_code(R"({"t":"move","d":{"u":"e2e4","a":1.5}})"), "ERR_BAD_FIELD");
    EXPECT_EQ(error_code(R"({"t":"hello","d":{"secret":["x"]}})"), "ERR_BAD_FIELD");
    EXPECT_EQ(error_code(R"({"t":"hello","d":{"v":-1}})"), "ERR_BAD_FIELD");
    EXPECT_EQ(error_code(R"({"t":"sit","d":{"seat":"one"}})"), "ERR_BAD_FIELD");
    EXPECT_EQ(error_code(R"({"t":"claimDraw","d":{"u":{}}})"), "ERR_BAD_FIELD");
}

TEST(ServerProtocol, RefusesFramesOver16KiB) {
    std::string huge = R"({"t":"move","d":{"u":")" + std::string(protocol::MAX_FRAME_BYTES, 'x') + R"(","a":1}})";
    EXPECT_EQ(error_code(huge), "ERR_FRAME_TOO_LARGE");
    std::string deep(protocol::MAX_FRAME_BYTES, '[');
    EXPECT_NE(error_code(deep), "OK");
}

TEST(ServerProtocol, UnknownTypeIsEchoedOnlyAsAShortPrintablePrefix) {
    auto m = protocol::parse_client_message(R"({"t":")" + std::string(200, 'z') + "\\u0001\"}");
    ASSERT_FALSE(m.ok());
    EXPECT_LT(m.error().message.size(), 80u);
}

TEST(ServerProtocol, ErrorFramesCarryTheAckIdOfAMove) {
    EXPECT_EQ(protocol::ack_id_of(R"({"t":"move","d":{"u":5,"a":42}})"), 42);
    EXPECT_FALSE(protocol::ack_id_of("not json"));
    auto frame =
        nlohmann::json::parse(frame_text(refusal_of(make_error("ERR_X", "m"), R"({"t":"move","d":{"a":42}})")));
    EXPECT_EQ(frame["t"], "error");
    EXPECT_EQ(frame["d"]["code"], "ERR_X");
    EXPECT_EQ(frame["d"]["a"], 42);
    EXPECT_FALSE(nlohmann::json::parse(frame_text(error_frame(make_error("ERR_X", "m"))))["d"].contains("a"));
}

TEST(ServerProtocol, FramesWithInvalidUtf8AreStillJson) {
    auto frame = frame_text(error_frame(make_error("ERR_ILLEGAL_MOVE", "illegal move '\xff\xfe'")));
    EXPECT_FALSE(nlohmann::json::parse(frame, nullptr, false).is_discarded());
}

TEST(ServerProtocol, ErrorsNameTheFieldUnderD) {
    auto m = parse_client_message(R"({"t":"move","d":{"u":"e2e4","a":"1"}})");
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().message.rfind("d.a: ", 0), 0u) << m.error().message;
    m = parse_client_message(R"({"t":"sit","d":{"seat":16}})");
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().message, "d.seat: must be a seat number");
    m = parse_client_message(R"({"t":"move","d":{"a":1}})");
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().message.rfind("d.u: ", 0), 0u) << m.error().message;
}

TEST(ServerProtocol, ClientFramesAreWrittenAsTheyAreRead) {
    EXPECT_EQ(nlohmann::json::parse(frame_text(ClientMessage(in::Move{"e2e4", 7}))),
              nlohmann::json::parse(R"({"t":"move","d":{"u":"e2e4","a":7}})"));
    EXPECT_EQ(nlohmann::json::parse(frame_text(ClientMessage(in::Hello{std::nullopt, 3}))),
              nlohmann::json::parse(R"({"t":"hello","d":{"secret":null,"v":3}})"));
    EXPECT_EQ(nlohmann::json::parse(frame_text(ClientMessage(in::Resign{}))),
              nlohmann::json::parse(R"({"t":"resign","d":{}})"));
    const std::string claim = frame_text(ClientMessage(in::ClaimDraw{"f6g8"}));
    EXPECT_EQ(std::get<in::ClaimDraw>(parse_client_message(claim).value()).u, "f6g8");
}

} // namespace
} // namespace littletable::protocol
