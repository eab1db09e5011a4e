#include "engine/metamachy/arrangement.h"

#include <algorithm>
#include <cassert>

namespace littletable::metamachy {

namespace {

char upper(char c) { return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c; }

PieceType chief_of_letter(char c) {
    switch (upper(c)) {
        case 'K':
            return KING;
        case 'Q':
            return QUEEN;
        case 'L':
            return LION;
        case 'A':
            return EAGLE;
        default:
            return NO_PIECE_TYPE;
    }
}

std::array<Arrangement, ARRANGEMENT_NB> build() {
    std::array<Arrangement, ARRANGEMENT_NB> out{};
    std::string letters = "AKLQ"; // sorted: the permutations come out in the order of their texts
    int n = 0;
    do {
        for (size_t i = 0; i < 4; ++i)
            out[size_t(n)][i] = chief_of_letter(letters[i]);
        ++n;
    } while (std::next_permutation(letters.begin(), letters.end()));
    assert(n == ARRANGEMENT_NB);
    return out;
}

} // namespace

const std::array<Arrangement, ARRANGEMENT_NB>& arrangements() {
    static const std::array<Arrangement, ARRANGEMENT_NB> table = build();
    return table;
}

int default_arrangement() {
    static const int index = *parse_arrangement("QKLA");
    return index;
}

std::array<Square, 4> chief_squares(Color c) {
    const int back = c == WHITE ? 0 : RANK_NB - 1, front = c == WHITE ? 1 : RANK_NB - 2;
    return {make_square(5, back), make_square(6, back), make_square(5, front), make_square(6, front)};
}

std::string arrangement_text(int index) {
    std::string out;
    for (PieceType pt : arrangements()[size_t(index)])
        out += PIECE_LETTERS[pt];
    return out;
}

std::optional<int> find_arrangement(const Arrangement& a) {
    for (int i = 0; i < ARRANGEMENT_NB; ++i)
        if (arrangements()[size_t(i)] == a)
            return i;
    return std::nullopt;
}

std::optional<int> parse_arrangement(std::string_view letters) {
    if (letters.size() != 4)
        return std::nullopt;
    Arrangement a{};
    for (size_t k = 0; k < 4; ++k)
        a[k] = chief_of_letter(letters[k]);
    return find_arrangement(a);
}

} // namespace littletable::metamachy
