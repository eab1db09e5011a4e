#include "protocol/room_settings.h"

#include <algorithm>
#include <climits>

#include <nlohmann/json.hpp>

#include "engine/core/game_options.h"
#include "engine/core/off_board.h"
#include "engine/core/errors.h"
#include "engine/core/registry.h"
#include "protocol/json_fields.h"

namespace littletable::protocol {

using nlohmann::json;

namespace {

/// The text of an option's value in a request: a string, or an integer written as text ("moveLimit": 100).
std::optional<std::string> option_text(const json& v) {
    if (v.is_string())
        return v.get<std::string>();
    if (v.is_number_integer())
        return std::to_string(v.get<int64_t>());
    return std::nullopt;
}

/// Reads `options` {name: value} against the game's list (GameInfo::options) and, when they change the start,
/// sets `spec.fen` to the start position they make. Errors: ERR_BAD_FIELD naming the option.
std::optional<Error> read_options(const json& j, const GameInfo& info, RoomSpec& spec) {
    auto it = j.find("options");
    if (it == j.end() || it->is_null())
        return std::nullopt;
    if (!it->is_object())
        return bad_field("options", "must be an object {name: value} (GET /api/games lists each game's options)");
    if (it->empty())
        return std::nullopt;
    if (!spec.fen.empty())
        return bad_field("options", "cannot be combined with fen (the fen states the start)");
    std::vector<std::pair<std::string, std::string>> chosen;
    for (const auto& [name, value] : it->items()) {
        const std::optional<std::string> text = option_text(value);
        chosen.emplace_back(name, text.value_or("\x01")); // a value no option has: refused with the option's values
    }
    Result<std::string> fen = start_fen_for_options(info, chosen);
    if (!fen)
        return make_error("ERR_BAD_FIELD", "options." + fen.error().message);
    spec.fen = std::move(fen).value();
    return std::nullopt;
}

} // namespace

std::string_view to_string(SeatKind k) { return k == SeatKind::CPU ? "cpu" : "human"; }

Result<RoomSettings> parse_settings(const json& j) {
    RoomSettings s;
    if (j.is_null())
        return s;
    if (!j.is_object())
        return bad_field("settings", "must be an object");
    const FieldReader in(j, "settings.");
    for (auto err : {in.read("moveTime", 0, 3600, s.moveTime), in.read("showLegalMoves", s.showLegalMoves),
                     in.read("moveLimit", 0, 100000, s.moveLimit), in.read("rotateStart", s.rotateStart),
                     in.read("graceSeconds", 0, 3600, s.graceSeconds), in.read("ranked", s.ranked),
                     in.read("clockBase", 0, MAX_CLOCK_BASE, s.clockBase),
                     in.read("clockIncrement", 0, MAX_CLOCK_INCREMENT, s.clockIncrement),
                     in.read("daysPerMove", INT_MIN, INT_MAX, s.daysPerMove), in.read("public", s.isPublic),
                     in.read("ratingMin", 0, MAX_RATING_BOUND, s.ratingMin),
                     in.read("ratingMax", 0, MAX_RATING_BOUND, s.ratingMax)})
        if (err)
            return *err;
    if (auto err = clock_choice_error(s, "settings."))
        return *err;
    if ((s.ratingMin || s.ratingMax) && !s.ranked)
        return bad_field("settings.ratingMin", "a rating range is for ranked rooms (settings.ranked)");
    if (s.ratingMin && s.ratingMax && *s.ratingMin > *s.ratingMax)
        return bad_field("settings.ratingMin", "must not be above settings.ratingMax");
    return s;
}

std::string RatingRange::text() const {
    return std::to_string(min.value_or(0)) + "-" + std::to_string(max.value_or(MAX_RATING_BOUND));
}

std::optional<Error> clock_choice_error(const RoomSettings& s, std::string_view prefix) {
    const std::string p(prefix);
    if (s.daysPerMove != 0 && std::find(std::begin(DAYS_PER_MOVE_CHOICES), std::end(DAYS_PER_MOVE_CHOICES),
                                        s.daysPerMove) == std::end(DAYS_PER_MOVE_CHOICES))
        return bad_field(p + "daysPerMove", "must be 1, 2, 3 or 7 (days for each move), or 0 for none");
    // One kind of clock per room: a time per move, or a game clock (base plus increment), or days per move, or none.
    if (s.clockBase > 0 && s.moveTime > 0)
        return bad_field(p + "clockBase", "a room has either a time per move (moveTime) or a game clock "
                                          "(clockBase), not both: set one of them to 0");
    if (s.daysPerMove > 0 && (s.moveTime > 0 || s.clockBase > 0))
        return bad_field(p + "daysPerMove", "a room has one kind of clock: days per move, a time per move (moveTime) "
                                            "or a game clock (clockBase); set the others to 0");
    if (s.clockIncrement > 0 && s.clockBase == 0)
        return bad_field(p + "clockIncrement", "is added to a game clock: set " + p + "clockBase too");
    return std::nullopt;
}

json to_json(const RoomSettings& s) {
    return {{"moveTime", s.moveTime},
            {"showLegalMoves", s.showLegalMoves},
            {"moveLimit", s.moveLimit},
            {"rotateStart", s.rotateStart},
            {"graceSeconds", s.graceSeconds},
            {"ranked", s.ranked},
            {"clockBase", s.clockBase},
            {"clockIncrement", s.clockIncrement},
            {"daysPerMove", s.daysPerMove},
            {"public", s.isPublic},
            {"ratingMin", s.ratingMin ? json(*s.ratingMin) : json(nullptr)},
            {"ratingMax", s.ratingMax ? json(*s.ratingMax) : json(nullptr)}};
}

Result<RoomSpec> parse_room_spec(std::string_view body) {
    json j = json::parse(body, nullptr, false);
    if (j.is_discarded())
        return make_error("ERR_BAD_JSON", "the request body is not JSON");
    if (!j.is_object())
        return bad_field("body", "must be an object");

    RoomSpec spec;
    const FieldReader in(j);
    auto game = in.required_string("game", "a game name (GET /api/games)");
    if (!game)
        return game.error();
    spec.game = std::move(game).value();
    const GameInfo* info = find_game(spec.game);
    if (!info)
        return errors::unknown_game(spec.game);

    auto fen = in.optional_string("fen");
    if (!fen)
        return fen.error();
    if (fen.value()) {
        spec.fen = *fen.value();
        auto probe = info->create(spec.fen);
        if (!probe)
            return probe.error();
    }

    if (auto err = read_options(j, *info, spec))
        return *err;

    auto moves = in.strings("moves", "an array of at most " + std::to_string(MAX_ROOM_START_MOVES) + " moves",
                            "a move text", MAX_ROOM_START_MOVES);
    if (!moves)
        return moves.error();
    spec.moves = std::move(moves).value();

    auto seats = j.find("seats");
    if (seats == j.end() || !seats->is_array() || int(seats->size()) != info->seats)
        return bad_field("seats", "must be an array of " + std::to_string(info->seats) + " seats for " + spec.game);
    for (size_t i = 0; i < seats->size(); ++i) {
        const json& s = (*seats)[i];
        const FieldReader seatIn(s, "seats[" + std::to_string(i) + "].");
        auto kind = seatIn.required_string("kind", "\"human\" or \"cpu\"");
        if (!kind)
            return kind.error();
        SeatSpec seat;
        if (kind.value() == "cpu") {
            seat.kind = SeatKind::CPU;
            seat.level = DEFAULT_CPU_LEVEL;
            if (auto err = seatIn.read("level", 1, 8, seat.level))
                return *err;
        } else if (kind.value() != "human")
            return seatIn.bad("kind", "must be \"human\" or \"cpu\"");
        spec.seats.push_back(seat);
    }

    int creator = -1;
    if (auto err = in.read("creatorSeat", 0, info->seats - 1, creator))
        return *err;
    if (creator >= 0 && spec.seats[size_t(creator)].kind != SeatKind::HUMAN)
        return bad_field("creatorSeat", "must be a human seat");
    if (creator < 0)
        for (size_t i = 0; i < spec.seats.size() && creator < 0; ++i)
            if (spec.seats[i].kind == SeatKind::HUMAN)
                creator = int(i);
    spec.creatorSeat = Seat(creator);

    auto settings = parse_settings(j.contains("settings") ? j["settings"] : json());
    if (!settings)
        return settings.error();
    spec.settings = settings.value();
    // One move limit per game: a game whose rules have their own does not also take the room's.
    if (auto allowed = off_board::MoveLimit{spec.settings.moveLimit}.allowed_for(*info); !allowed)
        return bad_field("settings.moveLimit", allowed.error().message);
    if (spec.settings.ranked) {
        if (info->seats != 2 && info->seats != 4)
            return bad_field("settings.ranked", "ranked games have 2 or 4 seats");
        if (std::any_of(spec.seats.begin(), spec.seats.end(),
                        [](const SeatSpec& s) { return s.kind != SeatKind::HUMAN; }))
            return bad_field("settings.ranked", "every seat of a ranked game is a player: no CPU seats");
        if (in.find("fen") || !spec.moves.empty())
            return bad_field("settings.ranked",
                             "a ranked game starts from the game's own start (options allowed, no fen or moves)");
    }
    return spec;
}

} // namespace littletable::protocol
