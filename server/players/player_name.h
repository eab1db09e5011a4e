// What a player may be called, and when two names are the same name. A name is UTF-8 text of 3 to 20 characters
// (code points, after NFC normalisation): letters of any script (with their combining marks), digits, '_' and
// '-', a letter first, no two of '_' and '-' in a row, the letters of one script as ICU's spoof checker reads it
// (Latin with a Cyrillic "а" is refused), and nothing that passes for the platform's own seats and labels
// ("Computer", "CPU", "admin", ...), compared on confusable skeletons so "аdmin" with a Cyrillic "а" or "adrnin"
// is refused too. Two names are the same name when their case-folded forms (the key) or the confusable skeletons
// of those forms are equal: "Müller" and "MÜLLER", "coco" and a Cyrillic "сосо". Through ICU (libicu).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.h"

namespace littletable::server {

constexpr size_t MIN_NAME_LENGTH = 3;
constexpr size_t MAX_NAME_LENGTH = 20;

/// The rule a name breaks, for a text in the page's language: the rule and what it names (a character, a word,
/// the scripts), beside the English message of its error.
struct NameProblem {
    std::string rule; ///< "utf8", "length", "start", "character", "joiners", "scripts", "digits", "marks",
        ///< "reserved-part", "reserved-name"
    std::string detail; ///< the character, word or scripts the rule names; "" for the others
    Error error; ///< ERR_NAME_INVALID with the rule in English
};

/// A name as stored: its NFC text, its key (the case fold of the NFC text) and its confusable skeleton.
struct PlayerName {
    std::string text;
    std::string key;
    std::string skeleton;
};

/// The rule `name` breaks, or nullopt when it is a valid name.
std::optional<NameProblem> name_problem(std::string_view name);

/// Ok, or ERR_NAME_INVALID with the rule the name breaks.
Result<Ok> check_player_name(std::string_view name);

/// The valid name `name` as stored. Errors: ERR_NAME_INVALID with the rule it breaks.
Result<PlayerName> player_name(std::string_view name);

/// The forms of any UTF-8 text as a name would be stored, valid or not (for finding a player by what was typed);
/// nullopt when it is not UTF-8.
std::optional<PlayerName> name_forms(std::string_view name);

} // namespace littletable::server
