// The C++ names of piece types and ranks, as the tuner names weights and writes eval_params.cpp.
#pragma once

#include "engine/chess/types.h"

namespace littletable::texel {

inline constexpr const char* TYPE_NAME[chess::PIECE_TYPE_NB] = {"NO_PIECE_TYPE", "PAWN",  "KNIGHT", "BISHOP",
                                                                "ROOK",          "QUEEN", "KING",   "META"};
inline constexpr const char* RANK_NAME[chess::RANK_NB] = {"RANK_1", "RANK_2", "RANK_3", "RANK_4",
                                                          "RANK_5", "RANK_6", "RANK_7", "RANK_8"};

} // namespace littletable::texel
