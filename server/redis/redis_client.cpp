#include "server/redis/redis_client.h"

#include <hiredis/hiredis.h>
#include <sys/socket.h>

#include <charconv>

namespace littletable::server::redis {

namespace {

Value convert(const redisReply* r) {
    Value v;
    switch (r->type) {
        case REDIS_REPLY_STRING:
        case REDIS_REPLY_STATUS:
            v.kind = Value::Kind::STRING;
            v.str.assign(r->str, r->len);
            break;
        case REDIS_REPLY_INTEGER:
            v.kind = Value::Kind::INTEGER;
            v.integer = r->integer;
            break;
        case REDIS_REPLY_ARRAY:
            v.kind = Value::Kind::ARRAY;
            for (size_t i = 0; i < r->elements; ++i)
                v.elements.push_back(convert(r->element[i]));
            break;
        default:
            break;
    }
    return v;
}

Error redis_error(std::string_view what) { return make_error("ERR_REDIS", std::string(what)); }

bool parse_int(std::string_view text, int& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

} // namespace

Result<Address> parse_url(std::string_view url) {
    constexpr std::string_view scheme = "redis://";
    if (!url.starts_with(scheme))
        return redis_error("a Redis URL starts with redis://");
    std::string_view rest = url.substr(scheme.size());
    Address a;
    if (const size_t at = rest.rfind('@'); at != std::string_view::npos) {
        std::string_view user = rest.substr(0, at);
        const size_t colon = user.find(':');
        a.password = std::string(colon == std::string_view::npos ? user : user.substr(colon + 1));
        rest = rest.substr(at + 1);
    }
    if (const size_t slash = rest.find('/'); slash != std::string_view::npos) {
        if (!parse_int(rest.substr(slash + 1), a.db) || a.db < 0)
            return redis_error("the database of a Redis URL is a number");
        rest = rest.substr(0, slash);
    }
    if (const size_t colon = rest.rfind(':'); colon != std::string_view::npos) {
        if (!parse_int(rest.substr(colon + 1), a.port) || a.port <= 0 || a.port > 65535)
            return redis_error("the port of a Redis URL is a number from 1 to 65535");
        rest = rest.substr(0, colon);
    }
    if (rest.empty())
        return redis_error("a Redis URL names a host");
    a.host = std::string(rest);
    return a;
}

Result<std::unique_ptr<Client>> Client::connect(const Address& address, std::chrono::milliseconds timeout,
                                                bool waitForever) {
    const timeval tv{static_cast<time_t>(timeout.count() / 1000),
                     static_cast<suseconds_t>(timeout.count() % 1000 * 1000)};
    redisContext* c = redisConnectWithTimeout(address.host.c_str(), address.port, tv);
    const std::string where = "Redis at " + address.host + ":" + std::to_string(address.port);
    if (!c)
        return redis_error("cannot reach " + where + ": out of memory");
    std::unique_ptr<Client> client(new Client(c));
    if (c->err)
        return redis_error("cannot reach " + where + ": " + c->errstr);
    redisSetTimeout(c, tv);
    if (!address.password.empty())
        if (auto r = client->command({"AUTH", address.password}); !r)
            return redis_error("cannot sign in to " + where + ": " + r.error().message);
    if (address.db != 0)
        if (auto r = client->command({"SELECT", std::to_string(address.db)}); !r)
            return redis_error("cannot select database " + std::to_string(address.db) + " of " + where + ": " +
                               r.error().message);
    if (waitForever)
        redisSetTimeout(c, timeval{0, 0});
    return client;
}

Client::~Client() { redisFree(context); }

Result<Value> Client::read() {
    if (context->err)
        return redis_error(std::string("connection lost: ") + context->errstr);
    void* reply = nullptr;
    if (redisGetReply(context, &reply) != REDIS_OK || !reply)
        return redis_error(std::string("connection lost: ") + context->errstr);
    std::unique_ptr<redisReply, void (*)(void*)> owned(static_cast<redisReply*>(reply), freeReplyObject);
    if (owned->type == REDIS_REPLY_ERROR)
        return redis_error(std::string(owned->str, owned->len));
    return convert(owned.get());
}

void Client::interrupt() {
    if (context->fd >= 0)
        ::shutdown(context->fd, SHUT_RDWR);
}

bool Client::ok() const { return context->err == 0; }

Result<Value> Client::command(const std::vector<std::string>& argv) {
    if (context->err)
        return redis_error(std::string("connection lost: ") + context->errstr);
    std::vector<const char*> args;
    std::vector<size_t> lengths;
    for (const std::string& a : argv) {
        args.push_back(a.data());
        lengths.push_back(a.size());
    }
    auto* reply = static_cast<redisReply*>(redisCommandArgv(context, int(args.size()), args.data(), lengths.data()));
    if (!reply)
        return redis_error(std::string("connection lost: ") + context->errstr);
    std::unique_ptr<redisReply, void (*)(void*)> owned(reply, freeReplyObject);
    if (reply->type == REDIS_REPLY_ERROR)
        return redis_error(std::string(reply->str, reply->len));
    return convert(reply);
}

} // namespace littletable::server::redis
