// Where signed-in players were seen from: a hash of each client address and device they used, with the last time,
// kept 24 hours (TRACE_KEEP_MS). Two accounts that share one in that time play unrated games against each other
// (rating_recorder.h). Never the address or device id itself.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.h"

namespace littletable::server {

/// How long a trace counts, and is kept (milliseconds): 24 hours.
constexpr int64_t TRACE_KEEP_MS = 24LL * 60 * 60 * 1000;

namespace trace_kind {
inline constexpr std::string_view ADDRESS = "address";
inline constexpr std::string_view DEVICE = "device";
} // namespace trace_kind

class TraceStorage {
public:
    virtual ~TraceStorage() = default;

    /// Player `player` was seen with trace `hash` of `kind` at `atMs` (Unix ms); traces older than TRACE_KEEP_MS
    /// before `atMs` are removed.
    virtual Result<Ok> record_trace(int64_t player, std::string_view kind, std::string_view hash, int64_t atMs) = 0;
    /// The kind of a trace both players left since `sinceMs` (an address before a device), or nullopt.
    virtual Result<std::optional<std::string>> shared_trace(int64_t a, int64_t b, int64_t sinceMs) = 0;
};

} // namespace littletable::server
