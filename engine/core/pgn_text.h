// PGN as text for any game whose moves have a SAN-like text: tag pairs, comments, variations, NAGs, move number
// indications and the result are read and written here; each game turns the move tokens into its moves
// (engine/chess/pgn.*, and the variants' records through engine/chess/variant_record.h). After "Standard:
// Portable Game Notation Specification and Implementation Guide" (S. J. Edwards, 1994).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/result.h"

namespace littletable {

using PgnTags = std::vector<std::pair<std::string, std::string>>;

/// The value of the tag `name` in `tags`, or empty.
std::string pgn_tag(const PgnTags& tags, std::string_view name);

/// Sets the tag `name` to `value`, replacing the pair of that name if there is one, else appending it.
void set_pgn_tag(PgnTags& tags, std::string_view name, std::string value);

/// What a game does with the movetext while read_pgn_text reads it.
class PgnMoveReader {
public:
    virtual ~PgnMoveReader() = default;
    /// Called once, when the movetext begins (or, for a game without movetext, at the end), with the tags read:
    /// the game sets up its start position (FEN and SetUp tags). An error stops the reading.
    virtual std::optional<Error> begin(const PgnTags& tags) = 0;
    /// Called for each move token, stripped of move number indications ("12.", "12...", "12.Nf3" gives
    /// "Nf3"); detached annotations ("!?", "e.p.") are skipped. The game plays it or returns an error that
    /// names the move (ERR_PGN_MOVE).
    virtual std::optional<Error> play(std::string_view token) = 0;
};

/// The tags and result of the first game of a PGN text; its moves went to `moves`. Errors: ERR_PGN_TAG (malformed
/// tag pair, line N), ERR_PGN_SYNTAX (unbalanced comment or variation, bad NAG), ERR_PGN_EMPTY (no game), and
/// those of `moves`.
struct PgnText {
    PgnTags tags;
    std::string result = "*"; ///< "1-0", "0-1", "1/2-1/2", "*", or a points game's "44-25-20-44"
    /// Offset in the text just past this game: after its termination marker, at the '[' of the next game's
    /// tags when it had none, or the text's size.
    size_t end = 0;
};
/// What read_pgn_text makes of a tag named a second time before any move.
enum class RepeatedTag {
    SAME_GAME, ///< one more tag of this game (pgn_tag gives the first value): one game read
    AFTER_BLANK_LINE_BEGINS_NEXT_GAME, ///< after a blank line, the next game's tags: this game had no movetext
};
Result<PgnText> read_pgn_text(std::string_view text, PgnMoveReader& moves,
                              RepeatedTag repeated = RepeatedTag::SAME_GAME);

/// The games of a PGN text holding many (a database export), each as its own text for read_pgn_text, in order.
/// A game ends at its termination marker, or where the next tag section begins after its movetext; tags, a byte
/// order mark, CR LF line ends and comments are read as read_pgn_text reads them, and no tag is required; a game
/// of tags only ends where a tag it already has is named again after a blank line (the next game's tags). Text
/// after the last game with no tag and no move (blanks, comments) is dropped. From the first game with a syntax
/// error on, the rest of the text is returned as one last piece, so that reading it reports the error.
std::vector<std::string_view> split_pgn_games(std::string_view text);

/// True for the four game termination markers, and for a points game's result: the seats' points joined by '-',
/// four or more ("44-25-20-44", as our PGN4 export ends a finished four-player game; three would take the
/// castling "0-0-0" for a result).
bool is_pgn_result(std::string_view token);

/// Writes the tag section: the Seven Tag Roster first ("?" or "????.??.??" for missing values, Result from
/// `result`), then the other tags as given except SetUp and FEN, then SetUp "1" and FEN when `fen` is not empty.
std::string write_pgn_tags(const PgnTags& tags, std::string_view result, std::string_view fen);
/// Writes the movetext tokens (move numbers and moves, in order) and the result in lines of fewer than 80
/// characters (§8.2.1), ending with a newline.
std::string write_pgn_movetext(const std::vector<std::string>& tokens, std::string_view result);

} // namespace littletable
