#include "server/push/turn_notifier.h"

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include <chrono>

#include <nlohmann/json.hpp>

#include "server/push/base64url.h"
#include "server/push/message_encryption.h"
#include "server/push/vapid.h"

namespace littletable::server::push {

namespace {

constexpr char VAPID_KEY_NAME[] = "vapid-p256";
constexpr size_t MAX_ENDPOINT_LENGTH = 2000;

int64_t unix_seconds() {
    using namespace std::chrono;
    return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

/// What the service worker (web/public/push-sw.js) reads: the room's page and what to say.
std::string payload_of(const TurnNotice& n) {
    return nlohmann::json{{"kind", "turn"}, {"room", n.room}, {"game", n.game},       {"gameNo", n.gameNo},
                          {"ply", n.ply},   {"move", n.move}, {"url", "/r/" + n.room}}
        .dump();
}

} // namespace

Result<Ok> check_subscription(const NewSubscription& s, const DeliveryPolicy& policy) {
    if (s.endpoint.size() > MAX_ENDPOINT_LENGTH)
        return make_error("ERR_PUSH_ENDPOINT", "a push endpoint has at most 2000 characters");
    if (auto origin = endpoint_origin(s.endpoint); !origin)
        return origin.error();
    if (s.endpoint.rfind("https://", 0) != 0 && !policy.allowHttp)
        return make_error("ERR_PUSH_ENDPOINT", "a push endpoint is an https:// URL");
    std::optional<std::string> point = from_base64url(s.publicKey);
    if (!point || !P256Key::from_public(*point))
        return make_error("ERR_PUSH_KEY", "keys.p256dh is not a base64url P-256 public key");
    std::optional<std::string> auth = from_base64url(s.authSecret);
    if (!auth || auth->size() != AUTH_SECRET_BYTES)
        return make_error("ERR_PUSH_KEY", "keys.auth is not 16 bytes in base64url");
    return Ok{};
}

Result<std::unique_ptr<TurnNotifier>> TurnNotifier::open(PushStorage& storage, PushOptions options) {
    Result<P256Key> fresh = P256Key::generate();
    if (!fresh)
        return fresh.error();
    Result<std::string> stored = storage.server_key(VAPID_KEY_NAME, base64url(fresh.value().private_scalar()));
    if (!stored)
        return stored.error();
    std::optional<std::string> scalar = from_base64url(stored.value());
    Result<P256Key> key = scalar ? P256Key::from_private(*scalar) : Result<P256Key>(make_error("ERR_PUSH_KEY", ""));
    if (!key)
        return make_error("ERR_PUSH_KEY", "the stored VAPID key is not a P-256 private key");
    return std::unique_ptr<TurnNotifier>(new TurnNotifier(storage, std::move(options), std::move(key).value()));
}

TurnNotifier::TurnNotifier(PushStorage& storage_, PushOptions options, P256Key key_)
    : storage(storage_), options_(std::move(options)), key(std::move(key_)), publicKey(base64url(key.public_point())) {}

TurnNotifier::~TurnNotifier() {
    pool.stop(); // notices not started yet are dropped; one under way finishes
    pool.join();
}

void TurnNotifier::your_turn(TurnNotice notice) {
    {
        std::lock_guard lock(inFlightMutex);
        ++inFlight;
    }
    boost::asio::post(pool, [this, notice = std::move(notice)] {
        send_all(notice);
        std::lock_guard lock(inFlightMutex);
        if (--inFlight == 0)
            idle.notify_all();
    });
}

void TurnNotifier::drain() {
    std::unique_lock lock(inFlightMutex);
    idle.wait(lock, [this] { return inFlight == 0; });
}

void TurnNotifier::send_all(const TurnNotice& notice) {
    Result<std::vector<PushSubscriptionRecord>> subs = storage.push_subscriptions(notice.player);
    if (!subs) {
        spdlog::warn("push: {}", subs.error().message);
        return;
    }
    const std::string payload = payload_of(notice);
    for (const PushSubscriptionRecord& s : subs.value()) {
        const Result<std::string> parsed = endpoint_origin(s.endpoint);
        const std::string origin = parsed ? parsed.value() : "?";
        std::optional<std::string> p256dh = from_base64url(s.publicKey), auth = from_base64url(s.authSecret);
        Result<std::string> body = p256dh && auth ? encrypt_message(payload, Subscriber{*p256dh, *auth})
                                                  : Result<std::string>(make_error("ERR_PUSH_KEY", "stored keys"));
        Result<std::string> authorization = vapid_authorization(s.endpoint, options_.contact, key, unix_seconds());
        if (!body || !authorization) {
            spdlog::warn("push to {}: {}", origin, (!body ? body.error() : authorization.error()).message);
            continue;
        }
        // One topic per room: a later turn in the same room replaces an undelivered earlier one.
        PushRequest request{s.endpoint, authorization.value(), body.value(), options_.ttlSeconds, "normal",
                            notice.room};
        Result<DeliveryResult> sent = deliver(request, options_.delivery);
        if (!sent) {
            spdlog::info("push to {}: {}", origin, sent.error().message);
        } else if (sent.value().delivery == Delivery::GONE) {
            if (auto gone = storage.delete_push_subscription(s.endpoint); !gone)
                spdlog::warn("push: {}", gone.error().message);
        } else if (sent.value().delivery == Delivery::REFUSED) {
            spdlog::info("push to {}: the push service answered {}", origin, sent.value().status);
        }
    }
}

} // namespace littletable::server::push
