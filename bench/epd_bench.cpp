// Solves an EPD test suite at a fixed node budget per position and prints the solve rate: the tactical
// strength measure of bench/wac.sh. One thread, a fresh transposition table per position, so a run is
// deterministic (same build, same counts).
// Run: build/release/bench/epd_bench --epd tests/ai/data/wac.epd --nodes 200000 [--first 1 --count 300] [-v]
#include <CLI/CLI.hpp>

#include <ctime>
#include <fstream>
#include <iostream>
#include <string>

#include "ai/chess_epd.h"
#include "engine/chess/uci_move.h"

int main(int argc, char** argv) {
    CLI::App app{"Solve an EPD suite (bm/am) at a node budget per position"};
    std::string file;
    uint64_t nodes = 100000;
    int first = 1, count = 1 << 30, ttMiB = 16;
    bool verbose = false;
    app.add_option("--epd", file, "EPD file")->required();
    app.add_option("--nodes", nodes, "node budget per position")->check(CLI::Range(uint64_t(1), uint64_t(1) << 40));
    app.add_option("--first", first, "first line to search (1-based)")->check(CLI::PositiveNumber);
    app.add_option("--count", count, "number of lines")->check(CLI::PositiveNumber);
    app.add_option("--hash", ttMiB, "transposition table MiB")->check(CLI::Range(1, 4096));
    app.add_flag("-v,--verbose", verbose, "print every position, not only the failures");
    CLI11_PARSE(app, argc, argv);

    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::cerr << "error: cannot read '" << file << "'\n";
        return 2;
    }
    int lineNo = 0, tried = 0, solved = 0;
    uint64_t totalNodes = 0;
    const std::clock_t start = std::clock(); // CPU time: fairer than wall time on a shared machine
    for (std::string line; std::getline(in, line);) {
        ++lineNo;
        if (lineNo < first || line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        if (tried >= count)
            break;
        const auto r = littletable::ai::solve_epd(line, nodes, ttMiB);
        if (!r) {
            std::cerr << "error: line " << lineNo << ": " << r.error().code << " " << r.error().message << "\n";
            return 2;
        }
        ++tried;
        solved += r.value().solved;
        totalNodes += r.value().nodes;
        if (verbose || !r.value().solved)
            std::cout << (r.value().solved ? "ok   " : "FAIL ") << r.value().id << " played "
                      << littletable::chess::to_uci(r.value().played) << "\n";
    }
    const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
    std::cout << "solved " << solved << " / " << tried << " at " << nodes << " nodes ("
              << uint64_t(double(totalNodes) / std::max(seconds, 1e-9)) << " nodes per CPU second)\n";
    return 0;
}
