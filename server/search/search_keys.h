// The Redis keys of the search queue, under one prefix ("lt:" in production; tests use their own):
//   PREFIXsearch:jobs           the stream of jobs, read by the consumer group "workers"
//   PREFIXsearch:workers        a sorted set: each worker thread's name, scored by its last heartbeat (Unix ms)
//   PREFIXsearch:answers:NODE   a list per node: the answers to its jobs
#pragma once

#include <string>

namespace littletable::server {

struct SearchKeys {
    std::string prefix = "lt:";

    std::string jobs() const { return prefix + "search:jobs"; }
    std::string workers() const { return prefix + "search:workers"; }
    std::string answers_prefix() const { return prefix + "search:answers:"; }
    std::string answers(const std::string& node) const { return answers_prefix() + node; }
    static constexpr const char* GROUP = "workers";
};

} // namespace littletable::server
