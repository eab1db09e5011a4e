#include "match/uci_player.h"

#include "engine/core/registry.h"
#include "match/uci_text.h"

namespace littletable::match {

namespace {

/// How long a late bestmove is awaited after "stop" before the engine is restarted, and how long an engine
/// may take to quit.
constexpr int64_t STOP_GRACE_MS = 500;
constexpr int64_t QUIT_GRACE_MS = 1000;

} // namespace

UciPlayer::UciPlayer(std::string name, UciCommand cmd, int64_t startTimeout)
    : playerName(std::move(name)), command(std::move(cmd)), startTimeoutMs(startTimeout) {}

UciPlayer::~UciPlayer() {
    if (engine)
        engine->quit(QUIT_GRACE_MS);
}

Result<Ok> UciPlayer::new_game(const Game& start) {
    if (Result<std::unique_ptr<Game>> standard = create_game(start.variant()); standard)
        standardStartFen = standard.value()->fen();
    if (!engine) {
        Result<std::unique_ptr<UciEngine>> started = UciEngine::start(command, startTimeoutMs);
        if (!started)
            return started.error();
        engine = std::move(started).value();
    }
    if (Result<Ok> ready = engine->new_game(startTimeoutMs); !ready) {
        discard_engine();
        return ready.error();
    }
    return Ok{};
}

MoveReply UciPlayer::think(const MoveRequest& request) {
    MoveReply reply;
    if (!engine) {
        reply.fault = Fault::CRASHED;
        reply.detail = "the engine is not running";
        return reply;
    }
    const UciSearch s = engine->search(position_command(request.game, standardStartFen),
                                       go_command(request.tc, request.clockMs), request.deadline);
    reply.scoreCp = s.scoreCp;
    switch (s.status) {
        case UciSearch::Status::BESTMOVE:
            reply.move = s.move;
            break;
        case UciSearch::Status::TIMEOUT:
            reply.fault = Fault::NO_REPLY;
            reply.detail = "no bestmove in time";
            // A late answer after "stop" keeps the engine; otherwise it is restarted for the next game.
            if (!engine->stop(SteadyClock::now() + std::chrono::milliseconds(STOP_GRACE_MS)))
                discard_engine();
            break;
        case UciSearch::Status::CLOSED:
            reply.fault = Fault::CRASHED;
            reply.detail = s.detail;
            discard_engine();
            break;
        case UciSearch::Status::GARBLED:
            reply.fault = Fault::GARBLED;
            reply.detail = s.detail;
            discard_engine();
            break;
    }
    return reply;
}

void UciPlayer::discard_engine() {
    if (engine)
        engine->quit(0);
    engine.reset();
}

} // namespace littletable::match
