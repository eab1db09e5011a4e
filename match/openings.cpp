#include "match/openings.h"

#include <fstream>
#include <memory>
#include <sstream>

#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "match/uci_text.h"

namespace littletable::match {

namespace {

bool is_move_number(std::string_view w) {
    size_t digits = 0;
    while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9')
        ++digits;
    return digits > 0 && digits < w.size() && w.find_first_not_of('.', digits) == std::string_view::npos;
}

bool is_result(std::string_view w) { return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*"; }

std::string joined(const std::vector<std::string_view>& words, size_t count) {
    std::string out;
    for (size_t i = 0; i < count; ++i) {
        if (i > 0)
            out += ' ';
        out += words[i];
    }
    return out;
}

/// A position line: the whole line, or for an EPD line (operations ending in ';') the longest run of leading
/// words that the variant reads as a position.
Result<std::unique_ptr<Game>> position(const GameInfo& info, std::string_view line) {
    const auto words = split_words(line);
    Result<std::unique_ptr<Game>> whole = info.create(joined(words, words.size()));
    if (whole || line.find(';') == std::string_view::npos)
        return whole;
    for (size_t n = words.size() - 1; n >= 1; --n)
        if (Result<std::unique_ptr<Game>> g = info.create(joined(words, n)); g)
            return g;
    return whole;
}

/// A move line: the variant's start position and the moves, move numbers and a result skipped.
Result<std::unique_ptr<Game>> moves(const GameInfo& info, std::string_view line) {
    Result<std::unique_ptr<Game>> created = info.create("");
    if (!created)
        return created;
    Game& game = *created.value();
    for (std::string_view word : split_words(line)) {
        if (is_move_number(word) || is_result(word))
            continue;
        // "1.e4": a move number glued to its move.
        if (const size_t dot = word.find_last_of('.');
            dot != std::string_view::npos && is_move_number(word.substr(0, dot + 1)))
            word.remove_prefix(dot + 1);
        if (Result<MoveView> played = game.play(word); !played)
            return make_error(played.error().code, "move '" + std::string(word) + "': " + played.error().message);
    }
    return created;
}

} // namespace

Result<std::vector<Opening>> read_openings(std::string_view text, std::string_view variant) {
    const GameInfo* info = find_game(variant);
    if (!info)
        return errors::unknown_game(variant);
    std::vector<Opening> out;
    std::istringstream in{std::string(text)};
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const auto words = split_words(line);
        if (words.empty() || words[0][0] == '#')
            continue;
        Result<std::unique_ptr<Game>> game =
            words[0].find('/') != std::string_view::npos ? position(*info, line) : moves(*info, line);
        const std::string where = "openings line " + std::to_string(number) + ": ";
        if (!game)
            return make_error("ERR_OPENINGS", where + game.error().message);
        if (game.value()->outcome().over() || game.value()->legal_moves().empty())
            return make_error("ERR_OPENINGS", where + "the game is already over in this position");
        Opening opening{game.value()->start_fen(), {}, number};
        for (const MoveView& m : game.value()->history())
            opening.moves.push_back(m.text);
        out.push_back(std::move(opening));
    }
    if (out.empty())
        return make_error("ERR_OPENINGS", "no openings found (one FEN, EPD or line of moves per line; '#' comments)");
    return out;
}

Result<std::vector<Opening>> load_openings(const std::string& path, std::string_view variant) {
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return make_error("ERR_OPENINGS", "cannot read openings file '" + path + "'");
    std::ostringstream text;
    text << file.rdbuf();
    return read_openings(text.str(), variant);
}

} // namespace littletable::match
