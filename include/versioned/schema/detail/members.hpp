// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_DETAIL_MEMBERS_HPP
#define VERSIONED_SCHEMA_DETAIL_MEMBERS_HPP

// The top-level members of a type's schema object, which a constrained field's keywords replace
// or join (put_field_entry). A leaf's object is read; an object that holds others is cut where
// its emitter put its members, from the sizes of what it holds: no constant evaluation reads
// through a nested schema (a PodSpec's is hundreds of KB, and clang stops an evaluation after
// 1,048,576 steps), only the few short members around it.
// Part of <versioned/schema.hpp>, which says how the schemas are built.

#include <versioned/schema/detail/variants.hpp>

namespace versioned::detail::schema {

// Calls f(key, member text) for each top-level member of text, T's schema object in dialect D
// (or, for a nullable node's inner object, its members up to a last character standing for '}').
template <dialect D, class T, class F>
constexpr void walk_members(std::string_view text, F&& f) {
    using constraints::for_each_member;
    const std::size_t last = text.size() - 1; // the closing '}'
    constexpr std::string_view array_type = R"("type":"array")";
    constexpr std::string_view object_type = R"("type":"object")";
    if constexpr (leaf_schema<T>) {
        for_each_member(text, f);
    } else if constexpr (is_nested_optional<T>::value) {
        walk_members<D, typename T::value_type>(text, f); // the inner optional's object
    } else if constexpr (nullable<T>) {
        using inner = typename nullable_of<T>::type;
        constexpr std::string_view nullable_member = R"("nullable":true)";
        if constexpr (D == dialect::json_schema) {
            f("anyOf", text.substr(1, last - 1)); // {"anyOf":[{...},{"type":"null"}]}
        } else if constexpr (leaf_schema<inner>) {
            for_each_member(text, f); // a leaf's, its enum moved into an allOf: short
        } else {                      // {<inner's members>,"nullable":true}
            walk_members<D, inner>(text.substr(0, last - nullable_member.size()), f);
            f("nullable", text.substr(last - nullable_member.size(), nullable_member.size()));
        }
    } else if constexpr (requires { typename T::value_type; typename T::allocator_type; T{}.push_back(std::declval<typename T::value_type>()); }) {
        f("type", text.substr(1, array_type.size())); // {"type":"array","items":{...}}
        f("items", text.substr(array_type.size() + 2, last - array_type.size() - 2));
    } else if constexpr (requires { std::tuple_size<T>::value; typename T::value_type; T{}.data(); }) {
        // {"type":"array","items":{...},"minItems":N,"maxItems":N}
        constexpr std::size_t items = array_type.size() + 2;
        constexpr std::size_t items_size = std::string_view(R"("items":)").size() + type_object<D, typename T::value_type>::text.size();
        f("type", text.substr(1, array_type.size()));
        f("items", text.substr(items, items_size));
        for_each_member(text, f, items + items_size);
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; }) {
        f("type", text.substr(1, object_type.size())); // {"type":"object","additionalProperties":{...}}
        f("additionalProperties", text.substr(object_type.size() + 2, last - object_type.size() - 2));
    } else if constexpr (versioned_struct<T>) {
        // {"description":"<doc>","type":"object","properties":{...},<short members>}
        std::size_t i = 1;
        if constexpr (!struct_doc<T>().empty()) {
            const std::size_t end = skip_string(text, std::string_view(R"({"description":)").size());
            f("description", text.substr(1, end - 1));
            i = end + 1;
        }
        f("type", text.substr(i, object_type.size()));
        i += object_type.size();
        using fields = typename T::versioned_descriptor::versioned_fields;
        if (const std::size_t properties = properties_size(pieces_table<D, fields>::value, fields::size, T::versioned_index);
            properties != 0) {
            f("properties", text.substr(i + 1, properties));
            i += 1 + properties;
        }
        for_each_member(text, f, i); // required, additionalProperties, x-kubernetes-validations
    } else if constexpr (detail::versioned_variant<T>) {
        if constexpr (D == dialect::json_schema) {
            f("oneOf", text.substr(1, last - 1)); // {"oneOf":[...]}
        } else { // {"type":"object","properties":{...},<short members>}
            const std::size_t tail = [] {
                if constexpr (variant_options_v<typename T::versioned_variant_descriptor>.tag.empty()) {
                    return std::string_view(R"(,"minProperties":1,"maxProperties":1)").size();
                } else {
                    writer counter;
                    put_tagged_tail<T>(counter);
                    return counter.size;
                }
            }();
            const std::size_t properties = object_type.size() + 2;
            f("type", text.substr(1, object_type.size()));
            f("properties", text.substr(properties, last - tail - properties));
            for_each_member(text, f, last - tail);
        }
    }
}

template <dialect D, class T>
constexpr std::size_t count_members(std::string_view text) {
    std::size_t n = 0;
    walk_members<D, T>(text, [&](std::string_view, std::string_view) { ++n; });
    return n;
}
template <dialect D, class T, std::size_t N>
constexpr std::array<constraints::object_member, N + 1> list_members(std::string_view text) {
    std::array<constraints::object_member, N + 1> out{};
    std::size_t n = 0;
    walk_members<D, T>(text, [&](std::string_view member_key, std::string_view member_text) {
        out[n++] = {member_key, member_text};
    });
    return out;
}

} // namespace versioned::detail::schema

#endif // VERSIONED_SCHEMA_DETAIL_MEMBERS_HPP
