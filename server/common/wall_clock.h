// Wall-clock time for what is stored or shared between processes (timestamps in the database, Redis heartbeats,
// the age of a node's message); rooms run on the monotonic clock instead (room_host.h, steady_now_ms).
#pragma once

#include <chrono>
#include <cstdint>

namespace littletable::server {

/// Milliseconds since the Unix epoch.
inline int64_t unix_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

} // namespace littletable::server
