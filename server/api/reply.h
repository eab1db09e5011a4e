// The API's answers: JSON with a status, errors as `{"error": {"code", "message"}}` with the status their code
// calls for (docs/protocol.md).
#pragma once

#include <nlohmann/json.hpp>

#include "engine/core/result.h"
#include "server/net/api_types.h"

namespace littletable::server {

/// `j` with status `status` (invalid UTF-8 replaced, never thrown).
ApiReply reply(const nlohmann::json& j, unsigned status = 200);
/// The error with the status its code calls for (status_of).
ApiReply error_reply(const Error& e);
/// The error with status `status`, for an endpoint whose status differs from the code's usual one.
ApiReply error_reply(unsigned status, const Error& e);
/// The HTTP status of an error code: 503 storage, 401 not signed in, 403 forbidden, 404 missing, 409 conflict,
/// 429 limited, 400 otherwise.
unsigned status_of(const Error& e);

} // namespace littletable::server
