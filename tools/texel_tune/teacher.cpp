#include "tools/texel_tune/teacher.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <memory>

#include "tools/texel_tune/parallel_for.h"

namespace littletable::texel {

namespace {

constexpr int64_t START_TIMEOUT_MS = 10'000;
constexpr auto SEARCH_TIMEOUT = std::chrono::seconds(30);
constexpr int SCORE_CLAMP = 2000;

bool white_to_move(const std::string& fen) {
    const std::size_t space = fen.find(' ');
    return space == std::string::npos || fen.compare(space + 1, 1, "w") == 0;
}

} // namespace

std::vector<std::optional<int>> teacher_scores(const std::vector<LabelledPosition>& positions,
                                               const match::UciCommand& command, const std::string& go, int threads,
                                               const std::function<void(std::size_t)>& progress) {
    std::vector<std::optional<int>> scores(positions.size());
    std::atomic<std::size_t> done = 0;
    parallel_for(positions.size(), threads, [&](std::size_t begin, std::size_t end, int) {
        std::unique_ptr<match::UciEngine> engine;
        for (std::size_t i = begin; i < end; ++i) {
            if (!engine) {
                Result<std::unique_ptr<match::UciEngine>> started = match::UciEngine::start(command, START_TIMEOUT_MS);
                if (!started)
                    continue;
                engine = std::move(started).value();
            }
            const match::UciSearch s = engine->search("position fen " + positions[i].fen, "go " + go,
                                                      match::SteadyClock::now() + SEARCH_TIMEOUT);
            if (s.status != match::UciSearch::Status::BESTMOVE || !s.scoreCp) {
                engine->quit(1000);
                engine.reset();
                continue;
            }
            const int cp = std::clamp(*s.scoreCp, -SCORE_CLAMP, SCORE_CLAMP);
            scores[i] = white_to_move(positions[i].fen) ? cp : -cp;
            if (const std::size_t n = ++done; n % 10'000 == 0 && progress)
                progress(n);
        }
        if (engine)
            engine->quit(1000);
    });
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

bool write_scores(const std::string& path, const std::vector<LabelledPosition>& positions,
                  const std::vector<std::optional<int>>& scores) {
    std::ofstream out(path);
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (scores[i])
            out << *scores[i] << ' ' << positions[i].fen << '\n';
    return bool(out);
}

} // namespace littletable::texel
