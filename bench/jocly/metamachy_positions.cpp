// The positions of the Jocly comparison (bench/jocly/README.md): our engine's Metamachy positions with their legal
// moves, one JSON object per line, for bench/jocly/compare.js to replay in Jocly. Each position is given by the
// moves that lead to it from the default start (Black's setup choice first, long algebraic, engine/metamachy/
// notation.h), so that it reaches Jocly by replaying them, never through a FEN parser:
//   {"kind":"start|arrangement|playout","game":G,"ply":P,"moves":[...],"fen":"...","legal":[...],
//    "leaps":[...],"enPassant":[...],"promotions":[...]}   (the last three: the legal moves of these kinds)
// The default start (setup phase), the 24 chief arrangements, then GAMES random playouts (uniform over the legal
// moves; game g starts from arrangement g % 24) of at most PLIES plies each, every position along them.
// With --fen-file, the FENs of that file come first (kind "fen", no moves: compare.js sets them up on Jocly's board),
// one per line, '#' starting a comment.
// Usage: metamachy_positions [--games N (48)] [--plies P (200)] [--seed S (1)] [--fen-file FILE]
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/notation.h"
#include "engine/metamachy/position.h"
#include "bench/jocly/json_lines.h"

using namespace littletable;
using namespace littletable::metamachy;
using namespace littletable::metamachy::jocly_bench;

namespace {

void print_position(const char* kind, int game, const Position& pos, const std::vector<std::string>& moves) {
    MoveList legal;
    pos.generate_legal(legal);
    const std::vector<std::string> texts = legal_texts(pos);
    std::vector<std::string> special[3];
    for (Move m : legal) {
        if (m.kind() == KING_LEAP || m.kind() == EN_PASSANT || m.kind() == PROMOTION)
            special[m.kind() == KING_LEAP ? 0 : m.kind() == EN_PASSANT ? 1 : 2].push_back(to_lan(m));
    }
    std::printf("{\"kind\":\"%s\",\"game\":%d,\"ply\":%zu,\"moves\":%s,\"fen\":\"%s\",\"legal\":%s,"
                "\"leaps\":%s,\"enPassant\":%s,\"promotions\":%s}\n",
                kind, game, moves.size(), json_strings(moves).c_str(), pos.fen().c_str(), json_strings(texts).c_str(),
                json_strings(special[0]).c_str(), json_strings(special[1]).c_str(), json_strings(special[2]).c_str());
}

/// Plays the setup move of arrangement `index` on the default start; returns its text.
std::string choose_arrangement(Position& pos, int index) {
    MoveList legal;
    pos.generate_legal(legal);
    for (Move m : legal)
        if (m.kind() == SETUP && m.extra() == index) {
            pos.make(m);
            return to_lan(m);
        }
    std::fprintf(stderr, "arrangement %d not offered\n", index);
    std::exit(1);
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Metamachy positions and legal moves for the Jocly comparison (JSON lines)"};
    int games = 48, plies = 200;
    uint64_t seed = 1;
    app.add_option("--games", games, "random playouts")->check(CLI::Range(0, 100000));
    app.add_option("--plies", plies, "plies per playout at most")->check(CLI::Range(1, 100000));
    app.add_option("--seed", seed, "random seed");
    std::string fenFile;
    app.add_option("--fen-file", fenFile, "extra positions, one FEN a line")->check(CLI::ExistingFile);
    CLI11_PARSE(app, argc, argv);

    if (!fenFile.empty()) {
        std::ifstream in(fenFile);
        std::string line;
        for (int n = 1; std::getline(in, line); ++n) {
            line = line.substr(0, line.find('#'));
            if (line.find_first_not_of(" \t") == std::string::npos)
                continue;
            const Result<Position> pos = Position::from_fen(line);
            if (!pos.ok()) {
                std::fprintf(stderr, "%s:%d: %s\n", fenFile.c_str(), n, pos.error().message.c_str());
                return 1;
            }
            print_position("fen", n, pos.value(), {});
        }
    }

    print_position("start", -1, Position::start(), {});
    for (int a = 0; a < ARRANGEMENT_NB; ++a) {
        Position pos = Position::start();
        const std::vector<std::string> moves = {choose_arrangement(pos, a)};
        print_position("arrangement", a, pos, moves);
    }
    std::mt19937_64 rng(seed);
    for (int g = 0; g < games; ++g) {
        Position pos = Position::start();
        std::vector<std::string> moves = {choose_arrangement(pos, g % ARRANGEMENT_NB)};
        for (int ply = 0; ply < plies && pos.outcome().termination == Termination::NONE; ++ply) {
            MoveList legal;
            pos.generate_legal(legal);
            const Move m = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
            moves.push_back(to_lan(m));
            pos.make(m);
            print_position("playout", g, pos, moves);
        }
    }
    return 0;
}
