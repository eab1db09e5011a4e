#include "server/room/room_manager.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <spdlog/spdlog.h>

#include "server/common/secrets.h"

namespace littletable::server {

namespace net = boost::asio;

RoomManager::RoomManager(net::any_io_executor executor, Storage& storage_in, Searcher& pool_, RatingRecorder* ratings_,
                         WallClock wall_)
    : executor_(std::move(executor)), storage_(storage_in), pool(pool_), ratings(ratings_), wall(std::move(wall_)) {}

std::shared_ptr<RoomHost> RoomManager::add(std::unique_ptr<Room> room) {
    const std::string id = room->id();
    auto host = std::make_shared<RoomHost>(net::make_strand(executor_), std::move(room), pool, ratings, turnNotices);
    {
        std::lock_guard lock(mutex);
        rooms[id] = host;
    }
    net::post(host->strand(), [host] { host->start(); });
    return host;
}

Result<size_t> RoomManager::load() {
    auto records = storage_.load_rooms();
    if (!records)
        return records.error();
    size_t loaded = 0;
    const Millis now = steady_now_ms();
    for (const RoomRecord& r : records.value()) {
        auto room = Room::restore(r, storage_, now, wall);
        if (!room) {
            spdlog::error("room {} not rebuilt: {}", r.id, room.error().message);
            continue;
        }
        if (room.value()->over())
            continue;
        add(std::move(room).value());
        ++loaded;
    }
    return loaded;
}

Result<RoomManager::Created> RoomManager::create(const protocol::RoomSpec& spec) {
    std::string id;
    for (;;) { // an id no room has, here or in storage
        id = new_room_id();
        if (in_memory(id))
            continue;
        auto stored = storage_.load_room(id);
        if (!stored)
            return stored.error();
        if (!stored.value())
            break;
    }
    if (leases_) // a fresh id: its lease is free
        if (auto owner = leases_->acquire(id); !owner || owner.value() != leases_->node())
            return owner ? make_error("ERR_STORAGE", "room id " + id + " is taken") : owner.error();
    auto created = Room::create(spec, id, storage_, steady_now_ms(), wall);
    if (!created) {
        if (leases_)
            leases_->release(id);
        return created.error();
    }
    add(std::move(created.value().room));
    spdlog::info("room {} created: {}", id, spec.game);
    return Created{id, spec.creatorSeat, std::move(created.value().secret)};
}

std::shared_ptr<RoomHost> RoomManager::in_memory(std::string_view id) const {
    std::lock_guard lock(mutex);
    auto it = rooms.find(std::string(id));
    return it == rooms.end() ? nullptr : it->second;
}

std::shared_ptr<RoomHost> RoomManager::find(std::string_view id) { return locate(id).host; }

RoomManager::Located RoomManager::locate(std::string_view id) {
    if (auto host = in_memory(id))
        return {host, {}};
    std::lock_guard load(loading);
    if (auto host = in_memory(id)) // rebuilt while this call waited
        return {host, {}};
    const std::string room(id);
    if (leases_) {
        auto owner = leases_->acquire(room);
        if (!owner) {
            spdlog::error("room {}: its lease cannot be read: {}", id, owner.error().message);
            return {};
        }
        if (owner.value() != leases_->node())
            return {nullptr, owner.value()};
    }
    auto host = rebuild(room);
    if (!host && leases_)
        leases_->release(room);
    return {host, {}};
}

std::shared_ptr<RoomHost> RoomManager::rebuild(const std::string& id) {
    auto record = storage_.load_room(id);
    if (!record) {
        spdlog::error("room {}: not read from storage: {}", id, record.error().message);
        return nullptr;
    }
    if (!record.value())
        return nullptr;
    auto room = Room::restore(*record.value(), storage_, steady_now_ms(), wall);
    if (!room) {
        spdlog::error("room {} not rebuilt: {}", id, room.error().message);
        return nullptr;
    }
    return add(std::move(room).value());
}

size_t RoomManager::unload_idle(Millis now, Millis idleFor) {
    std::vector<std::shared_ptr<RoomHost>> leaving; // destroyed after the lock is released
    {
        std::lock_guard lock(mutex);
        for (auto it = rooms.begin(); it != rooms.end();) {
            const auto since = it->second->idle_since();
            // use_count 1: only this map holds the room. Every way onto its strand holds a reference (a socket's
            // session, a queued handler, a timer's wait) and a new one is only handed out under this lock.
            if (since && now - *since >= idleFor && it->second.use_count() == 1) {
                leaving.push_back(std::move(it->second));
                it = rooms.erase(it);
            } else {
                ++it;
            }
        }
    }
    if (leases_)
        for (const auto& host : leaving)
            leases_->release(host->id());
    return leaving.size();
}

std::vector<std::string> RoomManager::ids() const {
    std::lock_guard lock(mutex);
    std::vector<std::string> out;
    for (const auto& [id, host] : rooms)
        out.push_back(id);
    return out;
}

void RoomManager::drop(std::string_view id) {
    std::shared_ptr<RoomHost> host;
    {
        std::lock_guard lock(mutex);
        auto it = rooms.find(std::string(id));
        if (it == rooms.end())
            return;
        host = std::move(it->second);
        rooms.erase(it);
    }
    net::post(host->strand(), [host] {
        host->stop();
        host->close_all();
    });
}

Result<nlohmann::json> RoomManager::stored_info(std::string_view id) {
    auto record = storage_.load_room(id);
    if (!record)
        return record.error();
    if (!record.value())
        return make_error("ERR_NO_ROOM", "no room '" + std::string(id.substr(0, 32)) + "'");
    auto room = Room::restore(*record.value(), storage_, steady_now_ms(), wall);
    if (!room)
        return room.error();
    return room.value()->info_json();
}

size_t RoomManager::flag_due(size_t limit) {
    auto due = storage_.rooms_due(wall(), limit);
    if (!due) {
        spdlog::warn("days-per-move deadlines not read: {}", due.error().message);
        return 0;
    }
    size_t woken = 0;
    for (const std::string& id : due.value()) {
        // A room rebuilt here makes its flag fall as it starts; the wake after that finds nothing more to do.
        std::shared_ptr<RoomHost> host = locate(id).host;
        if (!host)
            continue;
        net::post(host->strand(), [host] { host->wake(); });
        ++woken;
    }
    return woken;
}

size_t RoomManager::loaded() const {
    std::lock_guard lock(mutex);
    return rooms.size();
}

std::vector<std::shared_ptr<RoomHost>> RoomManager::all() const {
    std::lock_guard lock(mutex);
    std::vector<std::shared_ptr<RoomHost>> out;
    for (const auto& [id, host] : rooms)
        out.push_back(host);
    return out;
}

std::vector<std::pair<std::string, RoomSummary>> RoomManager::playing(std::string_view game, size_t limit) const {
    std::vector<std::pair<std::string, std::shared_ptr<RoomHost>>> hosts;
    {
        std::lock_guard lock(mutex);
        hosts.assign(rooms.begin(), rooms.end());
    }
    std::vector<std::pair<std::string, RoomSummary>> out;
    for (const auto& [id, host] : hosts) {
        RoomSummary s = host->summary();
        if (s.playing && s.listed && s.game == game) // a private room is for those who have its link
            out.emplace_back(id, std::move(s));
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second.since > b.second.since; });
    if (out.size() > limit)
        out.resize(limit);
    return out;
}

} // namespace littletable::server
