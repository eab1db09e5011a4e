// Board geometry: square counts, square names, removed squares and zones of every predefined board.
// Expected values come from the rules files: docs/rules/chess.md (8x8), metamachy.md (12x12, a1..l12),
// fourplayer.md (14x14 cross without its four 3x3 corners, 160 squares, the four home areas) and martian.md
// (4x8 with the canal between ranks 4 and 5; 8x8 in four 4x4 quadrants, turns clockwise).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "engine/chess/registration.h"
#include "engine/core/geometry.h"
#include "engine/fourplayer/registration.h"
#include "engine/martian/registration.h"
#include "engine/metamachy/registration.h"

namespace littletable {
namespace {

struct BoardCase {
    const Geometry* geometry;
    int width;
    int height;
    int squares;
};

std::vector<BoardCase> all_boards() {
    return {
        {&boards::chess8x8(), 8, 8, 64}, // chess.md §1: the standard board
        {&boards::metamachy12x12(), 12, 12, 144}, // metamachy.md "Board and setup": 12x12
        {&boards::cross14x14(), 14, 14, 160}, // fourplayer.md "Board and setup": 196 - 4 * 9
        {&boards::martian4x8(), 4, 8, 32}, // martian.md: 4 files, 8 ranks
        {&boards::martian8x8(), 8, 8, 64}, // martian.md "Four players": 8x8
    };
}

/// The square name of (file, rank), both from 0, written by hand: file letter then rank number from 1.
std::string name_of(int file, int rank) {
    std::string name(1, char('a' + file));
    name += std::to_string(rank + 1);
    return name;
}

/// fourplayer.md: files a-c and l-n on ranks 1-3 and 12-14 are not squares.
bool cross_corner(int file, int rank) {
    const bool cornerFile = file <= 2 || file >= 11;
    const bool cornerRank = rank <= 2 || rank >= 11;
    return cornerFile && cornerRank;
}

std::set<std::string> zone_names(const Geometry& g, const Zone& z) {
    std::set<std::string> names;
    for (SquareIndex s : z.squares)
        names.insert(g.square_name(s));
    return names;
}

/// Every square name of the rectangle file0..file1 x rank0..rank1 (inclusive, from 0).
std::set<std::string> rectangle(int file0, int rank0, int file1, int rank1) {
    std::set<std::string> names;
    for (int r = rank0; r <= rank1; ++r)
        for (int f = file0; f <= file1; ++f)
            names.insert(name_of(f, r));
    return names;
}

TEST(Geometry, SizesAndSquareCounts) {
    for (const BoardCase& c : all_boards()) {
        SCOPED_TRACE(c.geometry->name());
        EXPECT_EQ(c.geometry->width(), c.width);
        EXPECT_EQ(c.geometry->height(), c.height);
        EXPECT_EQ(c.geometry->square_count(), c.squares);
        int existing = 0;
        for (int r = 0; r < c.height; ++r)
            for (int f = 0; f < c.width; ++f)
                existing += c.geometry->exists(f, r);
        EXPECT_EQ(existing, c.squares);
    }
}

TEST(Geometry, EveryNameRoundTrips) {
    for (const BoardCase& c : all_boards()) {
        const Geometry& g = *c.geometry;
        SCOPED_TRACE(g.name());
        std::set<std::string> seen;
        for (int r = 0; r < g.height(); ++r)
            for (int f = 0; f < g.width(); ++f) {
                if (!g.exists(f, r))
                    continue;
                const SquareIndex s = g.square(f, r);
                const std::string name = g.square_name(s);
                EXPECT_EQ(name, name_of(f, r));
                EXPECT_EQ(g.parse_square(name), std::optional<SquareIndex>(s)) << name;
                EXPECT_EQ(g.file_of(s), f);
                EXPECT_EQ(g.rank_of(s), r);
                EXPECT_EQ(s, r * g.width() + f); // geometry.h: numbered rank * width + file
                seen.insert(name);
            }
        EXPECT_EQ(int(seen.size()), c.squares);
    }
}

TEST(Geometry, CornerNames) {
    const Geometry& chess = boards::chess8x8();
    EXPECT_EQ(chess.parse_square("a1"), std::optional<SquareIndex>(0));
    EXPECT_EQ(chess.parse_square("h1"), std::optional<SquareIndex>(7));
    EXPECT_EQ(chess.parse_square("e4"), std::optional<SquareIndex>(28)); // types.h: e4 = SQ_E4 = 4 + 3 * 8
    EXPECT_EQ(chess.parse_square("h8"), std::optional<SquareIndex>(63));
    const Geometry& big = boards::metamachy12x12();
    EXPECT_EQ(big.parse_square("l12"), std::optional<SquareIndex>(143));
    EXPECT_EQ(big.parse_square("a10"), std::optional<SquareIndex>(108));
    const Geometry& mars = boards::martian4x8();
    EXPECT_EQ(mars.parse_square("d8"), std::optional<SquareIndex>(31));
    EXPECT_FALSE(mars.parse_square("e1"));
    EXPECT_FALSE(mars.parse_square("a9"));
}

TEST(Geometry, CrossCornersAreRemoved) {
    const Geometry& g = boards::cross14x14();
    int removed = 0;
    for (int r = 0; r < 14; ++r)
        for (int f = 0; f < 14; ++f) {
            const std::string name = name_of(f, r);
            SCOPED_TRACE(name);
            if (cross_corner(f, r)) {
                ++removed;
                EXPECT_FALSE(g.exists(f, r));
                EXPECT_FALSE(g.exists(g.square(f, r)));
                EXPECT_EQ(g.square_name(g.square(f, r)), "");
                EXPECT_FALSE(g.parse_square(name));
                EXPECT_EQ(g.zone_of(g.square(f, r)), nullptr);
            } else {
                EXPECT_TRUE(g.exists(f, r));
                EXPECT_TRUE(g.parse_square(name));
            }
        }
    EXPECT_EQ(removed, 36);
    // The corners' own corner squares and the squares right next to the cut.
    for (const char* gone : {"a1", "c3", "c1", "a3", "l1", "n1", "n3", "l3", "a12", "c14", "a14", "c12", "l12", "n14",
                             "l14", "n12", "b2", "m13"})
        EXPECT_FALSE(g.parse_square(gone)) << gone;
    for (const char* kept : {"d1", "k1", "d3", "k3", "a4", "c4", "n4", "l4", "a11", "n11", "d12", "d14", "k14", "k12",
                             "c11", "l11", "g7", "h8"})
        EXPECT_TRUE(g.parse_square(kept)) << kept;
}

TEST(Geometry, MalformedNamesAreRejected) {
    const std::vector<std::string> bad = {"",
                                          "a",
                                          "1",
                                          "a0",
                                          "a01",
                                          "a00",
                                          "1a",
                                          "aa",
                                          "A1",
                                          "a1 ",
                                          " a1",
                                          "a-1",
                                          "a+1",
                                          "a1a",
                                          "a100",
                                          "a1000",
                                          "#1",
                                          "`1",
                                          "{1",
                                          "z99",
                                          std::string("a\0"
                                                      "1",
                                                      3)};
    for (const BoardCase& c : all_boards()) {
        SCOPED_TRACE(c.geometry->name());
        for (const std::string& s : bad)
            EXPECT_FALSE(c.geometry->parse_square(s)) << '"' << s << '"';
    }
    // Off-board names: one file or one rank past each edge.
    const Geometry& chess = boards::chess8x8();
    for (const char* s : {"i1", "a9", "h9", "i8", "a10"})
        EXPECT_FALSE(chess.parse_square(s)) << s;
    const Geometry& cross = boards::cross14x14();
    for (const char* s : {"a15", "o1", "o7", "g15", "d0", "n15"})
        EXPECT_FALSE(cross.parse_square(s)) << s;
    const Geometry& big = boards::metamachy12x12();
    for (const char* s : {"m1", "a13", "l13", "m12"})
        EXPECT_FALSE(big.parse_square(s)) << s;
}

TEST(Geometry, NamesOfMissingSquaresAreEmpty) {
    for (const BoardCase& c : all_boards()) {
        const Geometry& g = *c.geometry;
        SCOPED_TRACE(g.name());
        EXPECT_EQ(g.square_name(NO_SQUARE), "");
        EXPECT_EQ(g.square_name(SquareIndex(g.width() * g.height())), "");
        EXPECT_FALSE(g.exists(NO_SQUARE));
        EXPECT_FALSE(g.exists(SquareIndex(g.width() * g.height())));
        EXPECT_FALSE(g.exists(-1, 0));
        EXPECT_FALSE(g.exists(0, -1));
        EXPECT_FALSE(g.exists(g.width(), 0));
        EXPECT_FALSE(g.exists(0, g.height()));
    }
}

TEST(Geometry, BoardsWithoutZones) {
    EXPECT_TRUE(boards::chess8x8().zones().empty());
    EXPECT_TRUE(boards::metamachy12x12().zones().empty());
    EXPECT_EQ(boards::chess8x8().zone_of(0), nullptr);
}

TEST(Geometry, CrossHomeAreas) {
    // fourplayer.md: seats clockwise from the bottom, Red (ranks 1-2), Blue (files a-b), Yellow (ranks 13-14),
    // Green (files m-n); every army stands on files d-k or ranks 4-11.
    const Geometry& g = boards::cross14x14();
    ASSERT_EQ(g.zones().size(), 4u);
    struct Expected {
        const char* name;
        Seat owner;
        std::set<std::string> squares;
    };
    const Expected expected[] = {
        {"red", 0, rectangle(3, 0, 10, 1)}, // d1..k2
        {"blue", 1, rectangle(0, 3, 1, 10)}, // a4..b11
        {"yellow", 2, rectangle(3, 12, 10, 13)}, // d13..k14
        {"green", 3, rectangle(12, 3, 13, 10)}, // m4..n11
    };
    for (size_t i = 0; i < 4; ++i) {
        const Zone& z = g.zones()[i];
        SCOPED_TRACE(z.name);
        EXPECT_EQ(z.name, expected[i].name);
        EXPECT_EQ(z.owner, expected[i].owner);
        EXPECT_EQ(z.squares.size(), 16u);
        EXPECT_TRUE(std::is_sorted(z.squares.begin(), z.squares.end()));
        EXPECT_EQ(zone_names(g, z), expected[i].squares);
        for (SquareIndex s : z.squares)
            EXPECT_EQ(g.zone_of(s), &z);
    }
    // The back rows named in fourplayer.md lie in their owner's zone.
    EXPECT_EQ(g.zone_of(*g.parse_square("h1"))->owner, 0); // Red king
    EXPECT_EQ(g.zone_of(*g.parse_square("a7"))->owner, 1); // Blue king
    EXPECT_EQ(g.zone_of(*g.parse_square("g14"))->owner, 2); // Yellow king
    EXPECT_EQ(g.zone_of(*g.parse_square("n8"))->owner, 3); // Green king
    for (const char* centre : {"g7", "d3", "c4", "k12", "l11", "c8"})
        EXPECT_EQ(g.zone_of(*g.parse_square(centre)), nullptr) << centre;
}

TEST(Geometry, MartianTwoPlayerZones) {
    // martian.md: South's zone is ranks 1-4, North's ranks 5-8; every square belongs to one of them.
    const Geometry& g = boards::martian4x8();
    ASSERT_EQ(g.zones().size(), 2u);
    EXPECT_EQ(g.zones()[0].owner, 0);
    EXPECT_EQ(g.zones()[1].owner, 1);
    EXPECT_EQ(zone_names(g, g.zones()[0]), rectangle(0, 0, 3, 3));
    EXPECT_EQ(zone_names(g, g.zones()[1]), rectangle(0, 4, 3, 7));
    for (const Zone& z : g.zones())
        EXPECT_EQ(z.squares.size(), 16u);
    // South's start pieces (c1 d1 d2 b1 c2 d3 b2 b3 c3) are in South's zone, North's (the rotation) in North's.
    for (const char* s : {"c1", "d1", "d2", "b1", "c2", "d3", "b2", "b3", "c3", "a4", "d4"})
        EXPECT_EQ(g.zone_of(*g.parse_square(s))->owner, 0) << s;
    for (const char* s : {"a8", "b8", "a7", "c8", "b7", "a6", "b6", "c6", "c7", "a5", "d5"})
        EXPECT_EQ(g.zone_of(*g.parse_square(s))->owner, 1) << s;
}

TEST(Geometry, MartianFourPlayerQuadrants) {
    // martian.md "Four players": four 4x4 quadrants, one per player, turns clockwise; geometry.h numbers the seats
    // clockwise from the bottom-left: a1-d4, a5-d8, e5-h8, e1-h4.
    const Geometry& g = boards::martian8x8();
    ASSERT_EQ(g.zones().size(), 4u);
    const std::set<std::string> expected[] = {rectangle(0, 0, 3, 3), rectangle(0, 4, 3, 7), rectangle(4, 4, 7, 7),
                                              rectangle(4, 0, 7, 3)};
    for (size_t i = 0; i < 4; ++i) {
        const Zone& z = g.zones()[i];
        SCOPED_TRACE(z.name);
        EXPECT_EQ(z.owner, Seat(i));
        EXPECT_EQ(z.squares.size(), 16u);
        EXPECT_EQ(zone_names(g, z), expected[i]);
    }
    // Every square is in exactly one quadrant; the bottom-left block of martian.md (queens a1 a2 b1, drones a3 b2
    // c1, pawns b3 c2 c3) lies in seat 0's.
    for (SquareIndex s = 0; s < 64; ++s) {
        int holders = 0;
        for (const Zone& z : g.zones())
            holders += int(std::count(z.squares.begin(), z.squares.end(), s));
        EXPECT_EQ(holders, 1) << g.square_name(s);
        ASSERT_NE(g.zone_of(s), nullptr);
    }
    for (const char* s : {"a1", "a2", "b1", "a3", "b2", "c1", "b3", "c2", "c3"})
        EXPECT_EQ(g.zone_of(*g.parse_square(s))->owner, 0) << s;
    EXPECT_EQ(g.zone_of(*g.parse_square("h8"))->owner, 2);
    EXPECT_EQ(g.zone_of(*g.parse_square("h1"))->owner, 3);
    EXPECT_EQ(g.zone_of(*g.parse_square("a8"))->owner, 1);
}

} // namespace
} // namespace littletable
