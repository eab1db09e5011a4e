// `littletable uci`: the UCI engine on stdin/stdout (the protocol itself lives in cli/uci/).
#include <iostream>

#include "cli/commands.h"
#include "cli/uci/session.h"

namespace littletable::cli {

void add_uci_command(CLI::App& app, int& /*exitCode*/) {
    CLI::App* cmd = app.add_subcommand("uci", "Run as a UCI engine on stdin/stdout (for chess GUIs and match runners)");
    cmd->callback([] {
        std::ios::sync_with_stdio(false);
        // std::cin is tied to std::cout: each read would flush std::cout from this thread while the search thread
        // prints, a data race that can write a line twice (a GUI then reads a stale bestmove). Every line the
        // session prints is flushed under its lock already.
        std::cin.tie(nullptr);
        uci::run_protocol(std::cin, std::cout);
    });
}

} // namespace littletable::cli
