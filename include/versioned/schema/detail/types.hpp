// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_DETAIL_TYPES_HPP
#define VERSIONED_SCHEMA_DETAIL_TYPES_HPP

// A field type's schema object: numbers, strings, containers, optionals, enums, user
// fragments (schema_fragment), nested versioned structs and variants.
// Part of <versioned/schema.hpp>, which says how the schemas are built.

#include <versioned/detail/semantics.hpp>
#include <versioned/schema/detail/writer.hpp>

namespace versioned::detail::schema {

template <class T>
struct is_nested_optional : std::false_type {};
template <class T>
struct is_nested_optional<std::optional<std::optional<T>>> : std::true_type {};

// std::optional<T> and std::unique_ptr<T>: a T or null, and not required.
template <class T>
struct nullable_of {};
template <class T>
struct nullable_of<std::optional<T>> {
    using type = T;
};
template <template <class, class> class P, class T, template <class> class Del>
    requires owning_pointer<P<T, Del<T>>, T, Del<T>> // std::unique_ptr<T>, without <memory>
struct nullable_of<P<T, Del<T>>> {
    using type = T;
};
template <class T>
concept nullable = requires { typename nullable_of<T>::type; };

// The type a member's node describes. In OpenAPI an optional member is not nullable unless its
// field says `nullable` (controller-gen's +nullable): the API server prunes a null there, so its
// node is the value's (optional<optional<T>> included). JSON Schema keeps the null a reader takes.
template <dialect D, class T, bool Nullable, class = void>
struct shown_member {
    using type = T;
};
template <class T>
struct shown_member<dialect::openapi, T, false, std::enable_if_t<nullable<T>>>
    : shown_member<dialect::openapi, typename nullable_of<T>::type, false> {};
template <dialect D, class T, bool Nullable = false>
using shown_member_t = typename shown_member<D, T, Nullable>::type;

template <class T>
concept has_fragment = requires {
    { schema_fragment<T>::json } -> std::convertible_to<std::string_view>;
};

template <class T, dialect D>
constexpr std::string_view fragment() noexcept {
    if constexpr (D == dialect::openapi && requires { schema_fragment<T>::openapi; })
        return schema_fragment<T>::openapi;
    else
        return schema_fragment<T>::json;
}

// Instantiated only to report a type without a schema.
template <class T>
struct no_schema_for_type {
    static_assert(always_false<T>, "versioned: no schema for this field type -- specialize "
                                   "versioned::schema_fragment<T> with a JSON object, e.g. "
                                   "{\"type\":\"string\",\"enum\":[\"a\",\"b\"]}");
    static constexpr bool value = false;
};

// The enumerator names of a BOOST_DESCRIBE_ENUM enum (L: its describe_enumerators list).
template <class L>
struct enum_names;
template <template <class...> class L, class... D>
struct enum_names<L<D...>> {
    static constexpr std::array<std::string_view, sizeof...(D)> value{std::string_view(D::name)...};
};

// Writes the keywords of T's schema (the inside of its JSON object, without braces).
template <dialect D, class T, class W>
constexpr void put_body(W& w);

// Whether T's schema object holds no other type's (a number, a string, an enum, a user's
// fragment): short, and read by scanning it. The others (a struct, a variant, a container, a
// nullable node) can hold a PodSpec's hundreds of KB: no constant evaluation reads through them
// (clang stops one after 1,048,576 steps), their top-level members are found from their layout.
template <class T>
concept leaf_schema = has_fragment<T> || std::is_arithmetic_v<T> || std::is_enum_v<T> ||
                      std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>;

// T's schema object (fields.hpp) and the nullable node over a leaf's (defaults.hpp).
template <dialect D, class T>
struct type_object;
constexpr void put_nullable_openapi(writer& w, std::string_view object);

// A versioned struct's doc("..."): the description of its schema object.
template <class T>
constexpr std::string_view struct_doc() noexcept {
    if constexpr (requires { T::versioned_descriptor::versioned_doc; })
        return T::versioned_descriptor::versioned_doc;
    else
        return {};
}


template <dialect D, class T, class W>
constexpr void put_object(W& w) {
    w.put('{');
    put_body<D, T>(w);
    w.put('}');
}

// The body of a versioned struct's schema (a nested one's, or the root's inside its header).
template <dialect D, class T>
constexpr void put_struct_of(writer& w);
// The body of a versioned variant's schema (see the variants' section below).
template <dialect D, class T>
constexpr void put_variant_of(writer& w);

// ["key",...] of list_type(map, "key", ...)'s keys as written.
template <class W>
constexpr void put_map_keys(W& w, std::string_view keys) {
    w.put('[');
    bool first_key = true;
    for_each_map_key(keys, [&](std::string_view name) {
        w.put(first_key ? "\"" : ",\"");
        w.put(name);
        w.put('"');
        first_key = false;
    });
    w.put(']');
}

// A list of E (a std::vector): its items, and a map list's keywords where E implies its keys
// (Kubernetes' conditions), which then say so wherever the list is.
template <dialect D, class E, class W>
constexpr void put_list(W& w) {
    w.put(R"("type":"array","items":)");
    w.put(type_object<D, E>::ref);
    if constexpr (D == dialect::openapi && has_implied_keys<E>) {
        w.put(R"(,"x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":)");
        put_map_keys(w, implied_list_keys<E>::keys);
    }
}

template <dialect D, class T, class W>
constexpr void put_body(W& w) {
    if constexpr (has_fragment<T>) {
        constexpr std::string_view f = fragment<T, D>();
        static_assert(f.size() >= 2 && f.front() == '{' && f.back() == '}',
                      "versioned::schema_fragment<T>: each fragment must be one JSON object");
        w.put(f.substr(1, f.size() - 2));
    } else if constexpr (std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value) {
        // An enum described with BOOST_DESCRIBE_ENUM: its enumerator names, as JSON writes it.
        w.put(R"("type":"string","enum":[)");
        constexpr auto& names = enum_names<boost::describe::describe_enumerators<T>>::value;
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (i != 0) w.put(',');
            put_string(w, names[i]);
        }
        w.put(']');
    } else if constexpr (std::is_same_v<T, bool>) {
        w.put(R"("type":"boolean")");
    } else if constexpr (std::is_integral_v<T>) {
        w.put(R"("type":"integer")");
        if constexpr (D == dialect::openapi) w.put(sizeof(T) < 4 || (sizeof(T) == 4 && std::is_signed_v<T>) ? R"(,"format":"int32")" : R"(,"format":"int64")");
        // Kubernetes reads a bound as a float64 and compares integers as int64: 2^63-1 and
        // 2^64-1 are no float64 (2^63 refuses every value), so a 64-bit integer carries no
        // bound there but an unsigned one's minimum, as controller-gen's schemas do.
        if constexpr (D == dialect::openapi && sizeof(T) >= 8) {
            if constexpr (std::is_unsigned_v<T>) w.put(R"(,"minimum":0)");
        } else {
            w.put(R"(,"minimum":)");
            put_int(w, static_cast<long long>(std::numeric_limits<T>::min()));
            w.put(R"(,"maximum":)");
            put_uint(w, static_cast<unsigned long long>(std::numeric_limits<T>::max()));
        }
    } else if constexpr (std::is_floating_point_v<T>) {
        w.put(R"("type":"number")");
        if constexpr (D == dialect::openapi) w.put(sizeof(T) <= 4 ? R"(,"format":"float")" : R"(,"format":"double")");
        // A float holds less than JSON numbers (and double) do: what rounds to infinity, from
        // 2^128 - 2^103 (FLT_MAX and half its ulp) on, is out of range for the reader. OpenAPI
        // says nothing: Kubernetes checks no numeric format, and its validator compares an integral
        // value with a bound converted to int64, which a bound of 3.4e38 overflows (every integral
        // value refused, as with 64-bit integer bounds); the reader is stricter there.
        if constexpr (sizeof(T) <= 4 && D == dialect::json_schema)
            w.put(R"(,"exclusiveMinimum":-3.4028235677973366e+38,"exclusiveMaximum":3.4028235677973366e+38)");
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        w.put(R"("type":"string")");
    } else if constexpr (is_nested_optional<T>::value) {
        put_body<D, typename T::value_type>(w); // JSON has one null: optional<optional<T>> is optional<T>
    } else if constexpr (nullable<T>) {
        using inner = typename nullable_of<T>::type;
        if constexpr (D == dialect::json_schema) {
            w.put(R"("anyOf":[)");
            w.put(type_object<D, inner>::ref);
            w.put(R"(,{"type":"null"}])");
        } else if constexpr (leaf_schema<inner>) {
            put_nullable_openapi(w, type_object<D, inner>::text);
        } else { // the inner object's members and "nullable"
            w.put(type_object<D, inner>::ref.slice(1, type_object<D, inner>::ref.size() - 1));
            w.put(R"(,"nullable":true)");
        }
    } else if constexpr (requires { typename T::value_type; typename T::allocator_type; T{}.push_back(std::declval<typename T::value_type>()); }) {
        put_list<D, typename T::value_type>(w); // std::vector
    } else if constexpr (requires { std::tuple_size<T>::value; typename T::value_type; T{}.data(); }) {
        w.put(R"("type":"array","items":)"); // std::array: fixed length
        w.put(type_object<D, typename T::value_type>::ref);
        w.put(R"(,"minItems":)");
        put_uint(w, std::tuple_size<T>::value);
        w.put(R"(,"maxItems":)");
        put_uint(w, std::tuple_size<T>::value);
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; }) {
        static_assert(std::is_same_v<typename T::key_type, std::string>,
                      "versioned: a map field needs std::string keys to have a JSON schema");
        w.put(R"("type":"object","additionalProperties":)");
        w.put(type_object<D, typename T::mapped_type>::ref);
    } else if constexpr (versioned_struct<T>) {
        put_struct_of<D, T>(w);
    } else if constexpr (detail::versioned_variant<T>) {
        put_variant_of<D, T>(w);
    } else {
        static_assert(no_schema_for_type<T>::value, "versioned: no schema for this field type");
    }
}

} // namespace versioned::detail::schema

#endif // VERSIONED_SCHEMA_DETAIL_TYPES_HPP
