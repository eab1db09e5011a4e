// A FEN4 typed from a list of pieces, for the rule tests: the header fields as given, the board from (square, piece)
// pairs (corners counted as empty, the first dialect of fourplayer.md "Notation").
#pragma once

#include <map>
#include <string>

namespace littletable::fourplayer::testing_support {

/// `head`: the fields before the board ("R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0"); `pieces`: "h1" -> "rK".
inline std::string build_fen4(const std::string& head, const std::map<std::string, std::string>& pieces) {
    std::string board;
    for (int rank = 13; rank >= 0; --rank) {
        int run = 0;
        std::string row;
        for (int file = 0; file < 14; ++file) {
            const auto it = pieces.find(std::string(1, char('a' + file)) + std::to_string(rank + 1));
            if (it == pieces.end()) {
                ++run;
                continue;
            }
            if (run)
                row += std::to_string(run) + ",";
            run = 0;
            row += it->second + ",";
        }
        if (run)
            row += std::to_string(run) + ",";
        row.pop_back();
        board += row + (rank ? "/" : "");
    }
    return head + "-" + board;
}

} // namespace littletable::fourplayer::testing_support
