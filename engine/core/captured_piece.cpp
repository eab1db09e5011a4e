#include "engine/core/captured_piece.h"

#include <algorithm>

namespace littletable {

std::optional<PieceView> captured_piece(const std::vector<PieceView>& before, const std::vector<PieceView>& after,
                                        Seat mover) {
    for (const PieceView& p : before) {
        if (p.owner == mover)
            continue;
        const bool stays = std::any_of(after.begin(), after.end(), [&](const PieceView& q) {
            return q.square == p.square && q.kind == p.kind && (q.owner == p.owner || q.owner == NO_SEAT);
        });
        if (!stays) {
            PieceView taken = p;
            taken.copies.clear();
            return taken;
        }
    }
    return std::nullopt;
}

} // namespace littletable
