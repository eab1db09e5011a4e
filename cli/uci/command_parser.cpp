#include "cli/uci/command_parser.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace littletable::cli::uci {

namespace {

/// Every word that starts a `go` parameter.
constexpr std::string_view GO_WORDS[] = {"wtime", "btime", "winc",     "binc",   "movestogo",   "movetime", "depth",
                                         "nodes", "mate",  "infinite", "ponder", "searchmoves", "perft"};

bool is_go_word(std::string_view w) {
    return std::find(std::begin(GO_WORDS), std::end(GO_WORDS), w) != std::end(GO_WORDS);
}

std::optional<int64_t> to_int(std::string_view text) {
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return v;
}

std::string join(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
    std::string s;
    for (std::size_t i = from; i < to; ++i)
        s += (i > from ? " " : "") + words[i];
    return s;
}

Error syntax_error(std::string message) { return make_error("ERR_UCI_SYNTAX", std::move(message)); }

/// The number after words[i] (a parameter name), advancing i past what it reads. A missing number (end of
/// line or another parameter next) is not consumed; a garbled one is.
std::optional<int64_t> read_number(const std::vector<std::string>& words, std::size_t& i, GoCommand& go) {
    const std::string& name = words[i];
    if (i + 1 >= words.size() || is_go_word(words[i + 1])) {
        go.warnings.push_back("go: " + name + " needs a number; ignored");
        return std::nullopt;
    }
    const std::string& text = words[++i];
    const std::optional<int64_t> v = to_int(text);
    if (!v)
        go.warnings.push_back("go: " + name + " needs a number, got '" + text + "'; ignored");
    return v;
}

/// A time in ms: a negative one is read as 0 (a GUI may send a clock that already ran out).
int64_t as_time(const std::string& name, int64_t v, GoCommand& go) {
    if (v >= 0)
        return v;
    go.warnings.push_back("go: " + name + " " + std::to_string(v) + " is negative; read as 0");
    return 0;
}

/// A count that must be at least 1 (depth, nodes, mate, movestogo): anything else is ignored.
std::optional<int64_t> as_count(const std::string& name, int64_t v, GoCommand& go) {
    if (v >= 1)
        return v;
    go.warnings.push_back("go: " + name + " " + std::to_string(v) + " is not a positive count; ignored");
    return std::nullopt;
}

} // namespace

std::vector<std::string> split_words(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
            ++i;
        if (i > start)
            words.emplace_back(line.substr(start, i - start));
    }
    return words;
}

bool GoCommand::bounded() const { return timeMs[0] || timeMs[1] || moveTimeMs || depth > 0 || nodes > 0 || mate > 0; }

GoCommand parse_go(const std::vector<std::string>& words) {
    GoCommand go;
    constexpr int64_t INT_MAX_64 = std::numeric_limits<int>::max();
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "infinite")
            go.infinite = true;
        else if (w == "ponder")
            go.ponder = true;
        else if (w == "searchmoves") {
            while (i + 1 < words.size() && !is_go_word(words[i + 1]))
                go.searchMoves.push_back(words[++i]);
        } else if (w == "wtime" || w == "btime") {
            if (const auto v = read_number(words, i, go))
                go.timeMs[w == "btime"] = as_time(w, *v, go);
        } else if (w == "winc" || w == "binc") {
            if (const auto v = read_number(words, i, go))
                go.incrementMs[w == "binc"] = as_time(w, *v, go);
        } else if (w == "movetime") {
            if (const auto v = read_number(words, i, go))
                go.moveTimeMs = std::max<int64_t>(as_time(w, *v, go), 1);
        } else if (w == "depth" || w == "mate" || w == "movestogo" || w == "nodes" || w == "perft") {
            const auto v = read_number(words, i, go);
            const auto n = v ? as_count(w, *v, go) : std::nullopt;
            if (!n)
                continue;
            if (w == "nodes")
                go.nodes = uint64_t(*n);
            else
                (w == "depth"   ? go.depth
                 : w == "mate"  ? go.mate
                 : w == "perft" ? go.perft
                                : go.movesToGo) = int(std::min(*n, INT_MAX_64));
        } else
            go.warnings.push_back("go: unknown parameter '" + w + "' ignored");
    }
    return go;
}

Result<PositionCommand> parse_position(const std::vector<std::string>& words) {
    PositionCommand cmd;
    const auto movesAt = std::find(words.begin(), words.end(), "moves");
    const std::size_t end = std::size_t(movesAt - words.begin());
    if (words.size() < 2 || (words[1] != "startpos" && words[1] != "fen"))
        return syntax_error("position: expected 'startpos' or 'fen'" +
                            (words.size() < 2 ? std::string() : ", got '" + words[1] + "'"));
    if (words[1] == "startpos") {
        if (end > 2)
            return syntax_error("position startpos: unexpected '" + join(words, 2, end) + "' before 'moves'");
    } else {
        cmd.fen = join(words, 2, end);
        if (cmd.fen.empty())
            return syntax_error("position fen: no FEN given");
    }
    if (movesAt != words.end())
        cmd.moves.assign(movesAt + 1, words.end());
    return cmd;
}

Result<SetOptionCommand> parse_setoption(const std::vector<std::string>& words) {
    if (words.size() < 2 || words[1] != "name")
        return syntax_error("setoption: expected 'setoption name <id> [value <x>]'");
    const auto valueAt = std::find(words.begin() + 2, words.end(), "value");
    const std::size_t end = std::size_t(valueAt - words.begin());
    SetOptionCommand cmd{join(words, 2, end), {}};
    if (cmd.name.empty())
        return syntax_error("setoption: the option name is missing");
    if (valueAt != words.end())
        cmd.value = join(words, end + 1, words.size());
    return cmd;
}

} // namespace littletable::cli::uci
