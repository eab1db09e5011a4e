#include "server/server.h"

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <filesystem>
#include <thread>

#include "server/api/api_context.h"
#include "server/api/routes.h"
#include "server/cluster/cluster_node.h"
#include "server/common/secrets.h"
#include "server/net/http_session.h"
#include "server/net/net_context.h"
#include "server/players/accounts.h"
#include "server/push/turn_notifier.h"
#include "server/room/room_manager.h"
#include "server/search/remote_searcher.h"
#include "server/storage/data_lock.h"
#include "server/storage/location.h"
#include "server/storage/open_database.h"

namespace littletable::server {

namespace net = boost::asio;
namespace beast = boost::beast;
using tcp = net::ip::tcp;

/// How long shutdown waits for sockets to close before the I/O threads are stopped.
constexpr auto SHUTDOWN_GRACE = std::chrono::milliseconds(1000);
/// How often the days-per-move deadlines in storage are looked at (RoomManager::flag_due): a flag in a room that
/// nobody has open falls at most this late.
constexpr auto DEADLINE_SWEEP_PERIOD = std::chrono::seconds(30);

namespace {

/// The rooms' threads: a room waiting on storage holds one, so there are more than cores.
size_t room_threads(const ServerOptions& o) {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    return size_t(o.roomThreads > 0 ? o.roomThreads : std::max(4u, 2 * cores));
}

} // namespace

/// The I/O threads' context, whose waiting handlers can be destroyed before it is. A session's coroutine may hold
/// the last reference to a room, whose strand and timer belong to the rooms' threads: the sessions must go while
/// those threads' context and the server's parts exist, not when this context is destroyed after them.
class IoContext : public net::io_context {
public:
    void destroy_waiting_handlers() { shutdown(); }
};

struct Server::Impl {
    ServerOptions options;
    IoContext ioc;
    /// The rooms' strands; stopped and joined before storage closes, destroyed after the rooms.
    net::thread_pool roomThreads{room_threads(options)};
    /// The acceptor is used by the accept loop and closed at shutdown, on io threads of their own: both run on
    /// this strand, as an Asio object may not be used from two threads at once.
    net::strand<net::io_context::executor_type> acceptStrand = net::make_strand(ioc);
    tcp::acceptor acceptor{acceptStrand};
    net::signal_set signals{ioc};
    net::steady_timer shutdownTimer{ioc};
    net::steady_timer unloadTimer{ioc};
    /// On a strand of the rooms' threads: the sweep reads storage, and shutdown cancels it there.
    net::steady_timer sweepTimer{net::make_strand(roomThreads)};
    DataLock dataLock; ///< held before storage opens, released after it closes
    std::unique_ptr<Database> storage;
    std::unique_ptr<CpuPool> pool;
    std::unique_ptr<RemoteSearcher> remote; ///< with --redis: searches leave for the workers, `pool` the fallback
    std::unique_ptr<RoomLeases> leases; ///< with a cluster secret: which node owns each room
    std::unique_ptr<ClusterNode> cluster;
    std::unique_ptr<RatingRecorder> ratings;
    /// "Your turn" by Web Push: after storage, before the rooms that send to it.
    std::unique_ptr<push::TurnNotifier> push;
    std::unique_ptr<RoomManager> rooms;
    std::unique_ptr<Accounts> accounts;
    std::unique_ptr<ApiContext> api;
    std::unique_ptr<NetContext> ctx;
    std::atomic<bool> stopping{false};

    explicit Impl(ServerOptions o) : options(std::move(o)) {}

    /// Ends the rooms' threads: what is queued on a room's strand is dropped, a call in progress finishes.
    void stop_rooms() {
        roomThreads.stop();
        roomThreads.join();
    }

    net::awaitable<void> listen() {
        for (;;) {
            tcp::socket socket(net::make_strand(ioc));
            auto [ec] = co_await acceptor.async_accept(socket, net::as_tuple(net::use_awaitable));
            if (ec) {
                if (!acceptor.is_open())
                    co_return;
                spdlog::warn("accept: {}", ec.message());
                continue;
            }
            // Frames are small and answer each other: send them at once (Nagle would hold the second of two
            // frames, e.g. a move after its ack, for the peer's delayed ACK).
            socket.set_option(tcp::no_delay(true), ec);
            auto executor = socket.get_executor();
            net::co_spawn(executor, run_http_session(beast::tcp_stream(std::move(socket)), *ctx),
                          [](std::exception_ptr e) {
                              if (!e)
                                  return;
                              try {
                                  std::rethrow_exception(e);
                              } catch (const std::exception& ex) {
                                  spdlog::error("session: {}", ex.what());
                              }
                          });
        }
    }

    /// Every few seconds, the rooms idle for options.roomIdleMs leave memory.
    void unload_idle_rooms() {
        const auto period = std::chrono::milliseconds(std::clamp<int64_t>(options.roomIdleMs / 2, 10, 10'000));
        unloadTimer.expires_after(period);
        unloadTimer.async_wait([this](beast::error_code ec) {
            if (ec || stopping)
                return;
            if (const size_t n = rooms->unload_idle(steady_now_ms(), options.roomIdleMs))
                spdlog::debug("{} idle room(s) left memory, {} in memory", n, rooms->loaded());
            unload_idle_rooms();
        });
    }

    /// Now and every DEADLINE_SWEEP_PERIOD, the days-per-move games whose deadline passed are woken: their flags
    /// fall, in rooms that left memory too (and, in a cluster, in rooms no node has taken since the restart).
    void sweep_deadlines(std::chrono::milliseconds after) {
        sweepTimer.expires_after(after);
        sweepTimer.async_wait([this](beast::error_code ec) {
            if (ec || stopping)
                return;
            if (const size_t n = rooms->flag_due())
                spdlog::info("{} days-per-move deadline(s) passed", n);
            sweep_deadlines(DEADLINE_SWEEP_PERIOD);
        });
    }

    void shutdown() {
        if (stopping.exchange(true))
            return;
        spdlog::info("shutting down");
        ctx->stopping = true;
        beast::error_code ignored;
        net::dispatch(acceptStrand, [this] {
            beast::error_code closing;
            acceptor.close(closing);
        });
        signals.cancel(ignored);
        unloadTimer.cancel();
        net::post(sweepTimer.get_executor(), [this] { sweepTimer.cancel(); });
        ctx->sockets.close_all();
        if (cluster) // the rooms' next owners take them at once
            cluster->stop();
        // Rooms first: a search the pool stops now reports to a room that no longer plays it (strands run
        // their handlers in the order posted).
        for (auto& host : rooms->all())
            net::post(host->strand(), [host] { host->stop(); });
        if (remote)
            remote->stop();
        pool->stop();
        shutdownTimer.expires_after(SHUTDOWN_GRACE);
        shutdownTimer.async_wait([this](beast::error_code) { ioc.stop(); });
    }
};

Server::Server(ServerOptions options) : impl(std::make_unique<Impl>(std::move(options))) {}

Server::~Server() {
    impl->cluster.reset(); // its threads use the rooms and sockets, which go first otherwise
    if (impl->remote)
        impl->remote->stop();
    if (impl->pool)
        impl->pool->stop();
    impl->stop_rooms();
    impl->ioc.stop();
    impl->ioc.destroy_waiting_handlers();
}

Result<Ok> Server::start() {
    Impl& s = *impl;
    if (!s.options.chooser)
        return make_error("ERR_OPTIONS", "no move chooser for CPU seats");
    if (!s.options.clusterSecret.empty() && (s.options.redisUrl.empty() || !is_postgres_url(s.options.dataPath)))
        return make_error("ERR_OPTIONS", "several nodes share rooms through Redis (--redis) and a PostgreSQL database "
                                         "(--data postgresql://...)");
    auto proxies = TrustedProxies::parse(s.options.trustedProxies);
    if (!proxies)
        return proxies.error();
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());

    // The port first: a second server started by mistake stops here, before it touches the database.
    beast::error_code ec;
    tcp::resolver resolver(s.ioc);
    auto endpoints = resolver.resolve(s.options.host, std::to_string(s.options.port), ec);
    if (ec || endpoints.empty())
        return make_error("ERR_LISTEN", "cannot resolve " + s.options.host + ": " + ec.message());
    const tcp::endpoint endpoint = endpoints.begin()->endpoint();
    s.acceptor.open(endpoint.protocol(), ec);
    if (!ec)
        s.acceptor.set_option(net::socket_base::reuse_address(true), ec);
    if (!ec)
        s.acceptor.bind(endpoint, ec);
    if (!ec)
        s.acceptor.listen(net::socket_base::max_listen_connections, ec);
    if (ec)
        return make_error("ERR_LISTEN", "cannot listen on " + s.options.host + ":" + std::to_string(s.options.port) +
                                            ": " + ec.message());

    // An SQLite file is this process's alone (data_lock.h); a PostgreSQL server is shared by every node.
    if (!is_postgres_url(s.options.dataPath)) {
        if (s.options.dataPath != ":memory:") {
            const std::filesystem::path dir = std::filesystem::path(s.options.dataPath).parent_path();
            std::error_code dirError;
            if (!dir.empty())
                std::filesystem::create_directories(dir, dirError);
        }
        auto lock = DataLock::acquire(s.options.dataPath);
        if (!lock)
            return lock.error();
        s.dataLock = std::move(lock).value();
    }
    auto storage = open_database(s.options.dataPath, s.options.dbConnections);
    if (!storage)
        return storage.error();
    s.storage = std::move(storage).value();
    s.pool = std::make_unique<CpuPool>(s.options.cpuThreads > 0 ? s.options.cpuThreads : int(std::max(1u, cores - 1)),
                                       s.options.chooser);
    s.ratings = std::make_unique<RatingRecorder>(*s.storage, s.storage.get());
    Searcher* searcher = s.pool.get();
    const std::string node = new_process_name();
    redis::Address redisAddress;
    if (!s.options.redisUrl.empty()) {
        auto address = redis::parse_url(s.options.redisUrl);
        if (!address)
            return address.error();
        redisAddress = address.value();
        RemoteSearchOptions remote{redisAddress, node, {}};
        auto started = RemoteSearcher::start(std::move(remote), *s.pool);
        if (!started)
            return started.error();
        s.remote = std::move(started).value();
        searcher = s.remote.get();
    }
    auto notifier = push::TurnNotifier::open(
        *s.storage, {s.options.pushContact, {s.options.pushAllowLocal, s.options.pushAllowLocal}});
    if (!notifier)
        return notifier.error();
    s.push = std::move(notifier).value();
    s.rooms = std::make_unique<RoomManager>(s.roomThreads.get_executor(), *s.storage, *searcher, s.ratings.get());
    s.rooms->use_turn_notices(s.push.get());
    s.accounts = std::make_unique<Accounts>(*s.storage);
    const ServerOptions& o = s.options;
    s.api = std::make_unique<ApiContext>(*s.rooms, *s.accounts, *s.storage, *s.storage, *s.storage, steady_now_ms,
                                         ApiRates{{o.roomsPerMinute, o.roomBurst},
                                                  {o.signUpsPerMinute, o.signUpBurst},
                                                  {o.signInsPerMinute, o.signInBurst}});
    s.api->push = s.push.get();
    ApiContext* api = s.api.get();
    s.ctx = std::make_unique<NetContext>(
        *s.rooms, *s.accounts, [api](const ApiRequest& req) { return handle_api(req, *api); }, o.webRoot,
        FrameLimits{o.framesPerSecond, o.frameBurst, o.hellosPerMinute, o.helloBurst});
    s.ctx->trustedProxies = std::move(proxies).value();
    s.api->traces = s.storage.get();
    s.ctx->traces = s.storage.get();
    if (!s.options.clusterSecret.empty()) {
        // One of several nodes: rooms are taken, with their leases, when someone asks for them.
        auto leases = RoomLeases::connect({redisAddress, node});
        if (!leases)
            return leases.error();
        s.leases = std::move(leases).value();
        s.rooms->use_leases(s.leases.get());
        Sockets* open = &s.ctx->sockets;
        LocalSockets sockets{
            [open](ConnId id, std::shared_ptr<const std::string> f) { open->send_to(id, std::move(f)); },
            [open](ConnId id) { open->close(id); }};
        auto cluster = ClusterNode::start({{redisAddress, node, s.options.clusterSecret}}, *s.leases, *s.rooms,
                                          std::move(sockets));
        if (!cluster)
            return cluster.error();
        s.cluster = std::move(cluster).value();
        s.ctx->cluster = s.cluster.get();
        spdlog::info("node {} of a cluster on {}: rooms are taken from storage when asked for", node,
                     redact_location(s.options.dataPath));
    } else {
        auto loaded = s.rooms->load();
        if (!loaded)
            return loaded.error();
        spdlog::info("{} room(s) rebuilt from {}", loaded.value(), redact_location(s.options.dataPath));
    }

    net::co_spawn(s.acceptStrand, s.listen(), net::detached);
    s.unload_idle_rooms();
    net::post(s.sweepTimer.get_executor(), [&s] { s.sweep_deadlines(std::chrono::milliseconds(0)); });
    if (s.options.handleSignals) {
        s.signals.add(SIGINT);
        s.signals.add(SIGTERM);
        s.signals.async_wait([&s](beast::error_code e, int) {
            if (!e)
                s.shutdown();
        });
    }
    return Ok{};
}

uint16_t Server::port() const {
    beast::error_code ec;
    auto endpoint = impl->acceptor.local_endpoint(ec);
    return ec ? 0 : endpoint.port();
}

void Server::run() {
    Impl& s = *impl;
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const int n = s.options.ioThreads > 0 ? s.options.ioThreads : int(cores);
    std::vector<std::thread> threads;
    for (int i = 1; i < n; ++i)
        threads.emplace_back([&s] { s.ioc.run(); });
    s.ioc.run();
    for (std::thread& t : threads)
        t.join();
    s.pool->stop();
    s.stop_rooms();
}

void Server::stop() {
    net::post(impl->ioc, [this] { impl->shutdown(); });
}

} // namespace littletable::server
