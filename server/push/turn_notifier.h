// Tells players by Web Push that it is their turn, on each browser where they turned it on. The VAPID key is made
// once and kept in storage, so that every node signs with the key the browsers subscribed with. Messages are
// encrypted and sent on a small pool of its own (never a room's strand or an I/O thread); a subscription the
// push service says is gone is forgotten. Failures are logged with the push service's origin only: an endpoint is
// a capability URL, as good as the subscription itself.
#pragma once

#include <boost/asio/thread_pool.hpp>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>

#include "engine/core/result.h"
#include "server/push/p256_key.h"
#include "server/push/push_sender.h"
#include "server/room/turn_notice.h"
#include "server/storage/push_storage.h"

namespace littletable::server::push {

struct PushOptions {
    std::string contact; ///< VAPID `sub`: the operator's mailto: or https: address; empty: none
    DeliveryPolicy delivery;
    int ttlSeconds = 7 * 24 * 3600; ///< a browser offline for a week still hears of a days-per-move turn
    int subscriptionsPerPlayer = 10;
};

/// A subscription as the browser's PushSubscription.toJSON() gives it, checked.
struct NewSubscription {
    std::string endpoint;
    std::string publicKey; ///< base64url p256dh
    std::string authSecret; ///< base64url auth
};

/// Checks what a browser sent before it is stored. Errors: ERR_PUSH_ENDPOINT (not an allowed URL: https, at most
/// 2000 characters), ERR_PUSH_KEY (p256dh not a P-256 point, auth not 16 bytes).
Result<Ok> check_subscription(const NewSubscription& s, const DeliveryPolicy& policy);

class TurnNotifier final : public TurnNotices {
public:
    /// Reads the VAPID key from storage (or makes and stores it). Errors: ERR_STORAGE, ERR_PUSH_KEY.
    static Result<std::unique_ptr<TurnNotifier>> open(PushStorage& storage, PushOptions options);
    ~TurnNotifier() override;

    /// The VAPID public key, base64url: the browser's applicationServerKey.
    const std::string& public_key() const { return publicKey; }
    const PushOptions& options() const { return options_; }
    /// Sends the notice to each of the player's subscriptions, later, on the notifier's pool.
    void your_turn(TurnNotice notice) override;
    /// Waits for the messages under way (shutdown, tests).
    void drain();

private:
    TurnNotifier(PushStorage& storage, PushOptions options, P256Key key);
    void send_all(const TurnNotice& notice);

    PushStorage& storage;
    const PushOptions options_;
    const P256Key key;
    const std::string publicKey;
    std::mutex inFlightMutex;
    std::condition_variable idle;
    int inFlight = 0; ///< notices posted and not yet sent
    boost::asio::thread_pool pool{2};
};

} // namespace littletable::server::push
