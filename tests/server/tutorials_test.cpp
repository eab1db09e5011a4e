// Every tutorial of the web client (web/src/tutorials/GAME.json) against the engine, through the answer of
// GET /api/position that the tutorial page uses: the position (after the lesson's `history`) parses and goes on, each
// solution is a legal move, the position after it shows the lesson's stated result (pieces, points by seat, the
// outcome: worked out by hand from the game's rules file, e.g. after Metamate's lesson 3 an M2.1 on d5), no other
// legal move shows it (the task is unambiguous), every move with its own hint is legal and no solution, every move
// with a text for its refusal is not legal, marks are squares, and every text is there in every language of the
// tutorial.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "server/api/position_api.h"

namespace littletable::server {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

std::vector<fs::path> tutorial_files() {
    std::vector<fs::path> out;
    for (const auto& entry : fs::directory_iterator(fs::path(LITTLETABLE_SOURCE_DIR) / "web/src/tutorials"))
        if (entry.path().extension() == ".json")
            out.push_back(entry.path());
    return out;
}

json view_after(const std::string& game, const std::string& fen, const std::string& moves) {
    auto v = position_view(game, fen, moves);
    EXPECT_TRUE(v.ok()) << fen << " after '" << moves << "': " << (v.ok() ? "" : v.error().message);
    return v.ok() ? std::move(v).value() : json();
}

/// Whether `view`'s outcome has every field `want` states (`termination`, `winners`).
bool outcome_matches(const json& view, const json& want) {
    if (view["outcome"].is_null())
        return false;
    for (const auto& [key, value] : want.items())
        if (view["outcome"][key] != value)
            return false;
    return true;
}

/// Whether `view` shows what `solution` states: every piece of its `result` ({sq name, owner, kind}) stands, the
/// `points` by seat are these, the `outcome` is this one.
bool shows(const json& view, const json& solution) {
    if (solution.contains("points") && view["points"] != solution["points"])
        return false;
    if (solution.contains("outcome") && !outcome_matches(view, solution["outcome"]))
        return false;
    const json& names = view["geometry"]["squares"];
    for (const json& want : solution.value("result", json::array())) {
        bool found = false;
        for (const json& p : view["pieces"])
            found = found || (names[p["sq"].get<size_t>()] == want["sq"] && p["owner"] == want["owner"] &&
                              p["kind"] == want["kind"]);
        if (!found)
            return false;
    }
    return true;
}

std::set<std::string> languages(const json& text) {
    std::set<std::string> out;
    for (const auto& [lang, value] : text.items()) {
        EXPECT_TRUE(value.is_string() && !value.get<std::string>().empty()) << lang;
        out.insert(lang);
    }
    return out;
}

void check_lesson(const std::string& game, const json& lesson, const std::set<std::string>& langs) {
    const std::string fen = lesson.at("fen");
    SCOPED_TRACE(lesson.value("id", "?") + ": " + fen);
    std::string history;
    for (const json& m : lesson.value("history", json::array()))
        history += m.get<std::string>() + " ";
    const json start = view_after(game, fen, history);
    ASSERT_TRUE(start.is_object());
    EXPECT_TRUE(start["outcome"].is_null());
    std::set<std::string> legal;
    for (const json& m : start["moves"])
        legal.insert(m["u"]);

    const json& names = start["geometry"]["squares"];
    for (const json& sq : lesson.value("marks", json::array()))
        EXPECT_NE(std::find(names.begin(), names.end(), sq), names.end()) << sq;

    std::set<std::string> solutions;
    ASSERT_FALSE(lesson.at("solutions").empty());
    for (const json& s : lesson.at("solutions")) {
        const std::string move = s.at("move");
        solutions.insert(move);
        ASSERT_TRUE(legal.contains(move)) << move << " is not a legal move";
        ASSERT_TRUE(!s.value("result", json::array()).empty() || s.contains("points") || s.contains("outcome"))
            << move << " states no result";
        EXPECT_TRUE(shows(view_after(game, fen, history + move), s)) << move << " does not lead to " << s.dump();
    }
    for (const std::string& move : legal) {
        if (solutions.contains(move))
            continue;
        const json after = view_after(game, fen, history + move);
        for (const json& s : lesson["solutions"])
            EXPECT_FALSE(shows(after, s)) << move << " also leads to the result of " << s["move"];
    }
    for (const json& h : lesson.value("hints", json::array())) {
        for (const json& move : h.at("moves")) {
            EXPECT_TRUE(legal.contains(move)) << move << " has a hint but is not legal";
            EXPECT_FALSE(solutions.contains(move)) << move << " has a hint but solves the lesson";
        }
        EXPECT_EQ(languages(h.at("text")), langs);
    }
    // A forbidden move's text: both squares exist, the piece on the first has some legal move (else the board never
    // takes it up) and none goes to the second.
    auto is_square = [&](const json& sq) { return std::find(names.begin(), names.end(), sq) != names.end(); };
    for (const json& r : lesson.value("refused", json::array())) {
        EXPECT_TRUE(is_square(r.at("from"))) << r["from"];
        EXPECT_TRUE(std::any_of(start["moves"].begin(), start["moves"].end(),
                                [&](const json& m) { return names[m["from"].get<size_t>()] == r["from"]; }))
            << r["from"] << " has no legal move";
        for (const json& to : r.at("to")) {
            EXPECT_TRUE(is_square(to)) << to;
            for (const json& m : start["moves"])
                EXPECT_FALSE(names[m["from"].get<size_t>()] == r["from"] && names[m["to"].get<size_t>()] == to)
                    << m["u"] << " is legal, not refused";
        }
        EXPECT_EQ(languages(r.at("text")), langs);
    }
    for (const char* key : {"title", "task", "hint", "explanation"})
        EXPECT_EQ(languages(lesson.at(key)), langs) << key;
}

TEST(Tutorials, EveryLessonIsSolvableAsItSaysAndUnambiguous) {
    const auto files = tutorial_files();
    ASSERT_FALSE(files.empty());
    for (const fs::path& file : files) {
        SCOPED_TRACE(file.string());
        std::ifstream in(file);
        const json doc = json::parse(in, nullptr, /*allow_exceptions=*/false);
        ASSERT_TRUE(doc.is_object()) << "not JSON";
        EXPECT_EQ(doc.at("game"), file.stem().string());
        for (const json& other : doc.value("alsoFor", json::array())) // games whose players this tutorial teaches too
            EXPECT_TRUE(position_view(other.get<std::string>(), "", "").ok()) << other;
        const std::set<std::string> langs = languages(doc.at("title"));
        EXPECT_TRUE(langs.contains("en"));
        std::set<std::string> ids;
        for (const json& lesson : doc.at("lessons")) {
            EXPECT_TRUE(ids.insert(lesson.at("id")).second) << "duplicate id " << lesson["id"];
            check_lesson(doc["game"], lesson, langs);
        }
    }
}

// Metamate's five lessons are those of docs/rules/metamate.md §10, in its order.
TEST(Tutorials, MetamateHasTheFiveLessonsOfTheRules) {
    std::ifstream in(fs::path(LITTLETABLE_SOURCE_DIR) / "web/src/tutorials/metamate.json");
    const json doc = json::parse(in, nullptr, false);
    ASSERT_TRUE(doc.is_object());
    std::vector<std::string> ids;
    for (const json& lesson : doc["lessons"])
        ids.push_back(lesson["id"]);
    EXPECT_EQ(ids, (std::vector<std::string>{"copy", "accumulated-copies", "evolution", "meta-castling",
                                             "m4-copies-enemies"}));
}

} // namespace
} // namespace littletable::server
