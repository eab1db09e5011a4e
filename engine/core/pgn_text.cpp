// PGN as text (see pgn_text.h): §5 comments, §6 escape lines ('%' in column one), §7 tokens and string escapes
// (\" and \\), §8.1 tag pairs and the Seven Tag Roster, §8.2 movetext (§8.2.1 export lines of fewer than 80
// characters, §8.2.2 move number indications, §8.2.4 NAGs, §8.2.5 recursive variations), §9.7 SetUp and FEN.
//
// The reader makes one pass with a cursor that counts lines. Nothing recurses (a variation is skipped with a
// depth counter), so neither deep nesting nor huge input can exhaust the stack, and every error names a line
// or a move. Only the first game is read: a '[' after the movetext has begun starts the next one (split_pgn_games
// reads a text of many games with this reader, one game at a time; for it, a tag named again after a blank line
// also begins the next game).
#include "engine/core/pgn_text.h"

#include <algorithm>

#include "engine/core/text.h"

namespace littletable {

namespace {

constexpr std::string_view SEVEN_TAG_ROSTER[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
/// §8.2.1: export lines have "less than 80 printing characters".
constexpr size_t MAX_LINE = 79;
constexpr size_t NPOS = std::string_view::npos;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alnum(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
/// §7: a symbol (here, a tag name) is made of letters, digits and "_+#=:-".
bool is_tag_name_char(char c) { return is_alnum(c) || std::string_view("_+#=:-").find(c) != NPOS; }
/// Ends a movetext token: blanks and the characters that begin or end something else.
bool is_delimiter(char c) { return is_space(c) || std::string_view("{}()[];$").find(c) != NPOS; }

bool is_tag_name(std::string_view name) {
    if (name.empty())
        return false;
    for (char c : name)
        if (!is_tag_name_char(c))
            return false;
    return true;
}

bool in_roster(std::string_view name) {
    for (std::string_view r : SEVEN_TAG_ROSTER)
        if (name == r)
            return true;
    return false;
}

Error line_error(const char* code, size_t line, const std::string& what) {
    return make_error(code, "line " + std::to_string(line) + ": " + what);
}

/// A position in the text that counts lines (1-based).
struct Cursor {
    std::string_view text;
    size_t at = 0;
    size_t line = 1;

    bool done() const { return at >= text.size(); }
    char peek() const { return text[at]; }
    void advance() {
        if (text[at++] == '\n')
            ++line;
    }
    bool at_line_start() const { return at == 0 || text[at - 1] == '\n'; }
    /// Moves to the end of the line; the newline is left to the caller's blank skipping.
    void skip_line() {
        const size_t nl = text.find('\n', at);
        at = nl == NPOS ? text.size() : nl;
    }
    void skip_blanks_in_line() {
        while (!done() && (peek() == ' ' || peek() == '\t'))
            ++at;
    }
};

/// Skips a "{...}" comment (§5: comments do not nest). The cursor is on the '{'.
std::optional<Error> skip_comment(Cursor& cur) {
    const size_t open = cur.line;
    const size_t close = cur.text.find('}', cur.at);
    if (close == NPOS)
        return line_error("ERR_PGN_SYNTAX", open, "unbalanced comment: this '{' is never closed by '}'");
    while (cur.at <= close)
        cur.advance();
    return std::nullopt;
}

/// Skips a recursive variation "(...)" with everything nested in it (§8.2.5). The cursor is on the '('.
std::optional<Error> skip_variation(Cursor& cur) {
    const size_t open = cur.line;
    size_t depth = 0;
    while (!cur.done()) {
        const char c = cur.peek();
        if (c == '{') {
            if (auto e = skip_comment(cur))
                return e;
            continue;
        }
        if (c == ';' || (c == '%' && cur.at_line_start())) {
            cur.skip_line();
            continue;
        }
        cur.advance();
        if (c == '(')
            ++depth;
        else if (c == ')' && --depth == 0)
            return std::nullopt;
    }
    return line_error("ERR_PGN_SYNTAX", open, "unbalanced variation: this '(' is never closed by ')'");
}

/// True when `s` holds a line with nothing but blanks: a newline, blanks, and another newline.
bool has_blank_line(std::string_view s) {
    for (size_t nl = s.find('\n'); nl != NPOS; nl = s.find('\n', nl + 1)) {
        size_t i = nl + 1;
        while (i < s.size() && s[i] != '\n' && is_space(s[i]))
            ++i;
        if (i < s.size() && s[i] == '\n')
            return true;
    }
    return false;
}

Error tag_error(size_t line, std::string_view name, const std::string& what) {
    return line_error("ERR_PGN_TAG", line, "tag " + quoted(name) + ": " + what);
}

/// Reads one tag pair `[Name "value"]` (§8.1) into `game`. The cursor is on the '['. The value is one line;
/// inside it \" stands for a quote and \\ for a backslash (§7); any other backslash is kept as written.
std::optional<Error> read_tag(Cursor& cur, PgnTags& tags) {
    const size_t line = cur.line;
    cur.advance();
    cur.skip_blanks_in_line();
    const size_t nameBegin = cur.at;
    while (!cur.done() && is_tag_name_char(cur.peek()))
        cur.advance();
    const std::string_view name = cur.text.substr(nameBegin, cur.at - nameBegin);
    if (name.empty())
        return line_error("ERR_PGN_TAG", line, "malformed tag pair: no tag name after '[' (expected [Name \"value\"])");
    cur.skip_blanks_in_line();
    if (cur.done() || cur.peek() != '"')
        return tag_error(line, name, "the value must be a quoted string (expected [Name \"value\"])");
    cur.advance();
    std::string value;
    for (;;) {
        if (cur.done() || cur.peek() == '\n' || cur.peek() == '\r')
            return tag_error(line, name, "the value has no closing quote on its line");
        char c = cur.peek();
        cur.advance();
        if (c == '"')
            break;
        if (c == '\\' && !cur.done() && (cur.peek() == '"' || cur.peek() == '\\')) {
            c = cur.peek();
            cur.advance();
        }
        value += c;
    }
    cur.skip_blanks_in_line();
    if (cur.done() || cur.peek() != ']')
        return tag_error(line, name, "']' is missing after the value");
    cur.advance();
    tags.emplace_back(std::string(name), std::move(value));
    return std::nullopt;
}

/// The move in a movetext token that is not a game termination marker, or empty: a move number indication
/// ("12.", "12...") alone or glued to its move ("12.Nf3"), and detached annotations ("!?", "e.p."), are no move.
std::string_view move_of_token(std::string_view token) {
    size_t digits = 0;
    while (digits < token.size() && is_digit(token[digits]))
        ++digits;
    size_t prefix = digits;
    while (prefix < token.size() && token[prefix] == '.')
        ++prefix;
    if (prefix == token.size())
        return {}; // "12", "12.", "12...", "..."
    if (prefix > digits)
        token.remove_prefix(prefix); // "12.Nf3"; but not "0-0", which has no period
    if (token.find_first_not_of("!?") == NPOS || token == "e.p.")
        return {};
    return token;
}

void write_tag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c; // a value is one line
    }
    out += "\"]\n";
}

} // namespace

std::string pgn_tag(const PgnTags& tags, std::string_view name) {
    for (const auto& [n, v] : tags)
        if (n == name)
            return v;
    return {};
}

void set_pgn_tag(PgnTags& tags, std::string_view name, std::string value) {
    for (auto& [n, v] : tags)
        if (n == name) {
            v = std::move(value);
            return;
        }
    tags.emplace_back(std::string(name), std::move(value));
}

bool is_pgn_result(std::string_view t) {
    if (t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*")
        return true;
    // A points game's result: each seat's points, "44-25-20-44" (PGN4), four numbers at least (three zeros are
    // queen-side castling as some write it, "0-0-0").
    int numbers = 0;
    for (size_t i = 0; i <= t.size(); ++i) {
        const size_t begin = i;
        while (i < t.size() && is_digit(t[i]))
            ++i;
        if (i == begin || (i < t.size() && t[i] != '-'))
            return false;
        ++numbers;
    }
    return numbers >= 4;
}

Result<PgnText> read_pgn_text(std::string_view text, PgnMoveReader& moves, RepeatedTag repeated) {
    Cursor cur{text};
    if (text.starts_with("\xEF\xBB\xBF")) // a UTF-8 byte order mark
        cur.at = 3;
    PgnText game;
    bool begun = false; // set when the movetext begins, once the tags are known
    bool terminated = false;
    size_t afterLastTag = cur.at;

    while (!cur.done()) {
        const char c = cur.peek();
        if (is_space(c)) {
            cur.advance();
            continue;
        }
        if (c == ';' || (c == '%' && cur.at_line_start())) {
            cur.skip_line();
            continue;
        }
        if (c == '{') {
            if (auto e = skip_comment(cur))
                return *e;
            continue;
        }
        if (c == '[') {
            if (begun)
                break; // the next game's tags: this game had no termination marker (end stays on the '[')
            const Cursor before = cur;
            PgnTags one;
            if (auto e = read_tag(cur, one))
                return *e;
            const std::string& name = one.front().first;
            if (repeated == RepeatedTag::AFTER_BLANK_LINE_BEGINS_NEXT_GAME && !game.tags.empty() &&
                has_blank_line(text.substr(afterLastTag, before.at - afterLastTag)) &&
                std::any_of(game.tags.begin(), game.tags.end(), [&](const auto& t) { return t.first == name; })) {
                cur = before; // the next game's tags: this game had neither moves nor a result
                break;
            }
            game.tags.push_back(std::move(one.front()));
            afterLastTag = cur.at;
            continue;
        }
        if (c == '}' || c == ')' || c == ']') {
            const char* what = c == '}' ? "comment" : c == ')' ? "variation" : "tag pair";
            return line_error("ERR_PGN_SYNTAX", cur.line,
                              std::string("unbalanced ") + what + ": '" + c + "' closes nothing");
        }

        // Movetext.
        if (!begun) {
            if (auto e = moves.begin(game.tags))
                return *e;
            begun = true;
        }
        if (c == '(') {
            if (auto e = skip_variation(cur))
                return *e;
            continue;
        }
        if (c == '$') { // a NAG (§8.2.4)
            const size_t line = cur.line;
            cur.advance();
            if (cur.done() || !is_digit(cur.peek()))
                return line_error("ERR_PGN_SYNTAX", line, "'$' must be followed by a number (a NAG such as $1)");
            while (!cur.done() && is_digit(cur.peek()))
                cur.advance();
            continue;
        }
        const size_t begin = cur.at;
        while (!cur.done() && !is_delimiter(cur.peek()))
            cur.advance();
        const std::string_view token = text.substr(begin, cur.at - begin);
        if (is_pgn_result(token)) {
            game.result = std::string(token);
            terminated = true;
            break;
        }
        if (const std::string_view move = move_of_token(token); !move.empty())
            if (auto e = moves.play(move))
                return *e;
    }

    if (!begun) {
        if (game.tags.empty())
            return make_error("ERR_PGN_EMPTY", "no PGN game found: the text has no tag pairs and no moves");
        if (auto e = moves.begin(game.tags)) // validates the FEN tag of a game without movetext
            return *e;
    }
    if (!terminated && is_pgn_result(pgn_tag(game.tags, "Result")))
        game.result = pgn_tag(game.tags, "Result");
    game.end = cur.at;
    return game;
}

namespace {

/// Takes every move token as it comes: splitting needs only where a game ends.
class AnyMoves final : public PgnMoveReader {
public:
    std::optional<Error> begin(const PgnTags&) override { return std::nullopt; }
    std::optional<Error> play(std::string_view) override { return std::nullopt; }
};

} // namespace

std::vector<std::string_view> split_pgn_games(std::string_view text) {
    std::vector<std::string_view> games;
    AnyMoves any;
    size_t at = 0;
    while (at < text.size()) {
        const std::string_view rest = text.substr(at);
        const Result<PgnText> game = read_pgn_text(rest, any, RepeatedTag::AFTER_BLANK_LINE_BEGINS_NEXT_GAME);
        if (!game) {
            if (game.error().code != "ERR_PGN_EMPTY")
                games.push_back(rest); // reading it again reports the syntax error
            break;
        }
        if (game.value().end == 0) // cannot happen (a game read consumed something); never loop forever
            break;
        games.push_back(rest.substr(0, game.value().end));
        at += game.value().end;
    }
    return games;
}

std::string write_pgn_tags(const PgnTags& tags, std::string_view result, std::string_view fen) {
    std::string out;
    // The Seven Tag Roster in its order (§8.1.1), then the others as given; SetUp and FEN from `fen`.
    for (std::string_view name : SEVEN_TAG_ROSTER) {
        std::string value = name == "Result" ? std::string(result) : pgn_tag(tags, name);
        if (value.empty())
            value = name == "Date" ? "????.??.??" : "?";
        write_tag(out, name, value);
    }
    for (const auto& [name, value] : tags)
        if (is_tag_name(name) && !in_roster(name) && name != "SetUp" && name != "FEN")
            write_tag(out, name, value);
    if (!fen.empty()) {
        write_tag(out, "SetUp", "1");
        write_tag(out, "FEN", fen);
    }
    return out;
}

std::string write_pgn_movetext(const std::vector<std::string>& tokens, std::string_view result) {
    std::string out, line;
    auto put = [&](std::string_view token) {
        if (!line.empty() && line.size() + 1 + token.size() > MAX_LINE) {
            out += line;
            out += '\n';
            line.clear();
        }
        if (!line.empty())
            line += ' ';
        line += token;
    };
    for (const std::string& t : tokens)
        put(t);
    put(result);
    return out + line + "\n";
}

} // namespace littletable
