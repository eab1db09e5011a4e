// Positions built to reach every rule of Metamate quickly, shared by the generator's tests (the cross-check against
// the reference generator, the captures' list).
#pragma once

namespace littletable::metamate::testing_support {

/// Positions built to reach every rule quickly (each with both sides' Metas near the action).
inline const char* const RULE_POSITIONS[] = {
    // Meta bridge: White's M4 next to Black's M2.1, which copies a knight and a rook.
    "4k3/8/3nm[2.1]r2/4M[4]3/8/8/4P3/4K3 w - - 0 1",
    // M4 next to both kings' neighbourhoods, queens around.
    "3qk3/4m[4]3/8/8/8/8/3QM[4]3/4K3 w - - 0 1",
    // Castling: Metas beside unmoved rooks and kings, both sides.
    "r3k1m[3]r/pppppppp/8/8/8/8/PPPPPPP1/RM[2.1]2KM[1h]1R w KQkq - 0 1",
    "rm[3]2k2r/8/8/8/8/8/8/R2M[1h]K1M[3]R w KQkq - 0 1",
    // Promotions: Metas and pawns near the last ranks (advance, propulsion, charge, double promotion).
    "4k3/2P1M[1h]1P1/1M[3]6/8/8/6m[3]1/1p1m[1h]2p1/4K3 w - - 0 1",
    "2M[1h]3k1/3P4/8/8/8/8/3p4/2m[1h]3K1 w - - 0 1",
    "6k1/3PM[3]3/8/8/8/8/3m[3]p3/1K6 w - - 0 1",
    "M[2.2]3k3/1P6/8/8/8/8/6p1/4K2m[2.2] b - - 0 1",
    // Double steps and en passant through copied pawns.
    "4k3/3pm[1h]p2/8/2P5/8/8/3PM[1h]P2/4K3 w - - 0 1",
    "4k3/8/8/3pP3/2M[1v]5/2P5/8/4K3 w - d6 0 2",
    "4k3/8/8/2pM[1h]P3/8/8/8/4K3 w - c6 0 2",
    "4k3/8/8/8/2M[1h]p4/8/3P4/4K3 b - c3 0 1",
    // Evolution chains: M1, M2.2, M3 with captures all around.
    "4k3/8/2n1n3/3M[1v]4/3P1m[2.2]2/4Q3/8/4K3 w - - 0 1",
    // A Meta checks; a king next to an enemy M4.
    "8/8/3k4/8/3M[4]4/3Q4/8/4K3 b - - 0 1",
    "4k3/8/8/2m[3]5/2q5/8/1M[2.2]6/B3K3 w - - 0 1",
};

} // namespace littletable::metamate::testing_support
