#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "engine/core/registry.h"

namespace littletable::cli {

void add_fen_command(CLI::App& app, int& exitCode) {
    CLI::App* cmd = app.add_subcommand("fen", "Validate and normalise a FEN; print the status and the legal moves");
    auto game = std::make_shared<std::string>("chess");
    auto words = std::make_shared<std::vector<std::string>>();
    cmd->add_option("--game,-g", *game, "Game name (see `littletable games`)");
    cmd->add_option("fen", *words, "The FEN (quoted, or as separate words); the start position when omitted");
    cmd->callback([game, words, &exitCode] {
        std::string fen;
        for (const std::string& w : *words)
            fen += (fen.empty() ? "" : " ") + w;
        Result<std::unique_ptr<Game>> created = create_game(*game, fen);
        if (!created) {
            std::cerr << "error: " << created.error().code << ": " << created.error().message << "\n";
            exitCode = 1;
            return;
        }
        const Game& g = *created.value();
        const Outcome outcome = g.outcome();
        std::cout << "fen: " << g.fen() << "\n";
        if (outcome.over()) {
            std::cout << "status: " << to_string(outcome.termination);
            if (!outcome.draw())
                for (Seat s = 0; s < g.seat_count(); ++s)
                    if (outcome.won_by(s))
                        std::cout << ", seat " << int(s) << " wins";
            std::cout << "\n";
        } else
            std::cout << "status: ongoing, seat " << int(g.side_to_move()) << " to move\n";
        const auto moves = g.legal_moves();
        std::cout << "legal moves (" << moves.size() << "):";
        for (const MoveView& m : moves)
            std::cout << " " << m.display;
        std::cout << "\n";
    });
}

} // namespace littletable::cli
