// Where the Web Push subscriptions of players live, and the server's own keys that every node must share (the
// VAPID key a browser subscribed with): the same database as the rooms. Every call is synchronous, thread-safe
// and returns ERR_STORAGE instead of throwing.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

namespace littletable::server {

/// One browser of one player that asked to be told when it is their turn.
struct PushSubscriptionRecord {
    std::string endpoint; ///< the push service's URL for this browser (unique)
    int64_t player = 0;
    std::string publicKey; ///< base64url p256dh
    std::string authSecret; ///< base64url auth
};

class PushStorage {
public:
    virtual ~PushStorage() = default;

    /// The stored value of the server key `name`; stores `candidate` first when there is none, so every node gets
    /// the value the first one stored.
    virtual Result<std::string> server_key(std::string_view name, std::string_view candidate) = 0;
    /// Stores a subscription, or gives its endpoint to `s.player` with its new keys (a browser has one endpoint).
    /// A player keeps at most `keep` subscriptions: the oldest beyond are dropped.
    virtual Result<Ok> save_push_subscription(const PushSubscriptionRecord& s, int keep) = 0;
    /// The player's subscriptions.
    virtual Result<std::vector<PushSubscriptionRecord>> push_subscriptions(int64_t player) = 0;
    /// Forgets the subscription of that endpoint (the push service said it is gone).
    virtual Result<Ok> delete_push_subscription(std::string_view endpoint) = 0;
    /// Forgets the player's subscription of that endpoint (they turned notifications off on that device);
    /// nothing happens when it is another player's.
    virtual Result<Ok> delete_push_subscription(int64_t player, std::string_view endpoint) = 0;
};

} // namespace littletable::server
