// The standard starting position of chess in FEN (FIDE Laws, Art. 2; Wikipedia, "Forsyth-Edwards Notation").
#pragma once

namespace littletable::server::test_fens {

inline constexpr const char* CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

} // namespace littletable::server::test_fens
