// The field readers: an absent or null field is absent, a field of another type or out of its range is an error
// naming it by its path, with the reader's code, and a failed read leaves the target as it was.
#include <gtest/gtest.h>

#include "protocol/json_fields.h"

namespace littletable::protocol {
namespace {

using nlohmann::json;

const json BODY = json::parse(R"({"name": "ann", "level": 3, "big": 18446744073709551615, "ranked": true,
                                 "none": null, "text": "3", "seat": {"kind": 5}})");

TEST(JsonFields, AbsentAndNullFieldsAreAbsent) {
    const FieldReader in(BODY);
    EXPECT_FALSE(in.optional_string("missing").value());
    EXPECT_FALSE(in.optional_string("none").value());
    EXPECT_FALSE(in.optional_int("none").value());
    EXPECT_FALSE(in.optional_bool("missing").value());
    EXPECT_EQ(in.string_or("none", "standard").value(), "standard");
    EXPECT_EQ(in.int_or("missing", 7, 0, 10).value(), 7);
    EXPECT_EQ(in.find("none"), nullptr);
    EXPECT_EQ(FieldReader(json::array({1})).find("0"), nullptr) << "an array has no fields";
}

TEST(JsonFields, FieldsOfTheirTypeAreRead) {
    const FieldReader in(BODY);
    EXPECT_EQ(in.optional_string("name").value(), "ann");
    EXPECT_EQ(in.required_string("name").value(), "ann");
    EXPECT_EQ(in.optional_int("level", 1, 8).value(), 3);
    EXPECT_EQ(in.required_int("level", 3, 3).value(), 3);
    EXPECT_EQ(in.optional_bool("ranked").value(), true);
}

TEST(JsonFields, ErrorsNameTheFieldByItsPath) {
    const FieldReader in(BODY, "settings.");
    EXPECT_EQ(in.optional_string("level").error().message, "settings.level: must be a string");
    EXPECT_EQ(in.optional_int("text").error().message, "settings.text: must be an integer");
    EXPECT_EQ(in.optional_int("level", 4, 8).error().message, "settings.level: must be an integer 4..8");
    EXPECT_EQ(in.optional_int("level", 5).error().message, "settings.level: must be an integer >= 5");
    EXPECT_EQ(in.optional_int("big").error().code, "ERR_BAD_FIELD") << "above every range";
    EXPECT_EQ(in.optional_bool("name").error().message, "settings.name: must be true or false");
    EXPECT_EQ(in.required_string("missing", "a game name").error().message, "settings.missing: must be a game name");
    EXPECT_EQ(in.required_int("missing", 1, 8).error().message, "settings.missing: must be an integer 1..8");
    EXPECT_EQ(in.nested("seat").optional_string("kind").error().message, "settings.seat.kind: must be a string");
    EXPECT_EQ(in.bad("x", "is wrong").code, "ERR_BAD_FIELD");
    EXPECT_EQ(bad_field("moves[2]", "must be a move text").message, "moves[2]: must be a move text");
}

TEST(JsonFields, TheReaderChoosesTheErrorCode) {
    const FieldReader in(BODY, "", "ERR_BAD_REQUEST");
    const Result<int64_t> level = in.int_or("level", 0, 0, 2);
    ASSERT_FALSE(level.ok());
    EXPECT_EQ(level.error().code, "ERR_BAD_REQUEST");
    EXPECT_EQ(level.error().message, "level: must be an integer 0..2");
}

TEST(JsonFields, ReadingIntoATargetLeavesItAloneWhenAbsentOrWrong) {
    const FieldReader in(BODY);
    int level = 4;
    EXPECT_FALSE(in.read("missing", 1, 8, level));
    EXPECT_EQ(level, 4);
    EXPECT_TRUE(in.read("level", 4, 8, level));
    EXPECT_EQ(level, 4);
    EXPECT_FALSE(in.read("level", 1, 8, level));
    EXPECT_EQ(level, 3);
    bool ranked = false;
    EXPECT_TRUE(in.read("name", ranked));
    EXPECT_FALSE(ranked);
    EXPECT_FALSE(in.read("ranked", ranked));
    EXPECT_TRUE(ranked);
    std::optional<int> rating;
    EXPECT_FALSE(in.read("none", 0, 4000, rating));
    EXPECT_FALSE(rating);
    EXPECT_FALSE(in.read("level", 0, 4000, rating));
    EXPECT_EQ(rating, 3);
}

TEST(JsonFields, AnArrayOfStringsNamesTheElementThatIsNone) {
    const json body = json::parse(R"({"moves": ["e2e4", "e7e5"], "bad": ["e2e4", 5], "many": ["a", "b", "c"]})");
    const FieldReader in(body);
    EXPECT_EQ(in.strings("moves", "an array of move texts", "a move text").value(),
              (std::vector<std::string>{"e2e4", "e7e5"}));
    EXPECT_TRUE(in.strings("missing", "an array of move texts", "a move text").value().empty());
    EXPECT_EQ(in.strings("bad", "an array of move texts", "a move text").error().message,
              "bad[1]: must be a move text");
    EXPECT_EQ(in.strings("many", "at most 2 move texts", "a move text", 2).error().message,
              "many: must be at most 2 move texts");
    EXPECT_EQ(in.strings("moves", "an array of move texts", "a move text", 2).value().size(), 2u);
    const json notArray = json::parse(R"({"moves": "e2e4"})");
    EXPECT_EQ(FieldReader(notArray).strings("moves", "an array of move texts", "a move text").error().code,
              "ERR_BAD_FIELD");
}

} // namespace
} // namespace littletable::protocol
