// How Metamachy's pieces move on the mailbox of types.h (docs/rules/metamachy.md, "Pieces"): the leapers' steps,
// the sliders' directions, and for the attack test the leaper squares from which each piece type attacks.
#pragma once

#include <array>
#include <cstdint>

#include "engine/metamachy/types.h"

namespace littletable::metamachy {

constexpr int step(int df, int dr) { return dr * MAILBOX_WIDTH + df; }

inline constexpr int ORTHOGONAL[4] = {step(1, 0), step(-1, 0), step(0, 1), step(0, -1)};
inline constexpr int DIAGONAL[4] = {step(1, 1), step(-1, 1), step(1, -1), step(-1, -1)};
inline constexpr int KING_STEPS[8] = {step(1, 0), step(-1, 0), step(0, 1),  step(0, -1),
                                      step(1, 1), step(-1, 1), step(1, -1), step(-1, -1)};
inline constexpr int KNIGHT_LEAPS[8] = {step(1, 2),  step(-1, 2),  step(2, 1),  step(-2, 1),
                                        step(1, -2), step(-1, -2), step(2, -1), step(-2, -1)};
/// The Camel's (1,3) leaps.
inline constexpr int CAMEL_LEAPS[8] = {step(1, 3),  step(-1, 3),  step(3, 1),  step(-3, 1),
                                       step(1, -3), step(-1, -3), step(3, -1), step(-3, -1)};
/// The Elephant's one diagonal step and its unblockable jump to the second diagonal square.
inline constexpr int ELEPHANT_MOVES[8] = {step(1, 1), step(-1, 1), step(1, -1), step(-1, -1),
                                          step(2, 2), step(-2, 2), step(2, -2), step(-2, -2)};

/// The 16 squares at distance 2 ((2,0), (2,2), (2,1) in every direction): the Lion's outer ring and the King's
/// initial leap.
constexpr std::array<int, 16> ring2() {
    std::array<int, 16> out{};
    int n = 0;
    for (int dr = -2; dr <= 2; ++dr)
        for (int df = -2; df <= 2; ++df)
            if (df == 2 || df == -2 || dr == 2 || dr == -2)
                out[size_t(n++)] = step(df, dr);
    return out;
}
inline constexpr std::array<int, 16> RING2 = ring2();

/// A leaper square seen from a target: the piece types of each colour that attack the target from target+offset.
struct AttackerOffset {
    int offset;
    uint16_t types[COLOR_NB]; ///< bit pt set when colour c's piece of type pt there attacks the target
};

constexpr int sign(int x) { return (x > 0) - (x < 0); }

/// Every square within distance 2, and the Camel's: who of each colour attacks from there (metamachy.md).
constexpr std::array<AttackerOffset, 32> attacker_offsets() {
    std::array<AttackerOffset, 32> out{};
    int n = 0;
    auto bit = [](PieceType pt) { return uint16_t(1u << pt); };
    for (int dr = -3; dr <= 3; ++dr)
        for (int df = -3; df <= 3; ++df) {
            const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
            const int dist = adf > adr ? adf : adr;
            const bool camel = (adf == 1 && adr == 3) || (adf == 3 && adr == 1);
            if (dist == 0 || (dist == 3 && !camel))
                continue;
            AttackerOffset a{step(df, dr), {0, 0}};
            for (int c = 0; c < COLOR_NB; ++c) {
                uint16_t t = 0;
                // The attacker stands at target + (df, dr); it attacks along (-df, -dr).
                if (camel)
                    t |= bit(CAMEL);
                if (dist <= 2 && !camel)
                    t |= bit(LION);
                if (dist == 1)
                    t |= bit(KING) | bit(PRINCE);
                if (adf == 1 && adr == 1)
                    t |= bit(ELEPHANT) | bit(EAGLE);
                if (adf == 2 && adr == 2)
                    t |= bit(ELEPHANT);
                if ((adf == 1 && adr == 2) || (adf == 2 && adr == 1))
                    t |= bit(KNIGHT);
                // A pawn captures one step diagonally forward: a white pawn stands one rank below its target.
                if (adf == 1 && dr == (c == WHITE ? -1 : 1))
                    t |= bit(PAWN);
                a.types[c] = t;
            }
            out[size_t(n++)] = a;
        }
    return out;
}
inline constexpr std::array<AttackerOffset, 32> ATTACKER_OFFSETS = attacker_offsets();

} // namespace littletable::metamachy
