// Random identifiers and seat secrets (OpenSSL's RAND_bytes), and the hash that storage keeps instead of a
// secret: a leaked database does not let anyone take a seat.
#pragma once

#include <string>
#include <string_view>

namespace littletable::server {

/// Length of a room id: 10 characters of [0-9A-Za-z], about 59.5 random bits.
constexpr size_t ROOM_ID_LENGTH = 10;

/// A new room id, e.g. "h3KqZ0aPx9". Throws std::runtime_error only if the system has no randomness.
std::string new_room_id();
/// A new seat secret: 128 random bits as 32 lower-case hex digits.
std::string new_secret();
/// SHA-256 of `text` as 64 lower-case hex digits.
std::string sha256_hex(std::string_view text);
/// A name for this process among the nodes and workers of a cluster: host, process id and a random part.
std::string new_process_name();
/// True when `id` has the shape of a room id (so it can be used in a path or a query without escaping).
bool valid_room_id(std::string_view id);

} // namespace littletable::server
