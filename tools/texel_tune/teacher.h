// A teacher's scores for the training positions: a UCI engine (Debian's stockfish, say) searches each position
// to a fixed budget and its last "info ... score" becomes a second label beside the game's result. One game
// result labels every position of a game alike, so results alone need very many games; a score per position
// is a far less noisy label (docs/evaluation.md says how the shipped weights were fitted).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "match/uci_engine.h"
#include "tools/texel_tune/training_set.h"

namespace littletable::texel {

/// The teacher's score of each position into `scores` (one per position), in centipawns from White's side,
/// clamped to +-2000 (mates too), or nothing where the engine failed on it. `go` is the rest of the UCI "go" line
/// ("nodes 5000"). `threads` engine processes run at once; each is started afresh after a failed search (a crash,
/// a timeout, no exact score: bound scores are not taken, match::parse_info_score). `progress` is called now and
/// then with the number of positions scored. Errors, which stop every process (the scores found so far stay in
/// `scores`): ERR_TEACHER_START (an engine cannot start or answer the handshake), ERR_TEACHER_FAILING (one process
/// failed 3 positions in a row, or no position searched got a score).
std::optional<Error> teacher_scores(const std::vector<LabelledPosition>& positions, const match::UciCommand& engine,
                                    const std::string& go, int threads,
                                    const std::function<void(std::size_t)>& progress,
                                    std::vector<std::optional<int>>& scores);

/// Reads `path` ("score FEN" lines, written by write_scores; CR LF line ends too) into a map by FEN; a missing
/// file gives none, a line that is not an integer, a space and a FEN is skipped.
std::unordered_map<std::string, int> read_scores(const std::string& path);

/// Writes every score of `scores` as "score FEN" lines, sorted by FEN (the whole file is replaced, through a
/// temporary file renamed over it: pass the scores read from it too). False when the file cannot be written.
bool write_scores(const std::string& path, const std::unordered_map<std::string, int>& scores);

} // namespace littletable::texel
