// PGN import and export (see pgn.h), after "Standard: Portable Game Notation Specification and Implementation
// Guide" (S. J. Edwards, 1994): §5 comments, §6 escape lines ('%' in column one), §7 tokens and string escapes
// (\" and \\), §8.1 tag pairs and the Seven Tag Roster, §8.2 movetext (§8.2.1 export lines of fewer than 80
// characters, §8.2.2 move number indications, §8.2.4 NAGs, §8.2.5 recursive variations), §9.7 SetUp and FEN.
//
// The reader makes one pass with a cursor that counts lines. Nothing recurses (a variation is skipped with a
// depth counter), so neither deep nesting nor huge input can exhaust the stack, and every error names a line
// or a move. Only the first game is read: a '[' after the movetext has begun starts the next one.
#include "engine/chess/pgn.h"

#include <cassert>
#include <optional>

#include "engine/chess/san.h"

namespace littletable::chess {

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
bool is_result(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

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

/// Text as shown in an error message: printable ASCII as is, other bytes as \xNN, at most 32 characters of
/// input (then "..."), so that garbage and huge tokens give short, readable messages.
std::string printable(std::string_view text) {
    constexpr size_t MAX_SHOWN = 32;
    constexpr std::string_view HEX = "0123456789ABCDEF";
    std::string out;
    for (size_t i = 0; i < text.size() && i < MAX_SHOWN; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7F)
            out += char(c);
        else
            out += std::string("\\x") + HEX[c >> 4] + HEX[c & 15];
    }
    if (text.size() > MAX_SHOWN)
        out += "...";
    return out;
}

std::string quoted(std::string_view text) {
    std::string out(1, '\'');
    out += printable(text);
    out += '\'';
    return out;
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

Error tag_error(size_t line, std::string_view name, const std::string& what) {
    return line_error("ERR_PGN_TAG", line, "tag " + quoted(name) + ": " + what);
}

/// Reads one tag pair `[Name "value"]` (§8.1) into `game`. The cursor is on the '['. The value is one line;
/// inside it \" stands for a quote and \\ for a backslash (§7); any other backslash is kept as written.
std::optional<Error> read_tag(Cursor& cur, PgnGame& game) {
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
    game.tags.emplace_back(std::string(name), std::move(value));
    return std::nullopt;
}

/// The start position the tags describe (§9.7: SetUp "1" with a FEN tag); sets `game.startFen` to its FEN.
/// A FEN tag is honoured even without SetUp, as other readers do.
Result<Position> start_position(PgnGame& game) {
    const std::string fen = game.tag("FEN");
    if (fen.empty()) {
        if (game.tag("SetUp") == "1")
            return make_error("ERR_PGN_FEN", "SetUp is \"1\" but there is no FEN tag");
        game.startFen = std::string(START_FEN);
        return Position::start();
    }
    Result<Position> pos = Position::from_fen(fen);
    if (!pos)
        return make_error("ERR_PGN_FEN", "FEN tag: " + pos.error().message);
    game.startFen = pos.value().fen();
    return pos;
}

/// Reads one movetext token that is not a game termination marker: a move number indication ("12.",
/// "12...", also glued to its move as in "12.Nf3"), a detached annotation ("!?", "e.p."), or a SAN move,
/// which is played.
std::optional<Error> play_token(Position& pos, std::string_view token, PgnGame& game) {
    size_t digits = 0;
    while (digits < token.size() && is_digit(token[digits]))
        ++digits;
    size_t prefix = digits;
    while (prefix < token.size() && token[prefix] == '.')
        ++prefix;
    if (prefix == token.size())
        return std::nullopt; // "12", "12.", "12...", "..."
    if (prefix > digits)
        token.remove_prefix(prefix); // "12.Nf3"; but not "0-0", which has no period
    if (token.find_first_not_of("!?") == NPOS || token == "e.p.")
        return std::nullopt;

    Result<Move> move = parse_san(pos, token);
    if (!move)
        return make_error("ERR_PGN_MOVE", "move " + std::to_string(pos.fullmove_number()) +
                                              (pos.side_to_move() == WHITE ? ". " : "... ") + printable(token) +
                                              ": " + move.error().message);
    pos.make(move.value());
    game.moves.push_back(move.value());
    return std::nullopt;
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

std::string PgnGame::tag(std::string_view name) const {
    for (const auto& [n, v] : tags)
        if (n == name)
            return v;
    return {};
}

Result<PgnGame> read_pgn(std::string_view text) {
    Cursor cur{text};
    if (text.starts_with("\xEF\xBB\xBF")) // a UTF-8 byte order mark
        cur.at = 3;
    PgnGame game;
    std::optional<Position> pos; // set when the movetext begins, once the tags are known
    bool terminated = false;

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
            if (pos)
                break; // the next game's tags: this game had no termination marker
            if (auto e = read_tag(cur, game))
                return *e;
            continue;
        }
        if (c == '}' || c == ')' || c == ']') {
            const char* what = c == '}' ? "comment" : c == ')' ? "variation" : "tag pair";
            return line_error("ERR_PGN_SYNTAX", cur.line,
                              std::string("unbalanced ") + what + ": '" + c + "' closes nothing");
        }

        // Movetext.
        if (!pos) {
            Result<Position> start = start_position(game);
            if (!start)
                return start.error();
            pos.emplace(std::move(start).value());
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
        if (is_result(token)) {
            game.result = std::string(token);
            terminated = true;
            break;
        }
        if (auto e = play_token(*pos, token, game))
            return *e;
    }

    if (!pos) {
        if (game.tags.empty())
            return make_error("ERR_PGN_EMPTY", "no PGN game found: the text has no tag pairs and no moves");
        Result<Position> start = start_position(game); // validates the FEN tag of a game without movetext
        if (!start)
            return start.error();
    }
    if (!terminated && is_result(game.tag("Result")))
        game.result = game.tag("Result");
    return game;
}

std::string write_pgn(const PgnGame& game) {
    std::string out;
    const std::string result = is_result(game.result) ? game.result : "*";

    // Tag pairs: the Seven Tag Roster in its order (§8.1.1), then the others as given; SetUp and FEN are
    // written from startFen.
    for (std::string_view name : SEVEN_TAG_ROSTER) {
        std::string value = name == "Result" ? result : game.tag(name);
        if (value.empty())
            value = name == "Date" ? "????.??.??" : "?";
        write_tag(out, name, value);
    }
    for (const auto& [name, value] : game.tags)
        if (is_tag_name(name) && !in_roster(name) && name != "SetUp" && name != "FEN")
            write_tag(out, name, value);

    Result<Position> start = Position::from_fen(game.startFen);
    assert(start.ok() && "PgnGame::startFen must be a valid FEN");
    if (!start) {
        write_tag(out, "SetUp", "1");
        write_tag(out, "FEN", game.startFen);
        return out + "\n" + result + "\n";
    }
    Position pos = std::move(start).value();
    if (pos.fen() != START_FEN) {
        write_tag(out, "SetUp", "1");
        write_tag(out, "FEN", pos.fen());
    }
    out += '\n';

    // Movetext: "1. e4 e5 2. Nf3", a game starting with Black "12... Nf3", lines under 80 characters.
    std::string line;
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
    for (size_t i = 0; i < game.moves.size(); ++i) {
        const Move m = game.moves[i];
        if (!pos.is_legal(m)) {
            assert(false && "PgnGame::moves must be legal from startFen");
            break;
        }
        if (pos.side_to_move() == WHITE)
            put(std::to_string(pos.fullmove_number()) + ".");
        else if (i == 0)
            put(std::to_string(pos.fullmove_number()) + "...");
        put(to_san(pos, m));
        pos.make(m);
    }
    put(result);
    return out + line + "\n";
}

} // namespace littletable::chess
