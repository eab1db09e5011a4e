#include "server/storage/sql/pool.h"

#include <spdlog/spdlog.h>

#include <algorithm>

namespace littletable::server::sql {

Pool::Pool(size_t size, std::unique_ptr<Connection> first, Open open_) : open(std::move(open_)) {
    slots.resize(std::max<size_t>(size, 1));
    slots[0] = std::move(first);
    for (size_t i = slots.size(); i-- > 0;)
        idle.push_back(i); // slot 0, the open one, is taken first
}

Result<Pool::Lease> Pool::acquire() {
    size_t slot;
    {
        std::unique_lock lock(mutex);
        freed.wait(lock, [&] { return !idle.empty(); });
        slot = idle.back();
        idle.pop_back();
    }
    Lease lease(*this, slot); // the slot is this caller's: it is (re)opened outside the lock
    if (!slots[slot] || slots[slot]->lost()) {
        if (slots[slot])
            spdlog::warn("storage: a connection was lost; opening another");
        slots[slot].reset();
        auto opened = open();
        if (!opened)
            return opened.error();
        slots[slot] = std::move(opened).value();
    }
    return lease;
}

void Pool::give_back(size_t slot) {
    {
        std::lock_guard lock(mutex);
        idle.push_back(slot);
    }
    freed.notify_one();
}

} // namespace littletable::server::sql
