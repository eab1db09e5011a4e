#include <iostream>

#include "cli/commands.h"
#include "engine/core/registry.h"

namespace littletable::cli {

void add_games_command(CLI::App& app, int& /*exitCode*/) {
    CLI::App* cmd = app.add_subcommand("games", "List the games this build knows (name, seats, title)");
    cmd->callback([] {
        for (const GameInfo& g : game_registry())
            std::cout << g.name << "\t" << g.seats << " seats\t" << g.title << "\n";
    });
}

} // namespace littletable::cli
