#include "server/players/player_name.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>
#include <unicode/utf8.h>

#include <array>
#include <cstdio>
#include <set>
#include <stdexcept>
#include <string>

namespace littletable::server {

namespace {

// Names a seat or a label of the platform shows, and words that pass for a computer or staff.
constexpr std::array<std::string_view, 5> RESERVED_PARTS = {"computer", "cpu", "stockfish", "admin", "littletable"};
constexpr std::array<std::string_view, 7> RESERVED_NAMES = {"player", "deleted",   "anonymous", "guest",
                                                            "system", "moderator", "engine"};

/// Longer input is refused before ICU reads it: no name of 20 characters takes this many bytes, even decomposed.
constexpr size_t MAX_NAME_BYTES = 256;

/// ICU's spoof checker, configured once (its checks are thread-safe once configured): the characters of UTS 39's
/// identifier profile with '_' and '-', highly restrictive script mixing (one script, or Latin with the scripts
/// Japanese, Chinese or Korean write with), no digits of two numbering systems, no invisible repeats.
class NameChecker {
public:
    NameChecker() {
        UErrorCode status = U_ZERO_ERROR;
        checker = uspoof_open(&status);
        allowed.addAll(*icu::UnicodeSet::fromUSet(uspoof_getRecommendedSet(&status)));
        allowed.add(u'_').add(u'-').freeze();
        uspoof_setChecks(checker, USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS | USPOOF_INVISIBLE, &status);
        uspoof_setRestrictionLevel(checker, USPOOF_HIGHLY_RESTRICTIVE);
        nfc = icu::Normalizer2::getNFCInstance(status);
        if (U_FAILURE(status))
            throw std::runtime_error(std::string("ICU's spoof checker did not start: ") + u_errorName(status));
    }
    ~NameChecker() { uspoof_close(checker); }
    NameChecker(const NameChecker&) = delete;
    NameChecker& operator=(const NameChecker&) = delete;

    USpoofChecker* checker = nullptr;
    icu::UnicodeSet allowed;
    const icu::Normalizer2* nfc = nullptr;
};

const NameChecker& name_checker() {
    static const NameChecker c;
    return c;
}

std::string utf8(const icu::UnicodeString& s) {
    std::string out;
    s.toUTF8String(out);
    return out;
}

/// One character for a message: itself, or U+XXXX when it is not visible.
std::string shown_character(UChar32 c) {
    if (u_isgraph(c))
        return "'" + utf8(icu::UnicodeString(c)) + "'";
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", unsigned(c));
    return code;
}

bool valid_utf8(std::string_view s) {
    for (int32_t i = 0, n = int32_t(s.size()); i < n;) {
        UChar32 c;
        U8_NEXT(s.data(), i, n, c);
        if (c < 0)
            return false;
    }
    return true;
}

bool name_letter(UChar32 c) { return (U_GET_GC_MASK(c) & U_GC_L_MASK) != 0; }
bool name_mark(UChar32 c) { return (U_GET_GC_MASK(c) & U_GC_M_MASK) != 0; }
bool name_digit(UChar32 c) { return u_charType(c) == U_DECIMAL_DIGIT_NUMBER; }
bool name_joiner(UChar32 c) { return c == u'_' || c == u'-'; }

icu::UnicodeString skeleton_of(const icu::UnicodeString& folded) {
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString out;
    uspoof_getSkeletonUnicodeString(name_checker().checker, 0, folded, out, &status);
    return U_FAILURE(status) ? folded : out;
}

icu::UnicodeString skeleton_of(std::string_view asciiWord) {
    return skeleton_of(icu::UnicodeString::fromUTF8(icu::StringPiece(asciiWord.data(), int32_t(asciiWord.size()))));
}

/// The scripts of a name's letters (not Common or Inherited), as "Latin and Cyrillic".
std::string scripts_of(const icu::UnicodeString& name) {
    std::set<std::string> names;
    for (int32_t i = 0; i < name.length(); i += U16_LENGTH(name.char32At(i))) {
        UErrorCode status = U_ZERO_ERROR;
        const UScriptCode script = uscript_getScript(name.char32At(i), &status);
        if (U_SUCCESS(status) && script != USCRIPT_COMMON && script != USCRIPT_INHERITED)
            names.insert(uscript_getName(script));
    }
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : " and ") + n;
    return out;
}

NameProblem problem(std::string rule, std::string detail, std::string message) {
    return NameProblem{std::move(rule), std::move(detail), make_error("ERR_NAME_INVALID", std::move(message))};
}

icu::UnicodeString nfc_of(std::string_view name) {
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString out = name_checker().nfc->normalize(
        icu::UnicodeString::fromUTF8(icu::StringPiece(name.data(), int32_t(name.size()))), status);
    return U_FAILURE(status) ? icu::UnicodeString() : out;
}

/// The rule a name's characters break (length, first letter, characters, joiners), or nullopt.
std::optional<NameProblem> character_problem(const icu::UnicodeString& text) {
    const int32_t length = text.countChar32();
    if (length < int32_t(MIN_NAME_LENGTH) || length > int32_t(MAX_NAME_LENGTH))
        return problem("length", "",
                       "a name has " + std::to_string(MIN_NAME_LENGTH) + " to " + std::to_string(MAX_NAME_LENGTH) +
                           " characters");
    if (!name_letter(text.char32At(0)))
        return problem("start", "", "a name starts with a letter");
    UChar32 previous = 0;
    for (int32_t i = 0; i < text.length(); i += U16_LENGTH(text.char32At(i))) {
        const UChar32 c = text.char32At(i);
        const bool markOfALetter = name_mark(c) && (name_letter(previous) || name_mark(previous));
        if (!((name_letter(c) || markOfALetter || name_digit(c) || name_joiner(c)) &&
              name_checker().allowed.contains(c)))
            return problem("character", utf8(icu::UnicodeString(c)),
                           "a name has only letters, digits, '_' and '-', not " + shown_character(c));
        if (name_joiner(c) && name_joiner(previous))
            return problem("joiners", "", "a name has no two of '_' and '-' in a row");
        previous = c;
    }
    return std::nullopt;
}

/// The reserved word a name's skeleton holds, or nullopt.
std::optional<NameProblem> reserved_problem(const icu::UnicodeString& skeleton) {
    for (std::string_view part : RESERVED_PARTS)
        if (skeleton.indexOf(skeleton_of(part)) >= 0)
            return problem("reserved-part", std::string(part),
                           "a name may not contain '" + std::string(part) + "' (or letters that look like it)");
    for (std::string_view reserved : RESERVED_NAMES)
        if (skeleton == skeleton_of(reserved))
            return problem("reserved-name", std::string(reserved),
                           "'" + std::string(reserved) + "' (or a name that looks like it) is reserved");
    return std::nullopt;
}

/// The rule the spoof checker finds broken (scripts mixed, digits of two systems, invisible repeats), or nullopt.
std::optional<NameProblem> spoof_problem(const icu::UnicodeString& text) {
    UErrorCode status = U_ZERO_ERROR;
    const int32_t failed = uspoof_check2UnicodeString(name_checker().checker, text, nullptr, &status);
    if (U_FAILURE(status))
        return problem("character", "", "a name has only letters, digits, '_' and '-'");
    if (failed & USPOOF_RESTRICTION_LEVEL) {
        const std::string scripts = scripts_of(text);
        return problem("scripts", scripts, "a name has the letters of one script, not " + scripts);
    }
    if (failed & USPOOF_MIXED_NUMBERS)
        return problem("digits", "", "a name has the digits of one numbering system");
    if (failed & USPOOF_INVISIBLE)
        return problem("marks", "", "a name has no mark twice on one letter");
    return std::nullopt;
}

} // namespace

std::optional<PlayerName> name_forms(std::string_view name) {
    if (name.size() > MAX_NAME_BYTES || !valid_utf8(name))
        return std::nullopt;
    const icu::UnicodeString text = nfc_of(name);
    icu::UnicodeString folded(text);
    folded.foldCase();
    return PlayerName{utf8(text), utf8(folded), utf8(skeleton_of(folded))};
}

std::optional<NameProblem> name_problem(std::string_view name) {
    if (!valid_utf8(name))
        return problem("utf8", "", "a name is UTF-8 text");
    if (name.size() > MAX_NAME_BYTES)
        return problem("length", "",
                       "a name has " + std::to_string(MIN_NAME_LENGTH) + " to " + std::to_string(MAX_NAME_LENGTH) +
                           " characters");
    const icu::UnicodeString text = nfc_of(name);
    if (auto p = character_problem(text))
        return p;
    icu::UnicodeString folded(text);
    folded.foldCase();
    if (auto p = reserved_problem(skeleton_of(folded)))
        return p;
    return spoof_problem(text);
}

Result<Ok> check_player_name(std::string_view name) {
    if (auto p = name_problem(name))
        return p->error;
    return Ok{};
}

Result<PlayerName> player_name(std::string_view name) {
    if (auto p = name_problem(name))
        return p->error;
    return *name_forms(name);
}

} // namespace littletable::server
