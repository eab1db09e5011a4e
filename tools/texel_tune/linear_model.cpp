#include "tools/texel_tune/linear_model.h"

#include "engine/chess/evaluate.h"
#include "engine/chess/position.h"
#include "tools/texel_tune/parallel_for.h"
#include "tools/texel_tune/tunable.h"

namespace littletable::texel {

namespace {

using namespace chess;

double tapered_exact(Score s, int phase) {
    return (double(s.mg) * phase + double(s.eg) * (PHASE_MAX - phase)) / PHASE_MAX;
}

/// The rows of positions[begin, end) into `out`.
void linearize_range(const std::vector<LabelledPosition>& positions, std::size_t begin, std::size_t end,
                     const EvalParams& base, Dataset& out) {
    EvalParams params = base;
    const std::vector<Tunable> list = tunables(params);
    for (std::size_t i = begin; i < end; ++i) {
        Result<Position> parsed = Position::from_fen(positions[i].fen);
        if (!parsed) {
            ++out.scaled;
            continue;
        }
        const Position& pos = parsed.value();
        const int phase = game_phase(pos);
        const int side = pos.side_to_move() == WHITE ? 1 : -1;
        const Score sums = evaluate_sums(pos, params);
        if (!evaluation_is_linear(pos, params)) {
            ++out.scaled;
            continue;
        }
        Row row{tapered_exact(sums, phase), positions[i].result, uint32_t(out.entries.size()), 0};
        for (std::size_t j = 0; j < list.size(); ++j) {
            double weight;
            if (list[j].tempo) {
                weight = side;
            } else {
                ++*list[j].value;
                const Score moved = evaluate_sums(pos, params) - sums;
                --*list[j].value;
                if (moved == Score{})
                    continue;
                weight = tapered_exact(moved, phase);
                row.fixed -= weight * *list[j].value;
            }
            out.entries.push_back({uint32_t(j), float(weight)});
        }
        row.end = uint32_t(out.entries.size());
        out.rows.push_back(row);
    }
}

} // namespace

bool evaluation_is_linear(const Position& pos, const EvalParams& params) {
    const int side = pos.side_to_move() == WHITE ? 1 : -1;
    return side * evaluate(pos, params) == tapered(evaluate_sums(pos, params), game_phase(pos)) + side * params.tempo;
}

Dataset linearize(const std::vector<LabelledPosition>& positions, const EvalParams& base, int threads) {
    std::vector<Dataset> parts(std::size_t(std::max(threads, 1)));
    parallel_for(positions.size(), threads, [&](std::size_t begin, std::size_t end, int t) {
        linearize_range(positions, begin, end, base, parts[std::size_t(t)]);
    });
    Dataset all;
    for (Dataset& part : parts) {
        const uint32_t offset = uint32_t(all.entries.size());
        for (Row row : part.rows) {
            row.begin += offset;
            row.end += offset;
            all.rows.push_back(row);
        }
        all.entries.insert(all.entries.end(), part.entries.begin(), part.entries.end());
        all.scaled += part.scaled;
    }
    return all;
}

double row_eval(const Dataset& data, const Row& row, const std::vector<double>& params) {
    double e = row.fixed;
    for (uint32_t k = row.begin; k < row.end; ++k)
        e += double(data.entries[k].weight) * params[data.entries[k].param];
    return e;
}

} // namespace littletable::texel
