// The Redis server of the tests that need one: LITTLETABLE_TEST_REDIS holds its URL (scripts/test.sh starts one
// with scripts/redis.sh). Each test takes keys under a prefix of its own, so that tests may run side by side.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>

#include "server/redis/redis_client.h"
#include "server/common/secrets.h"

namespace littletable::server::testing {

/// The tests' Redis, or nullopt when none is given (the test then skips itself).
inline std::optional<redis::Address> test_redis() {
    const char* url = std::getenv("LITTLETABLE_TEST_REDIS");
    if (!url || !*url)
        return std::nullopt;
    return redis::parse_url(url).value();
}

/// A key prefix no other test uses.
inline std::string test_key_prefix() { return "test:" + new_secret().substr(0, 10) + ":"; }

} // namespace littletable::server::testing
