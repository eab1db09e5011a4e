// The nodes' bus messages: one flat object each, `{t, from, at, ...fields}`, read back as written; a message with
// a field missing or of another type, or of an unknown type, is an error naming it.
#include <gtest/gtest.h>

#include "protocol/bus_messages.h"

namespace littletable::protocol::bus {
namespace {

using nlohmann::json;

TEST(BusMessages, EachIsOneFlatObject) {
    EXPECT_EQ(to_json({"node-a", 1'000, Attach{"Room000001", 7, {42, "ann"}}}),
              json::parse(R"({"t":"attach","from":"node-a","at":1000,"room":"Room000001","conn":7,
                              "player":{"id":42,"name":"ann"}})"));
    EXPECT_EQ(to_json({"node-a", 1'001, In{7, R"({"t":"ping"})"}}),
              json::parse(R"({"t":"in","from":"node-a","at":1001,"conn":7,"frame":"{\"t\":\"ping\"}"})"));
    EXPECT_EQ(to_json({"node-b", 1'002, Out{7, "{}"}}),
              json::parse(R"({"t":"out","from":"node-b","at":1002,"conn":7,"frame":"{}"})"));
    EXPECT_EQ(to_json({"node-b", 1'003, Close{7}}), json::parse(R"({"t":"close","from":"node-b","at":1003,"conn":7})"));
    EXPECT_EQ(to_json({"node-a", 1'004, Detach{7}}),
              json::parse(R"({"t":"detach","from":"node-a","at":1004,"conn":7})"));
}

TEST(BusMessages, AreReadAsWritten) {
    const Result<Envelope> read = read_envelope(to_json({"node-a", 1'000, Attach{"Room000001", 7, {42, "ann"}}}));
    ASSERT_TRUE(read.ok()) << read.error().message;
    EXPECT_EQ(read.value().from, "node-a");
    EXPECT_EQ(read.value().at, 1'000);
    const Attach& attach = std::get<Attach>(read.value().message);
    EXPECT_EQ(attach.room, "Room000001");
    EXPECT_EQ(attach.conn, 7u);
    EXPECT_EQ(attach.player, (SeatPlayer{42, "ann"}));
    const Result<Envelope> in = read_envelope(json::parse(R"({"t":"in","from":"b","at":5,"conn":3,"frame":""})"));
    ASSERT_TRUE(in.ok()) << in.error().message;
    EXPECT_EQ(std::get<In>(in.value().message).frame, "") << "an empty frame is the client's, refused by the room";
}

TEST(BusMessages, MalformedOnesAreErrorsNamingTheField) {
    auto error_of = [](const char* text) {
        const Result<Envelope> read = read_envelope(json::parse(text));
        return read.ok() ? std::string("OK") : read.error().code + " " + read.error().message;
    };
    EXPECT_EQ(error_of(R"({"t":"in","from":"b","at":5,"frame":"x"})"), "ERR_BAD_MESSAGE conn: must be an integer >= 0");
    EXPECT_EQ(error_of(R"({"t":"in","from":"b","at":5,"conn":-1,"frame":"x"})").substr(0, 21), "ERR_BAD_MESSAGE conn:");
    EXPECT_EQ(error_of(R"({"t":"out","from":"b","at":5,"conn":1,"frame":7})"),
              "ERR_BAD_MESSAGE frame: must be a string");
    EXPECT_EQ(error_of(R"({"t":"attach","from":"b","at":5,"room":"R","conn":1,"player":{"id":"x","name":"n"}})")
                  .substr(0, 26),
              "ERR_BAD_MESSAGE player.id:");
    EXPECT_EQ(error_of(R"({"t":"attach","from":"b","at":5,"room":"R","conn":1})"),
              "ERR_BAD_MESSAGE player: must be an object");
    EXPECT_EQ(error_of(R"({"t":"fly","from":"b","at":5,"conn":1})"), "ERR_BAD_MESSAGE t: unknown message type 'fly'");
    EXPECT_EQ(error_of(R"({"t":"close","at":5,"conn":1})"), "ERR_BAD_MESSAGE from: must be a node's name");
    EXPECT_EQ(error_of(R"([1])"), "ERR_BAD_MESSAGE t: must be a message type");
}

} // namespace
} // namespace littletable::protocol::bus
