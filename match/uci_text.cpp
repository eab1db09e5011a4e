#include "match/uci_text.h"

#include <algorithm>
#include <charconv>

#include "match/player.h"

namespace littletable::match {

std::vector<std::string_view> split_words(std::string_view line) {
    std::vector<std::string_view> words;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start)
            words.push_back(line.substr(start, i - start));
    }
    return words;
}

std::string position_command(const Game& game, std::string_view standardStartFen) {
    const std::string start = game.start_fen();
    std::string out = start == standardStartFen ? "position startpos" : "position fen " + start;
    if (!game.history().empty()) {
        out += " moves";
        for (const MoveView& m : game.history())
            out += " " + m.text;
    }
    return out;
}

std::string go_command(const TimeControl& tc, const std::vector<int64_t>& clockMs) {
    std::string out = "go";
    if (tc.has_clock() && clockMs.size() >= 2) {
        out += " wtime " + std::to_string(std::max<int64_t>(clockMs[0], 1)) + " btime " +
               std::to_string(std::max<int64_t>(clockMs[1], 1));
        if (tc.incrementMs > 0)
            out += " winc " + std::to_string(tc.incrementMs) + " binc " + std::to_string(tc.incrementMs);
    }
    if (tc.moveTimeMs > 0)
        out += " movetime " + std::to_string(tc.moveTimeMs);
    if (tc.nodes > 0)
        out += " nodes " + std::to_string(tc.nodes);
    if (tc.depth > 0)
        out += " depth " + std::to_string(tc.depth);
    if (out == "go")
        out += " infinite"; // never sent by the runner: a match needs a limit (TimeControl::any)
    return out;
}

std::string setoption_command(std::string_view name, std::string_view value) {
    std::string out = "setoption name " + std::string(name);
    if (!value.empty())
        out += " value " + std::string(value);
    return out;
}

std::optional<int> parse_info_score(std::string_view line) {
    const auto words = split_words(line);
    if (words.empty() || words[0] != "info")
        return std::nullopt;
    for (size_t i = 1; i + 2 < words.size(); ++i) {
        if (words[i] == "string")
            return std::nullopt; // UCI: "string" takes the rest of the line as free text
        if (words[i] != "score")
            continue;
        int value = 0;
        const std::string_view number = words[i + 2];
        const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
        if (ec != std::errc() || end != number.data() + number.size())
            return std::nullopt;
        // UCI: "lowerbound"/"upperbound" after the value mark a score the search only bounds (an aspiration
        // window failed); such a line is not the position's score. Other score words may come between
        // (Stockfish's "wdl W D L"); the score's words end at "pv" or "string".
        for (size_t j = i + 3; j < words.size() && words[j] != "pv" && words[j] != "string"; ++j)
            if (words[j] == "lowerbound" || words[j] == "upperbound")
                return std::nullopt;
        if (words[i + 1] == "cp")
            return std::clamp(value, -MATE_SCORE + 1000, MATE_SCORE - 1000);
        if (words[i + 1] == "mate") {
            // "mate N": mate in N moves (N plies counted as 2N - 1 for the mating side); negative: being mated.
            const int plies = value > 0 ? 2 * std::min(value, 400) - 1 : -2 * std::max(value, -400);
            return value > 0 ? MATE_SCORE - plies : -(MATE_SCORE - plies);
        }
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<std::string> parse_bestmove(std::string_view line) {
    const auto words = split_words(line);
    if (words.empty() || words[0] != "bestmove")
        return std::nullopt;
    return words.size() >= 2 ? std::string(words[1]) : std::string();
}

} // namespace littletable::match
