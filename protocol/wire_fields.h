// Messages as field tables. Each message type lists its fields once, by wire name and member, in a static
// `fields()`; one writer (`wire_json`, `frame_text`) and one reader (`read_message`) go through that table, so a
// field's name is written in one place. A frame type also names its `t` (`static constexpr std::string_view TYPE`).
// web/src/protocol.test.ts reads the tables of client_frames.h and server_frames.h.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <variant>
#include <vector>

#include "protocol/json_fields.h"

namespace littletable::protocol {

/// One field of a message: its name on the wire and the member that holds it. A plain member is required when
/// read unless `mayBeAbsent` (it keeps its default); a std::optional member may always be absent.
template<typename Owner, typename Member>
struct WireField {
    std::string_view name;
    Member Owner::*member;
    bool mayBeAbsent = false;
};

template<typename Owner, typename Member>
constexpr WireField<Owner, Member> field(std::string_view name, Member Owner::*member) {
    return {name, member, false};
}
template<typename Owner, typename Member>
constexpr WireField<Owner, Member> optional_field(std::string_view name, Member Owner::*member) {
    return {name, member, true};
}

/// A value written only when there is one; a std::optional is written as null when empty.
template<typename T>
struct Omittable {
    std::optional<T> value;
};

/// How a value that has no field table of its own is written: specialise it for a type with its own JSON.
template<typename T>
struct WireOf {
    static nlohmann::json json(const T& value) { return nlohmann::json(value); }
};

/// A message with fields lists them in `fields()`; a frame also names its `t` in TYPE (a frame without data needs
/// nothing else).
template<typename T>
concept FieldTable = requires {
    T::fields();
};
template<typename T>
concept Frame = requires {
    std::string_view(T::TYPE);
};

/// The fields of T: its table, or none.
template<typename T>
auto fields_of() {
    if constexpr (FieldTable<T>)
        return T::fields();
    else
        return std::tuple<>{};
}

namespace wire {

template<typename T>
struct IsOptional : std::false_type {};
template<typename T>
struct IsOptional<std::optional<T>> : std::true_type {};
template<typename T>
struct IsVector : std::false_type {};
template<typename T, typename A>
struct IsVector<std::vector<T, A>> : std::true_type {};

template<typename T>
void put(nlohmann::json& object, std::string_view name, const T& value);
template<typename T>
void put(nlohmann::json& object, std::string_view name, const Omittable<T>& value);

} // namespace wire

/// `value` as JSON: a field table as an object of its fields, an empty std::optional as null, a vector as an array.
template<typename T>
nlohmann::json wire_json(const T& value) {
    if constexpr (FieldTable<T> || Frame<T>) {
        nlohmann::json object = nlohmann::json::object();
        std::apply([&](const auto&... f) { (wire::put(object, f.name, value.*(f.member)), ...); }, fields_of<T>());
        return object;
    } else if constexpr (wire::IsOptional<T>::value) {
        return value ? wire_json(*value) : nlohmann::json(nullptr);
    } else if constexpr (wire::IsVector<T>::value) {
        nlohmann::json array = nlohmann::json::array();
        for (const auto& item : value)
            array.push_back(wire_json(item));
        return array;
    } else {
        return WireOf<T>::json(value);
    }
}

namespace wire {

template<typename T>
void put(nlohmann::json& object, std::string_view name, const T& value) {
    object[std::string(name)] = wire_json(value);
}
template<typename T>
void put(nlohmann::json& object, std::string_view name, const Omittable<T>& value) {
    if (value.value)
        put(object, name, *value.value);
}

template<typename T>
Result<T> read_table(const FieldReader& in);

/// One field into `out`. Errors name the field; an absent optional one leaves `out` as it is.
template<typename Owner, typename T>
std::optional<Error> read(const FieldReader& in, const WireField<Owner, T>& f, T& out) {
    if constexpr (IsOptional<T>::value) {
        typename T::value_type value{};
        if (!in.find(f.name))
            return std::nullopt;
        if (auto e = read(in, WireField<Owner, typename T::value_type>{f.name, nullptr, false}, value))
            return e;
        out = std::move(value);
        return std::nullopt;
    } else {
        if (!in.find(f.name) && f.mayBeAbsent)
            return std::nullopt;
        if constexpr (std::is_same_v<T, std::string>) {
            auto value = in.required_string(f.name);
            if (!value)
                return value.error();
            out = std::move(value).value();
        } else if constexpr (std::is_same_v<T, bool>) {
            auto value = in.optional_bool(f.name);
            if (!value)
                return value.error();
            if (!value.value())
                return in.bad(f.name, "must be true or false");
            out = *value.value();
        } else if constexpr (std::is_integral_v<T>) {
            constexpr int64_t hi = std::numeric_limits<T>::max() > uint64_t(FieldReader::ANY_MAX)
                                       ? FieldReader::ANY_MAX
                                       : int64_t(std::numeric_limits<T>::max());
            auto value = in.required_int(f.name, int64_t(std::numeric_limits<T>::min()), hi);
            if (!value)
                return value.error();
            out = T(value.value());
        } else if constexpr (FieldTable<T>) {
            if (!in.find(f.name) || !in.find(f.name)->is_object())
                return in.bad(f.name, "must be an object");
            auto value = read_table<T>(in.nested(f.name));
            if (!value)
                return value.error();
            out = std::move(value).value();
        } else {
            static_assert(std::is_same_v<T, void>, "no reader for this member type");
        }
        return std::nullopt;
    }
}

template<typename T>
Result<T> read_table(const FieldReader& in) {
    T out{};
    std::optional<Error> error;
    std::apply([&](const auto&... f) { ((error = error ? error : read(in, f, out.*(f.member))), ...); },
               fields_of<T>());
    if (error)
        return *error;
    if constexpr (requires { out.check(in); })
        if (auto e = out.check(in))
            return *e;
    return out;
}

/// The alternative of `Variant` whose TYPE is `t`, read from `in`; nullopt when none is.
template<typename Variant, size_t I = 0>
std::optional<Result<Variant>> read_alternative(std::string_view t, const FieldReader& in) {
    if constexpr (I == std::variant_size_v<Variant>) {
        return std::nullopt;
    } else {
        using Alternative = std::variant_alternative_t<I, Variant>;
        if (t != Alternative::TYPE)
            return read_alternative<Variant, I + 1>(t, in);
        auto value = read_table<Alternative>(in);
        if (!value)
            return Result<Variant>(value.error());
        return Result<Variant>(Variant(std::move(value).value()));
    }
}

} // namespace wire

/// The message of `Variant` named `t` (each alternative's TYPE), read from `in`: every field of its table, then its
/// `check` if it has one. Nullopt when no alternative is `t`.
template<typename Variant>
std::optional<Result<Variant>> read_message(std::string_view t, const FieldReader& in) {
    return wire::read_alternative<Variant>(t, in);
}

/// A frame `{"t": TYPE, "d": its fields}` as text. Invalid UTF-8 (say, a bad move text echoed back in an error) is
/// replaced rather than thrown.
template<Frame F>
std::string frame_text(const F& frame) {
    const nlohmann::json j = {{"t", F::TYPE}, {"d", wire_json(frame)}};
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}
template<Frame... Fs>
std::string frame_text(const std::variant<Fs...>& frame) {
    return std::visit([](const auto& f) { return frame_text(f); }, frame);
}

/// The `t` of a message.
template<typename Variant>
std::string_view type_of(const Variant& message) {
    return std::visit([](const auto& m) { return std::string_view(std::decay_t<decltype(m)>::TYPE); }, message);
}

} // namespace littletable::protocol
