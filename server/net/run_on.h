// A blocking call (storage, a room's strand) run on another executor while the calling coroutine waits without
// holding its thread: how an I/O thread hands work that may wait to the threads made for it.
#pragma once

#include <boost/asio/awaitable.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <type_traits>
#include <utility>

namespace littletable::server {

/// `fn()` on `executor`; the caller resumes on its own executor with the result (default-constructible), or with
/// what `fn` threw.
template<class Executor, class F>
boost::asio::awaitable<std::invoke_result_t<F&>> run_on(const Executor& executor, F fn) {
    using R = std::invoke_result_t<F&>;
    auto task = [fn = std::move(fn)]() mutable -> boost::asio::awaitable<R> { co_return fn(); };
    // Not a temporary inside the co_await expression: GCC 12 destroys those twice.
    auto pending = boost::asio::co_spawn(executor, std::move(task), boost::asio::use_awaitable);
    co_return co_await std::move(pending);
}

} // namespace littletable::server
