// The option table: declarations in the protocol's syntax, values checked by type and range, names and combo
// values in any case, nothing changed by a refused value.
#include <gtest/gtest.h>

#include "cli/uci/options.h"

namespace littletable::cli::uci {
namespace {

OptionTable table() {
    return OptionTable({
        {"Hash", OptionType::SPIN, "16", 1, 1024, {}},
        {"Clear Hash", OptionType::BUTTON, "", 0, 0, {}},
        {"Ponder", OptionType::CHECK, "false", 0, 0, {}},
        {"UCI_Variant", OptionType::COMBO, "chess", 0, 0, {"chess", "metamate"}},
    });
}

TEST(UciOptions, DeclarationsFollowTheProtocol) {
    EXPECT_EQ(table().declarations(), (std::vector<std::string>{
                                          "option name Hash type spin default 16 min 1 max 1024",
                                          "option name Clear Hash type button",
                                          "option name Ponder type check default false",
                                          "option name UCI_Variant type combo default chess var chess var metamate",
                                      }));
}

TEST(UciOptions, DefaultsUntilSet) {
    OptionTable t = table();
    EXPECT_EQ(t.spin("Hash"), 16);
    EXPECT_FALSE(t.check("Ponder"));
    EXPECT_EQ(t.combo("UCI_Variant"), "chess");
}

TEST(UciOptions, ValidValuesAnyCase) {
    OptionTable t = table();
    ASSERT_TRUE(t.set("hash", "64").ok());
    EXPECT_EQ(t.spin("Hash"), 64);
    ASSERT_TRUE(t.set("PONDER", "True").ok());
    EXPECT_TRUE(t.check("Ponder"));
    auto v = t.set("uci_variant", "MetaMate");
    ASSERT_TRUE(v.ok());
    EXPECT_EQ(v.value()->name, "UCI_Variant");
    EXPECT_EQ(t.combo("UCI_Variant"), "metamate"); // stored as declared
    EXPECT_TRUE(t.set("clear hash", "").ok());
}

TEST(UciOptions, UnknownNameIsAnError) {
    OptionTable t = table();
    auto r = t.set("Threads", "2");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, "ERR_UNKNOWN_OPTION");
}

TEST(UciOptions, BadValuesChangeNothing) {
    OptionTable t = table();
    for (const char* v : {"", "abc", "0", "1025", "-1", "16.5", "12 13", "99999999999999999999"}) {
        auto r = t.set("Hash", v);
        ASSERT_FALSE(r.ok()) << v;
        EXPECT_EQ(r.error().code, "ERR_OPTION_VALUE") << v;
    }
    EXPECT_EQ(t.spin("Hash"), 16);
    EXPECT_FALSE(t.set("Ponder", "yes").ok());
    EXPECT_FALSE(t.check("Ponder"));
    EXPECT_FALSE(t.set("UCI_Variant", "shogi").ok());
    EXPECT_EQ(t.combo("UCI_Variant"), "chess");
}

TEST(UciOptions, RangeEndsAreAccepted) {
    OptionTable t = table();
    EXPECT_TRUE(t.set("Hash", "1").ok());
    EXPECT_TRUE(t.set("Hash", "1024").ok());
    EXPECT_EQ(t.spin("Hash"), 1024);
}

} // namespace
} // namespace littletable::cli::uci
