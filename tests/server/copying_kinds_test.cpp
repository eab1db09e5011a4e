// The web client draws the pieces that copy their neighbours (Metamate's Metas) from the games list
// (GET /api/games, `copyingKinds`): every configuration must be there, with the squares the rules give it.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <array>
#include <set>
#include <string>

#include "protocol/game_json.h"

namespace littletable::server {
namespace {

using nlohmann::json;
using Steps = std::set<std::array<int, 2>>;

const Steps ORTHOGONAL{{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
const Steps DIAGONAL{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

Steps both(const Steps& a, const Steps& b) {
    Steps out = a;
    out.insert(b.begin(), b.end());
    return out;
}

/// A kind's look with its steps as a set: their order says nothing.
json look(const Steps& steps, bool bothColours) { return {{"steps", steps}, {"bothColours", bothColours}}; }

TEST(CopyingKinds, TheGamesListGivesEveryMetaItsSquares) {
    json sent = json::object();
    for (const json& g : protocol::games_json())
        for (const json& k : g["copyingKinds"]) {
            Steps steps;
            for (const json& s : k["steps"])
                steps.insert({s[0].get<int>(), s[1].get<int>()});
            sent[k["kind"].get<std::string>()] = look(steps, k["bothColours"].get<bool>());
        }
    // docs/rules/metamate.md §3, the table of configurations: what each copies, and whose pieces.
    const json expected = {
        {"M1h", look({{-1, 0}, {1, 0}}, false)},
        {"M1v", look({{0, 1}, {0, -1}}, false)},
        {"M2.1", look(ORTHOGONAL, false)},
        {"M2.2", look(DIAGONAL, false)},
        {"M3", look(both(ORTHOGONAL, DIAGONAL), false)},
        {"M4", look(both(ORTHOGONAL, DIAGONAL), true)},
    };
    EXPECT_EQ(sent, expected);
}

} // namespace
} // namespace littletable::server
