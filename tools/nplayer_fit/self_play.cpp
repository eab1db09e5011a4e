#include "tools/nplayer_fit/self_play.h"

#include <random>

#include "ai/cpu_player.h"
#include "engine/core/registry.h"

namespace littletable::nplayer_fit {

namespace {

/// No game of the fitted variants reaches this many plies under a match's move limit; a guard, not a rule.
constexpr int MAX_PLIES = 2000;

} // namespace

Result<PlayedGame> play_game(const SelfPlaySettings& settings, const FeatureSource& source, int index) {
    Result<std::unique_ptr<Game>> created = create_game(settings.variant, settings.startFen);
    if (!created)
        return created.error();
    Game& game = *created.value();
    std::mt19937_64 rng(settings.seed * 0x9E3779B97F4A7C15ULL + uint64_t(index));
    ai::CpuMemory memory;
    PlayedGame played;
    for (int ply = 0; !game.outcome().over() && ply < MAX_PLIES; ++ply) {
        if (ply >= settings.randomPlies && (ply - settings.randomPlies) % settings.sampleEvery == 0) {
            const std::string fen = game.fen();
            Result<SeatRows> features = source.features(fen);
            if (!features)
                return make_error(features.error().code, features.error().message + " (FEN " + fen + ")");
            Sample sample{std::move(features).value(), {}};
            for (Seat s = 0; s < game.seat_count(); ++s)
                sample.points.push_back(game.points(s));
            played.samples.push_back(std::move(sample));
        }
        std::string move;
        if (ply < settings.randomPlies) {
            const std::vector<MoveView> legal = game.legal_moves();
            move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)].text;
        } else {
            ai::CpuLimits limits;
            limits.level = settings.level;
            if (!settings.players.empty())
                limits.player = settings.players[std::size_t(game.side_to_move() + index) % settings.players.size()];
            limits.seed = rng() | 1;
            Result<std::string> chosen = ai::choose_move(game, limits, nullptr, &memory);
            if (!chosen)
                return chosen.error();
            move = std::move(chosen).value();
        }
        if (Result<MoveView> made = game.play(move); !made)
            return made.error();
        played.plies = ply + 1;
    }
    for (Seat s = 0; s < game.seat_count(); ++s)
        played.finalPoints.push_back(game.points(s));
    return played;
}

} // namespace littletable::nplayer_fit
