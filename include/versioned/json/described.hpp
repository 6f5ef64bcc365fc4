// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_DESCRIBED_HPP
#define VERSIONED_JSON_DESCRIBED_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Plain, unversioned structs described with BOOST_DESCRIBE_STRUCT, in JSON and in both
// schemas (opt-in: this header; <versioned/k8s.hpp> includes it for a kind's plain status):
//
//   struct Health { std::string state; std::optional<std::int32_t> restarts; };
//   BOOST_DESCRIBE_STRUCT(Health, (), (state, restarts))
//   versioned::json::write(Health{"ok"});   // {"state":"ok"}
//
// An object of the public data members (those of described bases included: BOOST_DESCRIBE_STRUCT(
// Health, (Common), (...)); a base left out of the bases list is not seen), keyed by their
// names, read and written as a versioned struct's members are: every member required but a
// std::optional (absent or null: empty, even with a default member initializer; an empty one
// is not written), a duplicate key an error, an unknown key as read_options::unknown_keys says. The schemas say the same (json::codec and schema_fragment
// specializations). Boost 1.81's PFR has no member names, so an undescribed aggregate needs
// its own codec and fragment.

#include <versioned/detail/value_conversion.hpp> // is_optional
#include <versioned/json/codec.hpp>
#include <versioned/reflection.hpp>
#include <versioned/schema.hpp>

#include <boost/describe/class.hpp> // BOOST_DESCRIBE_STRUCT, for users
#include <boost/describe/members.hpp> // with Boost.Mp11's algorithms, for its member lists

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::detail::described {

// The public members, the inherited ones of described bases included (first, as Boost.Describe
// lists them): BOOST_DESCRIBE_STRUCT(Health, (Common), (phase)) has Common's members too.
template <class T>
using members = boost::describe::describe_members<T, boost::describe::mod_public | boost::describe::mod_inherited>;

template <class T>
concept described_struct = std::is_class_v<T> && !versioned_struct<T> && boost::describe::has_describe_members<T>::value;

// The schema object of a described struct: its members' schemas, the same as a field's.
template <schema::dialect Dia, class T>
constexpr void put_object(schema::writer& w) {
    w.put(R"({"type":"object")");
    bool first = true;
    boost::mp11::mp_for_each<members<T>>([&](auto d) {
        using D = decltype(d);
        w.put(first ? R"(,"properties":{)" : ",");
        first = false;
        schema::put_string(w, D::name);
        w.put(':');
        w.put(schema::type_object<Dia, schema::shown_member_t<Dia, std::remove_cvref_t<decltype(std::declval<T&>().*D::pointer)>>>::ref);
    });
    if (!first) w.put('}');
    first = true;
    boost::mp11::mp_for_each<members<T>>([&](auto d) {
        using D = decltype(d);
        if constexpr (!schema::nullable<std::remove_cvref_t<decltype(std::declval<T&>().*D::pointer)>>) {
            w.put(first ? R"(,"required":[)" : ",");
            first = false;
            schema::put_string(w, D::name);
        }
    });
    if (!first) w.put(']');
    if constexpr (Dia == schema::dialect::json_schema) w.put(R"(,"additionalProperties":false)");
    w.put('}');
}

} // namespace versioned::detail::described

namespace versioned {

template <class T>
    requires detail::described::described_struct<T>
struct schema_fragment<T> {
    static constexpr std::string_view json =
        detail::schema::emitted_text<&detail::described::put_object<detail::schema::dialect::json_schema, T>>::text;
    static constexpr std::string_view openapi =
        detail::schema::emitted_text<&detail::described::put_object<detail::schema::dialect::openapi, T>>::text;
};

} // namespace versioned

namespace versioned::json {

template <class T>
    requires ::versioned::detail::described::described_struct<T>
struct codec<T> {
    // a list of k8s::condition is a map list keyed by type here too, as its schema says
    template <class M>
    static bool keeps_keys(json::reader& in, const M& member) {
        std::string why;
        if (!in.options().check_constraints || ::versioned::detail::keeps_implied_keys(member, why)) return true;
        return in.fail(errc::constraint_violated, std::move(why));
    }
    static bool read(json::reader& in, T& value) {
        using list = ::versioned::detail::described::members<T>;
        std::array<bool, boost::mp11::mp_size<list>::value + 1> seen{};
        const bool ok = in.members([&](std::string_view key) {
            bool found = false, good = true;
            std::size_t i = 0;
            boost::mp11::mp_for_each<list>([&](auto d) {
                if (!found && key == decltype(d)::name) {
                    found = seen[i] = true;
                    good = in.read(value.*decltype(d)::pointer) && keeps_keys(in, value.*decltype(d)::pointer);
                }
                ++i;
            });
            if (found) return good;
            if (in.options().unknown_keys == unknown_keys::ignore) return in.skip();
            return in.fail(errc::unknown_key, "unknown key \"" + std::string(key) + "\" (not a member of the struct)");
        });
        if (!ok) return false;
        std::size_t i = 0;
        const char* missing = nullptr;
        boost::mp11::mp_for_each<list>([&](auto d) {
            auto& member = value.*decltype(d)::pointer;
            if constexpr (::versioned::detail::is_optional<std::remove_cvref_t<decltype(member)>>::value) {
                if (!seen[i]) member.reset(); // absent: empty, whatever the member's initializer says
            } else if (missing == nullptr && !seen[i]) {
                missing = decltype(d)::name;
            }
            ++i;
        });
        if (missing != nullptr) return in.fail(errc::missing_key, "missing required key \"" + std::string(missing) + "\"");
        return true;
    }
    static void write(json::writer& out, const T& value) {
        out.begin_object();
        boost::mp11::mp_for_each<::versioned::detail::described::members<T>>([&](auto d) {
            const auto& member = value.*decltype(d)::pointer;
            if constexpr (::versioned::detail::is_optional<std::remove_cvref_t<decltype(member)>>::value) {
                if (!member) return;
            }
            out.key(decltype(d)::name);
            out.write(member);
        });
        out.end_object();
    }
};

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_DESCRIBED_HPP
