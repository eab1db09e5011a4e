#include "ai/chess_epd.h"

#include <algorithm>
#include <memory>

#include "ai/games/chess_traits.h"
#include "ai/search.h"
#include "engine/chess/epd.h"
#include "engine/chess/san.h"

namespace littletable::ai {

namespace {

/// The moves named in SAN by `operands` (null: none).
Result<std::vector<chess::Move>> san_moves(chess::Position& pos, const std::vector<std::string>* operands) {
    std::vector<chess::Move> out;
    if (operands)
        for (const std::string& san : *operands) {
            Result<chess::Move> m = chess::parse_san(pos, san);
            if (!m)
                return m.error();
            out.push_back(m.value());
        }
    return out;
}

} // namespace

Result<EpdSolve> solve_epd(std::string_view line, uint64_t maxNodes, int ttMiB) {
    if (maxNodes == 0)
        return make_error("ERR_EPD_NODES", "the node budget must be at least 1 (0 would search without end)");
    Result<chess::EpdRecord> record = chess::parse_epd(line);
    if (!record)
        return record.error();
    Result<chess::Position> parsed = chess::Position::from_fen(record.value().fen);
    if (!parsed)
        return parsed.error();
    chess::Position pos = std::move(parsed).value();
    EpdSolve out;
    if (const auto* id = record.value().operands("id"); id && !id->empty())
        out.id = id->front();
    Result<std::vector<chess::Move>> best = san_moves(pos, record.value().operands("bm"));
    if (!best)
        return best.error();
    Result<std::vector<chess::Move>> avoid = san_moves(pos, record.value().operands("am"));
    if (!avoid)
        return avoid.error();
    out.bestMoves = std::move(best).value();
    out.avoidMoves = std::move(avoid).value();
    if (out.bestMoves.empty() && out.avoidMoves.empty())
        return make_error("ERR_EPD_NO_MOVE", "the EPD has neither a 'bm' nor an 'am' operation");

    TranspositionTable<chess::Move> tt(std::size_t(std::max(ttMiB, 1)));
    auto searcher = std::make_unique<Searcher<ChessTraits>>(tt);
    SearchLimits<chess::Move> limits;
    limits.maxNodes = maxNodes;
    const SearchResult<chess::Move> result = searcher->search(pos, limits);
    out.played = result.bestMove;
    out.nodes = result.nodes;
    auto contains = [&](const std::vector<chess::Move>& v) {
        return std::find(v.begin(), v.end(), out.played) != v.end();
    };
    out.solved = (out.bestMoves.empty() || contains(out.bestMoves)) && !contains(out.avoidMoves);
    return out;
}

} // namespace littletable::ai
