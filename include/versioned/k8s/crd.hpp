// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_CRD_HPP
#define VERSIONED_K8S_CRD_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Custom resources: VERSIONED_CRD declares a kind over a versioned spec (and status), checks its
// options as the API server would, and crd_json / crd_yaml emit the merged
// apiextensions.k8s.io/v1 CustomResourceDefinition with one entry per version.
//
//   VERSIONED_CRD(api, Foo, spec(FooSpec), status(FooStatus),
//       group("example.com"), plural("foos"), short_names("fo"), namespaced, storage(v1),
//       printer_column("Replicas", "integer", ".spec.replicas"),
//       scale(".spec.replicas", ".status.ready_replicas"));
//   std::string crd = versioned::k8s::crd_yaml<api::Foo>(options);

#include <versioned/detail/hooks.hpp> // hook_decl: hooks(...) of a kind, as of a struct
#include <versioned/detail/meta.hpp>
#include <versioned/detail/semantics.hpp> // without_optional
#include <versioned/json/described.hpp> // a plain status: a described struct
#include <versioned/json/detail/traits.hpp> // has_codec: a plain status with its own codec
#include <versioned/k8s/detail/crd_info.hpp>
#include <versioned/k8s/names.hpp>
#include <versioned/k8s/object_meta.hpp>
#include <versioned/k8s/priority.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/pp/detail/utilities.hpp>
#include <versioned/reflection.hpp>
#include <versioned/variant/detail/core.hpp> // variant_key_table: the alternatives' keys
#include <versioned/variant/options.hpp>
#include <versioned/versions.hpp>


#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

namespace versioned {
template <template <class> class S>
class residue;
} // namespace versioned

namespace versioned::k8s {

namespace detail {

using ::versioned::detail::template_tag;

// What a kind's descriptor inherits: no status unless status(...) is given.
struct crd_base {
    static constexpr bool versioned_has_spec = false;
    static constexpr bool versioned_has_status = false;
    // Hidden by status(S): code may name it whether or not the kind has a status.
    template <class V>
    using versioned_status = void;
};

template <template <class> class K>
using crd_of_t = decltype(versioned_crd_of(template_tag<K>{}));

// Whether a kind's name is a struct's: "FooSpec" and "api::FooSpec" are "FooSpec".
constexpr bool kind_named_as(std::string_view kind, std::string_view type) noexcept {
    const std::size_t colons = type.rfind("::");
    if (colons != std::string_view::npos) type.remove_prefix(colons + 2);
    while (!type.empty() && type.back() == ' ') type.remove_suffix(1);
    return kind == type;
}

// Whether K is a kind declared by VERSIONED_CRD (its descriptor found by argument-dependent lookup).
template <template <class> class K>
concept kind_template = requires { versioned_crd_of(template_tag<K>{}); };

// Undefined: the error a template argument that is no kind gets names it (g++ and clang++ print
// the template's name with its argument in the first line).
template <template <class> class S>
struct expected_a_kind_declared_by_VERSIONED_CRD_not_the_versioned_struct;
template <template <class> class T>
struct expected_a_kind_declared_by_VERSIONED_CRD;
template <template <class> class K>
constexpr void require_kind() noexcept {
    if constexpr (kind_template<K>) {
    } else if constexpr (requires { versioned_descriptor_of(template_tag<K>{}); }) {
        // convert_review<FooSpec>: the spec of a kind, not the kind (VERSIONED_CRD(api, Foo, spec(FooSpec)...))
        (void)sizeof(expected_a_kind_declared_by_VERSIONED_CRD_not_the_versioned_struct<K>);
    } else {
        (void)sizeof(expected_a_kind_declared_by_VERSIONED_CRD<K>);
    }
}

// A kind without status(...), or with a plain one, has nothing to record for it on a downgrade.
struct no_status_residue {
    bool empty() const noexcept { return true; }
    friend bool operator==(const no_status_residue&, const no_status_residue&) = default;
};

// status(S): a versioned struct template, S<V> at version V and converted with the spec, or a
// plain struct, the same in every version. The overload that takes S's kind of name is chosen.
template <template <class> class S>
template_tag<S> status_kind();
template <class S>
std::type_identity<S> status_kind();
template <class Kind, class V>
struct status_at;
template <template <class> class S, class V>
struct status_at<template_tag<S>, V> {
    using type = S<V>;
};
template <class S, class V>
struct status_at<std::type_identity<S>, V> {
    using type = S;
};
// Whether status(S) can be written, read and described: a versioned struct, or a plain struct
// described with BOOST_DESCRIBE_STRUCT or with its own json::codec and schema_fragment.
template <class Kind>
inline constexpr bool status_usable = true;
template <class S>
inline constexpr bool status_usable<std::type_identity<S>> =
    ::versioned::detail::described::described_struct<S> ||
    (::versioned::detail::json_io::has_codec<S> && ::versioned::detail::schema::has_fragment<S>);

template <class Kind>
struct status_residue_of;
template <template <class> class S>
struct status_residue_of<template_tag<S>> {
    using type = ::versioned::residue<S>;
};
template <class S>
struct status_residue_of<std::type_identity<S>> {
    using type = no_status_residue;
};

// What a path ends at, in OpenAPI's words: nothing (no such field), a string, an integer, a
// boolean, or anything else. Selectable fields must end at one of the three scalars.
enum class leaf_kind : unsigned char { none, string, integer, boolean, other };

// The top-level "type" of a schema fragment (a user's or a library type's, e.g. k8s::time's
// {"type":"string","format":"date-time"}), scanned without string_view::find (GCC PR 71962).
constexpr leaf_kind fragment_type(std::string_view f) noexcept {
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < f.size(); ++i) {
        const char c = f[i];
        if (in_string) {
            if (c == '\\') ++i;
            else if (c == '"') in_string = false;
            continue;
        }
        if (c == '{' || c == '[') ++depth;
        else if (c == '}' || c == ']') --depth;
        else if (c == '"' && depth == 1 && f.substr(i).starts_with(R"("type":")")) {
            const std::string_view t = f.substr(i + 8);
            if (t.starts_with(R"(string")")) return leaf_kind::string;
            if (t.starts_with(R"(integer")")) return leaf_kind::integer;
            if (t.starts_with(R"(boolean")")) return leaf_kind::boolean;
            return leaf_kind::other;
        } else if (c == '"') {
            in_string = true;
        }
    }
    return leaf_kind::other;
}

template <class T>
constexpr leaf_kind leaf_kind_of() noexcept {
    if constexpr (requires { ::versioned::schema_fragment<T>::openapi; })
        return fragment_type(::versioned::schema_fragment<T>::openapi);
    else if constexpr (requires { ::versioned::schema_fragment<T>::json; })
        return fragment_type(::versioned::schema_fragment<T>::json);
    else if constexpr (std::is_same_v<T, bool>)
        return leaf_kind::boolean;
    else if constexpr (std::is_integral_v<T>)
        return leaf_kind::integer;
    else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view> || std::is_enum_v<T>)
        return leaf_kind::string; // an enum: its enumerators' names
    else
        return leaf_kind::other;
}

template <class T>
constexpr leaf_kind path_leaf(std::string_view path) noexcept;

template <class T>
constexpr bool path_exists(std::string_view path) noexcept {
    return path_leaf<T>(path) != leaf_kind::none;
}

// Through a versioned variant, as kubectl evaluates a path on the object (a cell is empty where
// another alternative is held): externally tagged, `.<alternative's key>...` into that
// alternative; internally tagged, the tag (a string), or a path of at least one alternative.
template <class T, std::size_t... Ks>
constexpr leaf_kind variant_path_leaf(std::string_view path, std::string_view key, std::string_view rest,
                                      std::index_sequence<Ks...>) noexcept {
    using D = typename T::versioned_variant_descriptor;
    using storage = typename T::storage_type;
    constexpr auto& keys = ::versioned::detail::variant_key_table<D, T::versioned_index>::keys;
    constexpr std::string_view tag = variant_options_v<D>.tag;
    leaf_kind found = leaf_kind::none;
    const auto take = [&](leaf_kind k) {
        if (found == leaf_kind::none) found = k;
    };
    if constexpr (tag.empty()) {
        ((keys[Ks] == key ? take(path_leaf<std::variant_alternative_t<Ks, storage>>(rest)) : void()), ...);
    } else {
        if (key == tag && rest.empty()) take(leaf_kind::string);
        (take(path_leaf<std::variant_alternative_t<Ks, storage>>(path)), ...);
    }
    return found;
}

// What a dotted path (".a.b", "" for the value itself) names in T, looking through nested
// versioned structs, described plain structs, versioned variants and std::optional, by JSON key.
template <class T>
constexpr leaf_kind path_leaf(std::string_view path) noexcept {
    if (path.empty()) return leaf_kind_of<T>();
    if (path.front() != '.') return leaf_kind::none;
    const std::string_view whole = path;
    path.remove_prefix(1);
    std::size_t dot = 0;
    while (dot < path.size() && path[dot] != '.') ++dot;
    const std::string_view key = path.substr(0, dot);
    const std::string_view rest = path.substr(dot);
    leaf_kind found = leaf_kind::none;
    if constexpr (versioned_struct<T>) {
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            ((found = found == leaf_kind::none && json_keys<T>[Is] == key
                          ? path_leaf<typename ::versioned::detail::without_optional<::versioned::detail::present_member_t<T, Is>>::type>(rest)
                          : found),
             ...);
        }(std::make_index_sequence<field_count<T>>{});
    } else if constexpr (::versioned::detail::described::described_struct<T>) {
        boost::mp11::mp_for_each<::versioned::detail::described::members<T>>([&](auto member) {
            using M = std::remove_cvref_t<decltype(std::declval<T&>().*decltype(member)::pointer)>;
            if (found == leaf_kind::none && key == decltype(member)::name) found = path_leaf<typename ::versioned::detail::without_optional<M>::type>(rest);
        });
    } else if constexpr (::versioned::detail::versioned_variant<T>) {
        found = variant_path_leaf<T>(whole, key, rest, std::make_index_sequence<std::variant_size_v<typename T::storage_type>>{});
    }
    return found;
}

// Whether a .spec... or .status... path exists in the kind's version at index I.
template <class Crd, std::size_t I>
constexpr leaf_kind object_path_leaf(std::string_view path) noexcept;
template <class Crd, std::size_t I>
constexpr bool object_path_exists(std::string_view path) noexcept {
    return object_path_leaf<Crd, I>(path) != leaf_kind::none;
}

template <class Crd>
inline constexpr std::size_t storage_index =
    Crd::versioned_info.storage == npos ? Crd::versioned_module::versions::size - 1 : Crd::versioned_info.storage;

template <class Crd>
constexpr bool is_served(std::size_t version) noexcept {
    return Crd::versioned_info.served_mask == 0 ||
           (version < 64 && (Crd::versioned_info.served_mask & (std::uint64_t{1} << version)) != 0);
}

// Whether check(std::integral_constant<std::size_t, I>) holds for each version index I in mask.
template <class Crd, class F>
constexpr bool in_each_version(std::uint64_t mask, F check) noexcept {
    return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        return ((Is >= 64 || ((mask >> (Is % 64)) & 1) == 0 || check(std::integral_constant<std::size_t, Is>{})) && ...);
    }(std::make_index_sequence<Crd::versioned_module::versions::size>{});
}

// Whether a printer column's path names something in version I: a field of metadata, or of the
// spec or status up to its first filter (what the filter selects is not looked up).
template <class Crd, std::size_t I>
constexpr bool column_path_in(std::string_view path) noexcept {
    if (is_metadata_column_path(path)) return true;
    const std::string_view plain = plain_prefix(path);
    return !path_root(plain).empty() && object_path_exists<Crd, I>(plain);
}

// The mistakes of one printer_column(...) (bits of crd_rule), for its own static_asserts.
template <class Crd>
constexpr unsigned column_errors(const column_declaration& d) noexcept {
    if ((d.problems & rule_bit(crd_rule::column_arguments)) != 0) return d.problems;
    const printer_column& c = d.column;
    unsigned e = d.problems;
    if (!is_printer_column_type(c.type) || c.name.empty()) e |= rule_bit(crd_rule::bad_column_type);
    if (!is_column_jsonpath(c.json_path)) return e | rule_bit(crd_rule::bad_column_jsonpath);
    if (c.versions == 0) {
        if (!column_path_in<Crd, storage_index<Crd>>(c.json_path)) e |= rule_bit(crd_rule::bad_column_path);
    } else if (!in_each_version<Crd>(c.versions, [&](auto tag) { return column_path_in<Crd, decltype(tag)::value>(c.json_path); })) {
        e |= rule_bit(crd_rule::column_version_path);
    }
    return e;
}

// Whether scale's paths name fields of version I: replicas under .spec and .status, the
// selector (if any) under either.
template <class Crd, std::size_t I>
constexpr bool scale_paths_in(std::string_view spec, std::string_view status, std::string_view selector) noexcept {
    return path_root(spec) == "spec" && object_path_exists<Crd, I>(spec) && path_root(status) == "status" &&
           object_path_exists<Crd, I>(status) &&
           (selector.empty() || (!path_root(selector).empty() && object_path_exists<Crd, I>(selector)));
}

// The mistakes of scale(...): its paths in the storage version, or in each of its versions(...).
template <class Crd>
constexpr unsigned scale_errors(std::string_view spec, std::string_view status, const scale_declaration& d) noexcept {
    if ((d.problems & rule_bit(crd_rule::scale_arguments)) != 0) return d.problems;
    const bool ok = d.versions == 0 ? scale_paths_in<Crd, storage_index<Crd>>(spec, status, d.selector)
                                    : in_each_version<Crd>(d.versions, [&](auto tag) {
                                          return scale_paths_in<Crd, decltype(tag)::value>(spec, status, d.selector);
                                      });
    return d.problems | (ok && Crd::versioned_has_status ? 0u : rule_bit(crd_rule::bad_scale_path));
}

// What a .spec/.status path names in the kind's version at index I.
template <class Crd, std::size_t I>
constexpr leaf_kind object_path_leaf(std::string_view path) noexcept {
    using V = version_at_t<typename Crd::versioned_module::versions, I>;
    const std::string_view root = path_root(path);
    if (root == "spec") return path_leaf<typename Crd::template versioned_spec<V>>(path.substr(5));
    if constexpr (Crd::versioned_has_status) {
        if (root == "status") return path_leaf<typename Crd::template versioned_status<V>>(path.substr(7));
    }
    return leaf_kind::none;
}

// A selectable field (the API server's ValidateCustomResourceSelectableFields): a plain dotted
// path under .spec or .status (not metadata, no brackets), a field of the storage version, and
// in every version that has it a string, integer or boolean.
template <class Crd>
constexpr bool selectable_field_ok(std::string_view path) noexcept {
    if (path_root(path).empty() || path.back() == '.') return false;
    for (std::size_t i = 0; i < path.size(); ++i)
        if (!is_name_char(path[i]) && !(path[i] == '.' && i + 1 < path.size() && path[i + 1] != '.')) return false;
    if (!object_path_exists<Crd, storage_index<Crd>>(path)) return false;
    return in_each_version<Crd>(~std::uint64_t{0}, [&](auto tag) {
        const leaf_kind leaf = object_path_leaf<Crd, decltype(tag)::value>(path);
        return leaf == leaf_kind::none || leaf == leaf_kind::string || leaf == leaf_kind::integer || leaf == leaf_kind::boolean;
    });
}

// The most selectable fields any version has (each is emitted where its path exists).
template <class Crd>
constexpr std::size_t selectable_per_version() noexcept {
    constexpr const crd_info& info = Crd::versioned_info;
    std::size_t most = 0;
    in_each_version<Crd>(~std::uint64_t{0}, [&](auto tag) {
        std::size_t present = 0;
        for (std::size_t field = 0; field < info.selectable_count; ++field)
            present += object_path_exists<Crd, decltype(tag)::value>(info.selectable[field]) ? 1 : 0;
        most = present > most ? present : most;
        return true;
    });
    return most;
}

// Every rule the declaration breaks, as a bit mask of crd_rule.
template <class Crd>
constexpr unsigned crd_errors() noexcept {
    constexpr const crd_info& info = Crd::versioned_info;
    unsigned e = 0;
    const auto flag = [&](crd_rule rule) { e |= 1u << static_cast<unsigned>(rule); };
    if (!Crd::versioned_has_spec) flag(crd_rule::no_spec);
    if (info.group.empty()) flag(crd_rule::no_group);
    else if (!is_dns1123_subdomain(info.group) || info.group.find('.') == std::string_view::npos) flag(crd_rule::bad_group);
    if (!is_kind_name(info.kind) || info.kind.size() + 4 > 63) flag(crd_rule::bad_kind); // + "List"
    if (!info.plural_.empty() && !is_dns1035_label(info.plural_)) flag(crd_rule::bad_plural);
    if (!info.singular_.empty() && !is_dns1035_label(info.singular_)) flag(crd_rule::bad_singular);
    for (std::size_t i = 0; i < info.short_name_count; ++i)
        if (!is_dns1035_label(info.short_names[i])) flag(crd_rule::bad_short_name);
    for (std::size_t i = 0; i < info.category_count; ++i)
        if (!is_dns1035_label(info.categories[i])) flag(crd_rule::bad_category);
    if (info.repeated != 0) flag(crd_rule::repeated_option);
    if (info.overflow != 0) flag(crd_rule::too_many_items);
    if (info.storage_count > 1) flag(crd_rule::more_than_one_storage);
    if (info.undeclared_version) flag(crd_rule::undeclared_version);
    if (info.spec_conflict) flag(crd_rule::spec_requirement_conflict);
    constexpr std::size_t nv = Crd::versioned_module::versions::size;
    if (nv > max_crd_versions || info.bad_served) flag(crd_rule::too_many_versions);
    if (!is_served<Crd>(storage_index<Crd>)) flag(crd_rule::storage_not_served);
    // metadata.name is <plural>.<group>, a DNS subdomain of at most 253 characters.
    const std::size_t plural_size = info.plural_.empty() ? info.kind.size() + 1 : info.plural_.size();
    if (plural_size + 1 + info.group.size() > 253) flag(crd_rule::bad_crd_name);
    // A deprecated version's note becomes its deprecationWarning: at most 256 printable characters.
    for (std::string_view note : ::versioned::detail::version_list_traits<typename Crd::versioned_module::versions>::notes) {
        if (note.size() > 256) flag(crd_rule::bad_deprecation_note);
        for (const char c : note)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) flag(crd_rule::bad_deprecation_note);
    }
    if constexpr (info.selectable_count != 0) {
        if (selectable_per_version<Crd>() > max_selectable_per_version) flag(crd_rule::too_many_selectable_fields);
    }
    return e;
}

template <class Crd>
inline constexpr unsigned crd_errors_v = crd_errors<Crd>();

template <class Crd>
constexpr bool crd_violates(crd_rule r) noexcept {
    return (crd_errors_v<Crd> & (1u << static_cast<unsigned>(r))) != 0;
}

// "example.com/v1": each version's apiVersion, in static storage.
template <class Crd, std::size_t I>
struct api_version_text {
    static constexpr std::string_view group = Crd::versioned_info.group;
    static constexpr std::string_view version = version_at_t<typename Crd::versioned_module::versions, I>::name;
    static constexpr std::array<char, group.size() + 1 + version.size() + 1> chars = [] {
        std::array<char, group.size() + 1 + version.size() + 1> out{};
        std::size_t at = 0;
        for (char ch : group) out[at++] = ch;
        out[at++] = '/';
        for (char ch : version) out[at++] = ch;
        return out;
    }();
    static constexpr std::string_view value{chars.data(), chars.size() - 1};
};

} // namespace detail

// The descriptor of a kind declared by VERSIONED_CRD (internal layout).
template <template <class> class K>
using crd_of_t = detail::crd_of_t<K>;

// A custom resource object type declared by VERSIONED_CRD, at some version.
template <class T>
concept custom_resource = requires {
    typename std::remove_cvref_t<T>::versioned_crd;
    std::remove_cvref_t<T>::versioned_index;
};

} // namespace versioned::k8s

// ---- the macro ---------------------------------------------------------------------------------

// An option becomes (name, args...): namespaced -> (namespaced, ), group("x") -> (group, "x").
#define VERSIONED_PP_CRDO_spec(...) (spec, __VA_ARGS__)
#define VERSIONED_PP_CRDO_status(...) (status, __VA_ARGS__)
#define VERSIONED_PP_CRDO_group(...) (group, __VA_ARGS__)
#define VERSIONED_PP_CRDO_plural(...) (plural, __VA_ARGS__)
#define VERSIONED_PP_CRDO_singular(...) (singular, __VA_ARGS__)
#define VERSIONED_PP_CRDO_short_names(...) (short_names, __VA_ARGS__)
#define VERSIONED_PP_CRDO_categories(...) (categories, __VA_ARGS__)
#define VERSIONED_PP_CRDO_storage(...) (storage, __VA_ARGS__)
#define VERSIONED_PP_CRDO_served(...) (served, __VA_ARGS__)
#define VERSIONED_PP_CRDO_scale(...) (scale, __VA_ARGS__)
#define VERSIONED_PP_CRDO_printer_column(...) (printer_column, __VA_ARGS__)
#define VERSIONED_PP_CRDO_doc(...) (doc, __VA_ARGS__)
#define VERSIONED_PP_CRDO_selectable_field(...) (selectable_field, __VA_ARGS__)
#define VERSIONED_PP_CRDO_namespaced (namespaced, )
#define VERSIONED_PP_CRDO_cluster (cluster, )
#define VERSIONED_PP_CRDO_optional_spec (optional_spec, )
#define VERSIONED_PP_CRDO_required_spec (required_spec, )
#define VERSIONED_PP_CRDO_hooks(...) (hooks, __VA_ARGS__)
#define VERSIONED_PP_CRD_ON(prefix, data, opt)                                                     \
    VERSIONED_PP_DISPATCH_B(prefix, data, VERSIONED_PP_CAT_B(VERSIONED_PP_CRDO_, opt))

// -- the check pass: an option the macro does not know, reported first and by its name -----------
// A known option becomes (name, args...) (VERSIONED_PP_CRDO_*); anything else -- stroage(v1),
// namespacd -- stays as written, is skipped by every other pass, and is this error.
#define VERSIONED_PP_CRD_CHECK(d, opt)                                                              \
    VERSIONED_PP_IIF_B(VERSIONED_PP_IS_PAREN(VERSIONED_PP_CAT_B(VERSIONED_PP_CRDO_, opt)))(VERSIONED_PP_SKIP, \
                                                                                          VERSIONED_PP_CRD_UNKNOWN)(d, opt)
#define VERSIONED_PP_CRD_UNKNOWN(d, opt) VERSIONED_PP_CRD_UNKNOWN_I(VERSIONED_PP_REM d, #opt)
#define VERSIONED_PP_CRD_UNKNOWN_I(...) VERSIONED_PP_CRD_UNKNOWN_II(__VA_ARGS__)
#define VERSIONED_PP_CRD_UNKNOWN_II(ns, K, opt)                                                     \
    static_assert(false, "versioned: VERSIONED_CRD(" #ns ", " #K "): unknown option '" opt "' (the options are " \
                         "spec(Spec), status(Status), group(\"...\"), plural(\"...\"), singular(\"...\"), "      \
                         "short_names(\"...\", ...), categories(\"...\", ...), namespaced, cluster, storage(vX), " \
                         "served(vX, ...), scale(spec_path, status_path[, selector_path][, versions(vX, ...)]), " \
                         "printer_column(name, type, json_path[, description][, priority(N)][, versions(vX, ...)]), " \
                         "selectable_field(path), optional_spec, required_spec, doc(\"...\"), "                     \
                         "hooks(upgrade(vX), downgrade(vX), ...))");

// -- the kind's name is not its spec's (or status's): the first error, before the two collide ------
// The names as string literals ("" "FooSpec"), for a static_assert written in VERSIONED_CRD
// itself (its diagnostic then shows one macro, not the passes').
#define VERSIONED_PP_CRD_SPEC_NAME(d, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDN_SPEC_, d, opt)
#define VERSIONED_PP_CRD_STATUS_NAME(d, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDN_STATUS_, d, opt)
#define VERSIONED_PP_CRDN_SPEC_spec(d, S) #S
#define VERSIONED_PP_CRDN_STATUS_status(d, S) #S
#define VERSIONED_PP_CRDN_SPEC_status(d, ...)
#define VERSIONED_PP_CRDN_STATUS_spec(d, ...)
#define VERSIONED_PP_CRDN_SPEC_group(d, ...)
#define VERSIONED_PP_CRDN_SPEC_plural(d, ...)
#define VERSIONED_PP_CRDN_SPEC_singular(d, ...)
#define VERSIONED_PP_CRDN_SPEC_short_names(d, ...)
#define VERSIONED_PP_CRDN_SPEC_categories(d, ...)
#define VERSIONED_PP_CRDN_SPEC_storage(d, ...)
#define VERSIONED_PP_CRDN_SPEC_served(d, ...)
#define VERSIONED_PP_CRDN_SPEC_scale(d, ...)
#define VERSIONED_PP_CRDN_SPEC_printer_column(d, ...)
#define VERSIONED_PP_CRDN_SPEC_doc(d, ...)
#define VERSIONED_PP_CRDN_SPEC_namespaced(d, ...)
#define VERSIONED_PP_CRDN_SPEC_cluster(d, ...)
#define VERSIONED_PP_CRDN_SPEC_selectable_field(d, ...)
#define VERSIONED_PP_CRDN_SPEC_optional_spec(d, ...)
#define VERSIONED_PP_CRDN_SPEC_required_spec(d, ...)
#define VERSIONED_PP_CRDN_SPEC_hooks(d, ...)
#define VERSIONED_PP_CRDN_STATUS_group(d, ...)
#define VERSIONED_PP_CRDN_STATUS_plural(d, ...)
#define VERSIONED_PP_CRDN_STATUS_singular(d, ...)
#define VERSIONED_PP_CRDN_STATUS_short_names(d, ...)
#define VERSIONED_PP_CRDN_STATUS_categories(d, ...)
#define VERSIONED_PP_CRDN_STATUS_storage(d, ...)
#define VERSIONED_PP_CRDN_STATUS_served(d, ...)
#define VERSIONED_PP_CRDN_STATUS_scale(d, ...)
#define VERSIONED_PP_CRDN_STATUS_printer_column(d, ...)
#define VERSIONED_PP_CRDN_STATUS_doc(d, ...)
#define VERSIONED_PP_CRDN_STATUS_namespaced(d, ...)
#define VERSIONED_PP_CRDN_STATUS_cluster(d, ...)
#define VERSIONED_PP_CRDN_STATUS_selectable_field(d, ...)
#define VERSIONED_PP_CRDN_STATUS_optional_spec(d, ...)
#define VERSIONED_PP_CRDN_STATUS_required_spec(d, ...)
#define VERSIONED_PP_CRDN_STATUS_hooks(d, ...)

// -- types of the descriptor: spec and status templates ------------------------------------------
#define VERSIONED_PP_CRD_TYPES(ns, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDT_, ns, opt)
#define VERSIONED_PP_CRDT_spec(ns, S)                                                              \
    template <class V_>                                                                            \
    using versioned_spec = S<V_>;                                                                  \
    using versioned_spec_residue = ::versioned::residue<S>;                                        \
    static constexpr bool versioned_has_spec = true;
#define VERSIONED_PP_CRDT_status(ns, S)                                                            \
    using versioned_status_kind = decltype(::versioned::k8s::detail::status_kind<S>());            \
    template <class V_>                                                                            \
    using versioned_status = typename ::versioned::k8s::detail::status_at<versioned_status_kind, V_>::type; \
    using versioned_status_residue = typename ::versioned::k8s::detail::status_residue_of<versioned_status_kind>::type; \
    static_assert(::versioned::k8s::detail::status_usable<versioned_status_kind>,                  \
                  "versioned: VERSIONED_CRD(" #ns ", ...) status(" #S "): a plain status struct needs " \
                  "BOOST_DESCRIBE_STRUCT(" #S ", (), (its members...)) before VERSIONED_CRD (or a "  \
                  "versioned::json::codec<" #S "> and a versioned::schema_fragment<" #S ">): the " \
                  "CRD's schema and the object's JSON need its members' names");                 \
    /* false for an unusable status: the error above, not one more per use of the kind */      \
    static constexpr bool versioned_has_status = ::versioned::k8s::detail::status_usable<versioned_status_kind>;
#define VERSIONED_PP_CRDT_group(ns, ...)
#define VERSIONED_PP_CRDT_plural(ns, ...)
#define VERSIONED_PP_CRDT_singular(ns, ...)
#define VERSIONED_PP_CRDT_short_names(ns, ...)
#define VERSIONED_PP_CRDT_categories(ns, ...)
#define VERSIONED_PP_CRDT_storage(ns, ...)
#define VERSIONED_PP_CRDT_served(ns, ...)
#define VERSIONED_PP_CRDT_scale(ns, ...)
#define VERSIONED_PP_CRDT_printer_column(ns, ...)
#define VERSIONED_PP_CRDT_doc(ns, ...)
#define VERSIONED_PP_CRDT_namespaced(ns, ...)
#define VERSIONED_PP_CRDT_cluster(ns, ...)
#define VERSIONED_PP_CRDT_selectable_field(ns, ...)
#define VERSIONED_PP_CRDT_optional_spec(ns, ...)
#define VERSIONED_PP_CRDT_required_spec(ns, ...)
#define VERSIONED_PP_CRDT_hooks(ns, ...)

// -- hooks(upgrade(VER), downgrade(VER), ...): the descriptor's versioned_hooks, as a versioned
// struct's (detail/hooks.hpp), so which steps run a hook is fixed by the declaration -----------
#define VERSIONED_PP_CRD_HOOKS_DATA(ns, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDH_, ns, opt)
#define VERSIONED_PP_CRDH_hooks(ns, ...) VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_CRD_HOOK_DATA, ns, __VA_ARGS__)
#define VERSIONED_PP_CRD_HOOK_DATA(ns, h)                                                          \
    VERSIONED_PP_DISPATCH_C(VERSIONED_PP_CRDHD_, ns, VERSIONED_PP_CAT_C(VERSIONED_PP_CRDHK_, h))
#define VERSIONED_PP_CRDHK_upgrade(...) (upgrade, __VA_ARGS__)
#define VERSIONED_PP_CRDHK_downgrade(...) (downgrade, __VA_ARGS__)
#define VERSIONED_PP_CRDHD_upgrade(ns, ver)                                                        \
    ::versioned::detail::hook_decl{::versioned::detail::hook_kind::upgrade,                        \
                                   ::versioned::detail::version_index_of<::ns::versioned_module>(#ver)},
#define VERSIONED_PP_CRDHD_downgrade(ns, ver)                                                      \
    ::versioned::detail::hook_decl{::versioned::detail::hook_kind::downgrade,                      \
                                   ::versioned::detail::version_index_of<::ns::versioned_module>(#ver)},
#define VERSIONED_PP_CRDH_spec(ns, ...)
#define VERSIONED_PP_CRDH_status(ns, ...)
#define VERSIONED_PP_CRDH_group(ns, ...)
#define VERSIONED_PP_CRDH_plural(ns, ...)
#define VERSIONED_PP_CRDH_singular(ns, ...)
#define VERSIONED_PP_CRDH_short_names(ns, ...)
#define VERSIONED_PP_CRDH_categories(ns, ...)
#define VERSIONED_PP_CRDH_storage(ns, ...)
#define VERSIONED_PP_CRDH_served(ns, ...)
#define VERSIONED_PP_CRDH_scale(ns, ...)
#define VERSIONED_PP_CRDH_printer_column(ns, ...)
#define VERSIONED_PP_CRDH_doc(ns, ...)
#define VERSIONED_PP_CRDH_namespaced(ns, ...)
#define VERSIONED_PP_CRDH_cluster(ns, ...)
#define VERSIONED_PP_CRDH_selectable_field(ns, ...)
#define VERSIONED_PP_CRDH_optional_spec(ns, ...)
#define VERSIONED_PP_CRDH_required_spec(ns, ...)

// -- the option values: .set_group("x").add_short_name("fo")... ----------------------------------
#define VERSIONED_PP_CRD_VALUES(ns, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDV_, ns, opt)
#define VERSIONED_PP_CRDV_spec(ns, ...)
#define VERSIONED_PP_CRDV_status(ns, ...)
#define VERSIONED_PP_CRDV_group(ns, ...) .set_group(__VA_ARGS__)
#define VERSIONED_PP_CRDV_plural(ns, ...) .set_plural(__VA_ARGS__)
#define VERSIONED_PP_CRDV_singular(ns, ...) .set_singular(__VA_ARGS__)
#define VERSIONED_PP_CRDV_doc(ns, ...) .set_doc(__VA_ARGS__)
#define VERSIONED_PP_CRDV_short_names(ns, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_CRDV_SHORT, ns, __VA_ARGS__)
#define VERSIONED_PP_CRDV_SHORT(ns, n) .add_short_name(n)
#define VERSIONED_PP_CRDV_categories(ns, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_CRDV_CATEGORY, ns, __VA_ARGS__)
#define VERSIONED_PP_CRDV_CATEGORY(ns, n) .add_category(n)
#define VERSIONED_PP_CRDV_storage(ns, ver) .set_storage(::versioned::detail::version_index_of<::ns::versioned_module>(#ver))
#define VERSIONED_PP_CRDV_served(ns, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_CRDV_SERVED, ns, __VA_ARGS__)
#define VERSIONED_PP_CRDV_SERVED(ns, ver) .add_served(::versioned::detail::version_index_of<::ns::versioned_module>(#ver))
// scale's and printer_column's arguments after the paths as text (crd_arguments.hpp); padded
// with empty arguments so that too few of them are the option's rule, not a preprocessor error.
#define VERSIONED_PP_CRDV_scale(ns, ...) VERSIONED_PP_CRD_SCALE_VALUE(::ns::versioned_module, __VA_ARGS__, , )
#define VERSIONED_PP_CRD_SCALE_VALUE(M, a, b, ...)                                                 \
    .set_scale<M>(::std::string_view{a}, ::std::string_view{b}, #__VA_ARGS__)
#define VERSIONED_PP_CRDV_printer_column(ns, ...) VERSIONED_PP_CRD_COLUMN_VALUE(::ns::versioned_module, __VA_ARGS__, , , )
#define VERSIONED_PP_CRD_COLUMN_VALUE(M, a, b, c, ...)                                             \
    .add_column<M>(::std::string_view{a}, ::std::string_view{b}, ::std::string_view{c}, #__VA_ARGS__)
#define VERSIONED_PP_CRDV_selectable_field(ns, ...) .add_selectable_field(__VA_ARGS__)
#define VERSIONED_PP_CRDV_namespaced(ns, ...) .set_scope(::versioned::k8s::scope::namespaced)
#define VERSIONED_PP_CRDV_cluster(ns, ...) .set_scope(::versioned::k8s::scope::cluster)
#define VERSIONED_PP_CRDV_optional_spec(ns, ...) .set_spec_requirement(::versioned::k8s::detail::spec_requirement::optional)
#define VERSIONED_PP_CRDV_required_spec(ns, ...) .set_spec_requirement(::versioned::k8s::detail::spec_requirement::required)
#define VERSIONED_PP_CRDV_hooks(ns, ...)

// -- members of the object: spec, then status -----------------------------------------------------
#define VERSIONED_PP_CRD_SPEC_MEMBER(ns, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDS_, ns, opt)
#define VERSIONED_PP_CRDS_spec(ns, S) S<versioned_V> spec{};
#define VERSIONED_PP_CRDS_status(ns, ...)
#define VERSIONED_PP_CRDS_group(ns, ...)
#define VERSIONED_PP_CRDS_plural(ns, ...)
#define VERSIONED_PP_CRDS_singular(ns, ...)
#define VERSIONED_PP_CRDS_short_names(ns, ...)
#define VERSIONED_PP_CRDS_categories(ns, ...)
#define VERSIONED_PP_CRDS_storage(ns, ...)
#define VERSIONED_PP_CRDS_served(ns, ...)
#define VERSIONED_PP_CRDS_scale(ns, ...)
#define VERSIONED_PP_CRDS_printer_column(ns, ...)
#define VERSIONED_PP_CRDS_doc(ns, ...)
#define VERSIONED_PP_CRDS_namespaced(ns, ...)
#define VERSIONED_PP_CRDS_cluster(ns, ...)
#define VERSIONED_PP_CRDS_selectable_field(ns, ...)
#define VERSIONED_PP_CRDS_optional_spec(ns, ...)
#define VERSIONED_PP_CRDS_required_spec(ns, ...)
#define VERSIONED_PP_CRDS_hooks(ns, ...)
#define VERSIONED_PP_CRD_STATUS_MEMBER(ns, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDU_, ns, opt)
#define VERSIONED_PP_CRDU_status(ns, S)                                                            \
    ::std::optional<typename ::versioned::k8s::detail::status_at<                                  \
        decltype(::versioned::k8s::detail::status_kind<S>()), versioned_V>::type> status{};
#define VERSIONED_PP_CRDU_spec(ns, ...)
#define VERSIONED_PP_CRDU_group(ns, ...)
#define VERSIONED_PP_CRDU_plural(ns, ...)
#define VERSIONED_PP_CRDU_singular(ns, ...)
#define VERSIONED_PP_CRDU_short_names(ns, ...)
#define VERSIONED_PP_CRDU_categories(ns, ...)
#define VERSIONED_PP_CRDU_storage(ns, ...)
#define VERSIONED_PP_CRDU_served(ns, ...)
#define VERSIONED_PP_CRDU_scale(ns, ...)
#define VERSIONED_PP_CRDU_printer_column(ns, ...)
#define VERSIONED_PP_CRDU_doc(ns, ...)
#define VERSIONED_PP_CRDU_namespaced(ns, ...)
#define VERSIONED_PP_CRDU_cluster(ns, ...)
#define VERSIONED_PP_CRDU_selectable_field(ns, ...)
#define VERSIONED_PP_CRDU_optional_spec(ns, ...)
#define VERSIONED_PP_CRDU_required_spec(ns, ...)
#define VERSIONED_PP_CRDU_hooks(ns, ...)

// -- the rules, one static_assert each ------------------------------------------------------------
#define VERSIONED_PP_CRD_RULE(ns, K, r, phrase)                                                    \
    static_assert(!::versioned::k8s::detail::crd_violates<versioned_crd_##K>(                     \
                      ::versioned::k8s::detail::crd_rule::r),                                      \
                  "versioned: VERSIONED_CRD(" #ns ", " #K "): " phrase);
#define VERSIONED_PP_CRD_RULES(ns, K)                                                              \
    VERSIONED_PP_CRD_RULE(ns, K, no_spec, "spec(Spec) is required: the kind's versioned spec struct") \
    VERSIONED_PP_CRD_RULE(ns, K, no_group, "group(\"...\") is required (e.g. group(\"example.com\"))") \
    VERSIONED_PP_CRD_RULE(ns, K, bad_group,                                                        \
                          "invalid group: a DNS subdomain with at least one dot, lower case "      \
                          "(e.g. \"example.com\")")                                                \
    VERSIONED_PP_CRD_RULE(ns, K, bad_kind,                                                         \
                          "invalid kind: UpperCamelCase letters and digits, at most 59 characters") \
    VERSIONED_PP_CRD_RULE(ns, K, bad_plural, "invalid plural: a lower-case DNS-1035 label")       \
    VERSIONED_PP_CRD_RULE(ns, K, bad_singular, "invalid singular: a lower-case DNS-1035 label")   \
    VERSIONED_PP_CRD_RULE(ns, K, bad_short_name, "invalid short name: a lower-case DNS-1035 label") \
    VERSIONED_PP_CRD_RULE(ns, K, bad_category, "invalid category: a lower-case DNS-1035 label")   \
    VERSIONED_PP_CRD_RULE(ns, K, repeated_option,                                                  \
                          "option given twice (group, plural, singular, doc, scope, scale, "       \
                          "optional_spec, required_spec, a selectable_field's path)")              \
    VERSIONED_PP_CRD_RULE(ns, K, too_many_items,                                                   \
                          "too many short names or categories (16), printer columns (32) or "      \
                          "selectable fields (32)")       \
    VERSIONED_PP_CRD_RULE(ns, K, more_than_one_storage,                                            \
                          "more than one storage version: exactly one version is stored")          \
    VERSIONED_PP_CRD_RULE(ns, K, storage_not_served, "the storage version is not served")          \
    VERSIONED_PP_CRD_RULE(ns, K, undeclared_version,                                               \
                          "storage(...) or served(...) names a version that VERSIONED_VERSIONS("  \
                          #ns ", ...) does not declare")                                           \
    VERSIONED_PP_CRD_RULE(ns, K, too_many_versions, "a kind supports at most 64 versions")         \
    VERSIONED_PP_CRD_RULE(ns, K, bad_crd_name,                                                     \
                          "the CRD name <plural>.<group> exceeds 253 characters")                  \
    VERSIONED_PP_CRD_RULE(ns, K, bad_deprecation_note,                                             \
                          "a deprecated version's note becomes its deprecationWarning: at most "   \
                          "256 printable characters")                                              \
    VERSIONED_PP_CRD_RULE(ns, K, spec_requirement_conflict,                                        \
                          "optional_spec and required_spec exclude each other: the root requires " \
                          "spec always (required_spec), never (optional_spec), or when the spec "  \
                          "has a required member (neither)")                                       \
    VERSIONED_PP_CRD_RULE(ns, K, too_many_selectable_fields,                                       \
                          "at most 8 selectable fields per version (the API server's "             \
                          "MaxSelectableFields): a selectable_field is emitted in each version "   \
                          "that has its path")

// -- the rules of one option, each message naming the option as written: printer_column(...),
// scale(...), selectable_field(...) ----------------------------------------------------------------
#define VERSIONED_PP_CRD_OPTION_RULES(ns, K, ...) VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_OPTION_RULE, (ns, K), __VA_ARGS__)
#define VERSIONED_PP_CRD_OPTION_RULE(d, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDR_, d, opt)
// A rule of the option: e's bit for rule r is clear, else the phrase and the option as written.
// (Written out in each option's macro: every macro level is three more lines of diagnostics.)
#define VERSIONED_PP_CRDR_printer_column(d, ...)                                                   \
    VERSIONED_PP_CRD_COLUMN_RULES((VERSIONED_PP_REM d, "printer_column(" #__VA_ARGS__ ")", __VA_ARGS__, , , ))
#define VERSIONED_PP_CRD_COLUMN_RULES(args) VERSIONED_PP_CRD_COLUMN_RULES_I args
#define VERSIONED_PP_CRD_COLUMN_RULES_I(ns, K, option, a, b, c, ...)                              \
    static_assert([] {                                                                             \
        using ::versioned::k8s::detail::breaks;                                                    \
        using enum ::versioned::k8s::detail::crd_rule;                                             \
        constexpr unsigned e = ::versioned::k8s::detail::column_errors<versioned_crd_##K>(         \
            ::versioned::k8s::detail::declare_column<::ns::versioned_module>(                      \
                ::std::string_view{a}, ::std::string_view{b}, ::std::string_view{c}, #__VA_ARGS__)); \
        static_assert(!breaks(e, column_arguments), "versioned: VERSIONED_CRD(" #ns ", " #K "): "  \
                      "printer_column(name, type, json_path[, description][, priority(N)][, "     \
                      "versions(vX, ...)]) takes 3 arguments or more: a column needs a name, a "   \
                      "type and a JSON path -- " option);                                          \
        static_assert(!breaks(e, bad_column_option), "versioned: VERSIONED_CRD(" #ns ", " #K "): " \
                      "after a printer column's path come a description (a string literal, "      \
                      "first), priority(N) (N from 0 to 2147483647) and versions(vX, ...), each "  \
                      "at most once -- " option);                                                  \
        static_assert(!breaks(e, undeclared_version), "versioned: VERSIONED_CRD(" #ns ", " #K "): " \
                      "versions(...) names a version that VERSIONED_VERSIONS(" #ns ", ...) does "  \
                      "not declare -- " option);                                                   \
        static_assert(!breaks(e, bad_column_type), "versioned: VERSIONED_CRD(" #ns ", " #K "): "   \
                      "printer column needs a name and a type of integer, number, string, "        \
                      "boolean or date -- " option);                                               \
        static_assert(!breaks(e, bad_column_jsonpath), "versioned: VERSIONED_CRD(" #ns ", " #K "): " \
                      "printer column path is no JSONPath kubectl reads: .a.b, [0], [*], "         \
                      "['key'], [?(@.type==\"Ready\")] -- " option);                               \
        static_assert(!breaks(e, bad_column_path), "versioned: VERSIONED_CRD(" #ns ", " #K "): "   \
                      "printer column path must start with .spec or .status and name a field of "  \
                      "the storage version, or name a field of metadata: .metadata.name, "         \
                      ".metadata.namespace, .metadata.creationTimestamp, .metadata.generation, "   \
                      ".metadata.uid, .metadata.labels..., .metadata.annotations... (through a "   \
                      "versioned variant: an alternative's key, then its fields; before a filter " \
                      "[?(...)]) -- " option);                                                     \
        static_assert(!breaks(e, column_version_path), "versioned: VERSIONED_CRD(" #ns ", " #K "): " \
                      "a printer column restricted with versions(...) must name a field of each "  \
                      "of those versions (or of metadata) -- " option);                            \
        return true;                                                                               \
    }());
#define VERSIONED_PP_CRDR_scale(d, ...)                                                            \
    VERSIONED_PP_CRD_SCALE_RULES((VERSIONED_PP_REM d, "scale(" #__VA_ARGS__ ")", __VA_ARGS__, , ))
#define VERSIONED_PP_CRD_SCALE_RULES(args) VERSIONED_PP_CRD_SCALE_RULES_I args
#define VERSIONED_PP_CRD_SCALE_RULES_I(ns, K, option, a, b, ...)                                  \
    static_assert([] {                                                                             \
        using ::versioned::k8s::detail::breaks;                                                    \
        using enum ::versioned::k8s::detail::crd_rule;                                             \
        constexpr unsigned e = ::versioned::k8s::detail::scale_errors<versioned_crd_##K>(          \
            ::std::string_view{a}, ::std::string_view{b},                                          \
            ::versioned::k8s::detail::declare_scale<::ns::versioned_module>(                       \
                ::std::string_view{a}, ::std::string_view{b}, #__VA_ARGS__));                      \
        static_assert(!breaks(e, scale_arguments), "versioned: VERSIONED_CRD(" #ns ", " #K "): "   \
                      "scale(spec_path, status_path[, selector_path][, versions(vX, ...)]) takes " \
                      "the spec's replicas path and the status's, then a selector path (a string " \
                      "literal without escapes) and versions(...) -- " option);                    \
        static_assert(!breaks(e, undeclared_version), "versioned: VERSIONED_CRD(" #ns ", " #K "): " \
                      "versions(...) names a version that VERSIONED_VERSIONS(" #ns ", ...) does "  \
                      "not declare -- " option);                                                   \
        static_assert(!breaks(e, bad_scale_path), "versioned: VERSIONED_CRD(" #ns ", " #K "): "    \
                      "scale paths must name fields of the storage version (of each of its "       \
                      "versions(...) when restricted): the replicas path under .spec, the status " \
                      "replicas path under .status (the kind needs status(...)), the selector "    \
                      "under .spec or .status -- " option);                                        \
        return true;                                                                               \
    }());
#define VERSIONED_PP_CRDR_selectable_field(d, ...) VERSIONED_PP_CRD_SELECTABLE_RULE((VERSIONED_PP_REM d, __VA_ARGS__))
#define VERSIONED_PP_CRD_SELECTABLE_RULE(args) VERSIONED_PP_CRD_SELECTABLE_RULE_I args
#define VERSIONED_PP_CRD_SELECTABLE_RULE_I(ns, K, ...)                                             \
    static_assert(::versioned::k8s::detail::selectable_field_ok<versioned_crd_##K>(                \
                      ::versioned::k8s::detail::single_path(__VA_ARGS__)),                         \
                  "versioned: VERSIONED_CRD(" #ns ", " #K "): selectable_field(path) takes one "   \
                  "path under .spec or .status (not metadata), dotted, without brackets, naming a " \
                  "field of the storage version that is a string, an integer or a boolean in "     \
                  "every version that has it -- selectable_field(" #__VA_ARGS__ ")");
#define VERSIONED_PP_CRDR_hooks(d, ...) VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_CRD_HOOK_RULES, d, __VA_ARGS__)
// Each item: upgrade(VER) or downgrade(VER), VER a declared version after the first.
#define VERSIONED_PP_CRD_HOOK_RULES(d, h)                                                          \
    VERSIONED_PP_IIF_C(VERSIONED_PP_IS_PAREN(VERSIONED_PP_CAT_C(VERSIONED_PP_CRDHK_, h)))(         \
        VERSIONED_PP_CRD_HOOK_RULE, VERSIONED_PP_CRD_HOOK_UNKNOWN)((VERSIONED_PP_REM d, #h, h))
#define VERSIONED_PP_CRD_HOOK_UNKNOWN(args) VERSIONED_PP_CRD_HOOK_UNKNOWN_I args
#define VERSIONED_PP_CRD_HOOK_UNKNOWN_I(ns, K, text, h)                                            \
    static_assert(false, "versioned: VERSIONED_CRD(" #ns ", " #K "): hooks(" text "): a kind's hooks are " \
                         "upgrade(VER) and downgrade(VER), VER the later version of the step");
#define VERSIONED_PP_CRD_HOOK_RULE(args) VERSIONED_PP_CRD_HOOK_RULE_I args
#define VERSIONED_PP_CRD_HOOK_RULE_I(ns, K, text, h)                                               \
    static_assert([] {                                                                             \
        constexpr ::std::size_t versioned_i =                                                      \
            ::versioned::detail::version_index_of<::ns::versioned_module>(VERSIONED_PP_CRD_HOOK_VERSION(h)); \
        constexpr bool versioned_declared = versioned_i != ::versioned::detail::npos;              \
        static_assert(versioned_declared, "versioned: VERSIONED_CRD(" #ns ", " #K "): hooks(" text \
                      "): names a version that VERSIONED_VERSIONS(" #ns ", ...) does not declare"); \
        static_assert(!versioned_declared || versioned_i != 0, "versioned: VERSIONED_CRD(" #ns ", " #K \
                      "): hooks(" text "): a hook is "                                             \
                      "announced by the later version of its step, as in changed(VER): upgrade(VER) " \
                      "runs on the step into VER, downgrade(VER) on the step out of VER; the first " \
                      "version has no step before it");                                            \
        return true;                                                                               \
    }());
// The version of upgrade(VER) / downgrade(VER), as a string literal.
#define VERSIONED_PP_CRD_HOOK_VERSION(h) VERSIONED_PP_CAT(VERSIONED_PP_CRD_HOOK_VERSION_, h)
#define VERSIONED_PP_CRD_HOOK_VERSION_upgrade(ver) #ver
#define VERSIONED_PP_CRD_HOOK_VERSION_downgrade(ver) #ver
#define VERSIONED_PP_CRDR_spec(d, ...)
#define VERSIONED_PP_CRDR_status(d, ...)
#define VERSIONED_PP_CRDR_group(d, ...)
#define VERSIONED_PP_CRDR_plural(d, ...)
#define VERSIONED_PP_CRDR_singular(d, ...)
#define VERSIONED_PP_CRDR_short_names(d, ...)
#define VERSIONED_PP_CRDR_categories(d, ...)
#define VERSIONED_PP_CRDR_storage(d, ...)
#define VERSIONED_PP_CRDR_served(d, ...)
#define VERSIONED_PP_CRDR_doc(d, ...)
#define VERSIONED_PP_CRDR_namespaced(d, ...)
#define VERSIONED_PP_CRDR_cluster(d, ...)
#define VERSIONED_PP_CRDR_optional_spec(d, ...)
#define VERSIONED_PP_CRDR_required_spec(d, ...)

// -- spec(...) or status(...) given twice: this error alone, and nothing declared (the kind's
// spec and status members would be declared twice, an error per member and alias) ----------------
#define VERSIONED_PP_CRD_MARK(which, opt) VERSIONED_PP_CRD_ON(VERSIONED_PP_CRDK_, which, opt)
#define VERSIONED_PP_CRDK_spec(which, ...) VERSIONED_PP_CAT(VERSIONED_PP_CRDK_spec_, which)
#define VERSIONED_PP_CRDK_status(which, ...) VERSIONED_PP_CAT(VERSIONED_PP_CRDK_status_, which)
#define VERSIONED_PP_CRDK_spec_spec (1)
#define VERSIONED_PP_CRDK_spec_status
#define VERSIONED_PP_CRDK_status_status (1)
#define VERSIONED_PP_CRDK_status_spec
#define VERSIONED_PP_CRDK_group(which, ...)
#define VERSIONED_PP_CRDK_plural(which, ...)
#define VERSIONED_PP_CRDK_singular(which, ...)
#define VERSIONED_PP_CRDK_short_names(which, ...)
#define VERSIONED_PP_CRDK_categories(which, ...)
#define VERSIONED_PP_CRDK_storage(which, ...)
#define VERSIONED_PP_CRDK_served(which, ...)
#define VERSIONED_PP_CRDK_scale(which, ...)
#define VERSIONED_PP_CRDK_printer_column(which, ...)
#define VERSIONED_PP_CRDK_doc(which, ...)
#define VERSIONED_PP_CRDK_namespaced(which, ...)
#define VERSIONED_PP_CRDK_cluster(which, ...)
#define VERSIONED_PP_CRDK_selectable_field(which, ...)
#define VERSIONED_PP_CRDK_optional_spec(which, ...)
#define VERSIONED_PP_CRDK_required_spec(which, ...)
#define VERSIONED_PP_CRDK_hooks(which, ...)
// 1 when the option `which` is given more than once: (1)(1)... with its first (1) dropped is a
// parenthesis.
#define VERSIONED_PP_CRD_TWICE(which, ...)                                                         \
    VERSIONED_PP_IS_PAREN(VERSIONED_PP_CRD_DROP_FIRST(VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_MARK, which, __VA_ARGS__)))
#define VERSIONED_PP_CRD_DROP_FIRST(seq) VERSIONED_PP_SKIP seq
#define VERSIONED_PP_CRD_TWICE_ERROR(which) VERSIONED_PP_CRD_TWICE_ERROR_##which
#define VERSIONED_PP_CRD_TWICE_ERROR_spec(ns, K, ...)                                              \
    static_assert(false, "versioned: VERSIONED_CRD(" #ns ", " #K "): option given twice: spec(...) names "  \
                         "the kind's one spec struct")
#define VERSIONED_PP_CRD_TWICE_ERROR_status(ns, K, ...)                                            \
    static_assert(false, "versioned: VERSIONED_CRD(" #ns ", " #K "): option given twice: status(...) "      \
                         "names the kind's one status struct")

// Declares the custom resource kind ns::K<V> (the whole object at version V) over the versioned
// spec (and status) of module ns. Use at global scope, after the spec and status structs.
#define VERSIONED_CRD(ns, K, ...)                                                                  \
    VERSIONED_PP_IIF_A(VERSIONED_PP_CRD_TWICE(spec, __VA_ARGS__))(                                 \
        VERSIONED_PP_CRD_TWICE_ERROR(spec),                                                        \
        VERSIONED_PP_IIF_A(VERSIONED_PP_CRD_TWICE(status, __VA_ARGS__))(VERSIONED_PP_CRD_TWICE_ERROR(status), \
                                                                       VERSIONED_PP_CRD_DECLARE))(ns, K, __VA_ARGS__)
#define VERSIONED_PP_CRD_DECLARE(ns, K, ...)                                                       \
    VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_CHECK, (ns, K), __VA_ARGS__)                          \
    static_assert(!::versioned::k8s::detail::kind_named_as(#K, "" VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_SPEC_NAME, , __VA_ARGS__)), \
                  "versioned: VERSIONED_CRD(" #ns ", " #K "): the kind has the name of its spec struct, " #K \
                  ": the kind is the whole object (apiVersion, kind, metadata, spec, status), a type of its " \
                  "own -- name it Foo for the spec FooSpec");                                      \
    static_assert(!::versioned::k8s::detail::kind_named_as(#K, "" VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_STATUS_NAME, , __VA_ARGS__)), \
                  "versioned: VERSIONED_CRD(" #ns ", " #K "): the kind has the name of its status struct, " #K \
                  ": the kind is the whole object, a type of its own");                             \
    VERSIONED_PP_SUPPRESS_DEPRECATED_BEGIN                                                         \
    namespace ns {                                                                                 \
    template <class versioned_V>                                                                             \
    struct K;                                                                                      \
    struct versioned_crd_##K : ::versioned::k8s::detail::crd_base {                                \
        using versioned_module = ::ns::versioned_module;                                           \
        template <class V_>                                                                        \
        using versioned_template = K<V_>;                                                          \
        VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_TYPES, ns, __VA_ARGS__)                           \
        static constexpr ::versioned::k8s::detail::crd_info versioned_info =                       \
            ::versioned::k8s::detail::crd_info{#K} VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_VALUES, ns, __VA_ARGS__); \
        /* hooks(...): fixed here, whatever is visible at a conversion */                          \
        static constexpr ::versioned::detail::hook_decl versioned_hooks[] = {                      \
            VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_HOOKS_DATA, ns, __VA_ARGS__)                  \
            ::versioned::detail::hook_decl{}};                                                     \
        /* the user's hook of an announced step, found by argument-dependent lookup in ns */       \
        template <class versioned_From, class versioned_To>                                        \
        static void versioned_run_hook(const versioned_From& versioned_from, versioned_To& versioned_to) { \
            if constexpr (versioned_To::versioned_index > versioned_From::versioned_index) {       \
                if constexpr (requires { versioned_kind_upgrade(versioned_from, versioned_to); })  \
                    versioned_kind_upgrade(versioned_from, versioned_to);                          \
                else                                                                               \
                    static_assert(::versioned::detail::always_false<versioned_From>,               \
                                  "versioned: VERSIONED_CRD(" #ns ", " #K "): hooks(upgrade(VER)) needs " \
                                  "void versioned_kind_upgrade(const " #K "<the version before VER>&, " \
                                  #K "<VER>&) in namespace " #ns ", declared before the conversion " \
                                  "(versioned_From and versioned_To name the two)");               \
            } else {                                                                               \
                if constexpr (requires { versioned_kind_downgrade(versioned_from, versioned_to); }) \
                    versioned_kind_downgrade(versioned_from, versioned_to);                        \
                else                                                                               \
                    static_assert(::versioned::detail::always_false<versioned_From>,               \
                                  "versioned: VERSIONED_CRD(" #ns ", " #K "): hooks(downgrade(VER)) needs " \
                                  "void versioned_kind_downgrade(const " #K "<VER>&, " #K          \
                                  "<the version before VER>&) in namespace " #ns ", declared before " \
                                  "the conversion (versioned_From and versioned_To name the two)"); \
            }                                                                                      \
        }                                                                                          \
    };                                                                                             \
    VERSIONED_PP_CRD_RULES(ns, K)                                                                  \
    VERSIONED_PP_CRD_OPTION_RULES(ns, K, __VA_ARGS__)                                              \
    versioned_crd_##K versioned_crd_of(::versioned::detail::template_tag<K>);                      \
    /* versioned::any<K>, latest_t<K>, versions_of_t<K> see the kind's versions */                \
    versioned_crd_##K versioned_descriptor_of(::versioned::detail::template_tag<K>);               \
    template <class versioned_V>                                                                             \
    struct K {                                                                                     \
        static_assert(::versioned::detail::is_version_of<versioned_V, ::ns::versioned_module>,               \
                      "versioned: " #K "<V>: V must be a version tag declared by "                 \
                      "VERSIONED_VERSIONS(" #ns ", ...)");                                         \
        using versioned_crd = versioned_crd_##K;                                                   \
        static constexpr ::std::size_t versioned_index = versioned_V::index;                                 \
        /* fixed by the type: "<group>/<version>" and the kind */                                  \
        static constexpr ::std::string_view apiVersion =                                          \
            ::versioned::k8s::detail::api_version_text<versioned_crd_##K, versioned_V::index>::value;        \
        static constexpr ::std::string_view kind = #K;                                             \
        ::versioned::k8s::object_meta metadata{};                                                  \
        VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_SPEC_MEMBER, ns, __VA_ARGS__)                     \
        VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_CRD_STATUS_MEMBER, ns, __VA_ARGS__)                   \
        friend bool operator==(const K&, const K&) = default;                                      \
    };                                                                                             \
    }                                                                                              \
    VERSIONED_PP_SUPPRESS_DEPRECATED_END                                                           \
    static_assert(true)

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_CRD_HPP
