// libFuzzer harness for every text the chess and Metamate engines read: FEN, UCI and SAN move text, Metamate's move
// texts, PGN, and the dynamic Game's play/claim. Any crash, sanitizer report or broken invariant is a bug.
// Build and run (clang, not part of the normal build): scripts/fuzz.sh [seconds]
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/chess/pgn.h"
#include "engine/chess/position.h"
#include "engine/chess/san.h"
#include "engine/chess/uci_move.h"
#include "engine/core/registry.h"
#include "engine/metamate/notation.h"

using namespace littletable;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const size_t bar = text.find('|');
    const std::string_view fen = text.substr(0, bar);
    const std::string_view rest = bar == std::string_view::npos ? std::string_view() : text.substr(bar + 1);

    if (Result<chess::Position> pos = chess::Position::from_fen(fen); pos) {
        chess::Position& p = pos.value();
        // Invariant: a parsed position prints a FEN that parses back to the same FEN.
        Result<chess::Position> again = chess::Position::from_fen(p.fen());
        if (!again || again.value().fen() != p.fen() || again.value().key() != p.key())
            std::abort();
        const std::string before = p.fen();
        (void)chess::parse_san(p, rest);
        (void)chess::parse_uci_move(p, rest);
        if (p.fen() != before)
            std::abort(); // a failed or successful parse never changes the position
    }
    (void)chess::read_pgn(text);

    if (Result<metamate::Position> pos = metamate::Position::from_fen(fen); pos) {
        metamate::Position& p = pos.value();
        Result<metamate::Position> again = metamate::Position::from_fen(p.fen());
        if (!again || again.value().fen() != p.fen() || again.value().key() != p.key())
            std::abort();
        const std::string before = p.fen();
        (void)metamate::parse_move(p, rest);
        if (p.fen() != before)
            std::abort();
    }

    for (const char* variant : {"chess", "metamate"}) {
        if (auto game = create_game(variant, fen); game) {
            Game& g = *game.value();
            const std::string before = g.fen();
            auto played = g.play(rest);
            if (!played && g.fen() != before)
                std::abort(); // a refused move changes nothing
            (void)g.claim_draw(rest);
        }
        (void)find_game(variant)->import_record(text);
    }
    return 0;
}
