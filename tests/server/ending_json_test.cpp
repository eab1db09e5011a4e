// An ending decided off the board as the protocol's JSON (view/ending_json.h): written as rooms' states and stored
// games show it, read back as the browser's module and reported games take it, bad input refused by member.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "protocol/ending_json.h"

namespace littletable::protocol {
namespace {

using nlohmann::json;

TEST(EndingJson, IsWrittenAsTerminationWinnersAndReason) {
    const Ending resigned{Outcome{Termination::RESIGNATION, 0b10}, "seat 0 resigned"};
    const json j = ending_json(resigned);
    EXPECT_EQ(j, (json{{"termination", "resignation"}, {"winners", {1}}, {"reason", "seat 0 resigned"}}));
    const Result<Ending> back = read_ending(j, 2);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value(), resigned);
    // A drawn ending has no winners; the reason may be left out.
    const Result<Ending> agreed = read_ending(json{{"termination", "agreement"}, {"winners", json::array()}}, 2);
    ASSERT_TRUE(agreed.ok()) << agreed.error().message;
    EXPECT_EQ(agreed.value(), (Ending{Outcome::drawn(Termination::AGREEMENT), ""}));
}

TEST(EndingJson, BadInputIsRefusedNamingTheMember) {
    const auto member = [](const json& j, int seats) {
        const Result<Ending> e = read_ending(j, seats);
        if (e.ok())
            return std::string("ok");
        EXPECT_EQ(e.error().code, "ERR_BAD_FIELD");
        return e.error().message.substr(0, e.error().message.find(':'));
    };
    const auto ending = [](json termination, json winners) {
        return json{{"termination", std::move(termination)}, {"winners", std::move(winners)}};
    };
    EXPECT_EQ(member(json("resignation"), 2), "ending");
    EXPECT_EQ(member(json{{"winners", {1}}}, 2), "ending.termination");
    EXPECT_EQ(member(ending(3, {1}), 2), "ending.termination");
    EXPECT_EQ(member(ending("gave-up", {1}), 2), "ending.termination");
    EXPECT_EQ(member(ending("none", {1}), 2), "ending.termination");
    EXPECT_EQ(member(json{{"termination", "resignation"}}, 2), "ending.winners");
    EXPECT_EQ(member(ending("resignation", 1), 2), "ending.winners");
    EXPECT_EQ(member(ending("resignation", {0, 1}), 2), "ending.winners"); // every seat won: no ending
    EXPECT_EQ(member(ending("resignation", {2}), 2), "ending.winners");
    EXPECT_EQ(member(ending("resignation", {-1}), 2), "ending.winners");
    EXPECT_EQ(member(ending("resignation", {0, 0}), 4), "ending.winners");
    EXPECT_EQ(member(ending("resignation", {"1"}), 2), "ending.winners");
    EXPECT_EQ(member(json{{"termination", "resignation"}, {"winners", {1}}, {"reason", 5}}, 2), "ending.reason");
    EXPECT_EQ(member(ending("resignation", {0, 2, 3}), 4), "ok"); // three winners of four seats
}

} // namespace
} // namespace littletable::protocol
