#include <iostream>
#include <string>

#include "cli/commands.h"
#include "wasm/engine_api.h"

namespace littletable::cli {

void add_engine_api_command(CLI::App& app, int& /*exitCode*/) {
    CLI::App* cmd = app.add_subcommand(
        "engine-api", "The browser module's JSON requests on stdin, one a line; one reply a line (docs/engine-api.md)");
    cmd->callback([] {
        wasm::EngineApi api;
        std::string line;
        while (std::getline(std::cin, line))
            std::cout << api.handle(line) << std::endl;
    });
}

} // namespace littletable::cli
