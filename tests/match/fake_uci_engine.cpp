// A fake UCI engine for the match runner's tests: a correct handshake, then the behaviour its first argument
// names. Usage: fake_uci_engine MODE [FILE]
//   good        plays the first legal move (info score cp 0 before each bestmove)
//   bounds      as good, with "info ... score cp 25", then "info ... score cp 90 lowerbound" before each bestmove
//   options     as good, and appends every "setoption" line it receives to FILE
//   crash       aborts (SIGABRT) on "go"
//   crash-once  aborts on the first "go" while FILE does not exist (and creates it); plays as good afterwards
//   silent      never answers "go"
//   illegal     answers "go" with "bestmove e2e5" (never legal where the tests use it: a pawn on e2 or a black
//               side to move)
//   garbage     answers "go" with binary noise lines, then "bestmove" without a move
//   flood       answers "go" with a 100 000-byte line
//   no-uciok    never ends the handshake (prints noise instead of "uciok")
// It knows chess through the registry, like a real engine knows its rules.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/registry.h"

namespace {

using littletable::Game;

/// The game of a "position" command, or null when it cannot be read.
std::unique_ptr<Game> game_of(const std::string& line) {
    std::istringstream in(line);
    std::string word, fen;
    in >> word >> word; // "position", then "startpos" or "fen"
    if (word == "fen")
        while (in >> word && word != "moves")
            fen += (fen.empty() ? "" : " ") + word;
    else
        in >> word; // "moves" or nothing
    auto created = littletable::create_game("chess", fen);
    if (!created)
        return nullptr;
    std::unique_ptr<Game> game = std::move(created).value();
    while (in >> word)
        if (!game->play(word))
            return nullptr;
    return game;
}

} // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "good";
    const std::string file = argc > 2 ? argv[2] : "";
    std::unique_ptr<Game> game;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line == "uci") {
            std::cout << "id name fake-" << mode << "\nid author littletable tests\n";
            std::cout << "option name Hash type spin default 16 min 1 max 1024\n";
            if (mode == "no-uciok")
                std::cout << "\x01\x02 not the end of the handshake\n" << std::flush;
            else
                std::cout << "uciok\n" << std::flush;
        } else if (line == "isready")
            std::cout << "readyok\n" << std::flush;
        else if (line.rfind("setoption", 0) == 0 && mode == "options")
            std::ofstream(file, std::ios::app) << line << "\n";
        else if (line.rfind("position", 0) == 0)
            game = game_of(line);
        else if (line.rfind("go", 0) == 0) {
            if (mode == "crash" || (mode == "crash-once" && !std::ifstream(file))) {
                if (mode == "crash-once")
                    std::ofstream(file) << "crashed once\n";
                std::abort();
            }
            if (mode == "silent")
                continue;
            if (mode == "illegal")
                std::cout << "bestmove e2e5\n" << std::flush;
            else if (mode == "garbage")
                std::cout << "\xff\xfe\x01 noise\n\x7f\x80\x81\nbestmove\n" << std::flush;
            else if (mode == "flood")
                std::cout << std::string(100'000, 'x') << "\n" << std::flush;
            else if (mode == "bounds" && game && !game->legal_moves().empty())
                // An exact score, then a failed aspiration window's bound: the last exact score is the score.
                std::cout << "info depth 1 score cp 25 pv " << game->legal_moves().front().text
                          << "\ninfo depth 2 score cp 90 lowerbound\nbestmove " << game->legal_moves().front().text
                          << "\n"
                          << std::flush;
            else if (game && !game->legal_moves().empty())
                std::cout << "info depth 1 score cp 0 pv " << game->legal_moves().front().text << "\nbestmove "
                          << game->legal_moves().front().text << "\n"
                          << std::flush;
            else
                std::cout << "bestmove 0000\n" << std::flush;
        } else if (line == "quit")
            return 0;
    }
    return 0;
}
