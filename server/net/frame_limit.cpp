#include "server/net/frame_limit.h"

namespace littletable::server {

namespace {

/// A bucket that owes nothing passes; one that owes more than its burst closes; in between, refused.
FrameVerdict verdict(int owed, int burst) {
    return owed == 0 ? FrameVerdict::PASS : owed > burst ? FrameVerdict::CLOSE : FrameVerdict::REFUSE;
}

} // namespace

FrameMeter::FrameMeter(const FrameLimits& limits)
    : frames(TokenBucket::period_of(limits.framesPerSecond * 60), limits.frameBurst),
      hellos(TokenBucket::period_of(limits.hellosPerMinute), limits.helloBurst), frameBurst(limits.frameBurst),
      helloBurst(limits.helloBurst) {}

FrameVerdict FrameMeter::on_frame(Clock::time_point now) { return verdict(frames.take_owing(now), frameBurst); }

FrameVerdict FrameMeter::on_hello(Clock::time_point now) { return verdict(hellos.take_owing(now), helloBurst); }

} // namespace littletable::server
