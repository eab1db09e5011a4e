// The subcommands of `littletable`. Each add_*_command registers its options and its callback on the app;
// callbacks print to stdout, errors to stderr, and set the process exit code through `exitCode`.
#pragma once

#include <CLI/CLI.hpp>

namespace littletable::cli {

/// `littletable perft`: perft of one position (with --divide) or a whole EPD perft suite.
void add_perft_command(CLI::App& app, int& exitCode);
/// `littletable fen`: validates and normalises a FEN, prints the status and the legal moves.
void add_fen_command(CLI::App& app, int& exitCode);
/// `littletable games`: the registered games.
void add_games_command(CLI::App& app, int& exitCode);
/// `littletable match`: games between two engines (UCI programs or CPU levels), score and Elo difference.
void add_match_command(CLI::App& app, int& exitCode);
/// `littletable serve`: the web client, the JSON API and the game WebSockets (server/).
void add_serve_command(CLI::App& app, int& exitCode);
/// `littletable worker`: searches for the nodes' CPU players, taken from Redis (server/search/).
void add_worker_command(CLI::App& app, int& exitCode);
/// `littletable uci`: a UCI engine on stdin/stdout (cli/uci/).
void add_uci_command(CLI::App& app, int& exitCode);
/// `littletable engine-api`: the browser module's JSON requests, one a line (wasm/engine_api.h).
void add_engine_api_command(CLI::App& app, int& exitCode);
/// `littletable bench [depth]`: the fixed-depth search of the bench positions; prints the node count.
void add_bench_command(CLI::App& app, int& exitCode);

} // namespace littletable::cli
