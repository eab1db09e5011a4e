// What a room needs of a client socket: a way to queue a frame and to close. Implemented by net/ws_session.cpp;
// both calls are thread-safe and never block.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace littletable::server {

/// A client socket, unique within the process.
using ConnId = uint64_t;

/// A fresh id for a socket in a room, unique in this process (a local socket, or one another node relays).
ConnId new_conn_id();

class Connection {
public:
    virtual ~Connection() = default;
    /// Queues one text frame; frames go out in the order queued.
    virtual void send(std::shared_ptr<const std::string> frame) = 0;
    /// Closes the socket with "service restart" (the server is stopping: clients should reconnect).
    virtual void close() = 0;
};

} // namespace littletable::server
