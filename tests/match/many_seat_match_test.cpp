// Matches of more than two seats (four-player chess): the seat schedule, the standings, eliminations by a fault,
// and the settings refused. Expected values come from fourplayer.md ("the highest score wins; equal scores share
// the place") and from counts made in the test, never from the runner's own totals.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "engine/core/ranking.h"
#include "engine/core/registry.h"
#include "match/internal_player.h"
#include "match/match.h"
#include "match/standings.h"
#include "match/start_options.h"

namespace littletable::match {
namespace {

EngineSpec level(int n, const std::string& name) {
    EngineSpec spec;
    spec.name = name;
    spec.level = n;
    return spec;
}

MatchSettings four_levels() {
    MatchSettings s;
    s.variant = "fourplayer";
    s.engines = {level(1, "A"), level(2, "B"), level(1, "C"), level(2, "D")};
    s.tc.nodes = 60;
    s.tc.stallMs = 5'000;
    s.options = {{"moveLimit", "100"}};
    return s;
}

// The modern start (fourplayer.md, Notation) with the points field set to `points` and the halfmove clock to
// `halfmoves` (200, fifty rounds of four seats: a finished game, drawn on the points as written).
std::string start_with_points(const std::string& points, int halfmoves = 0) {
    return "R-0,0,0,0-1,1,1,1-1,1,1,1-" + points + "-" + std::to_string(halfmoves) +
           "-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,10,gP,gN/"
           "bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/"
           "3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3";
}

TEST(ManySeatMatch, SeatScheduleGivesEverySeatEquallyAndEveryOrderOnce) {
    // Every block of 4 games: each engine once in each seat.
    for (int block = 0; block < 6; ++block) {
        std::set<std::pair<int, int>> engineSeat;
        for (int g = 4 * block; g < 4 * block + 4; ++g) {
            const std::vector<int> a = seat_assignment(g, 4);
            ASSERT_EQ(a.size(), 4u);
            for (int s = 0; s < 4; ++s)
                engineSeat.insert({a[size_t(s)], s});
        }
        EXPECT_EQ(engineSeat.size(), 16u) << "block " << block;
    }
    // 24 games: the 24 permutations, each once; each engine is followed in the turn order (the next seat) by each
    // other engine 24 / 3 = 8 times.
    std::set<std::vector<int>> orders;
    std::map<std::pair<int, int>, int> followedBy;
    for (int g = 0; g < 24; ++g) {
        const std::vector<int> a = seat_assignment(g, 4);
        orders.insert(a);
        for (int s = 0; s < 4; ++s)
            ++followedBy[{a[size_t(s)], a[size_t((s + 1) % 4)]}];
    }
    EXPECT_EQ(orders.size(), 24u);
    EXPECT_EQ(followedBy.size(), 12u);
    for (const auto& [pair, n] : followedBy)
        EXPECT_EQ(n, 8) << pair.first << " before " << pair.second;
    EXPECT_EQ(seat_assignment(24, 4), seat_assignment(0, 4)); // the cycle repeats
    EXPECT_EQ(assignment_cycle(4), 24);
    // Two seats: the colours alternate from game to game.
    for (int g = 0; g < 6; ++g)
        EXPECT_EQ(seat_assignment(g, 2), (std::vector<int>{g % 2, 1 - g % 2}));
}

// docs/rules-decisions.md, Results 1: first places and ranks follow the final ranking.
TEST(ManySeatMatch, StandingsShareFirstPlacesAndRankByTheFinalRanking) {
    // A game over by its rules (fifty rounds) with points 10, 20, 20, 5, all in play: places 3, 1, 1, 4.
    auto finished = create_game("fourplayer", start_with_points("10,20,20,5", 200));
    ASSERT_TRUE(finished.ok()) << finished.error().message;
    ASSERT_EQ(finished.value()->outcome(), (Outcome{Termination::FIFTY_MOVES, 0b0110}));
    // The same points in a game the runner ends as a draw: its winners rank it, all four share first place.
    auto going = create_game("fourplayer", start_with_points("10,20,20,5"));
    ASSERT_TRUE(going.ok()) << going.error().message;
    ASSERT_EQ(going.value()->points(1), 20);
    std::vector<Standing> st(4);
    // Engines 3, 2, 1, 0 sit in seats 0..3; Blue and Yellow (engines 2 and 1) share first place.
    add_standings(st, {3, 2, 1, 0}, *finished.value(), finished.value()->outcome());
    // The second game, engines 0..3 in seats 0..3, with no winner (a draw): all share.
    add_standings(st, {0, 1, 2, 3}, *going.value(), Outcome::drawn(Termination::POINTS));
    EXPECT_DOUBLE_EQ(st[2].firsts, 0.5 + 0.25);
    EXPECT_DOUBLE_EQ(st[0].firsts, 0 + 0.25);
    EXPECT_DOUBLE_EQ(st[0].firsts + st[1].firsts + st[2].firsts + st[3].firsts, 2.0);
    // Engine 3: 10 points (seat 0, place 3), then 5 points in the draw (places 1-4 shared: rank 2.5).
    EXPECT_EQ(st[3].games, 2);
    EXPECT_DOUBLE_EQ(st[3].mean_points(), 7.5);
    EXPECT_DOUBLE_EQ(st[3].rankSum, 3 + 2.5);
    // Engine 2: first place shared with one (places 1-2: rank 1.5), then the draw (2.5); 20 points twice, no spread.
    EXPECT_DOUBLE_EQ(st[2].rankSum, 1.5 + 2.5);
    EXPECT_DOUBLE_EQ(st[2].points_error_95(), 0.0);
    // Engine 3's error bar: sample standard deviation of {10, 5} is sqrt(12.5); 1.96 * sqrt(12.5 / 2).
    EXPECT_NEAR(st[3].points_error_95(), 1.96 * std::sqrt(12.5 / 2), 1e-9);
    EXPECT_EQ(st[3].seatsPlayed, (std::vector<int>{1, 0, 0, 1}));
    EXPECT_TRUE(std::isinf(Standing{}.points_error_95()));
}

TEST(ManySeatMatch, FourLevelMatchReportMatchesItsGames) {
    MatchSettings s = four_levels();
    s.games = 4;
    std::vector<FinishedGame> games;
    Result<MatchSummary> summary = run_match(s, [&](const FinishedGame& g) {
        FinishedGame copy;
        copy.number = g.number;
        copy.engineOfSeat = g.engineOfSeat;
        copy.record = g.record;
        copy.report.outcome = g.report.outcome;
        games.push_back(std::move(copy));
    });
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    ASSERT_EQ(games.size(), 4u);
    // From the records alone (PGN4 read back): each engine's points, first places (the ranking's first place,
    // shared), and the seats it sat in.
    std::vector<double> points(4), firsts(4);
    std::vector<std::vector<int>> seats(4, std::vector<int>(4));
    for (const FinishedGame& g : games) {
        auto imported = find_game("fourplayer")->import_record(g.record);
        ASSERT_TRUE(imported.ok()) << imported.error().message << "\n" << g.record;
        const Game& game = *imported.value();
        EXPECT_TRUE(game.outcome().over()) << g.record;
        EXPECT_LE(game.history().size(), 100u); // the move limit of the options
        const Places places = places_of(game, game.outcome());
        const int sharing = int(std::count(places.begin(), places.end(), 1));
        constexpr const char* SEAT_TAGS[] = {"Red", "Blue", "Yellow", "Green"};
        for (Seat seat = 0; seat < 4; ++seat) {
            const int engine = g.engineOfSeat[size_t(seat)];
            EXPECT_NE(
                g.record.find(std::string("[") + SEAT_TAGS[seat] + " \"" + s.engines[size_t(engine)].name + "\"]"),
                std::string::npos)
                << g.record;
            points[size_t(engine)] += game.points(seat);
            firsts[size_t(engine)] += places[size_t(seat)] == 1 ? 1.0 / sharing : 0.0;
            ++seats[size_t(engine)][size_t(seat)];
        }
    }
    const std::vector<Standing>& st = summary.value().standings;
    ASSERT_EQ(st.size(), 4u);
    double firstSum = 0;
    for (size_t e = 0; e < 4; ++e) {
        EXPECT_EQ(st[e].games, 4);
        EXPECT_DOUBLE_EQ(st[e].mean_points(), points[e] / 4) << e;
        EXPECT_NEAR(st[e].firsts, firsts[e], 1e-9) << e;
        EXPECT_EQ(seats[e], (std::vector<int>{1, 1, 1, 1})) << e;
        EXPECT_EQ(st[e].seatsPlayed, seats[e]);
        firstSum += st[e].firsts;
    }
    EXPECT_NEAR(firstSum, 4.0, 1e-9);
}

TEST(ManySeatMatch, SettingsThatCannotWorkAreRefused) {
    MatchSettings s = four_levels();
    s.engines.pop_back();
    EXPECT_EQ(check_match(s).error().code, "ERR_MATCH_SETUP"); // 3 engines for 4 seats
    s = four_levels();
    s.engines[3] = EngineSpec{"uci", 0, UciCommand{{"/bin/true"}, {}}};
    ASSERT_FALSE(check_match(s).ok());
    EXPECT_EQ(check_match(s).error().code, "ERR_MATCH_SETUP");
    EXPECT_NE(check_match(s).error().message.find("UCI"), std::string::npos);
    s = four_levels();
    s.options = {{"moveLimit", "123"}};
    EXPECT_EQ(check_match(s).error().code, "ERR_MATCH_SETUP");
    s.options = {{"colour", "red"}};
    EXPECT_EQ(check_match(s).error().code, "ERR_MATCH_SETUP");
    s = four_levels();
    s.adjudication.resignMoveCount = 3;
    EXPECT_EQ(check_match(s).error().code, "ERR_MATCH_SETUP");
    // Chess has no options: any --option is refused.
    s = MatchSettings{};
    s.engines = {level(1, "A"), level(2, "B")};
    s.tc.nodes = 10;
    s.options = {{"moveLimit", "100"}};
    EXPECT_EQ(check_match(s).error().code, "ERR_MATCH_SETUP");
}

TEST(ManySeatMatch, OptionsDefaultToAMoveLimit) {
    const GameInfo& info = *find_game("fourplayer");
    Result<GameOptionChoice> choice = match_options(info, {});
    ASSERT_TRUE(choice.ok());
    // fourplayer.md: the move limit is a setting with the default none; its listed values are 100, 200, 400.
    EXPECT_EQ(choice.value().at("moveLimit"), "400");
    EXPECT_EQ(choice.value().at("setup"), "modern");
    auto game = create_game("fourplayer", start_fen_of(info, choice.value()));
    ASSERT_TRUE(game.ok());
    EXPECT_NE(game.value()->fen().find("'moveLimit':400"), std::string::npos) << game.value()->fen();
}

/// Sends a move that is not legal: the runner's fault path.
class IllegalPlayer final : public Player {
public:
    const std::string& name() const override { return playerName; }
    Result<Ok> new_game(const Game&) override { return Ok{}; }
    MoveReply think(const MoveRequest&) override { return {"a1a1", std::nullopt, Fault::NONE, ""}; }

private:
    std::string playerName = "cheat";
};

TEST(ManySeatMatch, AFaultEliminatesTheSeatAndTheGameGoesOn) {
    // fourplayer.md: "A checkmated, stalemated, resigned or timed-out player is eliminated"; the others play on.
    IllegalPlayer cheat;
    InternalPlayer a("A", 1), b("B", 1), c("C", 1);
    GameSetup setup;
    setup.variant = "fourplayer";
    setup.startFen = start_fen_of(*find_game("fourplayer"), {{"moveLimit", "40"}, {"setup", "modern"}});
    setup.players = {&a, &cheat, &b, &c};
    setup.tc.nodes = 50;
    Result<GameReport> played = play_game(setup);
    ASSERT_TRUE(played.ok()) << played.error().message;
    const GameReport& r = played.value();
    ASSERT_EQ(r.eliminations.size(), 1u);
    EXPECT_EQ(r.eliminations[0].first, 1);
    EXPECT_EQ(r.eliminations[0].second, "illegal move");
    EXPECT_TRUE(r.game->eliminated(1));
    EXPECT_GT(r.game->history().size(), 2u); // played on after Blue's first turn
    EXPECT_TRUE(r.outcome.over());
    EXPECT_EQ(r.culprit, NO_SEAT);
    EXPECT_NE(r.reason.find("cheat sent an illegal move"), std::string::npos) << r.reason;
}

} // namespace
} // namespace littletable::match
