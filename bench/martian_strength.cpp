// Martian Chess strength (issue 8): the CPU levels against a plain depth-4 alpha-beta with a material-only
// evaluation (bench/material_alphabeta.h: the points difference, the game's ends by the rules), and, with --four,
// a strong player against three weaker CPU levels in the 4-player game.
//
// 2 players: for each level of --levels, --games games from the start position after --opening-plies random plies
// (each opening played twice, the level South in one game and North in the other), under a move limit of --limit
// plies (the rules' setting: then the points decide, equal points a draw). Prints wins, losses, draws and the score
// with its 95 % error bar and the Elo difference (match/elo.h).
// 4 players (--four): the hero (level 8 through ai::choose_move, or with --hero paranoid|brs the N-player search of
// that name at level 8's limits) in each seat in turn against three players at --opponent; prints the average
// points of the hero and of the others, and the hero's first places (shared ones counted; 25 % is par).
//
// Run: build/release/bench/martian_strength --levels 1,4,8 --games 40 [--movetime 300] [--threads 2]
//      build/release/bench/martian_strength --four --opponent 4 --games 20 [--hero brs]
#include <CLI/CLI.hpp>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "ai/cpu_player.h"
#include "ai/games/martian_traits.h"
#include "ai/level_search.h"
#include "ai/nplayer/brs.h"
#include "ai/nplayer/paranoid.h"
#include "bench/material_alphabeta.h"
#include "engine/martian/game.h"
#include "engine/martian/notation.h"
#include "match/elo.h"

using namespace littletable;
using martian::Move;
using martian::Position;

namespace {

struct Options {
    int games = 40;
    int openingPlies = 4;
    int depth = 4;
    int limit = 200;
    int64_t movetime = 0;
    int threads = 1;
    uint64_t seed = 1;
    int opponent = 4;
    std::string hero = "level";
    bool verbose = false;
};

/// The start of game `index`: the start position with the move limit, then random legal plies (the same for both
/// games of a pair, index / 2 for 2 players, index / 4 for 4: the same opening with the seats rotated).
std::string opening(int seats, int index, const Options& o) {
    const std::string start =
        std::string(seats == 2 ? martian::START_FEN_2P : martian::START_FEN_4P) + "/" + std::to_string(o.limit);
    std::mt19937_64 rng(o.seed * 7919 + uint64_t(index / seats));
    for (int attempt = 0;; ++attempt) {
        Position pos = Position::from_fen(start).value();
        for (int i = 0; i < o.openingPlies && !pos.outcome().over(); ++i) {
            martian::MoveList list;
            pos.generate_legal(list);
            pos.make(list.begin()[std::uniform_int_distribution<std::size_t>(0, list.size() - 1)(rng)]);
        }
        if (!pos.outcome().over() || attempt > 100)
            return pos.fen();
    }
}

/// Plays `text` on both the Game and the position.
void play(Game& game, Position& pos, const std::string& text) {
    const Result<Move> m = martian::parse_move(pos, text);
    if (!m || !game.play(text)) {
        std::cerr << "error: illegal move " << text << " in " << pos.fen() << "\n";
        std::exit(2);
    }
    pos.make(m.value());
}

/// Runs `games` calls of `one(index, memory)` on `threads` threads, each with its own CpuMemory.
template<typename F>
void run_games(int games, int threads, F one) {
    std::atomic<int> next{0};
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&] {
            ai::CpuMemory memory;
            for (int i; (i = next++) < games;)
                one(i, memory);
        });
    for (std::thread& t : pool)
        t.join();
}

ai::CpuLimits level_limits(int level, int64_t movetime, uint64_t seed) {
    ai::CpuLimits l;
    l.level = level;
    l.seed = seed;
    if (level == ai::MAX_LEVEL)
        l.maxTimeMs = movetime;
    return l;
}

/// 2 players: the level against the baseline; the level's result in each game.
void two_players(int level, const Options& o) {
    match::Tally tally;
    std::mutex mutex;
    int64_t plies = 0;
    run_games(o.games, o.threads, [&](int index, ai::CpuMemory& memory) {
        const std::string fen = opening(2, index, o);
        auto game = martian::create_martian_game(2, fen).value();
        Position pos = Position::from_fen(fen).value();
        const Seat cpu = Seat(index % 2);
        const auto material = [](const Position& p) {
            return 100 * (p.points(p.side_to_move()) - p.points(Seat(1 - p.side_to_move())));
        };
        bench::MaterialAlphaBeta<Position, decltype(material)> baseline(o.depth, material,
                                                                        o.seed * 31 + uint64_t(index));
        int n = 0;
        for (; !game->outcome().over(); ++n) {
            if (pos.side_to_move() == cpu) {
                const auto r = ai::choose_move(*game, level_limits(level, o.movetime, o.seed * 1000003 + uint64_t(n)),
                                               nullptr, &memory);
                play(*game, pos, r.value());
            } else
                play(*game, pos, martian::to_text(baseline.choose(pos)));
        }
        const Outcome out = game->outcome();
        std::lock_guard lock(mutex);
        if (o.verbose)
            std::printf("game %d: level as %s, %s, %d plies, final %s\n", index, cpu == 0 ? "South" : "North",
                        out.draw()        ? "draw"
                        : out.won_by(cpu) ? "won"
                                          : "lost",
                        n, pos.fen().c_str());
        plies += n;
        (out.draw() ? tally.draws : out.won_by(cpu) ? tally.wins : tally.losses)++;
    });
    const double s = match::score_of(tally), e = match::score_error_95(tally);
    std::printf("level %d vs alpha-beta depth %d (material): %d games  +%d -%d =%d  score %.1f %% +- %.1f %%  "
                "Elo %+.0f +- %.0f  (%.0f plies a game)\n",
                level, o.depth, tally.games(), tally.wins, tally.losses, tally.draws, 100 * s, 100 * e,
                match::elo_difference(s), match::elo_error_95(tally), double(plies) / std::max(tally.games(), 1));
}

/// The hero's move with the N-player search S at level 8's limits (its own table for the game).
template<typename S>
struct DirectHero {
    ai::TranspositionTable<Move> tt{32};
    std::unique_ptr<S> searcher = std::make_unique<S>(tt);
    std::string move(Position& pos, int64_t movetime) {
        const auto limits = ai::level_limits<Move>(ai::level_settings(ai::MAX_LEVEL), 0, 0, movetime);
        return martian::to_text(searcher->search(pos, limits).bestMove);
    }
};

/// 4 players: the hero in seat index % 4 against three players at the opponent level.
void four_players(const Options& o) {
    std::mutex mutex;
    double heroPoints = 0, otherPoints = 0;
    int firsts = 0, games = 0;
    run_games(o.games, o.threads, [&](int index, ai::CpuMemory& memory) {
        const std::string fen = opening(4, index, o);
        auto game = martian::create_martian_game(4, fen).value();
        Position pos = Position::from_fen(fen).value();
        const Seat hero = Seat(index % 4);
        DirectHero<ai::ParanoidSearcher<ai::Martian4Traits>> paranoid;
        DirectHero<ai::BrsSearcher<ai::Martian4Traits>> brs;
        for (int n = 0; !game->outcome().over(); ++n) {
            const uint64_t seed = o.seed * 1000003 + uint64_t(index) * 1009 + uint64_t(n);
            if (pos.side_to_move() != hero)
                play(*game, pos, ai::choose_move(*game, level_limits(o.opponent, 0, seed)).value());
            else if (o.hero == "paranoid")
                play(*game, pos, paranoid.move(pos, o.movetime));
            else if (o.hero == "brs")
                play(*game, pos, brs.move(pos, o.movetime));
            else
                play(*game, pos,
                     ai::choose_move(*game, level_limits(ai::MAX_LEVEL, o.movetime, seed), nullptr, &memory).value());
        }
        std::lock_guard lock(mutex);
        ++games;
        firsts += game->outcome().won_by(hero);
        for (int s = 0; s < 4; ++s)
            (s == hero ? heroPoints : otherPoints) += pos.points(Seat(s));
    });
    std::printf("4 players: hero %s (level 8) vs 3 x level %d: %d games  hero %.2f points a game, others %.2f  "
                "first places %d (%.0f %%; 25 %% is par)\n",
                o.hero.c_str(), o.opponent, games, heroPoints / games, otherPoints / (3.0 * games), firsts,
                100.0 * firsts / games);
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Martian Chess: CPU levels against a depth-4 material alpha-beta (2 players) or weaker levels (4)"};
    Options o;
    std::vector<int> levels = {1, 4, 8};
    bool four = false;
    app.add_option("--levels", levels, "2 players: the levels to measure")->delimiter(',')->check(CLI::Range(1, 8));
    app.add_option("--games", o.games, "games per level (2 players: even, each opening twice)")
        ->check(CLI::PositiveNumber);
    app.add_option("--opening-plies", o.openingPlies, "random plies before each game")->check(CLI::Range(0, 20));
    app.add_option("--depth", o.depth, "the baseline's depth")->check(CLI::Range(1, 8));
    app.add_option("--limit", o.limit, "move limit in plies")->check(CLI::Range(20, 2000));
    app.add_option("--movetime", o.movetime, "level 8's time per move in ms (0: its own, 1500)")
        ->check(CLI::Range(0, 60000));
    app.add_option("--threads", o.threads, "games at a time")->check(CLI::Range(1, 2));
    app.add_option("--seed", o.seed, "openings and the levels' randomness");
    app.add_flag("--four", four, "the 4-player game: the hero against three weaker levels");
    app.add_option("--opponent", o.opponent, "4 players: the opponents' level")->check(CLI::Range(1, 8));
    app.add_option("--hero", o.hero, "4 players: level (level 8 as the platform plays it), paranoid or brs")
        ->check(CLI::IsMember({"level", "paranoid", "brs"}));
    app.add_flag("-v,--verbose", o.verbose, "print every game's end");
    CLI11_PARSE(app, argc, argv);
    if (four)
        four_players(o);
    else
        for (const int level : levels)
            two_players(level, o);
    return 0;
}
