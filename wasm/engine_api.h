// The engine as the browser's module answers it: one JSON request in, one JSON reply out (docs/engine-api.md).
// A game against the computer lives here, in the page's Web Worker: the rules and the search of engine/ and ai/
// with no server in between. The same class runs natively (`littletable engine-api`, one request a line), so
// the tests can hold the module's answers against the native build's.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "ai/analysis.h"
#include "ai/cpu_player.h"
#include "engine/core/ending.h"
#include "engine/core/game.h"
#include "engine/core/result.h"

namespace littletable::wasm {

/// The games played in one module instance, by id, and the search state kept for them. Not thread-safe: the
/// worker answers one request at a time.
class EngineApi {
public:
    /// Answers one request `{"cmd": ..., ...}` with `{"ok": true, ...}` or `{"ok": false, "error": {code,
    /// message}}`. Never throws: malformed JSON and unknown commands are errors like any other.
    std::string handle(std::string_view request);

    /// perft's deepest: chess's start at 6 is 119 million moves, seconds in the module; one more is an hour's wait.
    static constexpr int MAX_PERFT_DEPTH = 6;

private:
    /// A game in progress and who played each of its moves; `ending` an ending decided off the board
    /// (a resignation, a claimed draw), none while the rules decide.
    struct LocalGame {
        std::unique_ptr<Game> game;
        std::vector<Seat> moveSeats;
        std::optional<Ending> ending;
    };

    /// A best move and its score: `{cp}` or `{mate}` from seat 0's side (null with more than two seats) and from
    /// the side to move's.
    struct Best {
        std::string move;
        nlohmann::json score;
        nlohmann::json moverScore;
    };
    /// The analysis table's size per variant: hints and the analysis of a finished game.
    static constexpr std::size_t ANALYSIS_HASH_MIB = 16;

    Result<nlohmann::json> dispatch(const nlohmann::json& r);
    Result<nlohmann::json> cmd_new(const nlohmann::json& r);
    Result<nlohmann::json> cmd_state(const nlohmann::json& r);
    Result<nlohmann::json> cmd_play(const nlohmann::json& r);
    Result<nlohmann::json> cmd_undo(const nlohmann::json& r);
    Result<nlohmann::json> cmd_think(const nlohmann::json& r);
    Result<nlohmann::json> cmd_hint(const nlohmann::json& r);
    Result<nlohmann::json> cmd_evaluate(const nlohmann::json& r);
    Result<nlohmann::json> cmd_resign(const nlohmann::json& r);
    Result<nlohmann::json> cmd_claim(const nlohmann::json& r);
    Result<nlohmann::json> cmd_record(const nlohmann::json& r);
    Result<nlohmann::json> cmd_legal(const nlohmann::json& r);
    Result<nlohmann::json> cmd_perft(const nlohmann::json& r);
    Result<nlohmann::json> cmd_bench(const nlohmann::json& r);

    Result<LocalGame*> game_of(const nlohmann::json& r);
    /// The game's state; `withHistory` adds every move played (a new game, a resumed one, `state`), which the
    /// replies to a move leave out: the client extends the history it has.
    nlohmann::json state_of(const LocalGame& g, bool withHistory) const;
    Result<Best> best_move(const Game& game, uint64_t nodes);
    ai::Analyzer* analyzer_for(std::string_view variant);

    std::map<int64_t, LocalGame> games;
    int64_t nextId = 1;
    ai::CpuMemory cpuMemory;
    std::map<std::string, std::unique_ptr<ai::Analyzer>, std::less<>> analyzers;
};

} // namespace littletable::wasm
