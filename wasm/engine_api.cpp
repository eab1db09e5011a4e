#include "wasm/engine_api.h"

#include <algorithm>

#include "ai/bench_run.h"
#include "ai/search_types.h"
#include "engine/core/errors.h"
#include "engine/core/game_options.h"
#include "engine/core/off_board.h"
#include "engine/core/registry.h"
#include "engine/core/replay.h"
#include "protocol/ending_json.h"
#include "protocol/game_json.h"
#include "protocol/json_fields.h"

namespace littletable::wasm {

using nlohmann::json;

namespace {

/// The reply to a request that failed: the error as the engine names it.
json error_json(const Error& e) { return {{"ok", false}, {"error", {{"code", e.code}, {"message", e.message}}}}; }

Error bad_request(const std::string& what) { return make_error("ERR_BAD_REQUEST", what); }

/// The request's fields, read with the module's error code.
protocol::FieldReader fields_of(const json& r) { return protocol::FieldReader(r, "", "ERR_BAD_REQUEST"); }

/// `r[name]` as a T (a string or an integer), `fallback` when absent or null; another type is an error naming it.
template<typename T>
Result<T> field(const json& r, const char* name, T fallback) {
    if constexpr (std::is_same_v<T, std::string>)
        return fields_of(r).string_or(name, std::move(fallback));
    else
        return fields_of(r).int_or(name, fallback, protocol::FieldReader::ANY_MIN, protocol::FieldReader::ANY_MAX);
}

/// `r[name]` as an integer in [lo, hi], `fallback` when absent.
Result<int64_t> bounded(const json& r, const char* name, int64_t fallback, int64_t lo, int64_t hi) {
    return fields_of(r).int_or(name, fallback, lo, hi);
}

/// The game named by `r["game"]`. Errors: ERR_UNKNOWN_GAME naming the known ones.
Result<const GameInfo*> game_info_of(const json& r) {
    Result<std::string> name = field<std::string>(r, "game", "");
    if (!name)
        return name.error();
    if (const GameInfo* info = find_game(name.value()))
        return info;
    return create_game(name.value()).error();
}

/// A game of `r["game"]` from `r["fen"]` (empty: the start) after `r["moves"]` (texts; optional); a refused move
/// is named as replay() names it. `moveSeats`, when given, receives the seat of each move.
Result<std::unique_ptr<Game>> game_after(const json& r, const std::string& startFen, std::vector<Seat>* moveSeats) {
    Result<const GameInfo*> info = game_info_of(r);
    if (!info)
        return info.error();
    Result<std::unique_ptr<Game>> game = info.value()->create(startFen);
    if (!game)
        return game;
    Result<std::vector<std::string>> texts = fields_of(r).strings("moves", "an array of move texts", "a move text");
    if (!texts)
        return texts.error();
    Replayed replayed = replay(*game.value(), texts.value());
    if (replayed.refused)
        return replayed.refused->error();
    if (moveSeats)
        *moveSeats = std::move(replayed.movers);
    return game;
}

/// A score for people and graphs: centipawns from seat 0's side (White's), or a mate in moves (negative: seat 1
/// mates), as lichess shows an evaluation.
json score_json(int score, Seat toMove) {
    const int sign = toMove == 1 ? -1 : 1;
    if (ai::is_mate_score(score))
        return {{"mate", sign * ai::mate_moves(score)}};
    return {{"cp", sign * score}};
}

} // namespace

/// Evaluates a Result into `var`, or returns its error from the enclosing command.
#define LT_TRY(var, expr)                                                                                              \
    auto var##Result = (expr);                                                                                         \
    if (!var##Result)                                                                                                  \
        return var##Result.error();                                                                                    \
    auto var = std::move(var##Result).value()

std::string EngineApi::handle(std::string_view request) {
    json reply;
    const json r = json::parse(request.begin(), request.end(), nullptr, false);
    if (r.is_discarded() || !r.is_object())
        reply = error_json(bad_request("the request is not a JSON object"));
    else if (Result<json> answer = dispatch(r); answer) {
        reply = std::move(answer).value();
        reply["ok"] = true;
    } else
        reply = error_json(answer.error());
    return reply.dump(-1, ' ', false, json::error_handler_t::replace);
}

Result<json> EngineApi::dispatch(const json& r) {
    if (!r.contains("cmd") || !r["cmd"].is_string())
        return bad_request("cmd: must be a command's name");
    LT_TRY(cmd, field<std::string>(r, "cmd", ""));
    if (cmd == "games")
        return json{{"games", protocol::games_json()}};
    if (cmd == "new")
        return cmd_new(r);
    if (cmd == "state")
        return cmd_state(r);
    if (cmd == "play")
        return cmd_play(r);
    if (cmd == "undo")
        return cmd_undo(r);
    if (cmd == "think")
        return cmd_think(r);
    if (cmd == "hint")
        return cmd_hint(r);
    if (cmd == "evaluate")
        return cmd_evaluate(r);
    if (cmd == "resign")
        return cmd_resign(r);
    if (cmd == "claim")
        return cmd_claim(r);
    if (cmd == "record")
        return cmd_record(r);
    if (cmd == "close") {
        LT_TRY(id, field<int64_t>(r, "id", 0));
        games.erase(id);
        return json::object();
    }
    if (cmd == "legal")
        return cmd_legal(r);
    if (cmd == "perft")
        return cmd_perft(r);
    if (cmd == "bench")
        return cmd_bench(r);
    return make_error("ERR_UNKNOWN_COMMAND", "unknown command '" + cmd + "'");
}

Result<EngineApi::LocalGame*> EngineApi::game_of(const json& r) {
    LT_TRY(id, field<int64_t>(r, "id", 0));
    auto it = games.find(id);
    if (it == games.end())
        return make_error("ERR_NO_GAME", "no game with id " + std::to_string(id) + " (start one with \"new\")");
    return &it->second;
}

json EngineApi::state_of(const LocalGame& g, bool withHistory) const {
    return protocol::game_state_json(*g.game, g.ending, g.moveSeats, withHistory);
}

/// `{game, fen?, options?, moves?, ending?}`: a game from its start (the options' or a FEN), then `moves` replayed
/// (a saved game); an illegal one refuses the whole request. Reply: {id, game, startFen, geometry, state}.
Result<json> EngineApi::cmd_new(const json& r) {
    LT_TRY(info, game_info_of(r));
    LT_TRY(fen, field<std::string>(r, "fen", ""));
    if (auto it = r.find("options"); it != r.end() && !it->is_null() && !(it->is_object() && it->empty())) {
        if (!it->is_object())
            return bad_request("options: must be an object {name: value}");
        if (!fen.empty())
            return bad_request("options: cannot be combined with fen (the fen states the start)");
        std::vector<std::pair<std::string, std::string>> chosen;
        for (const auto& [name, value] : it->items())
            chosen.emplace_back(name, value.is_string() ? value.get<std::string>() : value.dump());
        LT_TRY(optionsFen, start_fen_for_options(*info, chosen));
        fen = optionsFen;
    }
    LocalGame g;
    LT_TRY(game, game_after(r, fen, &g.moveSeats));
    g.game = std::move(game);
    if (auto it = r.find("ending"); it != r.end() && !it->is_null()) {
        Result<Ending> ending = protocol::read_ending(*it, g.game->seat_count());
        if (!ending)
            return bad_request(ending.error().message);
        if (g.game->outcome().over())
            return bad_request("ending: the moves already end the game");
        g.ending = std::move(ending).value();
    }
    const int64_t id = nextId++;
    json reply = {{"id", id},
                  {"game", info->name},
                  {"startFen", g.game->start_fen()},
                  {"geometry", protocol::geometry_json(g.game->geometry())},
                  {"state", state_of(g, true)}};
    games.emplace(id, std::move(g));
    return reply;
}

/// `{id}`: the whole state, history included (a client that lost track). Reply: {state}.
Result<json> EngineApi::cmd_state(const json& r) {
    LT_TRY(g, game_of(r));
    return json{{"state", state_of(*g, true)}};
}

/// `{id, move}`: plays a move (canonical or display text). Reply: {move, seat, state}, the state without the history,
/// which the client extends by the move (a room's `move` event): the reply's size does not grow with the game.
Result<json> EngineApi::cmd_play(const json& r) {
    LT_TRY(g, game_of(r));
    LT_TRY(text, field<std::string>(r, "move", ""));
    if (g->ending)
        return errors::game_over();
    const Seat mover = g->game->side_to_move();
    LT_TRY(played, g->game->play(text));
    g->moveSeats.push_back(mover);
    return json{
        {"move", protocol::move_json(played)}, {"seat", protocol::seat_json(mover)}, {"state", state_of(*g, false)}};
}

/// `{id, plies}`: takes back an ending decided off the board, then up to `plies` moves (default 1; fewer when
/// the game has fewer). Reply: {undone, state}, the state without the history, whose last `undone` moves are gone.
Result<json> EngineApi::cmd_undo(const json& r) {
    LT_TRY(g, game_of(r));
    LT_TRY(plies, bounded(r, "plies", 1, 0, 100000));
    g->ending.reset();
    int64_t undone = 0;
    while (undone < plies && g->game->undo()) {
        g->moveSeats.pop_back();
        ++undone;
    }
    return json{{"undone", undone}, {"state", state_of(*g, false)}};
}

/// `{id, level, seed?}`: the computer's move at that level (ai/levels.h) for the side to move, not played.
/// Reply: {move}.
Result<json> EngineApi::cmd_think(const json& r) {
    LT_TRY(g, game_of(r));
    LT_TRY(level, bounded(r, "level", ai::MAX_LEVEL, ai::MIN_LEVEL, ai::MAX_LEVEL));
    LT_TRY(seed, bounded(r, "seed", 0, 0, INT64_MAX));
    if (g->ending)
        return errors::game_over();
    ai::CpuLimits limits;
    limits.level = int(level);
    limits.seed = uint64_t(seed);
    LT_TRY(move, ai::choose_move(*g->game, limits, nullptr, &cpuMemory));
    return json{{"move", move}};
}

ai::Analyzer* EngineApi::analyzer_for(std::string_view variant) {
    if (auto it = analyzers.find(variant); it != analyzers.end())
        return it->second.get();
    Result<std::unique_ptr<ai::Analyzer>> made = ai::create_analyzer(variant, ANALYSIS_HASH_MIB);
    if (!made)
        return nullptr;
    return analyzers.emplace(std::string(variant), std::move(made).value()).first->second.get();
}

/// The best move and its score for the side to move of `game` within `nodes`: by the game's analysis where it
/// has one, else by its CPU player's search (ai::appraise). The score is null in a game of more than two seats.
Result<EngineApi::Best> EngineApi::best_move(const Game& game, uint64_t nodes) {
    Best best;
    if (ai::Analyzer* analyzer = analyzer_for(game.variant())) {
        ai::AnalysisLimits limits;
        limits.nodes = nodes;
        LT_TRY(result, analyzer->analyse(game, limits, {}));
        best.move = result.bestMove;
        best.score = score_json(result.score, game.side_to_move());
        best.moverScore = score_json(result.score, 0);
    } else {
        LT_TRY(appraisal, ai::appraise(game, nodes, {}, &cpuMemory));
        best.move = appraisal.bestMove;
        if (game.seat_count() == 2)
            best.score = score_json(appraisal.bestScore, game.side_to_move());
        best.moverScore = score_json(appraisal.bestScore, 0);
    }
    return best;
}

/// `{id, nodes?}`: the move the engine would play at full strength within `nodes` (default 200 000) for the side
/// to move. Reply: {move, from, to, san, score}; score null for a game without analysis.
Result<json> EngineApi::cmd_hint(const json& r) {
    LT_TRY(g, game_of(r));
    LT_TRY(nodes, bounded(r, "nodes", 200000, 1, 100000000));
    if (g->ending || g->game->outcome().over())
        return errors::game_over();
    LT_TRY(best, best_move(*g->game, uint64_t(nodes)));
    for (const MoveView& m : g->game->legal_moves())
        if (m.text == best.move)
            return json{{"move", m.text}, {"from", m.from}, {"to", m.to}, {"san", m.display}, {"score", best.score}};
    return make_error("ERR_NO_HINT", "the search found no legal move");
}

/// `{game, fen?, moves, nodes?, move?}`: the position after `moves` searched at full strength within `nodes`
/// (default 100 000), for the analysis of a game. Reply: {seat (to move), moverScore (its view), score (seat 0's
/// side; null with more than two seats), best, san}, and with `move` (the move played there) its `moveScore`
/// searched from the same root, so that a move is judged by the mover's own view. A finished position has no best
/// move; its score is the result: {cp: 0} for a draw, {mate: 0, winner (the first), winners}.
Result<json> EngineApi::cmd_evaluate(const json& r) {
    LT_TRY(fen, field<std::string>(r, "fen", ""));
    LT_TRY(nodes, bounded(r, "nodes", 100000, 1, 100000000));
    LT_TRY(move, field<std::string>(r, "move", ""));
    LT_TRY(game, game_after(r, fen, nullptr));
    const Outcome outcome = game->outcome();
    if (outcome.over()) {
        json reply = {{"score", outcome.draw() ? json{{"cp", 0}} : json{{"mate", 0}}},
                      {"winners", protocol::winners_json(outcome.winners)}};
        for (int s = game->seat_count() - 1; s >= 0; --s)
            if (outcome.won_by(Seat(s)))
                reply["winner"] = s;
        return reply;
    }
    json reply = {{"seat", game->side_to_move()}};
    if (move.empty()) {
        LT_TRY(best, best_move(*game, uint64_t(nodes)));
        reply["score"] = best.score;
        reply["moverScore"] = best.moverScore;
        reply["best"] = best.move;
    } else {
        LT_TRY(appraisal, ai::appraise(*game, uint64_t(nodes), move, &cpuMemory));
        reply["score"] = game->seat_count() == 2 ? score_json(appraisal.bestScore, game->side_to_move()) : json();
        reply["moverScore"] = score_json(appraisal.bestScore, 0);
        reply["best"] = appraisal.bestMove;
        if (appraisal.moveScore)
            reply["moveScore"] = score_json(*appraisal.moveScore, 0);
    }
    for (const MoveView& m : game->legal_moves())
        if (m.text == reply["best"])
            reply["san"] = m.display;
    return reply;
}

/// `{id, seat}`: that seat resigns. Where a resignation is a move of its own (four-player chess: the seat is out,
/// the others play on) it is played in the seat's turn; elsewhere the game ends, every other seat winning.
/// Reply: {state} without the history, and {move, seat} when the resignation is a ply (the history's next).
Result<json> EngineApi::cmd_resign(const json& r) {
    LT_TRY(g, game_of(r));
    LT_TRY(seat, bounded(r, "seat", 0, 0, g->game->seat_count() - 1));
    if (g->ending || g->game->outcome().over())
        return errors::game_over();
    LT_TRY(decided, off_board::seat_leaves(*g->game, Seat(seat), Termination::RESIGNATION));
    json reply = json::object();
    if (decided.ply) {
        LT_TRY(played, g->game->play(*decided.ply));
        g->moveSeats.push_back(Seat(seat));
        reply["move"] = protocol::move_json(played);
        reply["seat"] = seat;
    } else {
        g->ending = decided.ending;
    }
    reply["state"] = state_of(*g, false);
    return reply;
}

/// `{id}`: the side to move claims a draw (threefold repetition, fifty moves). Reply: {state} without the history
/// (a claim plays no move).
Result<json> EngineApi::cmd_claim(const json& r) {
    LT_TRY(g, game_of(r));
    if (g->ending)
        return errors::game_over();
    LT_TRY(outcome, g->game->claim_draw());
    g->ending = ending_of(outcome);
    return json{{"state", state_of(*g, false)}};
}

/// `{id, players?: [names by seat], tags?: {name: value}}`: the game's record in its own format (PGN for the
/// chess games, PGN4 for four-player chess), a resignation included. Reply: {record, format: "pgn" or "pgn4"}.
Result<json> EngineApi::cmd_record(const json& r) {
    LT_TRY(g, game_of(r));
    RecordInfo info;
    if (auto it = r.find("players"); it != r.end() && it->is_array())
        for (const json& p : *it)
            info.players.push_back(p.is_string() ? p.get<std::string>() : std::string());
    if (auto it = r.find("tags"); it != r.end() && it->is_object())
        for (const auto& [name, value] : it->items())
            if (value.is_string())
                info.tags.emplace_back(name, value.get<std::string>());
    if (g->ending)
        info.ending = g->ending->outcome;
    const GameInfo* game = find_game(g->game->variant());
    return json{{"record", g->game->export_record(info)}, {"format", game ? game->record_format : "pgn"}};
}

/// `{game, fen?, moves?}`: the legal moves' canonical texts, sorted, and the FEN (the tests hold them against the
/// native build's). Reply: {moves, fen}.
Result<json> EngineApi::cmd_legal(const json& r) {
    LT_TRY(fen, field<std::string>(r, "fen", ""));
    LT_TRY(game, game_after(r, fen, nullptr));
    std::vector<std::string> texts;
    for (const MoveView& m : game->legal_moves())
        texts.push_back(m.text);
    std::sort(texts.begin(), texts.end());
    return json{{"moves", texts}, {"fen", game->fen()}};
}

/// `{game, fen?, depth}`: perft on the game's own position type. Reply: {nodes}.
Result<json> EngineApi::cmd_perft(const json& r) {
    LT_TRY(info, game_info_of(r));
    LT_TRY(fen, field<std::string>(r, "fen", ""));
    LT_TRY(depth, bounded(r, "depth", 1, 0, MAX_PERFT_DEPTH));
    LT_TRY(result, info->perft(fen, int(depth), false));
    return json{{"nodes", result.nodes}};
}

/// `{game?, depth?}`: the bench of `littletable bench` (ai/bench_run.h): the same node count as the native build's,
/// and the time of its searches. Reply: {nodes, searchMs, positions}.
Result<json> EngineApi::cmd_bench(const json& r) {
    LT_TRY(game, field<std::string>(r, "game", "chess"));
    LT_TRY(depth, bounded(r, "depth", 8, 1, 30));
    LT_TRY(totals, ai::run_bench(game, int(depth)));
    return json{{"nodes", totals.nodes}, {"searchMs", totals.searchMs}, {"positions", totals.positions}};
}

} // namespace littletable::wasm
