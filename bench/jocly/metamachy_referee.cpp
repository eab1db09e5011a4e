// The referee of bench/jocly/match.js: our rules (engine/metamachy) judge every game against Jocly. Reads one line
// per request on stdin, the moves from the default start in long algebraic separated by spaces (Black's setup
// choice first, "qkla@f12"; an empty line is the start), and answers one JSON line:
//   {"ok":true,"fen":"...","legal":[...],"termination":"none|checkmate|stalemate|...","winner":"white|black|",
//    "threefold":bool,"fifty":bool}
//   {"ok":false,"ply":N,"error":"..."}   (the N-th move, from 0, is not legal or not long algebraic)
// termination is the game end the position alone decides (Position::outcome); threefold and fifty tell whether a
// draw may be claimed.
#include <iostream>
#include <sstream>
#include <string>

#include "bench/jocly/json_lines.h"
#include "engine/core/outcome.h"

using namespace littletable;
using namespace littletable::metamachy;
using namespace littletable::metamachy::jocly_bench;

namespace {

std::string judge(const std::string& line) {
    Position pos = Position::start();
    std::istringstream in(line);
    std::string text;
    for (int ply = 0; in >> text; ++ply) {
        const Result<Move> m = parse_lan(pos, text);
        if (!m.ok())
            return "{\"ok\":false,\"ply\":" + std::to_string(ply) + ",\"error\":\"" + m.error().code + "\"}";
        pos.make(m.value());
    }
    const Outcome outcome = pos.outcome();
    const char* winner =
        outcome.termination == Termination::CHECKMATE ? (pos.side_to_move() == WHITE ? "black" : "white") : "";
    return "{\"ok\":true,\"fen\":\"" + pos.fen() + "\",\"legal\":" + json_strings(legal_texts(pos)) +
           ",\"termination\":\"" + std::string(to_string(outcome.termination)) + "\",\"winner\":\"" + winner +
           "\",\"threefold\":" + (pos.can_claim_threefold() ? "true" : "false") +
           ",\"fifty\":" + (pos.can_claim_fifty_moves() ? "true" : "false") + "}";
}

} // namespace

int main() {
    std::string line;
    while (std::getline(std::cin, line))
        std::cout << judge(line) << std::endl;
    return 0;
}
