// `littletable worker`: serves the CPU searches of `littletable serve --redis` nodes, on any machine that
// reaches their Redis. Runs until SIGINT or SIGTERM; a killed worker's job is taken over by another.
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <csignal>
#include <iostream>
#include <thread>

#include "cli/commands.h"
#include "cli/cpu_chooser.h"
#include "server/search/search_worker.h"
#include "server/common/secrets.h"

namespace littletable::cli {

namespace {

volatile std::sig_atomic_t signalled = 0;

} // namespace

void add_worker_command(CLI::App& app, int& exitCode) {
    struct Options {
        std::string redis = "redis://127.0.0.1:6379";
        int threads = 0;
        std::string name;
    };
    auto options = std::make_shared<Options>();
    CLI::App* cmd = app.add_subcommand("worker", "Search for the CPU players of `serve --redis` nodes");
    cmd->add_option("--redis", options->redis, "redis://[:PASSWORD@]HOST:PORT of the nodes")->capture_default_str();
    cmd->add_option("--threads", options->threads, "Searches at once; 0: one per core")
        ->capture_default_str()
        ->check(CLI::Range(0, 256));
    cmd->add_option("--name", options->name, "This worker's name among the workers (default: host, process id)");
    cmd->callback([options, &exitCode] {
        spdlog::set_default_logger(spdlog::stderr_color_mt("littletable"));
        auto address = server::redis::parse_url(options->redis);
        if (!address) {
            std::cerr << "littletable worker: " << address.error().message << "\n";
            exitCode = 1;
            return;
        }
        server::SearchWorkerOptions o;
        o.redis = address.value();
        o.threads = options->threads > 0 ? options->threads : int(std::max(1u, std::thread::hardware_concurrency()));
        o.name = options->name.empty() ? server::new_process_name() : options->name;
        auto worker = server::SearchWorker::start(o, cpu_chooser());
        if (!worker) {
            std::cerr << "littletable worker: " << worker.error().message << "\n";
            exitCode = 1;
            return;
        }
        std::signal(SIGINT, [](int) { signalled = 1; });
        std::signal(SIGTERM, [](int) { signalled = 1; });
        std::cout << "worker " << o.name << ": " << o.threads << " thread(s) on " << o.redis.host << ":" << o.redis.port
                  << std::endl;
        while (!signalled)
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        worker.value()->stop();
        worker.value().reset();
        std::cout << "worker " << o.name << ": stopped" << std::endl;
    });
}

} // namespace littletable::cli
