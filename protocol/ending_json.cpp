#include "protocol/ending_json.h"

#include "protocol/game_json.h"
#include "protocol/json_fields.h"

namespace littletable::protocol {

using nlohmann::json;

json ending_json(const Ending& e) {
    return {{"termination", to_string(e.outcome.termination)},
            {"winners", winners_json(e.outcome.winners)},
            {"reason", e.reason}};
}

Result<Ending> read_ending(const json& j, int seats) {
    if (!j.is_object())
        return bad_field("ending", "must be {termination, winners, reason?}");
    const FieldReader in(j, "ending.");
    auto termination = in.optional_string("termination");
    const std::optional<Termination> t =
        termination && termination.value() ? termination_named(*termination.value()) : std::nullopt;
    if (!t)
        return in.bad("termination", "must be a termination's name");
    const json* winners = in.find("winners");
    if (!winners || !winners->is_array() || winners->size() >= size_t(seats))
        return in.bad("winners", "must list the winning seats, not all of them");
    uint8_t mask = 0;
    for (const json& w : *winners) {
        if (!w.is_number_integer() || w.get<int64_t>() < 0 || w.get<int64_t>() >= seats || ((mask >> w.get<int>()) & 1))
            return in.bad("winners", "must be distinct seats of the game");
        mask = uint8_t(mask | (1u << w.get<int>()));
    }
    auto reason = in.string_or("reason", "");
    if (!reason)
        return reason.error();
    return Ending{Outcome{*t, mask}, std::move(reason).value()};
}

} // namespace littletable::protocol
