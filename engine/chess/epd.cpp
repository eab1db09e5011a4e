#include "engine/chess/epd.h"

#include <cctype>

namespace littletable::chess {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

void skip_spaces(std::string_view s, std::size_t& i) {
    while (i < s.size() && is_space(s[i]))
        ++i;
}

/// The next run of characters up to a space or ';' (not consumed).
std::string_view next_word(std::string_view s, std::size_t& i) {
    const std::size_t start = i;
    while (i < s.size() && !is_space(s[i]) && s[i] != ';')
        ++i;
    return s.substr(start, i - start);
}

bool valid_opcode(std::string_view op) {
    if (op.empty() || !std::isalpha(static_cast<unsigned char>(op[0])))
        return false;
    for (char c : op)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            return false;
    return true;
}

} // namespace

const std::vector<std::string>* EpdRecord::operands(std::string_view opcode) const {
    for (const auto& [op, args] : operations)
        if (op == opcode)
            return &args;
    return nullptr;
}

Result<EpdRecord> parse_epd(std::string_view line) {
    EpdRecord record;
    std::size_t i = 0;
    for (int field = 0; field < 4; ++field) {
        skip_spaces(line, i);
        const std::string_view word = next_word(line, i);
        if (word.empty())
            return make_error("ERR_EPD_FIELDS", "EPD needs four position fields (board, side, castling, en passant)");
        record.fen.append(word).push_back(' ');
    }
    record.fen += "0 1";
    while (true) {
        skip_spaces(line, i);
        if (i >= line.size())
            break;
        const std::string_view opcode = next_word(line, i);
        if (!valid_opcode(opcode))
            return make_error("ERR_EPD_OPERATION", std::string(opcode).append(" is not an EPD opcode"));
        std::vector<std::string> args;
        while (true) {
            skip_spaces(line, i);
            if (i >= line.size())
                return make_error("ERR_EPD_OPERATION", "operation '" + std::string(opcode) + "' lacks its ';'");
            if (line[i] == ';') {
                ++i;
                break;
            }
            if (line[i] == '"') {
                const std::size_t close = line.find('"', i + 1);
                if (close == std::string_view::npos)
                    return make_error("ERR_EPD_OPERATION",
                                      "unterminated quoted operand in '" + std::string(opcode) + "'");
                args.emplace_back(line.substr(i + 1, close - i - 1));
                i = close + 1;
            } else
                args.emplace_back(next_word(line, i));
        }
        record.operations.emplace_back(std::string(opcode), std::move(args));
    }
    return record;
}

} // namespace littletable::chess
