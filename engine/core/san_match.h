// Reading SAN, the part every game shares once the text is scanned: the legal moves that match what the text says
// (piece, origin file and rank when given, destination, promotion), and the answer: the one move, or an error that
// says why none or several match. Used by Chess's and Metamachy's SAN readers.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"
#include "engine/core/text.h"

namespace littletable {

/// What a SAN text says: the piece type (`pawn` when it names none), the origin's file and rank (-1: not given), the
/// destination square (the game's own index) and its file, and the promotion piece type (0: none).
struct SanWanted {
    int piece = 0;
    int pawn = 0;
    int fromFile = -1, fromRank = -1;
    int to = -1, toFile = -1;
    int promotion = 0;
};

/// One legal move as SAN sees it: its piece type, origin file and rank, destination and promotion (0: none).
struct SanMoveFacts {
    int piece = 0;
    int fromFile = 0, fromRank = 0;
    int to = -1;
    int promotion = 0;
};

template<typename Move>
class SanMatcher {
public:
    explicit SanMatcher(const SanWanted& wanted) : w(wanted) {}

    /// Keeps `m` when its facts match the text. A Pawn move written without a file is a push (same file); a
    /// promotion without its piece in the text does not match but is remembered for the error message.
    void offer(Move m, const SanMoveFacts& f) {
        if (f.to != w.to || f.piece != w.piece || (w.fromFile >= 0 && f.fromFile != w.fromFile) ||
            (w.fromRank >= 0 && f.fromRank != w.fromRank))
            return;
        if (w.piece == w.pawn && w.fromFile < 0 && f.fromFile != w.toFile)
            return;
        if (f.promotion && !w.promotion)
            promotionMissing = true;
        if (f.promotion == w.promotion)
            matches.push_back(m);
    }
    /// Keeps `m` whatever its facts (a move the game matches by itself, such as castling).
    void add(Move m) { matches.push_back(m); }

    /// The one matching move, or ERR_ILLEGAL_MOVE (none; `promotionExample` such as "e8=Q" when only the promotion
    /// piece was missing) or ERR_AMBIGUOUS_MOVE (several, listed by `name(move)`).
    template<typename Name>
    Result<Move> result(std::string_view text, const std::string& promotionExample, Name name) const {
        if (matches.size() == 1)
            return matches[0];
        if (matches.empty())
            return make_error("ERR_ILLEGAL_MOVE",
                              quoted(text) + (promotionMissing
                                                  ? " reaches the last rank but names no promotion piece (e.g. " +
                                                        promotionExample + ")"
                                                  : std::string(" is not a legal move in this position")));
        std::string list;
        for (Move m : matches)
            list += (list.empty() ? "" : ", ") + name(m);
        return make_error("ERR_AMBIGUOUS_MOVE", quoted(text) + " is ambiguous: it could be " + list);
    }

private:
    SanWanted w;
    std::vector<Move> matches;
    bool promotionMissing = false;
};

} // namespace littletable
