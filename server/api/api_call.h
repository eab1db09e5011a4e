// One call of an API endpoint as its handler sees it: the request, the path's variable segments, the shared
// context. Handlers answer with api/reply.h.
#pragma once

#include <boost/asio/awaitable.hpp>

#include <string>
#include <vector>

#include "server/api/api_context.h"
#include "server/net/api_types.h"

namespace littletable::server {

struct ApiCall {
    ApiCall(const ApiRequest& req_, std::vector<std::string> args_, ApiContext& ctx_)
        : req(req_), args(std::move(args_)), ctx(ctx_) {}

    const ApiRequest& req;
    std::vector<std::string> args; ///< the path's "{}" segments, percent-decoded, in order
    ApiContext& ctx;
};

/// A handler that answers at once, on the thread its route names (api/routes.cpp).
using ApiHandler = ApiReply (*)(const ApiCall&);
/// A handler that waits for something (a room's strand).
using AsyncApiHandler = boost::asio::awaitable<ApiReply> (*)(const ApiCall&);

} // namespace littletable::server
