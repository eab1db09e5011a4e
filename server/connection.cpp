#include "server/connection.h"

#include <atomic>

namespace littletable::server {

uint64_t new_conn_id() {
    static std::atomic<uint64_t> next{1};
    return next++;
}

} // namespace littletable::server
