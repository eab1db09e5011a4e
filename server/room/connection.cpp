#include "server/room/connection.h"

#include <atomic>

namespace littletable::server {

ConnId new_conn_id() {
    static std::atomic<ConnId> next{1};
    return next++;
}

} // namespace littletable::server
