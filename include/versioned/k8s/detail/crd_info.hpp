// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_CRD_INFO_HPP
#define VERSIONED_K8S_DETAIL_CRD_INFO_HPP

// The options of VERSIONED_CRD as constexpr data, and the rules the API server would enforce on
// them, evaluated once per kind so that a mistake is a compile error at the declaration.

#include <versioned/detail/meta.hpp>
#include <versioned/k8s/names.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace versioned::k8s {

// Namespaced (the default) or cluster-wide objects.
enum class scope { namespaced, cluster };

// One additionalPrinterColumns entry: name, type (integer, number, string, boolean or date),
// a JSON path starting with .spec or .status or naming a field of metadata
// (is_metadata_column_path), and an optional description.
struct printer_column {
    std::string_view name{};
    std::string_view type{};
    std::string_view json_path{};
    std::string_view description{};
};

} // namespace versioned::k8s

namespace versioned::k8s::detail {

using ::versioned::detail::npos;

inline constexpr std::size_t max_crd_names = 16;   // short names, categories
inline constexpr std::size_t max_crd_columns = 32; // printer columns
inline constexpr std::size_t max_crd_versions = 64; // versions of a kind's module

// The rules, each with its own phrase (see VERSIONED_PP_CRD_RULES).
enum class crd_rule : unsigned {
    no_spec,
    no_group,
    bad_group,
    bad_kind,
    bad_plural,
    bad_singular,
    bad_short_name,
    bad_category,
    repeated_option,
    too_many_items,
    more_than_one_storage,
    storage_not_served,
    bad_column_type,
    bad_column_path,
    bad_scale_path,
    too_many_versions,
    bad_crd_name,
    bad_deprecation_note,
    undeclared_version,
    column_arguments,
    scale_arguments,
};

struct crd_info {
    std::string_view kind{};
    std::string_view group{};
    std::string_view plural_{};
    std::string_view singular_{};
    std::string_view doc{};
    std::array<std::string_view, max_crd_names> short_names{};
    std::size_t short_name_count = 0;
    std::array<std::string_view, max_crd_names> categories{};
    std::size_t category_count = 0;
    k8s::scope scope = k8s::scope::namespaced;
    std::size_t storage = npos;      // npos: the latest version
    std::uint64_t served_mask = 0;   // bit per version index; 0: every version is served
    std::array<printer_column, max_crd_columns> columns{};
    std::size_t column_count = 0;
    std::string_view scale_spec{};
    std::string_view scale_status{};
    std::string_view scale_selector{};
    bool has_scale = false;
    unsigned repeated = 0;     // options given twice where once is allowed
    unsigned overflow = 0;     // more items than the fixed capacities
    unsigned storage_count = 0;
    bool scope_given = false;
    bool bad_served = false;   // a served version index beyond the mask
    bool undeclared_version = false; // storage(v) or served(v) of a version the module lacks
    bool column_arguments = false;   // a printer_column(...) without 3 or 4 arguments
    bool scale_arguments = false;    // a scale(...) without 2 or 3 arguments

    constexpr crd_info set_group(std::string_view g) const noexcept {
        crd_info c = *this;
        c.repeated += group.empty() ? 0u : 1u;
        c.group = g;
        return c;
    }
    constexpr crd_info set_plural(std::string_view p) const noexcept {
        crd_info c = *this;
        c.repeated += plural_.empty() ? 0u : 1u;
        c.plural_ = p;
        return c;
    }
    constexpr crd_info set_singular(std::string_view s) const noexcept {
        crd_info c = *this;
        c.repeated += singular_.empty() ? 0u : 1u;
        c.singular_ = s;
        return c;
    }
    constexpr crd_info set_doc(std::string_view d) const noexcept {
        crd_info c = *this;
        c.repeated += doc.empty() ? 0u : 1u;
        c.doc = d;
        return c;
    }
    constexpr crd_info add_short_name(std::string_view n) const noexcept {
        crd_info c = *this;
        if (c.short_name_count < max_crd_names) c.short_names[c.short_name_count++] = n;
        else ++c.overflow;
        return c;
    }
    constexpr crd_info add_category(std::string_view n) const noexcept {
        crd_info c = *this;
        if (c.category_count < max_crd_names) c.categories[c.category_count++] = n;
        else ++c.overflow;
        return c;
    }
    constexpr crd_info set_scope(k8s::scope s) const noexcept {
        crd_info c = *this;
        c.repeated += scope_given ? 1u : 0u;
        c.scope_given = true;
        c.scope = s;
        return c;
    }
    // A version is looked up by name (npos: not declared), so an undeclared one is this rule's
    // error alone: the kind is then checked as if the option were not given.
    constexpr crd_info set_storage(std::size_t version) const noexcept {
        crd_info c = *this;
        ++c.storage_count;
        if (version == npos) c.undeclared_version = true;
        else c.storage = version;
        return c;
    }
    constexpr crd_info add_served(std::size_t version) const noexcept {
        crd_info c = *this;
        if (version == npos) c.undeclared_version = true;
        else if (version < 64) c.served_mask |= std::uint64_t{1} << version;
        else c.bad_served = true;
        return c;
    }
    // Any number of arguments: a wrong number is a rule's error (one static_assert that names
    // the option), not a failed overload set of many lines.
    template <class... A>
    constexpr crd_info add_column(const A&... a) const noexcept {
        crd_info c = *this;
        if constexpr (sizeof...(A) == 3 || sizeof...(A) == 4) {
            if (c.column_count < max_crd_columns) c.columns[c.column_count++] = printer_column{std::string_view(a)...};
            else ++c.overflow;
        } else {
            c.column_arguments = true;
        }
        return c;
    }
    template <class... A>
    constexpr crd_info set_scale(const A&... a) const noexcept {
        crd_info c = *this;
        if constexpr (sizeof...(A) == 2 || sizeof...(A) == 3) {
            const std::string_view paths[3] = {std::string_view(a)...};
            c.repeated += has_scale ? 1u : 0u;
            c.has_scale = true;
            c.scale_spec = paths[0];
            c.scale_status = paths[1];
            c.scale_selector = paths[2];
        } else {
            c.scale_arguments = true;
        }
        return c;
    }
};

constexpr bool is_printer_column_type(std::string_view t) noexcept {
    return t == "integer" || t == "number" || t == "string" || t == "boolean" || t == "date";
}

// A printer column's path into metadata, which the API server's ObjectMeta has (not the
// schema): a field every object has -- .metadata.name, .namespace, .creationTimestamp,
// .generation, .uid -- or a label or annotation: .metadata.labels / .annotations, alone or with
// a key after '.' or '[' (kubectl's JSONPath).
constexpr bool is_metadata_column_path(std::string_view path) noexcept {
    constexpr std::string_view prefix = ".metadata.";
    if (!path.starts_with(prefix)) return false;
    path.remove_prefix(prefix.size());
    constexpr std::array<std::string_view, 5> fields{"name", "namespace", "creationTimestamp", "generation", "uid"};
    for (std::string_view f : fields)
        if (path == f) return true;
    for (std::string_view map : {std::string_view("labels"), std::string_view("annotations")}) {
        if (!path.starts_with(map)) continue;
        const std::string_view key = path.substr(map.size());
        if (key.empty() || (key.size() > 1 && (key.front() == '.' || key.front() == '['))) return true;
    }
    return false;
}

// A path of the form .spec(.key)* or .status(.key)*: returns the root ("spec"/"status") or "".
constexpr std::string_view path_root(std::string_view path) noexcept {
    if (path.starts_with(".spec") && (path.size() == 5 || path[5] == '.')) return "spec";
    if (path.starts_with(".status") && (path.size() == 7 || path[7] == '.')) return "status";
    return {};
}

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_CRD_INFO_HPP
