#include "tools/texel_tune/teacher.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <memory>
#include <mutex>

#include "tools/texel_tune/files.h"
#include "tools/texel_tune/parallel_for.h"

namespace littletable::texel {

namespace {

constexpr int64_t START_TIMEOUT_MS = 10'000;
constexpr auto SEARCH_TIMEOUT = std::chrono::seconds(30);
constexpr int SCORE_CLAMP = 2000;
constexpr int MAX_FAILURES_IN_A_ROW = 3;

bool white_to_move(const std::string& fen) {
    const std::size_t space = fen.find(' ');
    return space == std::string::npos || fen.compare(space + 1, 1, "w") == 0;
}

} // namespace

std::optional<Error> teacher_scores(const std::vector<LabelledPosition>& positions, const match::UciCommand& command,
                                    const std::string& go, int threads,
                                    const std::function<void(std::size_t)>& progress,
                                    std::vector<std::optional<int>>& scores) {
    scores.assign(positions.size(), std::nullopt);
    std::atomic<std::size_t> searched = 0;
    std::atomic<std::size_t> done = 0;
    std::atomic<bool> failed = false;
    std::mutex errorLock;
    std::optional<Error> firstError;
    const auto fail = [&](Error e) {
        const std::lock_guard<std::mutex> lock(errorLock);
        if (!firstError)
            firstError = std::move(e);
        failed = true;
    };
    parallel_for(positions.size(), threads, [&](std::size_t begin, std::size_t end, int) {
        std::unique_ptr<match::UciEngine> engine;
        int failuresInARow = 0;
        for (std::size_t i = begin; i < end && !failed; ++i) {
            if (!engine) {
                Result<std::unique_ptr<match::UciEngine>> started = match::UciEngine::start(command, START_TIMEOUT_MS);
                if (!started) {
                    fail(make_error("ERR_TEACHER_START", "the teacher cannot start: " + started.error().message));
                    break;
                }
                engine = std::move(started).value();
            }
            const match::UciSearch s = engine->search("position fen " + positions[i].fen, "go " + go,
                                                      match::SteadyClock::now() + SEARCH_TIMEOUT);
            ++searched;
            if (s.status != match::UciSearch::Status::BESTMOVE || !s.scoreCp) {
                engine->quit(1000);
                engine.reset();
                if (++failuresInARow == MAX_FAILURES_IN_A_ROW) {
                    const std::string how = s.status == match::UciSearch::Status::BESTMOVE  ? "gave no exact score"
                                            : s.status == match::UciSearch::Status::TIMEOUT ? "timed out"
                                                                                            : s.detail;
                    fail(make_error("ERR_TEACHER_FAILING",
                                    "the teacher failed " + std::to_string(MAX_FAILURES_IN_A_ROW) +
                                        " positions in a row (the last " + how + ", at " + positions[i].fen + ")"));
                }
                continue;
            }
            failuresInARow = 0;
            const int cp = std::clamp(*s.scoreCp, -SCORE_CLAMP, SCORE_CLAMP);
            scores[i] = white_to_move(positions[i].fen) ? cp : -cp;
            if (const std::size_t n = ++done; n % 10'000 == 0 && progress)
                progress(n);
        }
        if (engine)
            engine->quit(1000);
    });
    if (firstError)
        return firstError;
    if (searched > 0 && done == 0) // spread over many processes, no one of them failed 3 in a row
        return make_error("ERR_TEACHER_FAILING", "the teacher gave no exact score for any of the " +
                                                     std::to_string(searched.load()) + " positions it searched");
    return std::nullopt;
}

std::unordered_map<std::string, int> read_scores(const std::string& path) {
    std::unordered_map<std::string, int> out;
    const std::optional<std::string> text = read_text_file(path);
    if (!text)
        return out;
    std::string_view rest = *text;
    while (!rest.empty()) {
        const std::size_t eol = rest.find('\n');
        std::string_view line = rest.substr(0, eol);
        rest = eol == std::string_view::npos ? std::string_view{} : rest.substr(eol + 1);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        const std::size_t space = line.find(' ');
        if (space == std::string_view::npos || space + 1 == line.size())
            continue;
        int score = 0;
        const auto [end, ec] = std::from_chars(line.data(), line.data() + space, score);
        if (ec == std::errc() && end == line.data() + space)
            out[std::string(line.substr(space + 1))] = score;
    }
    return out;
}

bool write_scores(const std::string& path, const std::unordered_map<std::string, int>& scores) {
    std::vector<const std::pair<const std::string, int>*> sorted;
    for (const auto& entry : scores)
        sorted.push_back(&entry);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->first < b->first; });
    std::string text;
    for (const auto* entry : sorted)
        text += std::to_string(entry->second) + ' ' + entry->first + '\n';
    return replace_file(path, text);
}

} // namespace littletable::texel
