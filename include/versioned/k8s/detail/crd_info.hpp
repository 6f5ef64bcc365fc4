// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_CRD_INFO_HPP
#define VERSIONED_K8S_DETAIL_CRD_INFO_HPP

// The options of VERSIONED_CRD as constexpr data, and the rules the API server would enforce on
// them, evaluated once per kind so that a mistake is a compile error at the declaration.

#include <versioned/detail/meta.hpp>
#include <versioned/k8s/detail/crd_arguments.hpp>
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
// (is_metadata_column_path), possibly with JSONPath filters, and an optional description, as
// the declaration spells it (a string literal's text, decoded when the CRD is written); the
// priority (0: kubectl's standard view, more: -o wide only) and the versions it is restricted
// to.
struct printer_column {
    std::string_view name{};
    std::string_view type{};
    std::string_view json_path{};
    std::string_view description{};
    std::int32_t priority = 0;
    std::uint64_t versions = 0; // bit per version index; 0: every version whose schema has the path
};

} // namespace versioned::k8s

namespace versioned::k8s::detail {

using ::versioned::detail::npos;

inline constexpr std::size_t max_crd_names = 16;   // short names, categories
inline constexpr std::size_t max_crd_columns = 32; // printer columns
inline constexpr std::size_t max_crd_versions = 64; // versions of a kind's module
inline constexpr std::size_t max_crd_selectable = 32; // selectable_field(...) options
inline constexpr std::size_t max_selectable_per_version = 8; // the API server's MaxSelectableFields

// Whether a spec must be given: as its members say (spec is required when it has a required
// member), never (optional_spec) or always (required_spec).
enum class spec_requirement { by_members, optional, required };

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
    spec_requirement_conflict,
    bad_column_option,
    column_version_path,
    bad_column_jsonpath,
    bad_selectable_field,
    too_many_selectable_fields,
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
    std::uint64_t scale_versions = 0; // bit per version index (versions(...)); 0: where the paths are
    bool has_scale = false;
    std::array<std::string_view, max_crd_selectable> selectable{}; // selectable_field(...) paths
    std::size_t selectable_count = 0;
    spec_requirement spec = spec_requirement::by_members;
    bool spec_conflict = false; // optional_spec and required_spec
    unsigned repeated = 0;     // options given twice where once is allowed
    unsigned overflow = 0;     // more items than the fixed capacities
    unsigned storage_count = 0;
    bool scope_given = false;
    bool bad_served = false;   // a served version index beyond the mask
    bool undeclared_version = false; // storage(v) or served(v) of a version the module lacks

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
    // The declaration's pieces (declare_column, declare_scale): their mistakes are the rules
    // of the option's own static_asserts, which name it (VERSIONED_PP_CRD_OPTION_RULES).
    template <class M>
    constexpr crd_info add_column(std::string_view name, std::string_view type, std::string_view path,
                                  std::string_view rest) const noexcept;
    template <class M>
    constexpr crd_info set_scale(std::string_view spec_path, std::string_view status_path,
                                 std::string_view rest) const noexcept;
    // Any number of arguments: a wrong number is the option's rule (one static_assert naming it).
    template <class... A>
    constexpr crd_info add_selectable_field(const A&... a) const noexcept {
        crd_info c = *this;
        if constexpr (sizeof...(A) == 1) {
            const std::string_view path = std::string_view(a...);
            for (std::size_t i = 0; i < c.selectable_count; ++i) c.repeated += c.selectable[i] == path ? 1u : 0u;
            if (c.selectable_count < max_crd_selectable) c.selectable[c.selectable_count++] = path;
            else ++c.overflow;
        }
        return c;
    }
    constexpr crd_info set_spec_requirement(spec_requirement r) const noexcept {
        crd_info c = *this;
        c.repeated += spec == r ? 1u : 0u;
        c.spec_conflict = c.spec_conflict || (spec != spec_requirement::by_members && spec != r);
        c.spec = r;
        return c;
    }
};

constexpr unsigned rule_bit(crd_rule r) noexcept { return 1u << static_cast<unsigned>(r); }
constexpr bool breaks(unsigned errors, crd_rule r) noexcept { return (errors & rule_bit(r)) != 0; }

// selectable_field(path)'s one path ("" for another number of arguments: the option's rule).
template <class... A>
constexpr std::string_view single_path(const A&... a) noexcept {
    if constexpr (sizeof...(A) == 1) return std::string_view(a...);
    else return {};
}

// printer_column(name, type, json_path[, description][, priority(N)][, versions(vX, ...)]):
// the column, and the mistakes of its arguments (bits of crd_rule). `rest` is the text of the
// arguments after the path.
struct column_declaration {
    printer_column column{};
    unsigned problems = 0;
};

template <class M>
constexpr column_declaration declare_column(std::string_view name, std::string_view type, std::string_view path,
                                            std::string_view rest) noexcept {
    column_declaration d{printer_column{name, type, path}};
    if (path.empty()) return {d.column, rule_bit(crd_rule::column_arguments)}; // fewer than 3 arguments
    const argument_list args = split_arguments(rest);
    if (args.overflow || args.unbalanced) d.problems |= rule_bit(crd_rule::bad_column_option);
    bool priority = false, versions = false;
    for (std::size_t i = 0; i < args.count; ++i) {
        const std::string_view a = args.items[i];
        const call_text p = call_of(a, "priority"), v = call_of(a, "versions");
        if (a.front() == '"' && i == 0 && is_string_literals(a)) {
            d.column.description = a;
        } else if (p.ok && !priority && parse_priority(p.inside) >= 0) {
            priority = true;
            d.column.priority = static_cast<std::int32_t>(parse_priority(p.inside));
        } else if (v.ok && !versions) {
            versions = true;
            const version_mask m = parse_versions<M>(v.inside);
            if (m.bad) d.problems |= rule_bit(crd_rule::bad_column_option);
            if (m.undeclared) d.problems |= rule_bit(crd_rule::undeclared_version);
            d.column.versions = m.bits;
        } else {
            d.problems |= rule_bit(crd_rule::bad_column_option);
        }
    }
    return d;
}

// scale(spec_path, status_path[, selector_path][, versions(vX, ...)]), as declare_column.
struct scale_declaration {
    std::string_view selector{};
    std::uint64_t versions = 0;
    unsigned problems = 0;
};

template <class M>
constexpr scale_declaration declare_scale(std::string_view spec_path, std::string_view status_path,
                                          std::string_view rest) noexcept {
    scale_declaration d;
    const argument_list args = split_arguments(rest);
    bool versions = false;
    if (spec_path.empty() || status_path.empty() || args.overflow || args.unbalanced)
        d.problems |= rule_bit(crd_rule::scale_arguments);
    for (std::size_t i = 0; i < args.count; ++i) {
        const std::string_view a = args.items[i];
        const call_text v = call_of(a, "versions");
        // The selector path is looked up at compile time: its literal's text must be its value.
        if (i == 0 && is_plain_literal(a)) {
            d.selector = a.substr(1, a.size() - 2);
        } else if (v.ok && !versions) {
            versions = true;
            const version_mask m = parse_versions<M>(v.inside);
            if (m.bad) d.problems |= rule_bit(crd_rule::scale_arguments);
            if (m.undeclared) d.problems |= rule_bit(crd_rule::undeclared_version);
            d.versions = m.bits;
        } else {
            d.problems |= rule_bit(crd_rule::scale_arguments);
        }
    }
    return d;
}

template <class M>
constexpr crd_info crd_info::add_column(std::string_view name, std::string_view type, std::string_view path,
                                        std::string_view rest) const noexcept {
    crd_info c = *this;
    if (c.column_count < max_crd_columns) c.columns[c.column_count++] = declare_column<M>(name, type, path, rest).column;
    else ++c.overflow;
    return c;
}

template <class M>
constexpr crd_info crd_info::set_scale(std::string_view spec_path, std::string_view status_path,
                                       std::string_view rest) const noexcept {
    crd_info c = *this;
    const scale_declaration d = declare_scale<M>(spec_path, status_path, rest);
    c.repeated += has_scale ? 1u : 0u;
    c.has_scale = true;
    c.scale_spec = spec_path;
    c.scale_status = status_path;
    c.scale_selector = d.selector;
    c.scale_versions = d.versions;
    return c;
}

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
