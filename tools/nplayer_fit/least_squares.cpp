#include "tools/nplayer_fit/least_squares.h"

#include <cmath>
#include <utility>

namespace littletable::nplayer_fit {

NormalEquations::NormalEquations(int columns)
    : n(columns), xtx(std::size_t(columns * columns), 0.0), xty(std::size_t(columns), 0.0) {}

void NormalEquations::add(const std::vector<double>& x, double y) {
    for (int i = 0; i < n; ++i) {
        xty[std::size_t(i)] += x[std::size_t(i)] * y;
        for (int j = 0; j < n; ++j)
            xtx[std::size_t(i * n + j)] += x[std::size_t(i)] * x[std::size_t(j)];
    }
    ++count;
}

std::optional<std::vector<double>> NormalEquations::solve(double ridge) const {
    // The augmented matrix [X^T X + ridge I | X^T y], reduced to the identity on the left.
    std::vector<std::vector<double>> a(std::size_t(n), std::vector<double>(std::size_t(n + 1)));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j)
            a[std::size_t(i)][std::size_t(j)] = xtx[std::size_t(i * n + j)] + (i == j ? ridge : 0.0);
        a[std::size_t(i)][std::size_t(n)] = xty[std::size_t(i)];
    }
    for (int c = 0; c < n; ++c) {
        int pivot = c;
        for (int r = c + 1; r < n; ++r)
            if (std::abs(a[std::size_t(r)][std::size_t(c)]) > std::abs(a[std::size_t(pivot)][std::size_t(c)]))
                pivot = r;
        if (std::abs(a[std::size_t(pivot)][std::size_t(c)]) < 1e-12)
            return std::nullopt;
        std::swap(a[std::size_t(c)], a[std::size_t(pivot)]);
        for (int r = 0; r < n; ++r) {
            if (r == c)
                continue;
            const double k = a[std::size_t(r)][std::size_t(c)] / a[std::size_t(c)][std::size_t(c)];
            for (int j = c; j <= n; ++j)
                a[std::size_t(r)][std::size_t(j)] -= k * a[std::size_t(c)][std::size_t(j)];
        }
    }
    std::vector<double> w(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        w[std::size_t(i)] = a[std::size_t(i)][std::size_t(n)] / a[std::size_t(i)][std::size_t(i)];
    return w;
}

} // namespace littletable::nplayer_fit
