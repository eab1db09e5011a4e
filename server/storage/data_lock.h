// One server per data file: an advisory lock (flock) on `<data file>.lock`, held while the server runs. Two servers
// writing one SQLite file would each replay and extend the same rooms, and a move of one would collide with the
// other's (a raw UNIQUE constraint error); the second server is refused at start instead.
#pragma once

#include <string>

#include "engine/core/result.h"

namespace littletable::server {

/// The lock on a data file, released when destroyed (or when the process ends, however it ends).
class DataLock {
public:
    /// Takes the lock of `dataPath` (its folder must exist). ":memory:" needs none: an empty lock.
    /// Errors: ERR_STORAGE when another process holds it (naming the file) or the lock file cannot be opened.
    static Result<DataLock> acquire(const std::string& dataPath);

    DataLock() = default;
    DataLock(DataLock&& other) noexcept;
    DataLock& operator=(DataLock&& other) noexcept;
    DataLock(const DataLock&) = delete;
    DataLock& operator=(const DataLock&) = delete;
    ~DataLock();

private:
    explicit DataLock(int fd) : fd(fd) {}
    int fd = -1;
};

} // namespace littletable::server
