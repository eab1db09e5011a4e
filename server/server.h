// The littletable server: storage, rooms rebuilt from it on threads of their own, the CPU pool, and an
// HTTP/WebSocket listener on Boost.Asio I/O threads, which never wait on storage. SIGINT/SIGTERM (or stop()) shut
// it down gracefully: no new connections, every WebSocket closed with "service restart", searches stopped, then
// the I/O threads end.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/result.h"
#include "server/search/cpu_pool.h"

namespace littletable::server {

struct ServerOptions {
    std::string host = "127.0.0.1";
    uint16_t port = 8080; ///< 0 = any free port (see Server::port)
    std::string dataPath =
        "var/littletable.db"; ///< SQLite file (its folder is created), ":memory:", or a postgresql:// URL
    std::string webRoot = "web/dist"; ///< the built web client
    int ioThreads = 0; ///< sockets; 0 = one per core
    int roomThreads = 0; ///< rooms, which wait on storage; 0 = two per core, at least 4
    int dbConnections = 4; ///< PostgreSQL connections at most (SQLite uses one)
    int cpuThreads = 0; ///< 0 = cores - 1, at least 1
    bool handleSignals = true; ///< stop on SIGINT/SIGTERM
    double roomsPerMinute = 20; ///< rooms one client address may create a minute (<= 0: no limit)
    int roomBurst = 40; ///< ... and at once
    double signUpsPerMinute = 1; ///< new players one client address may make a minute (<= 0: no limit)
    int signUpBurst = 10; ///< ... and at once
    double signInsPerMinute = 10; ///< password checks (sign-ins, password changes) per address a minute
    int signInBurst = 20; ///< ... and at once
    std::string redisUrl; ///< redis://...: CPU searches go to `littletable worker`s (search/)
    std::string clusterSecret; ///< set: one of several nodes sharing rooms (cluster/); needs redisUrl and PostgreSQL
    int64_t roomIdleMs = 60'000; ///< a room with nothing to do this long leaves memory (room_manager.h)
    double framesPerSecond = 10; ///< WebSocket frames one socket may send a second (<= 0: no limit)
    int frameBurst = 40; ///< ... and at once
    double hellosPerMinute = 30; ///< `hello`s (each may cost a snapshot) one socket may send a minute
    int helloBurst = 5; ///< ... and at once
    /// Peers (load balancers) whose X-Forwarded-For names the client that per-address limits count: its last
    /// address. From any other peer the header is ignored. IPv4 or IPv6 addresses; none by default.
    std::vector<std::string> trustedProxies;
    /// The operator's contact (mailto: or https:) sent to push services with each notification (VAPID `sub`).
    std::string pushContact;
    /// Push endpoints on http:// and on local or private addresses (a local push service, in tests); else refused.
    bool pushAllowLocal = false;
    MoveChooser chooser; ///< required: how CPU seats pick moves (ai::choose_move)
};

class Server {
public:
    explicit Server(ServerOptions options);
    ~Server();

    /// Opens storage, rebuilds the stored rooms and starts listening. After it, port() is the real port.
    /// Errors: ERR_STORAGE, ERR_LISTEN (address in use, bad host), ERR_OPTIONS (no chooser, a trusted proxy that is
    /// no address).
    Result<Ok> start();
    uint16_t port() const;
    /// Serves until stop(); runs the I/O threads (the caller's among them).
    void run();
    /// Begins a graceful shutdown; thread-safe, idempotent. run() returns soon after.
    void stop();

private:
    struct Impl;
    std::unique_ptr<Impl> impl;
};

} // namespace littletable::server
