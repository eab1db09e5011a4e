#include "server/cluster/cluster_node.h"

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include "protocol/server_frames.h"

namespace littletable::server {

namespace net = boost::asio;

Result<std::unique_ptr<ClusterNode>> ClusterNode::start(ClusterOptions options, RoomLeases& leases, RoomManager& rooms,
                                                        LocalSockets sockets) {
    std::unique_ptr<ClusterNode> node(new ClusterNode(std::move(options), leases, rooms, std::move(sockets)));
    auto bus =
        NodeBus::start(node->options.bus, [n = node.get()](const protocol::bus::Envelope& m) { n->on_message(m); });
    if (!bus)
        return bus.error();
    node->bus = std::move(bus).value();
    leases.heartbeat();
    node->ticker = std::thread([n = node.get()] { n->tick_loop(); });
    return node;
}

ClusterNode::~ClusterNode() {
    stop();
    if (ticker.joinable())
        ticker.join();
    if (bus)
        bus->stop();
}

void ClusterNode::stop() {
    {
        std::lock_guard lock(mutex);
        if (stopping)
            return;
        stopping = true;
        wake.notify_all();
    }
    // The next node asked for these rooms takes them at once instead of waiting for the leases to run out.
    for (const std::string& id : rooms.ids())
        leases.release(id);
}

void ClusterNode::relay_attach(const std::string& owner, const std::string& room, ConnId c,
                               const protocol::SeatPlayer& player) {
    {
        std::lock_guard lock(mutex);
        relayed[c] = {room, owner};
    }
    bus->send(owner, protocol::bus::Attach{room, c, player});
}

std::optional<std::string> ClusterNode::owner_of(ConnId c, bool forget) {
    std::lock_guard lock(mutex);
    auto it = relayed.find(c);
    if (it == relayed.end())
        return std::nullopt;
    std::string owner = it->second.owner;
    if (forget)
        relayed.erase(it);
    return owner;
}

void ClusterNode::relay_frame(ConnId c, const std::string& text) {
    if (auto owner = owner_of(c, false))
        bus->send(*owner, protocol::bus::In{c, text});
}

void ClusterNode::relay_detach(ConnId c) {
    if (auto owner = owner_of(c, true))
        bus->send(*owner, protocol::bus::Detach{c});
}

void ClusterNode::on_message(const protocol::bus::Envelope& m) {
    std::visit([&](const auto& message) { on(m.from, message); }, m.message);
}

void ClusterNode::on(const std::string&, const protocol::bus::Out& m) {
    sockets.send(m.conn, std::make_shared<const std::string>(m.frame));
}

void ClusterNode::on(const std::string&, const protocol::bus::Close& m) { sockets.close(m.conn); }

void ClusterNode::on(const std::string& from, const protocol::bus::Attach& m) {
    auto host = rooms.loaded_room(m.room);
    if (!host) { // not ours (any more): the socket reconnects and finds the owner
        bus->send(from, protocol::bus::Close{m.conn});
        return;
    }
    Remote r{m.room, new_conn_id(), host, std::make_shared<RemoteConnection>(*bus, from, m.conn)};
    {
        std::lock_guard lock(mutex);
        remote[{from, m.conn}] = r;
    }
    net::post(host->strand(),
              [host, local = r.local, c = r.conn, player = m.player] { host->attach(local, c, player); });
}

void ClusterNode::on(const std::string& from, const protocol::bus::In& m) {
    auto r = remote_of({from, m.conn}, false);
    auto host = r ? r->host.lock() : nullptr;
    if (!host)
        return;
    auto msg = protocol::parse_client_message(m.frame);
    if (!msg) {
        r->conn->send(
            std::make_shared<const std::string>(protocol::frame_text(protocol::refusal_of(msg.error(), m.frame))));
        return;
    }
    net::post(host->strand(), [host, local = r->local, msg = std::move(msg).value()] { host->receive(local, msg); });
}

void ClusterNode::on(const std::string& from, const protocol::bus::Detach& m) {
    auto r = remote_of({from, m.conn}, true);
    if (auto host = r ? r->host.lock() : nullptr)
        net::post(host->strand(), [host, local = r->local] { host->detach(local); });
}

std::optional<ClusterNode::Remote> ClusterNode::remote_of(const RemoteKey& key, bool forget) {
    std::lock_guard lock(mutex);
    auto it = remote.find(key);
    if (it == remote.end())
        return std::nullopt;
    Remote r = it->second;
    if (forget)
        remote.erase(it);
    return r;
}

void ClusterNode::tick_loop() {
    std::unique_lock lock(mutex);
    while (!stopping) {
        lock.unlock();
        try {
            tick();
        } catch (const std::exception& e) {
            spdlog::error("cluster: {}", e.what());
        }
        lock.lock();
        wake.wait_for(lock, options.tick, [&] { return stopping; });
    }
}

void ClusterNode::tick() {
    leases.heartbeat();
    // Rooms here whose lease is gone (this node stalled, or Redis lost it) leave: another node may own them now.
    if (auto lost = leases.renew(rooms.ids()); lost) {
        for (const std::string& id : lost.value()) {
            spdlog::warn("room {}: its lease was lost; it leaves this node", id);
            rooms.drop(id);
        }
    }
    // Sockets relayed to an owner that is no longer the room's: closed, so that their clients find the new one.
    std::map<std::string, std::string> owners; // room -> owner as relayed
    std::map<std::string, bool> nodesAlive;
    {
        std::lock_guard lock(mutex);
        for (const auto& [c, r] : relayed)
            owners.emplace(r.room, r.owner);
        for (const auto& [key, r] : remote)
            nodesAlive.emplace(key.first, true);
    }
    std::vector<std::string> relayedRooms;
    for (const auto& [room, owner] : owners)
        relayedRooms.push_back(room);
    std::set<std::string> moved;
    if (auto now = leases.owners(relayedRooms); now && now.value().size() == relayedRooms.size())
        for (size_t i = 0; i < relayedRooms.size(); ++i)
            if (now.value()[i] != owners[relayedRooms[i]])
                moved.insert(relayedRooms[i]);
    // Sockets relayed here by a node that stopped its heartbeat: their clients are gone with it.
    const auto within = options.tick * 4;
    for (auto& [node, alive] : nodesAlive)
        alive = leases.alive(node, within);
    std::vector<ConnId> toClose;
    std::vector<Remote> toDetach;
    {
        std::lock_guard lock(mutex);
        for (const auto& [c, r] : relayed)
            if (moved.count(r.room))
                toClose.push_back(c);
        for (auto it = remote.begin(); it != remote.end();) {
            if (!nodesAlive[it->first.first]) {
                toDetach.push_back(it->second);
                it = remote.erase(it);
            } else {
                ++it;
            }
        }
    }
    for (ConnId c : toClose)
        sockets.close(c);
    for (const Remote& r : toDetach)
        if (auto host = r.host.lock())
            net::post(host->strand(), [host, local = r.local] { host->detach(local); });
}

} // namespace littletable::server
