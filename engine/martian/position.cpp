// Martian Chess positions: the start, make/unmake and the end of the game (docs/rules/martian.md).
#include "engine/martian/position.h"

#include <bit>

#include "engine/martian/zobrist.h"

namespace littletable::martian {

Position Position::start(int seats, const Settings& settings) {
    Position pos = from_fen(seats == 4 ? START_FEN_4P : START_FEN_2P).value();
    pos.sideToMove = Seat(settings.firstSeat % seats);
    pos.clockState = settings.deadlockClock ? CLOCK_READY : CLOCK_OFF;
    pos.limit = settings.moveLimit;
    pos.k = pos.compute_key();
    return pos;
}

void Position::put(PieceType pt, Square s) {
    board[s] = pt;
    byType[pt] |= square_bb(s);
    byType[NO_PIECE] |= square_bb(s);
}

void Position::remove(Square s) {
    byType[board[s]] &= ~square_bb(s);
    byType[NO_PIECE] &= ~square_bb(s);
    board[s] = NO_PIECE;
}

Key Position::compute_key() const {
    const zobrist::Keys& z = zobrist::keys();
    Key key = z.side[sideToMove] ^ z.crossFrom[crossFrom] ^ z.crossTo[crossTo] ^ z.clock[clockState + 2];
    for (Bitboard b = byType[NO_PIECE]; b; b &= b - 1) {
        const Square s = std::countr_zero(b);
        key ^= z.piece[board[s]][s];
    }
    for (int s = 0; s < lay->seats; ++s)
        key ^= z.score[s][scores[s]];
    return key;
}

// Step 1. Save what the move overwrites. Step 2. The destination: a piece of another zone is captured (the mover
// scores its value), one of the mover's zone merges with the mover (field promotion: the types' numbers add up).
// Step 3. The piece lands; whoever's zone it now stands in owns it. Step 4. The crossing (2 players), the clock, the
// ply and the turn.
void Position::make(Move m) {
    const zobrist::Keys& z = zobrist::keys();
    const Square from = m.from(), to = m.to();
    const Seat us = sideToMove;
    StateInfo& st = states.emplace_back();
    st.key = k;
    st.mover = board[from];
    st.captured = board[to];
    st.crossFrom = crossFrom;
    st.crossTo = crossTo;
    st.clock = int8_t(clockState);

    PieceType landing = st.mover;
    bool capture = false;
    if (st.captured != NO_PIECE) {
        k ^= z.piece[st.captured][to];
        remove(to);
        if (lay->zoneOf[to] == us)
            landing = PieceType(st.mover + st.captured);
        else {
            k ^= z.score[us][scores[us]];
            scores[us] = int16_t(scores[us] + st.captured);
            k ^= z.score[us][scores[us]];
            capture = true;
        }
    }
    k ^= z.piece[st.mover][from] ^ z.piece[landing][to];
    remove(from);
    put(landing, to);

    k ^= z.crossFrom[crossFrom] ^ z.crossTo[crossTo];
    if (lay->seats == 2 && lay->zoneOf[from] != lay->zoneOf[to])
        crossFrom = from, crossTo = to;
    else
        crossFrom = crossTo = NO_SQ;
    k ^= z.crossFrom[crossFrom] ^ z.crossTo[crossTo];

    if (clockState != CLOCK_OFF && (clockState != CLOCK_READY || m.calls_clock())) {
        k ^= z.clock[clockState + 2];
        clockState = clockState == CLOCK_READY || capture ? 0 : clockState + 1;
        k ^= z.clock[clockState + 2];
    }
    ++ply;
    k ^= z.side[us];
    sideToMove = Seat(us + 1 == lay->seats ? 0 : us + 1);
    k ^= z.side[sideToMove];
}

void Position::unmake(Move m) {
    const StateInfo& st = states.back();
    const Square from = m.from(), to = m.to();
    sideToMove = last_mover();
    --ply;
    remove(to);
    put(st.mover, from);
    if (st.captured != NO_PIECE) {
        put(st.captured, to);
        if (lay->zoneOf[to] != sideToMove)
            scores[sideToMove] = int16_t(scores[sideToMove] - st.captured);
    }
    crossFrom = st.crossFrom;
    crossTo = st.crossTo;
    clockState = st.clock;
    k = st.key;
    states.pop_back();
}

// "End of game": at once when a zone is empty (2 players: equal scores go to the last mover; 4 players: the best
// scores share first place), else when the called clock runs out or the move limit is reached (equal best scores:
// a draw with 2 players, shared with 4). A tie of all four seats is a draw (docs/rules-decisions.md).
Outcome Position::outcome() const {
    const int n = lay->seats;
    bool zoneEmpty = false;
    for (int s = 0; s < n; ++s)
        zoneEmpty |= (byType[NO_PIECE] & lay->zone[s]) == 0;
    if (!zoneEmpty && clockState != CLOCK_END && !(limit > 0 && ply >= limit))
        return Outcome::ongoing();
    int best = -1;
    uint8_t winners = 0;
    for (int s = 0; s < n; ++s) {
        if (scores[s] > best)
            best = scores[s], winners = 0;
        if (scores[s] == best)
            winners = uint8_t(winners | 1u << s);
    }
    if (std::popcount(winners) == n)
        winners = n == 2 && zoneEmpty ? uint8_t(1u << last_mover()) : 0;
    return {Termination::POINTS, winners};
}

} // namespace littletable::martian
