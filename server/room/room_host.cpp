#include "server/room/room_host.h"

#include <boost/asio/post.hpp>
#include <spdlog/spdlog.h>

#include "server/common/wall_clock.h"

namespace littletable::server {

namespace net = boost::asio;

Millis steady_now_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

RoomHost::RoomHost(net::any_io_executor strand, std::unique_ptr<Room> room, Searcher& pool_, RatingRecorder* ratings_,
                   TurnNotices* turns_)
    : strand_(std::move(strand)), room_(std::move(room)), id_(room_->id()), pool(pool_), ratings(ratings_),
      turns(turns_), timer(strand_) {
    room_->read_ratings_from(ratings);
}

void RoomHost::start() { apply(room_->start(steady_now_ms())); }

void RoomHost::attach(ConnId c, std::weak_ptr<Connection> conn, protocol::SeatPlayer player) {
    if (stopped) { // the room left this node (or the node stops): the socket reconnects to its new owner
        if (auto open = conn.lock())
            open->close();
        return;
    }
    conns[c] = std::move(conn);
    room_->connect(c, std::move(player));
    note_idle();
}

void RoomHost::detach(ConnId c) {
    conns.erase(c);
    apply(room_->disconnect(c, steady_now_ms()));
}

void RoomHost::receive(ConnId c, const protocol::ClientMessage& m) {
    if (!stopped) // a stopped room stores nothing more: another node may own it now
        apply(room_->receive(c, m, steady_now_ms()));
}

void RoomHost::wake() {
    if (!stopped)
        apply(room_->on_timer(steady_now_ms()));
}

void RoomHost::stop() {
    stopped = true;
    for (auto& [id, flag] : searches)
        flag->store(true);
    searches.clear();
    timer.cancel();
}

std::optional<Millis> RoomHost::idle_since() const {
    const Millis since = idleSince.load(std::memory_order_acquire);
    return since < 0 ? std::nullopt : std::optional<Millis>(since);
}

void RoomHost::note_idle() {
    const bool idle = conns.empty() && searches.empty() && !timed_deadline();
    if (!idle)
        idleSince.store(-1, std::memory_order_release);
    else if (idleSince.load(std::memory_order_relaxed) < 0)
        idleSince.store(steady_now_ms(), std::memory_order_release);
}

void RoomHost::close_all() {
    for (auto& [id, weak] : conns)
        if (auto conn = weak.lock())
            conn->close();
}

RoomSummary RoomHost::summary() const {
    std::lock_guard lock(summaryMutex);
    return summary_;
}

void RoomHost::apply(Effects fx) {
    {
        RoomSummary s{room_->variant(),
                      false,
                      room_->settings().ranked,
                      room_->settings().isPublic,
                      {},
                      int(room_->game().history().size()),
                      steady_now_ms()};
        bool full = true;
        for (const protocol::out::SeatView& seat : room_->seat_views()) {
            s.names.push_back(seat.name);
            full &= seat.taken;
        }
        s.playing = full && !room_->over() && s.plies > 0; // a room nobody has moved in is not a game yet
        std::lock_guard lock(summaryMutex);
        summary_ = std::move(s);
    }
    for (const Outgoing& out : fx.frames)
        if (auto it = conns.find(out.to); it != conns.end())
            if (auto conn = it->second.lock())
                conn->send(out.frame);
    for (uint64_t id : fx.cancelled)
        if (auto it = searches.find(id); it != searches.end()) {
            it->second->store(true);
            searches.erase(it);
        }
    if (!stopped)
        for (CpuRequest& req : fx.searches) {
            const uint64_t id = req.id;
            std::weak_ptr<RoomHost> weak = weak_from_this();
            searches[id] = pool.submit(std::move(req.game), req.limits, [weak, id](Result<std::string> move) {
                if (auto self = weak.lock())
                    net::post(self->strand_,
                              [self, id, move = std::move(move)]() mutable { self->cpu_done(id, std::move(move)); });
            });
        }
    if (turns)
        for (TurnNotice& notice : fx.turns)
            turns->your_turn(std::move(notice));
    arm_timer();
    // A ranked game ended: rated (stored) here on the strand, then announced.
    if (fx.finished && ratings) {
        auto verdict = ratings->rate(*fx.finished, unix_ms());
        if (verdict)
            apply(room_->ratings_known(fx.finished->gameNo, verdict.value().changes, verdict.value().unrated));
        else
            spdlog::warn("room {}: game {} not rated: {}", room_->id(), fx.finished->gameNo, verdict.error().message);
    }
    note_idle();
}

void RoomHost::cpu_done(uint64_t id, Result<std::string> move) {
    if (searches.erase(id) == 0 || stopped)
        return; // cancelled
    if (!move && move.error().code == "ERR_CANCELLED")
        return note_idle(); // the pool is stopping: no last-second moves
    apply(room_->cpu_moved(id, move, steady_now_ms()));
}

std::optional<Millis> RoomHost::timed_deadline() const {
    if (conns.empty() && room_->days_clock())
        return std::nullopt;
    return room_->next_deadline();
}

/// One wait at a time for the room's next deadline; a re-arm makes older waits stale (generation check).
void RoomHost::arm_timer() {
    const uint64_t generation = ++timerGeneration;
    const std::optional<Millis> at = timed_deadline();
    if (!at || stopped) {
        timer.cancel();
        return;
    }
    timer.expires_at(std::chrono::steady_clock::time_point(std::chrono::milliseconds(*at)));
    timer.async_wait([self = shared_from_this(), generation](boost::system::error_code ec) {
        if (ec || generation != self->timerGeneration)
            return;
        self->apply(self->room_->on_timer(steady_now_ms()));
    });
}

} // namespace littletable::server
