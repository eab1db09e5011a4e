// Ordinary least squares with a ridge term: the weights w minimising |Xw - y|^2 + ridge |w|^2, from the normal
// equations solved by Gaussian elimination with partial pivoting (a handful of features: no library needed).
#pragma once

#include <optional>
#include <vector>

namespace littletable::nplayer_fit {

/// Accumulates X^T X and X^T y one row at a time.
class NormalEquations {
public:
    explicit NormalEquations(int columns);
    void add(const std::vector<double>& x, double y);
    /// The fitted weights, or nullopt when the system is singular even with `ridge`.
    std::optional<std::vector<double>> solve(double ridge) const;
    int rows() const { return count; }

private:
    int n;
    int count = 0;
    std::vector<double> xtx; ///< n x n, row-major
    std::vector<double> xty;
};

} // namespace littletable::nplayer_fit
