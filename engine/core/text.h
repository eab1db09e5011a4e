// Input text as error messages show it: printable ASCII as is, other bytes as \xNN, and long input cut short, so
// that garbage and huge input give short, readable messages. Shared by every parser of the engine.
#pragma once

#include <string>
#include <string_view>

namespace littletable {

/// At most `maxShown` characters of `text` (then "..."), non-printable bytes as \xNN.
std::string printable(std::string_view text, size_t maxShown = 32);

/// printable(text) in single quotes.
std::string quoted(std::string_view text);

/// A count with its noun in English, singular for one: "1 field", "3 fields".
std::string counted(size_t n, std::string_view noun);

} // namespace littletable
