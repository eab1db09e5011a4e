// EPD, the Extended Position Description of the PGN standard (Steven J. Edwards, 1994, section 16.2): the
// first four FEN fields, then operations, each an opcode, its operands and a semicolon
// ("... w - - bm Qg6; id \"WAC.001\";"). Test suites such as Win At Chess use it for positions and best moves.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/result.h"

namespace littletable::chess {

/// One EPD line: `fen` is the four position fields completed with "0 1" (halfmove clock and move number),
/// ready for Position::from_fen; `operations` in file order, quoted operands without their quotes.
struct EpdRecord {
    std::string fen;
    std::vector<std::pair<std::string, std::vector<std::string>>> operations;

    /// The operands of the first operation named `opcode`, or null when there is none.
    const std::vector<std::string>* operands(std::string_view opcode) const;
};

/// Parses one EPD line (the position is not validated here: Position::from_fen does that). Errors:
/// ERR_EPD_FIELDS (fewer than four position fields), ERR_EPD_OPERATION (an opcode that is not a letter
/// followed by letters, digits or '_', an operation without its ';', an unterminated quoted operand).
Result<EpdRecord> parse_epd(std::string_view line);

} // namespace littletable::chess
