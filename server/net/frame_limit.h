// How fast one WebSocket may send (docs/protocol.md, "Frame limits"): every frame takes a token of the socket's
// frame bucket, and a `hello` (which a snapshot of up to ~9 KB may answer) also one of a smaller bucket. A frame
// over a limit is refused with ERR_RATE_LIMITED and never reaches the room. Refused frames still take their token
// (the bucket owes it), so a socket that keeps sending stays refused; one that owes a whole burst is closed.
// One meter per socket, used on the socket's strand only.
#pragma once

#include "server/net/rate_limit.h"

namespace littletable::server {

/// The limits of every socket (ServerOptions). A normal player (moves, premoves, reconnects) stays far below them.
struct FrameLimits {
    double framesPerSecond = 10; ///< <= 0: no limit
    int frameBurst = 40;
    double hellosPerMinute = 30; ///< <= 0: no limit
    int helloBurst = 5;
};

enum class FrameVerdict {
    PASS, ///< hand the frame to the room
    REFUSE, ///< answer ERR_RATE_LIMITED, drop the frame
    CLOSE, ///< close the socket (1008, policy)
};

class FrameMeter {
public:
    using Clock = TokenBucket::Clock;

    explicit FrameMeter(const FrameLimits& limits);

    /// Meters one frame received at `now`, whatever it holds.
    FrameVerdict on_frame(Clock::time_point now);
    /// Meters a `hello` that on_frame passed.
    FrameVerdict on_hello(Clock::time_point now);

private:
    TokenBucket frames;
    TokenBucket hellos;
    const int frameBurst;
    const int helloBurst;
};

} // namespace littletable::server
