// What a room needs of a client socket: a way to queue a frame and to close. Implemented by ws_session.cpp;
// both calls are thread-safe and never block.
#pragma once

#include <memory>
#include <string>

namespace littletable::server {

class Connection {
public:
    virtual ~Connection() = default;
    /// Queues one text frame; frames go out in the order queued.
    virtual void send(std::shared_ptr<const std::string> frame) = 0;
    /// Closes the socket with "service restart" (the server is stopping: clients should reconnect).
    virtual void close() = 0;
};

} // namespace littletable::server
