#include "cli/uci/format.h"

#include <algorithm>
#include <cctype>

#include "ai/search_types.h"

namespace littletable::cli::uci {

std::string format_score(int score) {
    if (ai::is_mate_score(score))
        return "mate " + std::to_string(ai::mate_moves(score));
    return "cp " + std::to_string(score);
}

std::vector<std::string> format_info(const ai::AnalysisInfo& info) {
    std::vector<std::string> lines;
    const int64_t nps = int64_t(info.nodes * 1000 / uint64_t(std::max<int64_t>(info.timeMs, 1)));
    for (std::size_t k = 0; k < info.lines.size(); ++k) {
        const ai::AnalysisLine& line = info.lines[k];
        std::string s = "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.selDepth) +
                        " multipv " + std::to_string(k + 1) + " score " + format_score(line.score) + " nodes " +
                        std::to_string(info.nodes) + " nps " + std::to_string(nps) + " hashfull " +
                        std::to_string(info.hashfull) + " time " + std::to_string(info.timeMs);
        if (!line.pv.empty()) {
            s += " pv";
            for (const std::string& m : line.pv)
                s += " " + m;
        }
        lines.push_back(s);
    }
    return lines;
}

std::string format_bestmove(const ai::AnalysisResult& result) {
    if (result.bestMove.empty())
        return "bestmove (none)";
    return "bestmove " + result.bestMove + (result.ponderMove.empty() ? "" : " ponder " + result.ponderMove);
}

std::vector<std::string> format_board(const Game& game) {
    const Geometry& g = game.geometry();
    std::vector<std::string> cells(std::size_t(g.width() * g.height()), ".");
    std::size_t width = 1;
    for (const PieceView& p : game.pieces()) {
        // The first letter's case tells the owner (Metamate's kinds are longer: "M2.1" and "m2.1").
        std::string kind = p.kind;
        if (!kind.empty())
            kind[0] = char(p.owner == 0 ? std::toupper(static_cast<unsigned char>(kind[0]))
                                        : std::tolower(static_cast<unsigned char>(kind[0])));
        width = std::max(width, kind.size());
        cells[std::size_t(p.square)] = kind;
    }
    for (std::string& cell : cells)
        cell.resize(width, ' ');
    std::vector<std::string> lines;
    // Built by appending (GCC 12 warns falsely about `" " + std::string`).
    for (int rank = g.height() - 1; rank >= 0; --rank) {
        std::string row(rank + 1 < 10 ? " " : "");
        row.append(std::to_string(rank + 1)).append(" ");
        for (int file = 0; file < g.width(); ++file)
            row.append(" ").append(g.exists(file, rank) ? cells[std::size_t(g.square(file, rank))]
                                                        : std::string(width, ' '));
        lines.push_back(row);
    }
    std::string files = "   ";
    for (int file = 0; file < g.width(); ++file)
        files.append(" ").append(std::string(1, char('a' + file))).append(width - 1, ' ');
    lines.push_back(files);
    for (std::string& line : lines)
        line.erase(line.find_last_not_of(' ') + 1);
    lines.push_back("Fen: " + game.fen());
    const Seat toMove = game.side_to_move();
    lines.push_back(toMove == NO_SEAT ? "Game over" : "Seat to move: " + std::to_string(int(toMove)));
    return lines;
}

} // namespace littletable::cli::uci
