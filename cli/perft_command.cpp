#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "engine/core/registry.h"

namespace littletable::cli {

namespace {

struct PerftOptions {
    std::string game = "chess";
    std::string fen;
    int depth = 1;
    bool divide = false;
    std::string epd;
    int maxDepth = 99;
};

std::string trim(std::string s) {
    size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
    return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

/// One position: prints the divide (if asked), "Nodes searched: N", and the speed on stderr.
int run_single(const GameInfo& info, const PerftOptions& o) {
    const auto t0 = std::chrono::steady_clock::now();
    Result<PerftResult> r = info.perft(o.fen, o.depth, o.divide);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!r) {
        std::cerr << "error: " << r.error().code << ": " << r.error().message << "\n";
        return 1;
    }
    for (const auto& [move, count] : r.value().divide)
        std::cout << move << ": " << count << "\n";
    if (o.divide)
        std::cout << "\n";
    std::cout << "Nodes searched: " << r.value().nodes << std::endl;
    std::cerr << "time " << int64_t(seconds * 1000) << " ms, "
              << int64_t(double(r.value().nodes) / std::max(seconds, 1e-9)) << " nodes/s\n";
    return 0;
}

/// An EPD perft file: "FEN ;D1 20 ;D2 400 ..." per line (CRLF or LF). Each line passes when every count up
/// to --max-depth matches; the last line of output is "N passed, M failed".
int run_epd(const GameInfo& info, const PerftOptions& o) {
    std::ifstream in(o.epd, std::ios::binary);
    if (!in) {
        std::cerr << "error: cannot read EPD file '" << o.epd << "'\n";
        return 2;
    }
    int passed = 0, failed = 0, lineNo = 0;
    std::string line;
    while (std::getline(in, line)) {
        ++lineNo;
        line = trim(line);
        if (line.empty() || line[0] == '#')
            continue;
        std::stringstream fields(line);
        std::string fen, field;
        std::getline(fields, fen, ';');
        fen = trim(fen);
        bool ok = true, any = false;
        std::string report;
        while (std::getline(fields, field, ';')) {
            std::istringstream f(field);
            std::string tag;
            unsigned long long expected = 0;
            if (!(f >> tag >> expected) || tag.size() < 2 || tag[0] != 'D') {
                ok = false;
                report = "malformed field '" + trim(field) + "'";
                break;
            }
            int depth = std::atoi(tag.c_str() + 1);
            if (depth < 1 || depth > o.maxDepth)
                continue;
            any = true;
            Result<PerftResult> r = info.perft(fen, depth, false);
            if (!r) {
                ok = false;
                report = r.error().message;
                break;
            }
            if (r.value().nodes != expected) {
                ok = false;
                report = "D" + std::to_string(depth) + " expected " + std::to_string(expected) + ", got " +
                         std::to_string(r.value().nodes);
                break;
            }
        }
        if (ok && !any) {
            ok = false;
            report = "no perft count to check";
        }
        if (ok) {
            ++passed;
            std::cout << "line " << lineNo << ": ok\n";
        } else {
            ++failed;
            std::cout << "line " << lineNo << ": FAILED " << report << " (" << fen << ")\n";
        }
    }
    std::cout << passed << " passed, " << failed << " failed" << std::endl;
    return failed ? 1 : 0;
}

} // namespace

void add_perft_command(CLI::App& app, int& exitCode) {
    auto o = std::make_shared<PerftOptions>();
    CLI::App* cmd = app.add_subcommand("perft", "Count the leaves of the legal move tree (move generator check)");
    cmd->add_option("--game,-g", o->game, "Game name (see `littletable games`)")->capture_default_str();
    auto* fen = cmd->add_option("--fen", o->fen, "Position (the game's FEN); the start position when omitted");
    auto* depth = cmd->add_option("--depth,-d", o->depth, "Depth in plies")->check(CLI::Range(0, 30));
    cmd->add_flag("--divide", o->divide, "Print the count below each root move");
    auto* epd = cmd->add_option("--epd", o->epd, "EPD file of perft counts (FEN ;D1 n ;D2 n ...)");
    cmd->add_option("--max-depth", o->maxDepth, "With --epd: check counts up to this depth")->check(CLI::Range(1, 30));
    epd->excludes(fen)->excludes(depth);
    cmd->callback([o, &exitCode] {
        const GameInfo* info = find_game(o->game);
        if (!info) {
            std::cerr << "error: unknown game '" << o->game << "' (see `littletable games`)\n";
            exitCode = 2;
            return;
        }
        exitCode = o->epd.empty() ? run_single(*info, *o) : run_epd(*info, *o);
    });
}

} // namespace littletable::cli
