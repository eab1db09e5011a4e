#include "server/cluster/node_bus.h"

#include <spdlog/spdlog.h>

#include "server/common/wall_clock.h"

namespace littletable::server {

Result<std::unique_ptr<redis::Client>> NodeBus::subscribe() {
    auto c = redis::Client::connect(options.redis, std::chrono::milliseconds(2000), true);
    if (!c)
        return c.error();
    if (auto r = c.value()->command({"SUBSCRIBE", channel(options.node)}); !r)
        return r.error();
    return c;
}

Result<std::unique_ptr<NodeBus>> NodeBus::start(NodeBusOptions options, Handler handler) {
    std::unique_ptr<NodeBus> bus(new NodeBus(std::move(options), std::move(handler)));
    auto subscribed = bus->subscribe();
    if (!subscribed)
        return subscribed.error();
    bus->publisher = std::thread([b = bus.get()] { b->publish_loop(); });
    bus->listener =
        std::thread([b = bus.get(), s = std::move(subscribed).value()]() mutable { b->listen_loop(std::move(s)); });
    return bus;
}

NodeBus::~NodeBus() {
    stop();
    if (publisher.joinable())
        publisher.join();
    if (listener.joinable())
        listener.join();
}

void NodeBus::stop() {
    std::lock_guard lock(mutex);
    stopping = true;
    if (listening)
        listening->interrupt();
    wake.notify_all();
}

void NodeBus::send(const std::string& node, protocol::bus::Message message) {
    std::string sealed = seal.seal(protocol::bus::to_json({options.node, unix_ms(), std::move(message)}));
    std::lock_guard lock(mutex);
    if (stopping)
        return;
    outbox.emplace_back(channel(node), std::move(sealed));
    wake.notify_all();
}

void NodeBus::publish_loop() {
    std::unique_ptr<redis::Client> redis;
    for (;;) {
        std::deque<std::pair<std::string, std::string>> batch;
        {
            std::unique_lock lock(mutex);
            wake.wait(lock, [&] { return stopping || !outbox.empty(); });
            if (stopping)
                return;
            batch.swap(outbox);
        }
        for (auto& [to, text] : batch) {
            if (!redis || !redis->ok()) {
                auto c = redis::Client::connect(options.redis);
                if (!c) {
                    spdlog::warn("node bus: {}; a message to {} is lost", c.error().message, to);
                    redis.reset();
                    continue;
                }
                redis = std::move(c).value();
            }
            if (auto r = redis->command({"PUBLISH", to, text}); !r)
                spdlog::warn("node bus: {}; a message to {} is lost", r.error().message, to);
        }
    }
}

void NodeBus::listen_loop(std::unique_ptr<redis::Client> subscribed) {
    while (!stopping) {
        if (!subscribed) {
            auto again = subscribe();
            if (!again) {
                std::this_thread::sleep_for(std::chrono::milliseconds(200));
                continue;
            }
            subscribed = std::move(again).value();
        }
        {
            std::lock_guard lock(mutex);
            if (stopping)
                return;
            listening = subscribed.get();
        }
        auto pushed = subscribed->read();
        {
            std::lock_guard lock(mutex);
            listening = nullptr;
        }
        if (!pushed) {
            if (!stopping)
                spdlog::warn("node bus: {}; subscribing again", pushed.error().message);
            subscribed.reset();
            continue;
        }
        const auto& parts = pushed.value().elements;
        if (parts.size() != 3 || parts[0].str != "message")
            continue;
        auto opened = seal.open(parts[2].str, unix_ms());
        if (!opened) {
            ++rejected_;
            spdlog::warn("node bus: a message on {} failed its seal check and was dropped", parts[1].str);
            continue;
        }
        auto message = protocol::bus::read_envelope(*opened);
        if (!message) {
            spdlog::warn("node bus: a message on {} was dropped: {}", parts[1].str, message.error().message);
            continue;
        }
        try {
            handler(message.value());
        } catch (const std::exception& e) {
            spdlog::error("node bus: a message from {} failed: {}", message.value().from, e.what());
        }
    }
}

} // namespace littletable::server
