#include "match/uci_engine.h"

#include "match/uci_text.h"

namespace littletable::match {

namespace {

Deadline after(int64_t ms) { return SteadyClock::now() + std::chrono::milliseconds(ms); }

/// How long writing one command may take: engines read their input promptly; a full pipe means a hung one.
constexpr int64_t WRITE_TIMEOUT_MS = 2000;

} // namespace

Result<std::unique_ptr<UciEngine>> UciEngine::start(const UciCommand& command, int64_t timeoutMs) {
    Result<std::unique_ptr<ChildProcess>> child = ChildProcess::spawn(command.argv);
    if (!child)
        return child.error();
    std::unique_ptr<UciEngine> engine(new UciEngine(std::move(child).value()));
    const Deadline deadline = after(timeoutMs);
    if (!engine->send("uci", deadline))
        return make_error("ERR_ENGINE_START", command.argv[0] + " " + engine->ended() + " before the handshake");
    if (Result<Ok> ok = engine->wait_for("uciok", deadline); !ok)
        return ok.error();
    for (const auto& [name, value] : command.options)
        if (!engine->send(setoption_command(name, value), deadline))
            return make_error("ERR_ENGINE_START", command.argv[0] + " " + engine->ended() + " while options were set");
    if (!engine->send("isready", deadline))
        return make_error("ERR_ENGINE_START", command.argv[0] + " " + engine->ended() + " before isready");
    if (Result<Ok> ok = engine->wait_for("readyok", deadline); !ok)
        return ok.error();
    return engine;
}

Result<Ok> UciEngine::new_game(int64_t timeoutMs) {
    const Deadline deadline = after(timeoutMs);
    if (!send("ucinewgame", deadline) || !send("isready", deadline))
        return make_error("ERR_ENGINE_HANDSHAKE", "the engine " + ended() + " before a new game");
    return wait_for("readyok", deadline);
}

UciSearch UciEngine::search(const std::string& position, const std::string& go, Deadline deadline) {
    UciSearch out;
    const Deadline writeBy = std::min(deadline, after(WRITE_TIMEOUT_MS));
    if (!send(position, writeBy) || !send(go, writeBy)) {
        out.status = process->running() ? UciSearch::Status::TIMEOUT : UciSearch::Status::CLOSED;
        out.detail = ended();
        return out;
    }
    std::string line;
    for (;;) {
        switch (process->read_line(line, deadline)) {
            case ChildProcess::ReadStatus::LINE:
                if (std::optional<std::string> move = parse_bestmove(line)) {
                    out.status = UciSearch::Status::BESTMOVE;
                    out.move = std::move(*move);
                    return out;
                }
                if (std::optional<int> score = parse_info_score(line))
                    out.scoreCp = score;
                continue; // UCI: lines and tokens a GUI does not know are ignored
            case ChildProcess::ReadStatus::TIMEOUT:
                out.status = UciSearch::Status::TIMEOUT;
                return out;
            case ChildProcess::ReadStatus::CLOSED:
                out.status = UciSearch::Status::CLOSED;
                out.detail = ended();
                return out;
            case ChildProcess::ReadStatus::TOO_LONG:
                out.status = UciSearch::Status::GARBLED;
                out.detail = "sent a line longer than " + std::to_string(ChildProcess::MAX_LINE) + " bytes";
                return out;
        }
    }
}

bool UciEngine::stop(Deadline deadline) {
    if (!send("stop", deadline))
        return false;
    std::string line;
    while (process->read_line(line, deadline) == ChildProcess::ReadStatus::LINE)
        if (parse_bestmove(line))
            return true;
    return false;
}

void UciEngine::quit(int64_t graceMs) {
    const Deadline deadline = after(graceMs);
    send("quit", deadline);
    process->finish(deadline);
}

bool UciEngine::send(const std::string& command, Deadline deadline) { return process->write(command + "\n", deadline); }

Result<Ok> UciEngine::wait_for(std::string_view token, Deadline deadline) {
    std::string line;
    for (;;) {
        switch (process->read_line(line, deadline)) {
            case ChildProcess::ReadStatus::LINE: {
                const auto words = split_words(line);
                if (words.size() == 1 && words[0] == token)
                    return Ok{};
                if (words.size() >= 3 && words[0] == "id" && words[1] == "name")
                    idName = line.substr(size_t(words[2].data() - line.data()));
                continue;
            }
            case ChildProcess::ReadStatus::TOO_LONG:
                continue;
            case ChildProcess::ReadStatus::TIMEOUT:
                return make_error("ERR_ENGINE_HANDSHAKE", "no '" + std::string(token) + "' from the engine in time");
            case ChildProcess::ReadStatus::CLOSED:
                return make_error("ERR_ENGINE_START",
                                  "the engine " + ended() + " while we waited for '" + std::string(token) + "'");
        }
    }
}

std::string UciEngine::ended() {
    // An engine that closed its output is normally ending: give it a moment to tell how, then kill it.
    return "ended (" + process->finish(after(200)) + ")";
}

} // namespace littletable::match
