#include "server/net/sockets.h"

namespace littletable::server {

void Sockets::add(ConnId id, const std::shared_ptr<Connection>& conn) {
    {
        std::lock_guard lock(mutex);
        if (!closing) {
            open[id] = conn;
            return;
        }
    }
    conn->close();
}

void Sockets::remove(ConnId id) {
    std::lock_guard lock(mutex);
    open.erase(id);
}

void Sockets::send_to(ConnId id, std::shared_ptr<const std::string> frame) {
    if (auto conn = find(id))
        conn->send(std::move(frame));
}

void Sockets::close(ConnId id) {
    if (auto conn = find(id))
        conn->close();
}

void Sockets::close_all() {
    std::map<ConnId, std::weak_ptr<Connection>> closed;
    {
        std::lock_guard lock(mutex);
        closing = true;
        closed.swap(open);
    }
    for (auto& [id, weak] : closed)
        if (auto conn = weak.lock())
            conn->close();
}

std::shared_ptr<Connection> Sockets::find(ConnId id) {
    std::lock_guard lock(mutex);
    auto it = open.find(id);
    return it == open.end() ? nullptr : it->second.lock();
}

} // namespace littletable::server
