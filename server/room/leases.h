// Which node plays each room when several nodes share them (cluster/room_leases.h keeps the leases in Redis): a
// room manager takes a room from storage only with its lease.
#pragma once

#include <string>

#include "engine/core/result.h"

namespace littletable::server {

class Leases {
public:
    virtual ~Leases() = default;
    /// Takes the room's lease if it is free (or ours already). Returns the owner's name: ours, or another node's.
    virtual Result<std::string> acquire(const std::string& room) = 0;
    /// Gives the room's lease back, if it is ours.
    virtual void release(const std::string& room) = 0;
    /// This node's name, as acquire() returns it for a room of ours.
    virtual const std::string& node() const = 0;
};

} // namespace littletable::server
