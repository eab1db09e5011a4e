// The web client draws the pieces that copy their neighbours (Metamate's Metas) from web/src/board/copyingKinds.json,
// so that it has them before any request: that file must say what the engine's registry sends (GET /api/games,
// `copyingKinds`), kind by kind.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <array>
#include <filesystem>
#include <fstream>
#include <set>

#include "view/game_json.h"

namespace littletable::server {
namespace {

using nlohmann::json;

/// A kind's look with its steps as a set: their order says nothing.
json look(const json& steps, const json& both) {
    std::set<std::array<int, 2>> set;
    for (const json& s : steps)
        set.insert({s[0].get<int>(), s[1].get<int>()});
    return {{"steps", set}, {"bothColours", both}};
}

TEST(CopyingKinds, TheClientsFileSaysWhatTheRegistrySends) {
    json sent = json::object();
    for (const json& g : view::games_json())
        for (const json& k : g["copyingKinds"])
            sent[k["kind"].get<std::string>()] = look(k["steps"], k["bothColours"]);
    std::ifstream in(std::filesystem::path(LITTLETABLE_SOURCE_DIR) / "web/src/board/copyingKinds.json");
    ASSERT_TRUE(in) << "web/src/board/copyingKinds.json";
    const json parsed = json::parse(in);
    json file = json::object();
    for (const auto& [kind, k] : parsed.items())
        file[kind] = look(k["steps"], k["bothColours"]);
    EXPECT_EQ(file, sent);
    // docs/rules/metamate.md §3: a horizontal M1 copies its left and right neighbours.
    EXPECT_EQ(sent["M1h"]["steps"], json::parse("[[-1, 0], [1, 0]]"));
}

} // namespace
} // namespace littletable::server
