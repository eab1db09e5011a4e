// A Player that is a UCI engine (uci_engine.h): started on the first game, restarted for the next game after
// it crashed, hung or babbled.
#pragma once

#include <memory>
#include <string>

#include "match/player.h"
#include "match/uci_engine.h"

namespace littletable::match {

class UciPlayer final : public Player {
public:
    /// `startTimeoutMs` bounds the handshake and each new game's isready/readyok.
    UciPlayer(std::string name, UciCommand command, int64_t startTimeoutMs);
    ~UciPlayer() override;

    const std::string& name() const override { return playerName; }
    Result<Ok> new_game(const Game& start) override;
    MoveReply think(const MoveRequest& request) override;

private:
    void discard_engine();

    std::string playerName;
    UciCommand command;
    int64_t startTimeoutMs;
    std::unique_ptr<UciEngine> engine; ///< null before the first game and after a fault that needs a restart
    std::string standardStartFen; ///< the variant's start position: sent as "position startpos"
};

} // namespace littletable::match
