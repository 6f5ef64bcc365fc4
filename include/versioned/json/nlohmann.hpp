// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_NLOHMANN_HPP
#define VERSIONED_JSON_NLOHMANN_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Opt-in interop with nlohmann/json (not in the umbrella; the CMake target
// versioned::nlohmann brings nlohmann_json::nlohmann_json): every versioned struct converts
// to and from nlohmann::json (and any other basic_json, ordered_json included).
//
//   nlohmann::json j = spec;                        // {"name":"web",...}
//   auto back = j.get<FooSpec<api::v1>>();
//
// get<T>() accepts what versioned::json::read<T> accepts, on an already parsed value: the
// schema's keys (key naming included), every required key present (std::optional,
// default_with and deprecated fields may be absent), no unknown keys, the right JSON type
// for each member, integers exact and in range of the field type (nlohmann's own get<int>
// truncates 3.5 and wraps 3000000000; this does neither), std::array lengths exact, nested
// structs at the same version, described enums (BOOST_DESCRIBE_ENUM) and versioned enums
// (VERSIONED_ENUM, the names of the struct's version; never a position) by name; "apiVersion"
// is accepted at the root only, with T's own version. Errors are nlohmann's exceptions, their message
// starting with the JSON Pointer of the offending value:
//   type_error 302     wrong JSON type, a fraction in an integer, an unknown enumerator name
//   out_of_range 406   an integer outside the field type's range
//   out_of_range 403   a missing required key, an unknown key, a wrong version key
//   out_of_range 401   an array of the wrong length for a std::array
// Duplicate keys never reach get<T>() (nlohmann's parser keeps the last); read<T> on the
// text rejects them.
//
// Assigning a struct writes every present field with its key, omitting empty std::optional
// fields, described and versioned enums as their names; a non-finite float (nlohmann would write null), a
// string that is not UTF-8 (dump() would throw later) or an enum value without a name throws
// type_error 302. Other member types go through
// nlohmann's own conversions (your to_json / from_json).

#include <versioned/json/detail/interop.hpp>

#include <boost/describe/enum.hpp>
#include <boost/describe/enum_from_string.hpp>
#include <boost/describe/enum_to_string.hpp>
#include <boost/describe/enumerators.hpp>
#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail::nlohmann_json {

using interop::path;

template <class J>
[[noreturn]] void type_error(const J& j, const path& at, std::string_view what) {
    throw J::type_error::create(302, interop::message(at, what), &j);
}
template <class J>
[[noreturn]] void out_of_range(int id, const J& j, const path& at, std::string_view what) {
    throw J::out_of_range::create(id, interop::message(at, what), &j);
}

template <class J>
std::string_view kind_name(const J& j) noexcept {
    if (j.is_null()) return "null";
    if (j.is_boolean()) return "a boolean";
    if (j.is_number()) return "a number";
    if (j.is_string()) return "a string";
    if (j.is_array()) return "an array";
    if (j.is_object()) return "an object";
    return "a value";
}

template <class J>
[[noreturn]] void wrong_type(const J& j, const path& at, std::string_view expected) {
    std::string what = "expected ";
    what += expected;
    what += ", got ";
    what += kind_name(j);
    type_error(j, at, what);
}

template <class T>
inline constexpr bool described_enum = std::is_enum_v<T> && ::boost::describe::has_describe_enumerators<T>::value;

template <class J, class T>
void read_struct(const J& j, T& out, const path& at);

template <class J, class U>
void read_value(const J& j, U& out, const path& at) {
    if constexpr (versioned_struct<U>) {
        read_struct(j, out, at);
    } else if constexpr (std::is_same_v<U, bool>) {
        if (!j.is_boolean()) wrong_type(j, at, "a boolean");
        out = j.template get<bool>();
    } else if constexpr (interop::is_integer<U> || std::is_floating_point_v<U>) {
        if (!j.is_number()) wrong_type(j, at, interop::is_integer<U> ? "an integer" : "a number");
        std::string err;
        const auto convert = [&](auto number) {
            if constexpr (interop::is_integer<U>)
                err = interop::to_integer(number, out);
            else
                err = interop::to_floating(number, out);
        };
        if (j.is_number_unsigned())
            convert(static_cast<std::uint64_t>(j.template get<typename J::number_unsigned_t>()));
        else if (j.is_number_integer())
            convert(static_cast<std::int64_t>(j.template get<typename J::number_integer_t>()));
        else
            convert(static_cast<double>(j.template get<typename J::number_float_t>()));
        if (!err.empty()) {
            if (err.find("fraction") != std::string::npos) type_error(j, at, err);
            out_of_range(406, j, at, err);
        }
    } else if constexpr (std::is_same_v<U, std::string>) {
        if (!j.is_string()) wrong_type(j, at, "a string");
        const auto& s = j.template get_ref<const typename J::string_t&>();
        out.assign(s.data(), s.size());
    } else if constexpr (is_optional<U>::value) {
        if (j.is_null()) {
            out.reset();
        } else {
            typename U::value_type v{};
            read_value(j, v, at);
            out = std::move(v);
        }
    } else if constexpr (::versioned::detail::is_std_vector<U>::value) {
        if (!j.is_array()) wrong_type(j, at, "an array");
        out.clear();
        out.resize(j.size());
        for (std::size_t i = 0; i < out.size(); ++i) read_value(j[i], out[i], at.element(i));
    } else if constexpr (interop::is_std_array<U>) {
        if (!j.is_array()) wrong_type(j, at, "an array");
        if (j.size() != out.size())
            out_of_range(401, j, at,
                         "expected an array of " + std::to_string(out.size()) + " elements, got " +
                             std::to_string(j.size()));
        for (std::size_t i = 0; i < out.size(); ++i) read_value(j[i], out[i], at.element(i));
    } else if constexpr (interop::is_string_map<U>) {
        if (!j.is_object()) wrong_type(j, at, "an object");
        out.clear();
        for (auto it = j.begin(); it != j.end(); ++it) {
            const std::string_view key(it.key().data(), it.key().size());
            typename U::mapped_type v{};
            read_value(it.value(), v, at.member(key));
            out.emplace(std::string(key), std::move(v));
        }
    } else if constexpr (versioned_enum<U>) {
        if (!j.is_string()) wrong_type(j, at, "a string (an enumerator name)");
        const auto& s = j.template get_ref<const typename J::string_t&>();
        const std::string err = interop::enum_from_name(std::string_view(s.data(), s.size()), out);
        if (!err.empty()) type_error(j, at, err);
    } else if constexpr (described_enum<U>) {
        if (!j.is_string()) wrong_type(j, at, "a string (an enumerator name)");
        const auto& s = j.template get_ref<const typename J::string_t&>();
        if (!::boost::describe::enum_from_string(s.c_str(), out))
            type_error(j, at, "\"" + std::string(s.data(), s.size()) + "\" is not an enumerator name");
    } else {
        j.get_to(out); // nlohmann's own conversion (the user's from_json)
    }
}

template <class J, class T>
void read_struct(const J& j, T& out, const path& at) {
    if (!j.is_object()) wrong_type(j, at, "an object");
    constexpr std::size_t n = field_count<T>;
    std::array<bool, n> seen{};
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string_view key(it.key().data(), it.key().size());
        const std::size_t index = interop::key_index<T>(key);
        if (index == npos) {
            if (at.parent == nullptr && key == interop::version_key) { // the root only, as read<T>
                const J& v = it.value();
                if (v.is_string() && v.template get_ref<const typename J::string_t&>() == interop::version_name<T>)
                    continue;
                out_of_range(403, v, at.member(key),
                             "the version key must name " + std::string(interop::version_name<T>) + ", the version read");
            }
            out_of_range(403, it.value(), at.member(key),
                         "unknown key (" + interop::struct_name<T>() + " has no such field)");
        }
        seen[index] = true;
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            (void)((index == Is ? (read_value(it.value(), get_present<Is>(out), at.member(key)), true) : false) || ...);
        }(std::make_index_sequence<n>{});
    }
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             using rules = interop::present_field_rules<T, Is>;
             if (seen[Is]) return;
             if constexpr (rules::required)
                 out_of_range(403, j, at.member(key_table<T>::keys[Is]), "missing required key");
             else
                 get_present<Is>(out) = rules::absent();
         }()),
         ...);
    }(std::make_index_sequence<n>{});
}

template <class J, class T>
void write_struct(J& j, const T& obj, const path& at);

template <class J, class U>
void write_value(J& j, const U& v, const path& at) {
    if constexpr (versioned_struct<U>) {
        write_struct(j, v, at);
    } else if constexpr (std::is_same_v<U, bool>) {
        j = v;
    } else if constexpr (interop::is_integer<U>) {
        if constexpr (std::is_signed_v<U>)
            j = static_cast<typename J::number_integer_t>(v);
        else
            j = static_cast<typename J::number_unsigned_t>(v);
    } else if constexpr (std::is_floating_point_v<U>) {
        if (!std::isfinite(v)) type_error(j, at, interop::non_finite);
        j = static_cast<typename J::number_float_t>(v);
    } else if constexpr (std::is_same_v<U, std::string>) {
        if (!interop::valid_utf8(v)) type_error(j, at, interop::not_utf8);
        j = v;
    } else if constexpr (is_optional<U>::value) {
        if (v)
            write_value(j, *v, at);
        else
            j = nullptr;
    } else if constexpr (::versioned::detail::is_std_vector<U>::value || interop::is_std_array<U>) {
        j = J::array();
        std::size_t i = 0;
        for (const auto& e : v) {
            J element;
            write_value(element, e, at.element(i++));
            j.push_back(std::move(element));
        }
    } else if constexpr (interop::is_string_map<U>) {
        j = J::object();
        for (const auto& [key, e] : v) {
            if (!interop::valid_utf8(key)) type_error(j, at.member(key), interop::not_utf8);
            write_value(j[key], e, at.member(key));
        }
    } else if constexpr (versioned_enum<U>) {
        const std::string_view name = ::versioned::to_string(v);
        if (name.empty()) type_error(j, at, not_an_enumerator_message(v));
        j = typename J::string_t(name.data(), name.size());
    } else if constexpr (described_enum<U>) {
        const char* name = ::boost::describe::enum_to_string(v, nullptr);
        if (name == nullptr)
            type_error(j, at,
                       "enum value " + std::to_string(static_cast<std::underlying_type_t<U>>(v)) +
                           " has no enumerator name");
        j = name;
    } else {
        j = v; // nlohmann's own conversion (the user's to_json)
    }
}

template <class J, class T>
void write_struct(J& j, const T& obj, const path& at) {
    j = J::object();
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             const auto& member = get_present<Is>(obj);
             constexpr std::string_view key = key_table<T>::keys[Is];
             if constexpr (is_optional<std::remove_cvref_t<decltype(member)>>::value)
                 if (!member) return; // an empty optional is omitted
             write_value(j[typename J::object_t::key_type(key)], member, at.member(key));
         }()),
         ...);
    }(std::make_index_sequence<field_count<T>>{});
}

} // namespace versioned::detail::nlohmann_json

NLOHMANN_JSON_NAMESPACE_BEGIN

// Every versioned struct, through nlohmann's documented customization point for types
// whose namespace is not ours to extend.
template <class T>
    requires ::versioned::versioned_struct<T>
struct adl_serializer<T, void> {
    template <class BasicJsonType>
    static void to_json(BasicJsonType& j, const T& obj) {
        // Built aside and moved in: `json j = x;` calls this from basic_json's constructor,
        // which does not destroy *this when we throw (a non-finite float, bad UTF-8), so
        // whatever had been built into j would leak.
        BasicJsonType out;
        ::versioned::detail::nlohmann_json::write_struct(out, obj, ::versioned::detail::interop::path{});
        j = std::move(out);
    }
    template <class BasicJsonType>
    static void from_json(const BasicJsonType& j, T& out) {
        ::versioned::detail::nlohmann_json::read_struct(j, out, ::versioned::detail::interop::path{});
    }
};

NLOHMANN_JSON_NAMESPACE_END

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_NLOHMANN_HPP
