// `littletable serve`: the platform — the web client, the JSON API and the game WebSockets on one port.
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <cctype>
#include <fstream>
#include <iostream>
#include <iterator>

#include "cli/commands.h"
#include "cli/cpu_chooser.h"
#include "server/server.h"

namespace littletable::cli {

void add_serve_command(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<server::ServerOptions>();
    CLI::App* cmd = app.add_subcommand("serve", "Serve the platform: web client, JSON API and game WebSockets");
    cmd->add_option("--host", options->host, "Address to listen on")->capture_default_str();
    cmd->add_option("--port", options->port, "Port; 0 picks a free one (printed)")->capture_default_str();
    cmd->add_option("--data", options->dataPath,
                    "SQLite database file (created with its folder), or a postgresql:// URL")
        ->capture_default_str();
    cmd->add_option("--web", options->webRoot, "Folder of the built web client")->capture_default_str();
    cmd->add_option("--io-threads", options->ioThreads, "Threads for sockets; 0: one per core")
        ->capture_default_str()
        ->check(CLI::Range(0, 256));
    cmd->add_option("--room-threads", options->roomThreads,
                    "Threads for rooms, which wait on storage (a room waiting holds one); 0: two per core, at least 4")
        ->capture_default_str()
        ->check(CLI::Range(0, 256));
    cmd->add_option("--db-connections", options->dbConnections,
                    "PostgreSQL connections at most, each used by one call at a time (SQLite uses one)")
        ->capture_default_str()
        ->check(CLI::Range(1, 64));
    cmd->add_option("--cpu-threads", options->cpuThreads,
                    "Threads for CPU players' searches (each keeps a 32 MiB table per game); 0: cores - 1, at least 1")
        ->capture_default_str()
        ->check(CLI::Range(0, 256));
    cmd->add_option("--rooms-per-minute", options->roomsPerMinute,
                    "Rooms one client address may create a minute (0: no limit)")
        ->capture_default_str();
    cmd->add_option("--room-burst", options->roomBurst, "... and at once")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--sign-ups-per-minute", options->signUpsPerMinute,
                    "New players one client address may make a minute (0: no limit)")
        ->capture_default_str();
    cmd->add_option("--sign-up-burst", options->signUpBurst, "... and at once")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--sign-ins-per-minute", options->signInsPerMinute,
                    "Password checks (sign-ins) one client address may make a minute (0: no limit)")
        ->capture_default_str();
    cmd->add_option("--sign-in-burst", options->signInBurst, "... and at once")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--room-idle-ms", options->roomIdleMs,
                    "A room with no socket, search or clock this long leaves memory (back from storage on demand)")
        ->capture_default_str()
        ->check(CLI::Range(int64_t(10), int64_t(86'400'000)));
    cmd->add_option("--redis", options->redisUrl,
                    "redis://[:PASSWORD@]HOST:PORT: CPU searches go to `littletable worker`s (this node searches when "
                    "none is alive)");
    cmd->add_option("--frames-per-second", options->framesPerSecond,
                    "WebSocket frames one socket may send a second (0: no limit)")
        ->capture_default_str();
    cmd->add_option("--frame-burst", options->frameBurst, "... and at once")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--hellos-per-minute", options->hellosPerMinute,
                    "hello frames (each may cost a snapshot) one socket may send a minute (0: no limit)")
        ->capture_default_str();
    cmd->add_option("--hello-burst", options->helloBurst, "... and at once")
        ->capture_default_str()
        ->check(CLI::PositiveNumber);
    cmd->add_option("--trusted-proxy", options->trustedProxies,
                    "Address of a load balancer whose X-Forwarded-For names the client (its last address) for the "
                    "per-address limits; repeat for several. Default none: the header is ignored")
        ->allow_extra_args(false);
    cmd->add_option("--push-contact", options->pushContact,
                    "Your contact (mailto:... or https://...) sent to browsers' push services with each \"your turn\" "
                    "notification (VAPID); some services refuse notifications without one");
    cmd->add_flag("--push-allow-local", options->pushAllowLocal,
                  "Accept push endpoints on http:// and on local or private addresses (a local push service for "
                  "tests); refused by default");
    auto secretFile = std::make_shared<std::string>();
    cmd->add_option(
        "--cluster-secret-file", *secretFile,
        "One of several nodes sharing rooms (with --redis and a postgresql:// --data): the file holding the "
        "nodes' shared secret, which seals their messages");
    cmd->callback([options, secretFile, &exitCode] {
        if (!secretFile->empty()) {
            std::ifstream in(*secretFile);
            std::string secret((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            while (!secret.empty() && std::isspace(static_cast<unsigned char>(secret.back())))
                secret.pop_back();
            if (!in.good() && !in.eof())
                secret.clear();
            if (secret.size() < 16) {
                std::cerr << "littletable serve: " << *secretFile
                          << " holds no cluster secret (16 characters at least)\n";
                exitCode = 1;
                return;
            }
            options->clusterSecret = std::move(secret);
        }
        // Logs go to stderr: stdout carries only the lines scripts read (the URL).
        spdlog::set_default_logger(spdlog::stderr_color_mt("littletable"));
        options->chooser = cpu_chooser();
        server::Server server(*options);
        if (auto started = server.start(); !started) {
            std::cerr << "littletable serve: " << started.error().message << "\n";
            exitCode = 1;
            return;
        }
        std::cout << "listening on http://" << options->host << ":" << server.port() << "/" << std::endl;
        std::cout << "open http://localhost:" << server.port() << "/ in a browser" << std::endl;
        server.run();
    });
}

} // namespace littletable::cli
