// The tuner's files checked before a long run spends hours on them: the PGN files it reads, and the weights and
// teacher-score files it writes (which must be regular files: not a directory, a device, a FIFO or a dangling
// link).
#pragma once

#include <optional>
#include <string>

namespace littletable::texel {

/// The whole content of `path`, or nullopt when it is not a regular file that can be read.
std::optional<std::string> read_text_file(const std::string& path);

/// True when `path` is a regular file (or a link to one) that can be opened for writing, or names none yet in a
/// directory where one can be created, and when its temporary file (replace_file) can be created beside it.
/// Nothing is left behind: a file created by the check is removed again (a link never is).
bool writable_file(const std::string& path);

/// Writes `text` to `path` (to its target when it is a link) through a temporary file beside it renamed over it,
/// so that an interrupted write leaves the old content whole. False when the file cannot be written.
bool replace_file(const std::string& path, const std::string& text);

} // namespace littletable::texel
