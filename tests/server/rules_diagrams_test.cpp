// Every diagram of the web client's rules pages (web/src/rules/GAME.LANG.json) against the engine, through the
// answer of GET /api/position that the rules page draws: the FEN is a position of its game (an ending may be
// shown: Metamate's checkmate), and its marks and last move name squares of the board. Metamachy's piece diagrams mark where a piece may
// go: those marks were written from docs/rules/metamachy.md ("Pieces"), and the engine's legal moves from the
// piece must give exactly them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/core/registry.h"
#include "server/api/position_api.h"

namespace littletable::server {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

std::vector<fs::path> rules_files() {
    std::vector<fs::path> out;
    for (const auto& entry : fs::directory_iterator(fs::path(LITTLETABLE_SOURCE_DIR) / "web/src/rules"))
        if (entry.path().extension() == ".json")
            out.push_back(entry.path());
    return out;
}

json rules_doc(const fs::path& file) {
    std::ifstream in(file);
    return json::parse(in, nullptr, /*allow_exceptions=*/false);
}

bool is_square(const json& view, const json& name) {
    const json& names = view["geometry"]["squares"];
    return name.is_string() && !name.get<std::string>().empty() &&
           std::find(names.begin(), names.end(), name) != names.end();
}

TEST(RulesDiagrams, EveryDiagramIsAPositionOfItsGameWithSquaresAsMarks) {
    const auto files = rules_files();
    ASSERT_FALSE(files.empty());
    int diagrams = 0;
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.filename().string());
        const json doc = rules_doc(file);
        ASSERT_TRUE(doc.is_object()) << "not JSON";
        for (const json& section : doc.at("sections")) {
            if (!section.contains("diagram"))
                continue;
            const json& d = section["diagram"];
            SCOPED_TRACE(section.value("id", "?") + ": " + d.value("fen", ""));
            auto view = position_view(doc.at("game").get<std::string>(), d.at("fen").get<std::string>(), "");
            ASSERT_TRUE(view.ok()) << view.error().message;
            for (const json& sq : d.value("marks", json::array()))
                EXPECT_TRUE(is_square(view.value(), sq)) << sq;
            if (d.contains("lastMove")) {
                EXPECT_TRUE(is_square(view.value(), d["lastMove"]["from"]));
                EXPECT_TRUE(is_square(view.value(), d["lastMove"]["to"]));
            }
            ++diagrams;
        }
    }
    EXPECT_GT(diagrams, 0);
}

// Every game of the registry has rules in the browser: a document of its own (its "game"), or a section of another
// game's document that names it in "sectionsFor" (Martian Chess's "four-players" for martian4).
TEST(RulesPages, EveryGameHasItsOwnPageOrASectionOfAnother) {
    std::set<std::string> covered;
    for (const fs::path& file : rules_files()) {
        SCOPED_TRACE(file.filename().string());
        const json doc = rules_doc(file);
        ASSERT_TRUE(doc.is_object());
        covered.insert(doc.at("game").get<std::string>());
        std::set<std::string> ids;
        for (const json& section : doc.at("sections"))
            ids.insert(section.value("id", ""));
        const json sectionsFor = doc.value("sectionsFor", json::object());
        for (const auto& [game, section] : sectionsFor.items()) {
            EXPECT_NE(find_game(game), nullptr) << game << " is not a game of the registry";
            EXPECT_TRUE(ids.contains(section.get<std::string>())) << game << ": no section " << section;
            covered.insert(game);
        }
    }
    for (const GameInfo& g : game_registry())
        EXPECT_TRUE(covered.contains(g.name)) << g.name << " has no rules page";
}

// The squares of the pieces each Metamachy diagram is about (the piece named in its section and caption).
const std::map<std::string, std::vector<std::string>> METAMACHY_PIECES = {
    {"cannon", {"d5"}}, {"camel", {"f6"}}, {"elephant", {"e5"}},
    {"eagle", {"f6"}},  {"lion", {"f6"}},  {"prince", {"e5"}},
    {"pawn", {"f8"}},   {"king", {"f1"}},  {"promotion", {"e11", "h10"}},
};

TEST(RulesDiagrams, MetamachysPieceDiagramsMarkExactlyWhereThePieceMayGo) {
    for (const char* lang : {"en", "de"}) {
        SCOPED_TRACE(lang);
        const json doc = rules_doc(fs::path(LITTLETABLE_SOURCE_DIR) / "web/src/rules" /
                                   (std::string("metamachy.") + lang + ".json"));
        ASSERT_TRUE(doc.is_object());
        std::set<std::string> seen;
        for (const json& section : doc.at("sections")) {
            const auto it = METAMACHY_PIECES.find(section.value("id", ""));
            if (it == METAMACHY_PIECES.end())
                continue;
            SCOPED_TRACE(it->first);
            seen.insert(it->first);
            const json& d = section.at("diagram");
            auto view = position_view("metamachy", d.at("fen").get<std::string>(), "");
            ASSERT_TRUE(view.ok()) << view.error().message;
            const json& names = view.value()["geometry"]["squares"];
            std::set<std::string> reached;
            for (const json& m : view.value()["moves"])
                for (const std::string& from : it->second)
                    if (names[m["from"].get<size_t>()] == from)
                        reached.insert(names[m["to"].get<size_t>()].get<std::string>());
            std::set<std::string> marked;
            for (const json& sq : d.at("marks"))
                marked.insert(sq.get<std::string>());
            EXPECT_EQ(marked, reached);
        }
        EXPECT_EQ(seen.size(), METAMACHY_PIECES.size());
    }
}

} // namespace
} // namespace littletable::server
