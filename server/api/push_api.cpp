// Web Push endpoints (docs/protocol.md, "Notifications"): the VAPID public key a browser subscribes with, and a
// signed-in player's subscriptions, one per browser where they turned "tell me when it is my turn" on.
#include <nlohmann/json.hpp>

#include "server/api/handlers.h"
#include "server/api/reply.h"
#include "server/players/session_cookie.h"
#include "server/push/turn_notifier.h"

namespace littletable::server::handlers {

using nlohmann::json;

namespace {

/// The signed-in player of the request, or the error to answer.
Result<PlayerRecord> signed_in_player(const ApiCall& c) {
    const std::string_view secret = cookie_value(c.req.cookies, SESSION_COOKIE);
    if (secret.empty())
        return make_error("ERR_NOT_SIGNED_IN", "sign in to be told when it is your turn");
    return c.ctx.accounts.player_of(secret);
}

/// The text at `path` of a JSON object, or "" when it is missing or not a string.
std::string text_at(const json& j, const json::json_pointer& path) {
    return j.contains(path) && j.at(path).is_string() ? j.at(path).get<std::string>() : std::string();
}

Result<push::NewSubscription> subscription_of(std::string_view body) {
    const json j = json::parse(body, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return make_error("ERR_BAD_JSON", "the body is not a JSON object");
    return push::NewSubscription{text_at(j, json::json_pointer("/endpoint")),
                                 text_at(j, json::json_pointer("/keys/p256dh")),
                                 text_at(j, json::json_pointer("/keys/auth"))};
}

/// A signed-in player's request about a subscription.
struct Asked {
    int64_t player;
    push::NewSubscription subscription;
};

/// The request's player and subscription: ERR_NOT_SIGNED_IN (401) or ERR_BAD_JSON (400) else.
Result<Asked> asked(const ApiCall& c) {
    Result<PlayerRecord> player = signed_in_player(c);
    if (!player)
        return player.error();
    Result<push::NewSubscription> s = subscription_of(c.req.body);
    if (!s)
        return s.error();
    return Asked{player.value().id, s.value()};
}

} // namespace

ApiReply push_key(const ApiCall& c) {
    if (!c.ctx.push)
        return error_reply(make_error("ERR_INTERNAL", "notifications are not available on this server"));
    return reply({{"publicKey", c.ctx.push->public_key()}});
}

ApiReply push_subscribe(const ApiCall& c) {
    if (!c.ctx.push)
        return error_reply(make_error("ERR_INTERNAL", "notifications are not available on this server"));
    Result<Asked> a = asked(c);
    if (!a)
        return error_reply(a.error());
    const push::NewSubscription& s = a.value().subscription;
    if (auto ok = push::check_subscription(s, c.ctx.push->options().delivery); !ok)
        return error_reply(400, ok.error());
    PushSubscriptionRecord record{s.endpoint, a.value().player, s.publicKey, s.authSecret};
    if (auto saved = c.ctx.pushes.save_push_subscription(record, c.ctx.push->options().subscriptionsPerPlayer); !saved)
        return error_reply(saved.error());
    return reply({{"subscribed", true}});
}

ApiReply push_unsubscribe(const ApiCall& c) {
    Result<Asked> a = asked(c);
    if (!a)
        return error_reply(a.error());
    const std::string& endpoint = a.value().subscription.endpoint;
    if (endpoint.empty())
        return error_reply(400, make_error("ERR_BAD_FIELD", "endpoint: the subscription's endpoint is expected"));
    if (auto gone = c.ctx.pushes.delete_push_subscription(a.value().player, endpoint); !gone)
        return error_reply(gone.error());
    return reply({{"subscribed", false}});
}

} // namespace littletable::server::handlers
