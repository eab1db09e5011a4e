#include "server/storage/data_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

namespace littletable::server {

Result<DataLock> DataLock::acquire(const std::string& dataPath) {
    if (dataPath == ":memory:")
        return DataLock();
    const std::string lockPath = dataPath + ".lock";
    const int fd = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return make_error("ERR_STORAGE", "cannot open " + lockPath + ": " + std::strerror(errno));
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int err = errno;
        ::close(fd);
        if (err == EWOULDBLOCK)
            return make_error("ERR_STORAGE", "another littletable server uses " + dataPath + " (it holds " + lockPath +
                                                 "); stop it or give this one another --data file");
        return make_error("ERR_STORAGE", "cannot lock " + lockPath + ": " + std::strerror(err));
    }
    return DataLock(fd);
}

DataLock::DataLock(DataLock&& other) noexcept : fd(std::exchange(other.fd, -1)) {}

DataLock& DataLock::operator=(DataLock&& other) noexcept {
    if (this != &other) {
        if (fd >= 0)
            ::close(fd);
        fd = std::exchange(other.fd, -1);
    }
    return *this;
}

DataLock::~DataLock() {
    if (fd >= 0)
        ::close(fd);
}

} // namespace littletable::server
