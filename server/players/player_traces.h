// Where signed-in players play from, for the rule that accounts sharing an address or a device in the last 24
// hours play unrated games against each other (trace_storage.h, docs/rules-decisions.md "Consent"). A device is
// the `lt_device` cookie: a random id the server issues at sign-up and sign-in (HttpOnly, so scripts cannot read
// or copy it). Only SHA-256 hashes of the address and the device id are stored; neither goes into a frame, a log
// line or an answer.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "server/storage/trace_storage.h"

namespace littletable::server {

constexpr std::string_view DEVICE_COOKIE = "lt_device";
/// The device cookie lasts 400 days, the most browsers keep a cookie.
constexpr int64_t DEVICE_COOKIE_SECONDS = 400LL * 24 * 60 * 60;

/// A Set-Cookie value that stores device id `id`; `secure` adds the Secure attribute.
std::string device_cookie(std::string_view id, bool secure = false);

/// Whether `address` tells players apart: not empty and not a loopback address (127.0.0.0/8, ::1). A loopback
/// client is the server's own machine — a developer, a test, or a proxy on the same host that is not configured
/// as trusted (then every player would seem to share one address).
bool address_counts(std::string_view address);

/// Records that `player` was here at `nowMs` from `address` (when address_counts) and device `deviceId` (when
/// not empty). A storage failure is logged without either.
void note_traces(TraceStorage& storage, int64_t player, std::string_view address, std::string_view deviceId,
                 int64_t nowMs);

} // namespace littletable::server
