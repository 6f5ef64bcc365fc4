// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_DETAIL_MEMBERS_HPP
#define VERSIONED_SCHEMA_DETAIL_MEMBERS_HPP

// The top-level members of a type's schema object, which a constrained field's keywords replace
// or join (put_field_entry). A leaf's object is read; an object that holds others is cut where
// its emitter put its members, from the sizes of what it holds: no constant evaluation reads
// through a nested schema, only the few short members around it (own characters of its rope).
// Part of <versioned/schema.hpp>, which says how the schemas are built.

#include <versioned/schema/detail/variants.hpp>

namespace versioned::detail::schema {

// Calls f(key, member) for each member of a flat range of a rope (a leaf's object, the short
// members after a struct's properties), from index `from` of it on.
template <class F>
constexpr void for_each_flat_member(const text_ref& text, F&& f, std::size_t from = 1) {
    const std::string_view chars = *flat_text(text);
    constraints::for_each_member(
        chars,
        [&](std::string_view key, std::string_view member) {
            const auto at = static_cast<std::size_t>(member.data() - chars.data());
            f(key, text.slice(at, at + member.size()));
        },
        from);
}

// Calls f(key, member) for each top-level member of text, T's schema object in dialect D.
template <dialect D, class T, class F>
constexpr void walk_members(const text_ref& text, F&& f) {
    const std::size_t last = text.size() - 1; // the closing '}'
    constexpr std::size_t array_type = std::string_view(R"("type":"array")").size();
    constexpr std::size_t object_type = std::string_view(R"("type":"object")").size();
    if constexpr (leaf_schema<T>) {
        for_each_flat_member(text, f);
    } else if constexpr (is_nested_optional<T>::value) {
        walk_members<D, typename T::value_type>(text, f); // the inner optional's object
    } else if constexpr (nullable<T>) {
        using inner = typename nullable_of<T>::type;
        constexpr std::size_t nullable_member = std::string_view(R"("nullable":true)").size();
        if constexpr (D == dialect::json_schema) {
            f("anyOf", text.slice(1, last)); // {"anyOf":[{...},{"type":"null"}]}
        } else if constexpr (leaf_schema<inner>) {
            for_each_flat_member(text, f); // a leaf's, its enum moved into an allOf: short
        } else { // {<inner's members>,"nullable":true}: the inner object's members, from its own rope
            walk_members<D, inner>(type_object<D, inner>::ref, f);
            f("nullable", text.slice(last - nullable_member, last));
        }
    } else if constexpr (requires { typename T::value_type; typename T::allocator_type; T{}.push_back(std::declval<typename T::value_type>()); }) {
        f("type", text.slice(1, 1 + array_type)); // {"type":"array","items":{...}}
        f("items", text.slice(array_type + 2, last));
    } else if constexpr (requires { std::tuple_size<T>::value; typename T::value_type; T{}.data(); }) {
        // {"type":"array","items":{...},"minItems":N,"maxItems":N}
        constexpr std::size_t items = array_type + 2;
        constexpr std::size_t items_end = items + std::string_view(R"("items":)").size() + type_object<D, typename T::value_type>::ref.size();
        f("type", text.slice(1, 1 + array_type));
        f("items", text.slice(items, items_end));
        for_each_flat_member(text.slice(items_end, text.size()), f, 0);
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; }) {
        f("type", text.slice(1, 1 + object_type)); // {"type":"object","additionalProperties":{...}}
        f("additionalProperties", text.slice(object_type + 2, last));
    } else if constexpr (versioned_struct<T>) {
        // {"description":"<doc>","type":"object","properties":{...},<short members>}
        std::size_t i = 1;
        if constexpr (!struct_doc<T>().empty()) {
            constexpr span d = type_object<D, T>::description; // and the comma after it
            f("description", text.slice(d.begin, d.end - 1));
            i = d.end;
        }
        f("type", text.slice(i, i + object_type));
        i += object_type;
        using fields = typename T::versioned_descriptor::versioned_fields;
        if (const std::size_t properties = properties_size(pieces_table<D, fields>::value, fields::size, T::versioned_index);
            properties != 0) {
            f("properties", text.slice(i + 1, i + 1 + properties));
            i += 1 + properties;
        }
        for_each_flat_member(text.slice(i, text.size()), f, 0); // required, additionalProperties, x-kubernetes-validations
    } else if constexpr (detail::versioned_variant<T>) {
        if constexpr (D == dialect::json_schema) {
            f("oneOf", text.slice(1, last)); // {"oneOf":[...]}
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
            constexpr std::size_t properties = object_type + 2;
            f("type", text.slice(1, 1 + object_type));
            f("properties", text.slice(properties, last - tail));
            for_each_flat_member(text.slice(last - tail, text.size()), f, 0);
        }
    }
}

template <dialect D, class T>
constexpr std::size_t count_members(const text_ref& text) {
    std::size_t n = 0;
    walk_members<D, T>(text, [&](std::string_view, const text_ref&) { ++n; });
    return n;
}
template <dialect D, class T, std::size_t N>
constexpr std::array<object_member, N + 1> list_members(const text_ref& text) {
    std::array<object_member, N + 1> out{};
    std::size_t n = 0;
    walk_members<D, T>(text, [&](std::string_view member_key, const text_ref& member) {
        out[n++] = {member_key, flat_text(member).value_or(std::string_view{}), member};
    });
    return out;
}

} // namespace versioned::detail::schema

#endif // VERSIONED_SCHEMA_DETAIL_MEMBERS_HPP
