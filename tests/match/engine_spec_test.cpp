// Engine specifications on the command line (match/engine_spec.h).
#include <gtest/gtest.h>

#include "match/engine_spec.h"

namespace littletable::match {
namespace {

TEST(EngineSpec, UciEngineWithArgumentsAndOptions) {
    auto spec = parse_engine_spec({"name=sf2000", "cmd=/usr/games/stockfish", "option.UCI_LimitStrength=true",
                                   "option.UCI_Elo=2000", "arg=--flag", "option.Clear Hash="});
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    EXPECT_EQ(spec.value().name, "sf2000");
    EXPECT_EQ(spec.value().level, 0);
    EXPECT_EQ(spec.value().command.argv, (std::vector<std::string>{"/usr/games/stockfish", "--flag"}));
    ASSERT_EQ(spec.value().command.options.size(), 3u);
    EXPECT_EQ(spec.value().command.options[1], (std::pair<std::string, std::string>{"UCI_Elo", "2000"}));
    EXPECT_EQ(spec.value().command.options[2], (std::pair<std::string, std::string>{"Clear Hash", ""}));
}

TEST(EngineSpec, InternalLevelAndDefaultNames) {
    auto level = parse_engine_spec({"level=3"});
    ASSERT_TRUE(level.ok());
    EXPECT_EQ(level.value().level, 3);
    EXPECT_EQ(level.value().name, "L3");
    auto program = parse_engine_spec({"cmd=/usr/games/stockfish"});
    ASSERT_TRUE(program.ok());
    EXPECT_EQ(program.value().name, "stockfish");
    EXPECT_EQ(parse_engine_spec({"cmd=stockfish"}).value().name, "stockfish");
}

TEST(EngineSpec, AnotherInternalPlayerByName) {
    auto player = parse_engine_spec({"player=paranoid-material"});
    ASSERT_TRUE(player.ok()) << player.error().message;
    EXPECT_EQ(player.value().player, "paranoid-material");
    EXPECT_EQ(player.value().level, 8);
    EXPECT_EQ(player.value().name, "paranoid-material");
    auto named = parse_engine_spec({"name=P", "player=paranoid", "level=6"});
    ASSERT_TRUE(named.ok());
    EXPECT_EQ(named.value().name, "P");
    EXPECT_EQ(named.value().level, 6);
    EXPECT_EQ(parse_engine_spec({"cmd=a", "player=paranoid"}).error().code, "ERR_ENGINE_SPEC");
    EXPECT_EQ(parse_engine_spec({"player="}).error().code, "ERR_ENGINE_SPEC");
}

TEST(EngineSpec, Errors) {
    for (const std::vector<std::string>& words : std::vector<std::vector<std::string>>{
             {}, // neither cmd nor level
             {"name=x"}, // neither
             {"cmd=a", "level=2"}, // both
             {"level=0"},
             {"level=9"},
             {"level=x"}, // out of range, not a number
             {"level=2", "option.Hash=16"}, // options are for UCI engines
             {"cmd=a", "colour=white"}, // unknown key
             {"cmd"}, // not KEY=VALUE
             {"=x"},
         }) {
        auto spec = parse_engine_spec(words);
        ASSERT_FALSE(spec.ok()) << ::testing::PrintToString(words);
        EXPECT_EQ(spec.error().code, "ERR_ENGINE_SPEC");
    }
}

} // namespace
} // namespace littletable::match
