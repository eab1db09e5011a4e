// Messages between the nodes of a cluster over Redis pub/sub: each node listens on its own channel
// (PREFIXnode:NAME) and sends to another's. Every message is sealed (bus_seal.h) with the sender's name and the
// time; one that fails the check is logged, counted and dropped. Sending never blocks: a thread publishes.
// Pub/sub delivers at most once: a message sent while the receiver reconnects is lost (a client's unanswered
// move is sent again when its socket reconnects, protocol.md).
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "protocol/bus_messages.h"
#include "server/cluster/bus_seal.h"
#include "server/redis/redis_client.h"

namespace littletable::server {

struct NodeBusOptions {
    redis::Address redis;
    std::string node; ///< this node's name
    std::string secret; ///< the cluster's shared secret
    std::string prefix = "lt:";
};

class NodeBus {
public:
    /// Called on the bus's thread with each authentic message.
    using Handler = std::function<void(const protocol::bus::Envelope& message)>;

    /// Subscribes to this node's channel before returning. Errors: ERR_REDIS.
    static Result<std::unique_ptr<NodeBus>> start(NodeBusOptions options, Handler handler);
    ~NodeBus();

    /// Queues `message` for `node`, from this node and sent now. Thread-safe.
    void send(const std::string& node, protocol::bus::Message message);
    void stop();
    /// Messages dropped because their seal failed (a sealed one that is no bus message is logged and dropped).
    uint64_t rejected() const { return rejected_.load(); }
    const std::string& node() const { return options.node; }

private:
    NodeBus(NodeBusOptions options, Handler handler)
        : options(std::move(options)), seal(this->options.secret), handler(std::move(handler)) {}
    std::string channel(const std::string& node) const { return options.prefix + "node:" + node; }
    void publish_loop();
    void listen_loop(std::unique_ptr<redis::Client> subscribed);
    Result<std::unique_ptr<redis::Client>> subscribe();

    NodeBusOptions options;
    BusSeal seal;
    Handler handler;
    std::atomic<bool> stopping{false};
    std::atomic<uint64_t> rejected_{0};
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<std::pair<std::string, std::string>> outbox; ///< (channel, sealed text)
    redis::Client* listening = nullptr; ///< under `mutex`, to interrupt at stop
    std::thread publisher;
    std::thread listener;
};

} // namespace littletable::server
