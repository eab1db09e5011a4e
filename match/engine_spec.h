// The players of a match as the command line names them, cutechess-cli style: one word per setting,
// "name=sf2000 cmd=/usr/games/stockfish option.UCI_Elo=2000" or "name=L3 level=3".
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/result.h"
#include "match/player.h"
#include "match/uci_engine.h"

namespace littletable::match {

/// One engine: a UCI program (command.argv set) or an internal CPU level (level > 0).
struct EngineSpec {
    std::string name;
    int level = 0;
    UciCommand command;
    std::string player; ///< with level: one of the variant's other players (ai::player_names), empty for its own
};

/// Parses the words of one --engine: name=NAME, cmd=PROGRAM, arg=ARGUMENT (repeatable, in order),
/// option.NAME=VALUE (repeatable; UCI options set after the handshake), level=N (an internal CPU level,
/// ai::MIN_LEVEL..ai::MAX_LEVEL), player=NAME (an internal player other than the CPU's, level 8 unless given).
/// Exactly one of cmd and level (or player). The name defaults to the program's file name, the player's name or
/// "L<level>". Errors: ERR_ENGINE_SPEC naming the word.
Result<EngineSpec> parse_engine_spec(const std::vector<std::string>& words);

/// A new player for `spec`; a UCI engine starts on its first game (`startTimeoutMs` bounds its handshake).
std::unique_ptr<Player> make_player(const EngineSpec& spec, int64_t startTimeoutMs);

} // namespace littletable::match
