#include "server/search/search_job.h"

#include <nlohmann/json.hpp>

#include "engine/core/replay.h"

namespace littletable::server {

using nlohmann::json;

namespace {

Error bad(std::string_view what) { return make_error("ERR_BAD_JOB", std::string(what)); }

/// The field `key` of `j` as T, when present and of that type.
template<class T>
std::optional<T> field(const json& j, const char* key) {
    auto it = j.find(key);
    if (it == j.end())
        return std::nullopt;
    if constexpr (std::is_same_v<T, std::string>) {
        if (!it->is_string())
            return std::nullopt;
    } else if constexpr (std::is_same_v<T, bool>) {
        if (!it->is_boolean())
            return std::nullopt;
    } else {
        if (!it->is_number_integer() && !it->is_number_unsigned())
            return std::nullopt;
    }
    return it->get<T>();
}

} // namespace

SearchJob job_of(const Game& game, const ai::CpuLimits& limits) {
    SearchJob job;
    job.game = std::string(game.variant());
    job.startFen = game.start_fen();
    for (const MoveView& m : game.history())
        job.moves.push_back(m.text);
    job.limits = limits;
    return job;
}

std::string to_text(const SearchJob& job) {
    return json{{"id", job.id},
                {"replyTo", job.replyTo},
                {"game", job.game},
                {"fen", job.startFen},
                {"moves", job.moves},
                {"level", job.limits.level},
                {"maxTimeMs", job.limits.maxTimeMs},
                {"softTimeMs", job.limits.softTimeMs},
                {"maxNodes", job.limits.maxNodes},
                {"maxDepth", job.limits.maxDepth},
                {"seed", job.limits.seed},
                {"deadline", job.deadlineMs}}
        .dump();
}

std::string to_text(const SearchAnswer& answer) {
    json j{{"id", answer.id}};
    if (answer.move)
        j["move"] = *answer.move;
    else
        j["error"] = answer.error;
    return j.dump();
}

Result<SearchJob> parse_job(std::string_view text, std::string_view answersPrefix) {
    const json j = json::parse(text, nullptr, false);
    if (!j.is_object())
        return bad("a job is a JSON object");
    SearchJob job;
    auto id = field<std::string>(j, "id");
    auto replyTo = field<std::string>(j, "replyTo");
    auto game = field<std::string>(j, "game");
    auto fen = field<std::string>(j, "fen");
    if (!id || !replyTo || !game || !fen)
        return bad("a job has the strings id, replyTo, game and fen");
    // Answers go to a node's own list only: a forged job cannot make a worker write anywhere else.
    if (!replyTo->starts_with(answersPrefix) || replyTo->size() > answersPrefix.size() + 64)
        return bad("replyTo is not a node's answer list");
    job.id = *id;
    job.replyTo = *replyTo;
    job.game = *game;
    job.startFen = *fen;
    auto moves = j.find("moves");
    if (moves == j.end() || !moves->is_array() || moves->size() > 100'000)
        return bad("moves is an array of move texts");
    for (const json& m : *moves) {
        if (!m.is_string())
            return bad("moves is an array of move texts");
        job.moves.push_back(m.get<std::string>());
    }
    auto level = field<int>(j, "level");
    auto maxTime = field<int64_t>(j, "maxTimeMs");
    auto softTime = field<int64_t>(j, "softTimeMs");
    auto maxNodes = field<uint64_t>(j, "maxNodes");
    auto maxDepth = field<int>(j, "maxDepth");
    auto seed = field<uint64_t>(j, "seed");
    auto deadline = field<int64_t>(j, "deadline");
    if (!level || !maxTime || !softTime || !maxNodes || !maxDepth || !seed || !deadline)
        return bad("a job has the numbers level, maxTimeMs, softTimeMs, maxNodes, maxDepth, seed and deadline");
    if (*level < 1 || *level > ai::MAX_LEVEL || *maxTime < 0 || *softTime < 0 || *maxDepth < 0)
        return bad("a job's limits are out of range");
    job.limits = {*level, *maxTime, *softTime, *maxNodes, *maxDepth, *seed};
    job.deadlineMs = *deadline;
    return job;
}

Result<SearchAnswer> parse_answer(std::string_view text) {
    const json j = json::parse(text, nullptr, false);
    if (!j.is_object())
        return bad("an answer is a JSON object");
    SearchAnswer a;
    auto id = field<std::string>(j, "id");
    if (!id)
        return bad("an answer has an id");
    a.id = *id;
    if (auto move = field<std::string>(j, "move"))
        a.move = *move;
    else if (auto error = field<std::string>(j, "error"))
        a.error = *error;
    else
        return bad("an answer has a move or an error");
    return a;
}

Result<std::unique_ptr<Game>> rebuild(const SearchJob& job) { return replay(job.game, job.startFen, job.moves); }

} // namespace littletable::server
