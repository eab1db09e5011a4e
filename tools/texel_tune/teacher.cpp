#include "tools/texel_tune/teacher.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <memory>
#include <mutex>

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

Result<std::vector<std::optional<int>>> teacher_scores(const std::vector<LabelledPosition>& positions,
                                                       const match::UciCommand& command, const std::string& go,
                                                       int threads, const std::function<void(std::size_t)>& progress) {
    std::vector<std::optional<int>> scores(positions.size());
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
            if (s.status != match::UciSearch::Status::BESTMOVE || !s.scoreCp) {
                engine->quit(1000);
                engine.reset();
                if (++failuresInARow == MAX_FAILURES_IN_A_ROW) {
                    const std::string how = s.status == match::UciSearch::Status::BESTMOVE ? "gave no exact score"
                                            : s.status == match::UciSearch::Status::TIMEOUT ? "timed out"
                                                                                             : "ended: " + s.detail;
                    fail(make_error("ERR_TEACHER_FAILING", "the teacher failed " +
                                                               std::to_string(MAX_FAILURES_IN_A_ROW) +
                                                               " positions in a row (the last " + how + ", at " +
                                                               positions[i].fen + ")"));
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
        return *firstError;
    return scores;
}

std::unordered_map<std::string, int> read_scores(const std::string& path) {
    std::unordered_map<std::string, int> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        const std::size_t space = line.find(' ');
        if (space == std::string::npos)
            continue;
        try {
            out[line.substr(space + 1)] = std::stoi(line.substr(0, space));
        } catch (const std::exception&) {
        }
    }
    return out;
}

bool write_scores(const std::string& path, const std::unordered_map<std::string, int>& scores) {
    std::vector<const std::pair<const std::string, int>*> sorted;
    for (const auto& entry : scores)
        sorted.push_back(&entry);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->first < b->first; });
    std::ofstream out(path);
    for (const auto* entry : sorted)
        out << entry->second << ' ' << entry->first << '\n';
    out.flush();
    return bool(out);
}

} // namespace littletable::texel
