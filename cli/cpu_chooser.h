// How the server's CPU players pick moves, for `serve` and `worker` alike: ai::choose_move, each thread keeping
// level 8's table between moves (of any room it serves), as a UCI engine keeps it between `go` commands.
#pragma once

#include "ai/cpu_player.h"
#include "server/search/cpu_pool.h"

namespace littletable::cli {

inline server::MoveChooser cpu_chooser() {
    return [](const Game& game, const ai::CpuLimits& limits, const std::atomic<bool>* stop) {
        thread_local ai::CpuMemory memory;
        return ai::choose_move(game, limits, stop, &memory);
    };
}

} // namespace littletable::cli
