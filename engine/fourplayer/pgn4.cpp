#include "engine/fourplayer/pgn4.h"

#include "engine/fourplayer/notation.h"

namespace littletable::fourplayer {

void apply_ply(Position& pos, const PlyRecord& ply) {
    if (!ply.token)
        pos.make(ply.move);
    else if (ply.token == AGREED_DRAW_TOKEN)
        pos.agree_draw();
    else
        pos.resign();
}

std::string write_pgn4(const Position& start, const std::vector<PlyRecord>& plies, PgnTags tags,
                       std::string_view result) {
    if (pgn_tag(tags, "Variant").empty())
        set_pgn_tag(tags, "Variant", "FFA");
    if (pgn_tag(tags, "RuleVariants").empty())
        set_pgn_tag(tags, "RuleVariants", "EnPassant PromoteTo=D");
    const std::string fen = start.fen();
    set_pgn_tag(tags, "StartFen4", fen == Position::start().fen() ? "4PC" : fen);
    set_pgn_tag(tags, "Result", std::string(result));
    std::string out;
    for (const auto& [key, value] : tags) {
        out += '[' + key + " \"";
        for (char c : value) {
            if (c == '"' || c == '\\')
                out += '\\';
            out += c;
        }
        out += "\"]\n";
    }
    out += '\n';

    // A round starts with its number when the turn has come round (the mover's seat is not after the last one's).
    std::vector<std::string> tokens;
    Position pos = start;
    int round = 0;
    Seat last = SEAT_NB;
    const auto ply = [&](Seat seat, std::string text) {
        if (seat <= last)
            tokens.push_back(std::to_string(++round) + ".");
        else
            tokens.push_back("..");
        tokens.push_back(std::move(text));
        last = seat;
    };
    for (const PlyRecord& r : plies) {
        const Seat seat = pos.side_to_move();
        const uint8_t outBefore = pos.eliminated_mask();
        ply(seat, r.token ? std::string(1, r.token) : to_pgn4(pos, r.move));
        apply_ply(pos, r);
        // Seats stalemated when their turn came (20 points to them) take their ply as "S".
        for (Seat s = Seat(next_seat(seat)); s != seat; s = next_seat(s))
            if (((pos.eliminated_mask() & ~outBefore) >> s & 1) &&
                pos.points(s) - pos.previous_state().points[s] >= 20 && s != pos.side_to_move())
                ply(s, "S");
    }
    return out + write_pgn_movetext(tokens, result);
}

} // namespace littletable::fourplayer
