// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_BOOST_JSON_HPP
#define VERSIONED_JSON_BOOST_JSON_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Opt-in interop with Boost.JSON (not in the umbrella; link the CMake target
// versioned::boost_json, which brings Boost::json): every versioned struct works with
// boost::json::value_from and boost::json::value_to.
//
//   boost::json::value jv = boost::json::value_from(spec);          // {"name":"web",...}
//   auto back = boost::json::value_to<FooSpec<api::v1>>(jv);
//
// value_to accepts what versioned::json::read<T> accepts, on an already parsed value: the
// schema's keys (key naming included), every required key present (std::optional,
// default_with and deprecated fields may be absent), no unknown keys, the right JSON type
// for each member, integers exact and in range of the field type (1e3 and 2.0 count as
// integers), std::array lengths exact, nested structs at the same version, described and
// versioned enums by name (a versioned enum's in the struct's version; never a position);
// "apiVersion" is accepted at the root only, with T's own version. Anything else throws
// boost::system::system_error whose code is a boost::json::error (not_object, not_number,
// not_exact, unknown_name for a missing or unknown key, ...) and whose what() starts with the
// JSON Pointer of the offending value: "versioned: /bar/cpu_millis: expected an integer in
// [-2147483648, 2147483647], got 3000000000: ...". Duplicate keys never reach value_to
// (boost::json::object keeps one); read<T> on the text rejects them.
//
// value_from writes every present field with its key, omitting empty std::optional fields
// (as versioned::json::write does), described and versioned enums as their names; a
// non-finite float, a string that is not UTF-8 or an enum value without a name throws
// system_error, as none has a JSON spelling.
// Other member types go through Boost.JSON's own conversions (your tag_invoke overloads).

#include <versioned/json/detail/interop.hpp>

#include <boost/describe/enum.hpp>
#include <boost/describe/enum_from_string.hpp>
#include <boost/describe/enum_to_string.hpp>
#include <boost/describe/enumerators.hpp>
#include <boost/json/error.hpp>
#include <boost/json/value.hpp>
#include <boost/json/value_from.hpp>
#include <boost/json/value_to.hpp>
#include <boost/system/system_error.hpp>

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail::boost_json {

namespace json = ::boost::json;
using interop::path;

[[noreturn]] inline void fail(json::error e, const path& at, std::string_view what) {
    ::boost::system::error_code ec;
    ec = e;
    throw ::boost::system::system_error(ec, interop::message(at, what));
}

inline std::string_view kind_name(const json::value& jv) noexcept {
    switch (jv.kind()) {
    case json::kind::null: return "null";
    case json::kind::bool_: return "a boolean";
    case json::kind::int64:
    case json::kind::uint64:
    case json::kind::double_: return "a number";
    case json::kind::string: return "a string";
    case json::kind::array: return "an array";
    case json::kind::object: return "an object";
    }
    return "a value";
}

[[noreturn]] inline void wrong_type(json::error e, const path& at, std::string_view expected, const json::value& jv) {
    std::string what = "expected ";
    what += expected;
    what += ", got ";
    what += kind_name(jv);
    fail(e, at, what);
}

template <class T>
inline constexpr bool described_enum = std::is_enum_v<T> && ::boost::describe::has_describe_enumerators<T>::value;

template <class T>
void read_struct(const json::value& jv, T& out, const path& at);

template <class U>
void read_value(const json::value& jv, U& out, const path& at) {
    if constexpr (versioned_struct<U>) {
        read_struct(jv, out, at);
    } else if constexpr (std::is_same_v<U, bool>) {
        if (!jv.is_bool()) wrong_type(json::error::not_bool, at, "a boolean", jv);
        out = jv.get_bool();
    } else if constexpr (interop::is_integer<U> || std::is_floating_point_v<U>) {
        std::string err;
        const auto convert = [&](auto number) {
            if constexpr (interop::is_integer<U>)
                err = interop::to_integer(number, out);
            else
                err = interop::to_floating(number, out);
        };
        switch (jv.kind()) {
        case json::kind::int64: convert(jv.get_int64()); break;
        case json::kind::uint64: convert(jv.get_uint64()); break;
        case json::kind::double_: convert(jv.get_double()); break;
        default: wrong_type(json::error::not_number, at, interop::is_integer<U> ? "an integer" : "a number", jv);
        }
        if (!err.empty()) fail(json::error::not_exact, at, err);
    } else if constexpr (std::is_same_v<U, std::string>) {
        if (!jv.is_string()) wrong_type(json::error::not_string, at, "a string", jv);
        const json::string& s = jv.get_string();
        out.assign(s.data(), s.size());
    } else if constexpr (is_optional<U>::value) {
        if (jv.is_null()) {
            out.reset();
        } else {
            typename U::value_type v{};
            read_value(jv, v, at);
            out = std::move(v);
        }
    } else if constexpr (::versioned::detail::is_std_vector<U>::value) {
        if (!jv.is_array()) wrong_type(json::error::not_array, at, "an array", jv);
        const json::array& a = jv.get_array();
        out.clear();
        out.resize(a.size());
        for (std::size_t i = 0; i < a.size(); ++i) read_value(a[i], out[i], at.element(i));
    } else if constexpr (interop::is_std_array<U>) {
        if (!jv.is_array()) wrong_type(json::error::not_array, at, "an array", jv);
        const json::array& a = jv.get_array();
        if (a.size() != out.size())
            fail(json::error::size_mismatch, at,
                 "expected an array of " + std::to_string(out.size()) + " elements, got " + std::to_string(a.size()));
        for (std::size_t i = 0; i < a.size(); ++i) read_value(a[i], out[i], at.element(i));
    } else if constexpr (interop::is_string_map<U>) {
        if (!jv.is_object()) wrong_type(json::error::not_object, at, "an object", jv);
        out.clear();
        for (const json::key_value_pair& kv : jv.get_object()) {
            const std::string_view key(kv.key().data(), kv.key().size());
            typename U::mapped_type v{};
            read_value(kv.value(), v, at.member(key));
            out.emplace(std::string(key), std::move(v));
        }
    } else if constexpr (versioned_enum<U>) {
        if (!jv.is_string()) wrong_type(json::error::not_string, at, "a string (an enumerator name)", jv);
        const json::string& s = jv.get_string();
        const std::string err = interop::enum_from_name(std::string_view(s.data(), s.size()), out);
        if (!err.empty()) fail(json::error::unknown_name, at, err);
    } else if constexpr (described_enum<U>) {
        if (!jv.is_string()) wrong_type(json::error::not_string, at, "a string (an enumerator name)", jv);
        const json::string& s = jv.get_string();
        if (!::boost::describe::enum_from_string(s.c_str(), out))
            fail(json::error::unknown_name, at, "\"" + std::string(s.data(), s.size()) + "\" is not an enumerator name");
    } else {
        // Anything else: Boost.JSON's own conversion (the user's tag_invoke), its error
        // given the path.
        try {
            out = json::value_to<U>(jv);
        } catch (const ::boost::system::system_error& e) {
            throw ::boost::system::system_error(e.code(), interop::message(at, "cannot convert the value"));
        }
    }
}

template <class T>
void read_struct(const json::value& jv, T& out, const path& at) {
    if (!jv.is_object()) wrong_type(json::error::not_object, at, "an object", jv);
    constexpr std::size_t n = field_count<T>;
    std::array<bool, n> seen{};
    for (const json::key_value_pair& kv : jv.get_object()) {
        const std::string_view key(kv.key().data(), kv.key().size());
        const std::size_t index = interop::key_index<T>(key);
        if (index == npos) {
            if (at.parent == nullptr && key == interop::version_key) { // the root only, as read<T>
                const json::value& v = kv.value();
                if (v.is_string() && std::string_view(v.get_string().data(), v.get_string().size()) == interop::version_name<T>)
                    continue;
                fail(json::error::unknown_name, at.member(key),
                     "the version key must name " + std::string(interop::version_name<T>) + ", the version read");
            }
            fail(json::error::unknown_name, at.member(key), "unknown key (" + interop::struct_name<T>() + " has no such field)");
        }
        seen[index] = true;
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            (void)((index == Is ? (read_value(kv.value(), get_present<Is>(out), at.member(key)), true) : false) || ...);
        }(std::make_index_sequence<n>{});
    }
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             using rules = interop::present_field_rules<T, Is>;
             if (seen[Is]) return;
             if constexpr (rules::required)
                 fail(json::error::unknown_name, at.member(key_table<T>::keys[Is]), "missing required key");
             else
                 get_present<Is>(out) = rules::absent();
         }()),
         ...);
    }(std::make_index_sequence<n>{});
}

template <class T>
void write_struct(json::value& jv, const T& obj, const path& at);

template <class U>
void write_value(json::value& jv, const U& v, const path& at) {
    if constexpr (versioned_struct<U>) {
        write_struct(jv, v, at);
    } else if constexpr (std::is_same_v<U, bool>) {
        jv = v;
    } else if constexpr (interop::is_integer<U>) {
        if constexpr (std::is_signed_v<U>)
            jv = static_cast<std::int64_t>(v);
        else
            jv = static_cast<std::uint64_t>(v);
    } else if constexpr (std::is_floating_point_v<U>) {
        if (!std::isfinite(v)) fail(json::error::not_exact, at, interop::non_finite);
        jv = static_cast<double>(v);
    } else if constexpr (std::is_same_v<U, std::string>) {
        if (!interop::valid_utf8(v)) fail(json::error::not_string, at, interop::not_utf8);
        jv.emplace_string().assign(v.data(), v.size());
    } else if constexpr (is_optional<U>::value) {
        if (v)
            write_value(jv, *v, at);
        else
            jv.emplace_null();
    } else if constexpr (::versioned::detail::is_std_vector<U>::value || interop::is_std_array<U>) {
        json::array& a = jv.emplace_array();
        a.reserve(v.size());
        std::size_t i = 0;
        for (const auto& e : v) write_value(a.emplace_back(nullptr), e, at.element(i++));
    } else if constexpr (interop::is_string_map<U>) {
        json::object& o = jv.emplace_object();
        o.reserve(v.size());
        for (const auto& [key, e] : v) {
            if (!interop::valid_utf8(key)) fail(json::error::not_string, at.member(key), interop::not_utf8);
            write_value(o[key], e, at.member(key));
        }
    } else if constexpr (versioned_enum<U>) {
        const std::string_view name = ::versioned::to_string(v);
        if (name.empty()) fail(json::error::unknown_name, at, not_an_enumerator_message(v));
        jv.emplace_string().assign(name.data(), name.size());
    } else if constexpr (described_enum<U>) {
        const char* name = ::boost::describe::enum_to_string(v, nullptr);
        if (name == nullptr)
            fail(json::error::unknown_name, at,
                 "enum value " + std::to_string(static_cast<std::underlying_type_t<U>>(v)) + " has no enumerator name");
        jv = name;
    } else {
        jv = json::value_from(v, jv.storage());
    }
}

template <class T>
void write_struct(json::value& jv, const T& obj, const path& at) {
    json::object& o = jv.emplace_object();
    o.reserve(field_count<T>);
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             const auto& member = get_present<Is>(obj);
             constexpr std::string_view key = key_table<T>::keys[Is];
             if constexpr (is_optional<std::remove_cvref_t<decltype(member)>>::value)
                 if (!member) return; // an empty optional is omitted
             write_value(o[key], member, at.member(key));
         }()),
         ...);
    }(std::make_index_sequence<field_count<T>>{});
}

} // namespace versioned::detail::boost_json

// The overloads live in boost::json: a versioned struct's own namespace is the user's, and
// boost::json is an associated namespace of value_to_tag<T> and value_from_tag, so
// argument-dependent lookup finds them for every versioned struct.
namespace boost::json {

template <::versioned::versioned_struct T>
void tag_invoke(value_from_tag, value& jv, const T& obj) {
    ::versioned::detail::boost_json::write_struct(jv, obj, ::versioned::detail::interop::path{});
}

template <::versioned::versioned_struct T>
T tag_invoke(value_to_tag<T>, const value& jv) {
    T out{};
    ::versioned::detail::boost_json::read_struct(jv, out, ::versioned::detail::interop::path{});
    return out;
}

} // namespace boost::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_BOOST_JSON_HPP
