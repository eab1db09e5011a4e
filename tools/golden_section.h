// Golden-section search: the minimum of a function of one variable that falls then rises on an interval. The
// tuners fit their logistic's scale with it (tools/texel_tune/fit.h, tools/nplayer_fit/first_place_fit.h).
#pragma once

#include <cmath>

namespace littletable::tools {

/// The x in [lo, hi] minimising `f` (unimodal there), to within `tolerance`: the midpoint of the last bracket.
template<typename F>
double golden_section_minimum(double lo, double hi, double tolerance, F&& f) {
    const double ratio = (std::sqrt(5.0) - 1) / 2;
    double a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo);
    double fa = f(a), fb = f(b);
    while (hi - lo > tolerance) {
        if (fa < fb) {
            hi = b, b = a, fb = fa;
            a = hi - ratio * (hi - lo);
            fa = f(a);
        } else {
            lo = a, a = b, fa = fb;
            b = lo + ratio * (hi - lo);
            fb = f(b);
        }
    }
    return (lo + hi) / 2;
}

} // namespace littletable::tools
