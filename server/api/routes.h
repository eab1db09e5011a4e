// The JSON API of docs/protocol.md as one table (routes.cpp): method, path, handler, the per-address limit a
// request takes, and where its handler runs. Errors are `{"error": {"code", "message"}}` (api/reply.h).
#pragma once

#include <boost/asio/awaitable.hpp>

#include "server/api/api_context.h"
#include "server/net/api_types.h"

namespace littletable::server {

/// Answers a request whose path starts with /api/: 404 ERR_NOT_FOUND for a path no route has, 405 ERR_METHOD for
/// a method its routes do not take, 429 ERR_RATE_LIMITED when the route's limit is spent.
boost::asio::awaitable<ApiReply> handle_api(const ApiRequest& req, ApiContext& ctx);

} // namespace littletable::server
