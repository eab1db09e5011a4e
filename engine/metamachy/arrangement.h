// The chief arrangements of Metamachy's setup phase (docs/rules/metamachy.md, "Board and setup"): King, Queen,
// Lion and Eagle on the four chief squares, Black's f12 g12 f11 g11 and White's mirror f1 g1 f2 g2.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/metamachy/types.h"

namespace littletable::metamachy {

constexpr int ARRANGEMENT_NB = 24;

/// One arrangement: the chief on the back-rank f square, back-rank g, front-rank f, front-rank g.
using Arrangement = std::array<PieceType, 4>;

/// The 24 arrangements, in lexicographic order of their texts (arrangement_text).
const std::array<Arrangement, ARRANGEMENT_NB>& arrangements();

/// The default arrangement: Queen f1, King g1, Lion f2, Eagle g2 (the rules' "Default arrangement").
int default_arrangement();

/// The four chief squares of colour `c` in Arrangement order (White: f1 g1 f2 g2; Black: f12 g12 f11 g11).
std::array<Square, 4> chief_squares(Color c);

/// The index of an arrangement, or nullopt when `a` is not K, Q, L, A each once.
std::optional<int> find_arrangement(const Arrangement& a);

/// The arrangement as four upper-case letters in Arrangement order ("QKLA" for the default).
std::string arrangement_text(int index);
/// The arrangement of four letters (either case), or nullopt when they are not K, Q, L, A each once.
std::optional<int> parse_arrangement(std::string_view letters);

} // namespace littletable::metamachy
