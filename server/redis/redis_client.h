// A connection to Redis (hiredis, synchronous) for one thread at a time: commands as argument vectors, replies
// as values, every failure an ERR_REDIS error. The URL is redis://[:PASSWORD@]HOST[:PORT][/DB].
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

struct redisContext;

namespace littletable::server::redis {

/// A reply: a string (bulk or status), an integer, nil, or an array of replies. Redis errors are Errors.
struct Value {
    enum class Kind { NIL, STRING, INTEGER, ARRAY } kind = Kind::NIL;
    std::string str;
    long long integer = 0;
    std::vector<Value> elements;

    bool nil() const { return kind == Kind::NIL; }
};

struct Address {
    std::string host = "127.0.0.1";
    int port = 6379;
    std::string password;
    int db = 0;
};

/// Parses a redis:// URL. Errors: ERR_REDIS naming what is wrong (never the password).
Result<Address> parse_url(std::string_view url);

class Client {
public:
    /// Connects (and authenticates, selects the database) within `timeout`, which then bounds every reply
    /// too (0 after connecting: wait as long as it takes, for a subscriber). Errors: ERR_REDIS.
    static Result<std::unique_ptr<Client>> connect(const Address& address,
                                                   std::chrono::milliseconds timeout = std::chrono::milliseconds(2000),
                                                   bool waitForever = false);
    ~Client();
    Client(const Client&) = delete;
    Client& operator=(const Client&) = delete;

    /// Runs one command. A connection that failed stays failed: connect a new Client.
    Result<Value> command(const std::vector<std::string>& argv);
    /// The next message pushed to a subscribed connection (SUBSCRIBE first, with command()).
    Result<Value> read();
    /// Ends a read() waiting on another thread (the connection is closed); thread-safe.
    void interrupt();
    /// Whether the connection still works.
    bool ok() const;

private:
    explicit Client(redisContext* c) : context(c) {}
    redisContext* context;
};

} // namespace littletable::server::redis
