#include "engine/core/ranking.h"

#include <bit>

namespace littletable {

namespace {

/// Whether `a` finished above `b`: in play above out of play, then more points.
bool above(const SeatFinish& a, const SeatFinish& b) {
    if (a.inPlay != b.inPlay)
        return a.inPlay;
    return a.points > b.points;
}

} // namespace

Places rank_seats(std::span<const SeatFinish> seats) {
    Places places(seats.size(), 1);
    for (size_t s = 0; s < seats.size(); ++s)
        for (size_t o = 0; o < seats.size(); ++o)
            if (o != s && above(seats[o], seats[s]))
                ++places[s];
    return places;
}

uint8_t first_place(const Places& places) {
    uint8_t first = 0;
    for (size_t s = 0; s < places.size(); ++s)
        if (places[s] == 1)
            first |= uint8_t(1u << s);
    return std::popcount(first) == int(places.size()) ? 0 : first;
}

Places places_of_winners(uint8_t winners, int seats) {
    Places places(size_t(seats > 0 ? seats : 0), 1);
    if (winners == 0)
        return places;
    const int behind = 1 + std::popcount(winners);
    for (int s = 0; s < seats; ++s)
        if (!((winners >> s) & 1))
            places[size_t(s)] = behind;
    return places;
}

Places places_of(const Game& g, const Outcome& ending) {
    if (!ending.over())
        return {};
    const int n = g.seat_count();
    if (n <= 2 || !g.outcome().over())
        return places_of_winners(ending.winners, n);
    std::vector<SeatFinish> seats;
    for (Seat s = 0; s < n; ++s)
        seats.push_back({!g.eliminated(s), g.points(s)});
    return rank_seats(seats);
}

SeatResult seat_result(const Places& places, Seat s) {
    if (s < 0 || size_t(s) >= places.size() || places[size_t(s)] != 1)
        return SeatResult::LOSS;
    for (size_t o = 0; o < places.size(); ++o)
        if (o != size_t(s) && places[o] == 1)
            return SeatResult::DRAW;
    return SeatResult::WIN;
}

} // namespace littletable
