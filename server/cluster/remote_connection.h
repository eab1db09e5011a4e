// A client socket held by another node: the room sees a Connection; its frames travel back over the node bus to
// the node that holds the socket (node_bus.h), and a close asks that node to close it.
#pragma once

#include <string>

#include "server/cluster/node_bus.h"
#include "server/room/connection.h"

namespace littletable::server {

class RemoteConnection final : public Connection {
public:
    /// `conn`: the socket's id on `node`.
    RemoteConnection(NodeBus& bus, std::string node, uint64_t conn) : bus(bus), node(std::move(node)), conn(conn) {}
    void send(std::shared_ptr<const std::string> frame) override { bus.send(node, protocol::bus::Out{conn, *frame}); }
    void close() override { bus.send(node, protocol::bus::Close{conn}); }

private:
    NodeBus& bus;
    const std::string node;
    const uint64_t conn;
};

} // namespace littletable::server
