// A Metamachy room (docs/rules/metamachy.md): the 12x12 board, Black's choice of the chief arrangement as the
// first move (24 setup moves, the default suggested), White's copy of it, then the first board move. Expected values
// are read from the rules file's "Board and setup".
#include <set>

#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

protocol::RoomSpec metamachy_room() {
    protocol::RoomSpec spec = two_humans();
    spec.game = "metamachy";
    return spec;
}

/// The square index of a square name on the 12x12 board (files a..l, ranks 1..12; protocol: rank * width + file).
int sq(std::string_view name) { return (std::stoi(std::string(name.substr(1))) - 1) * 12 + (name[0] - 'a'); }

/// The kind of the piece of `owner` on `square` in a state's pieces, or "" when there is none.
std::string piece_on(const json& state, std::string_view square, int owner) {
    for (const json& p : state["pieces"])
        if (p["sq"] == sq(square) && p["owner"] == owner)
            return p["kind"];
    return "";
}

TEST_F(ServerRoom, AMetamachyRoomStartsWithBlacksChoiceOfTheChiefArrangement) {
    make(metamachy_room());
    hello(1, creatorSecret);
    sit(2);
    hello(3);
    json snap = frame_of(fx, 3, "snapshot")["d"];
    EXPECT_EQ(snap["game"], "metamachy");
    // 12x12, files a..l, ranks 1..12.
    EXPECT_EQ(snap["geometry"]["width"], 12);
    EXPECT_EQ(snap["geometry"]["height"], 12);
    EXPECT_EQ(snap["geometry"]["squares"][sq("l12")], "l12");
    EXPECT_EQ(snap["geometry"]["squares"][sq("a10")], "a10");
    // Before White's first move Black chooses: 24 arrangements of King, Queen, Lion and Eagle on f12 g12 f11 g11.
    const json& state = snap["state"];
    EXPECT_EQ(state["toMove"], 1);
    ASSERT_EQ(state["moves"].size(), 24u);
    std::set<std::string> arrangements;
    int suggested = 0;
    for (const json& m : state["moves"]) {
        EXPECT_EQ(m["kind"], "setup");
        EXPECT_EQ(m["from"], sq("f12"));
        EXPECT_EQ(m["to"], sq("f12"));
        ASSERT_EQ(m["choices"].size(), 4u);
        std::string letters;
        for (const json& c : m["choices"])
            letters += c["option"].get<std::string>();
        EXPECT_EQ(std::multiset<char>(letters.begin(), letters.end()), (std::multiset<char>{'K', 'Q', 'L', 'A'}));
        arrangements.insert(letters);
        EXPECT_EQ(m["choices"][0]["sq"], sq("f12"));
        EXPECT_EQ(m["choices"][1]["sq"], sq("g12"));
        EXPECT_EQ(m["choices"][2]["sq"], sq("f11"));
        EXPECT_EQ(m["choices"][3]["sq"], sq("g11"));
        // The default (Queen f1, King g1, Lion f2, Eagle g2; Black's mirror) is the one suggested.
        if (m.value("suggested", false)) {
            ++suggested;
            EXPECT_EQ(letters, "QKLA");
        }
    }
    EXPECT_EQ(arrangements.size(), 24u);
    EXPECT_EQ(suggested, 1);
}

TEST_F(ServerRoom, AMetamachyRoomAcceptsBlacksSetupMoveAndWhiteCopiesIt) {
    make(metamachy_room());
    hello(1, creatorSecret);
    sit(2);
    // White may not move before Black has chosen.
    move(1, "f3f5", 1);
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_NOT_YOUR_TURN");
    // Black: King f12, Queen g12, Eagle f11, Lion g11; White's chiefs the same on f1 g1 f2 g2.
    move(2, "kqal@f12", 1);
    json ev = frame_of(fx, 1, "move")["d"];
    EXPECT_EQ(ev["seat"], 1);
    EXPECT_EQ(ev["move"]["kind"], "setup");
    // The move list shows the engine's display text, the chiefs in upper case as SAN writes pieces
    // (docs/rules-decisions.md, Metamachy 2), not the canonical text.
    EXPECT_EQ(ev["move"]["u"], "kqal@f12");
    EXPECT_EQ(ev["move"]["san"], "KQAL@f12");
    const json& state = ev["state"];
    EXPECT_EQ(state["toMove"], 0);
    EXPECT_EQ(piece_on(state, "f12", 1), "K");
    EXPECT_EQ(piece_on(state, "g12", 1), "Q");
    EXPECT_EQ(piece_on(state, "f11", 1), "A");
    EXPECT_EQ(piece_on(state, "g11", 1), "L");
    EXPECT_EQ(piece_on(state, "f1", 0), "K");
    EXPECT_EQ(piece_on(state, "g1", 0), "Q");
    EXPECT_EQ(piece_on(state, "f2", 0), "A");
    EXPECT_EQ(piece_on(state, "g2", 0), "L");
    for (const json& m : state["moves"])
        EXPECT_NE(m.value("kind", ""), "setup");
    // The setup is not repeated, and White's first move (a Pawn's double step) follows.
    move(2, "qkla@f12", 2);
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_NOT_YOUR_TURN");
    move(1, "f3f5", 2);
    EXPECT_EQ(frame_of(fx, 2, "move")["d"]["move"]["san"], "f5");
    hello(3);
    json history = frame_of(fx, 3, "snapshot")["d"]["state"]["history"];
    ASSERT_EQ(history.size(), 2u);
    EXPECT_EQ(history[0]["kind"], "setup");
    EXPECT_EQ(history[0]["san"], "KQAL@f12");
    EXPECT_EQ(history[0]["seat"], 1);
    EXPECT_FALSE(history[1].contains("kind"));
}

} // namespace
} // namespace littletable::server::testing
