// The WebSockets open on this node by id, so that frames a room of another node sends reach them, and so that
// shutdown closes them all. Thread-safe.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "server/room/connection.h"

namespace littletable::server {

class Sockets {
public:
    /// Registers an open WebSocket; one that registers after close_all() is closed at once.
    void add(ConnId id, const std::shared_ptr<Connection>& conn);
    void remove(ConnId id);
    /// Queues a frame for socket `id`; a socket gone: nothing.
    void send_to(ConnId id, std::shared_ptr<const std::string> frame);
    /// Closes socket `id` with "service restart" (its room moved: the client reconnects).
    void close(ConnId id);
    /// Closes every socket with "service restart", and every one that registers later.
    void close_all();

private:
    std::shared_ptr<Connection> find(ConnId id);

    std::mutex mutex;
    bool closing = false;
    std::map<ConnId, std::weak_ptr<Connection>> open;
};

} // namespace littletable::server
