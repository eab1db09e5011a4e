// A few connections to one database, each used by one caller at a time: a caller takes one for the length of a
// call (a lease) and waits while all are taken. A connection is opened when first needed, and opened again in
// place of one that was lost (the server restarted, the network failed). SQLite uses one connection: its
// writes take turns anyway.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "server/storage/sql/connection.h"

namespace littletable::server::sql {

class Pool {
public:
    using Open = std::function<Result<std::unique_ptr<Connection>>()>;

    /// At most `size` connections (at least one) made by `open`; `first` is the first, open already.
    Pool(size_t size, std::unique_ptr<Connection> first, Open open);

    /// One connection for one caller, given back when the lease ends.
    class Lease {
    public:
        Lease(Lease&& other) noexcept : pool(other.pool), slot(other.slot) { other.pool = nullptr; }
        Lease& operator=(Lease&&) = delete;
        ~Lease() {
            if (pool)
                pool->give_back(slot);
        }
        Connection& operator*() const { return *pool->slots[slot]; }

    private:
        friend class Pool;
        Lease(Pool& pool, size_t slot) : pool(&pool), slot(slot) {}
        Pool* pool;
        size_t slot;
    };

    /// A connection of the caller's own, waiting while every one is leased. Errors: ERR_STORAGE when the
    /// connection cannot be opened (again).
    Result<Lease> acquire();
    size_t size() const { return slots.size(); }

private:
    void give_back(size_t slot);

    const Open open;
    std::mutex mutex;
    std::condition_variable freed;
    std::vector<std::unique_ptr<Connection>> slots; ///< null until opened
    std::vector<size_t> idle; ///< the slots nobody leases
};

} // namespace littletable::server::sql
