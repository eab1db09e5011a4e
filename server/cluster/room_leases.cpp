#include "server/cluster/room_leases.h"

#include <algorithm>
#include <cstdlib>

#include "server/common/wall_clock.h"

namespace littletable::server {

namespace {

// KEYS: the rooms' lease keys; ARGV: this node, the lease time. Returns the 1-based indexes of leases not ours.
constexpr const char* RENEW = R"lua(
local lost = {}
for i, k in ipairs(KEYS) do
  if redis.call('GET', k) == ARGV[1] then redis.call('PEXPIRE', k, ARGV[2]) else lost[#lost + 1] = i end
end
return lost
)lua";

constexpr const char* RELEASE = R"lua(
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
)lua";

} // namespace

Result<std::unique_ptr<RoomLeases>> RoomLeases::connect(RoomLeaseOptions options) {
    auto c = redis::Client::connect(options.redis);
    if (!c)
        return c.error();
    return std::unique_ptr<RoomLeases>(new RoomLeases(std::move(options), std::move(c).value()));
}

Result<redis::Value> RoomLeases::command(const std::vector<std::string>& argv) {
    std::lock_guard lock(mutex);
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (!redis || !redis->ok()) {
            auto c = redis::Client::connect(options.redis);
            if (!c)
                return c.error();
            redis = std::move(c).value();
        }
        auto r = redis->command(argv);
        if (r || redis->ok())
            return r;
    }
    return make_error("ERR_REDIS", "connection lost");
}

Result<std::string> RoomLeases::acquire(const std::string& room) {
    const std::string ttl = std::to_string(options.ttl.count());
    for (int attempt = 0; attempt < 3; ++attempt) {
        auto set = command({"SET", key(room), options.node, "NX", "PX", ttl});
        if (!set)
            return set.error();
        if (!set.value().nil())
            return options.node;
        auto current = command({"GET", key(room)});
        if (!current)
            return current.error();
        if (!current.value().nil()) // ours already, or another node's
            return current.value().str;
        // Expired between the two calls: try again.
    }
    return make_error("ERR_REDIS", "the lease of room " + room + " keeps changing hands");
}

Result<std::optional<std::string>> RoomLeases::owner(const std::string& room) {
    auto current = command({"GET", key(room)});
    if (!current)
        return current.error();
    if (current.value().nil())
        return std::optional<std::string>();
    return std::optional<std::string>(current.value().str);
}

Result<std::vector<std::optional<std::string>>> RoomLeases::owners(const std::vector<std::string>& rooms) {
    std::vector<std::optional<std::string>> out;
    if (rooms.empty())
        return out;
    std::vector<std::string> argv{"MGET"};
    for (const std::string& room : rooms)
        argv.push_back(key(room));
    auto r = command(argv);
    if (!r)
        return r.error();
    for (const redis::Value& v : r.value().elements)
        out.push_back(v.nil() ? std::nullopt : std::optional<std::string>(v.str));
    return out;
}

Result<std::vector<std::string>> RoomLeases::renew(const std::vector<std::string>& rooms) {
    std::vector<std::string> lost;
    constexpr size_t BATCH = 500;
    for (size_t from = 0; from < rooms.size(); from += BATCH) {
        const size_t to = std::min(rooms.size(), from + BATCH);
        std::vector<std::string> argv{"EVAL", RENEW, std::to_string(to - from)};
        for (size_t i = from; i < to; ++i)
            argv.push_back(key(rooms[i]));
        argv.push_back(options.node);
        argv.push_back(std::to_string(options.ttl.count()));
        auto r = command(argv);
        if (!r)
            return r.error();
        for (const redis::Value& index : r.value().elements)
            if (index.integer >= 1 && size_t(index.integer) <= to - from)
                lost.push_back(rooms[from + size_t(index.integer) - 1]);
    }
    return lost;
}

void RoomLeases::release(const std::string& room) { (void)command({"EVAL", RELEASE, "1", key(room), options.node}); }

void RoomLeases::heartbeat() {
    (void)command({"ZADD", options.prefix + "nodes", std::to_string(unix_ms()), options.node});
}

bool RoomLeases::alive(const std::string& node, std::chrono::milliseconds within) {
    auto score = command({"ZSCORE", options.prefix + "nodes", node});
    if (!score || score.value().nil())
        return false;
    return std::strtod(score.value().str.c_str(), nullptr) >= double(unix_ms() - within.count());
}

} // namespace littletable::server
