// littletable — five chess games, one engine core. This is the command-line entry point.
#include <iostream>

#include "cli/commands.h"

int main(int argc, char** argv) {
    CLI::App app{
        "littletable: chess games in the browser, their engines and tools (`littletable games` lists the games).",
        "littletable"};
    app.set_version_flag("--version", "littletable 0.1.0");
    app.require_subcommand(1);
    int exitCode = 0;
    littletable::cli::add_perft_command(app, exitCode);
    littletable::cli::add_fen_command(app, exitCode);
    littletable::cli::add_games_command(app, exitCode);
    littletable::cli::add_serve_command(app, exitCode);
    littletable::cli::add_worker_command(app, exitCode);
    littletable::cli::add_uci_command(app, exitCode);
    littletable::cli::add_bench_command(app, exitCode);
    littletable::cli::add_engine_api_command(app, exitCode);
    littletable::cli::add_match_command(app, exitCode);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        // An unknown first word is a mistyped subcommand, not a missing one: say so.
        if (argc > 1 && argv[1][0] != '-' && app.get_subcommands().empty()) {
            std::cerr << "littletable: unknown command '" << argv[1] << "' (see littletable --help)\n";
            return 2;
        }
        return app.exit(e);
    }
    return exitCode;
}
