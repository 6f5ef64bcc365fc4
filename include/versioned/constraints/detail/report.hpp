// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_REPORT_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_REPORT_HPP

// A constrained field's compile-time rules (DESIGN.md §13), computed once per field: which of its
// keywords do not fit the type of a version they apply to, which its default violates, and which
// change of constraints narrows without the function it needs. The table macro's static_asserts
// (constraints/detail/pp.hpp) each test one bit of this report.
//
// A field's sets are numbered by source: 0 is its validate(...) (the latest versions'), j + 1
// the from_validate(...) of its j-th changed() as written. Per version, the source in force is
// that of the first change after the version that has a from_validate, else 0.

#include <versioned/constraints/data.hpp>
#include <versioned/constraints/detail/fit.hpp>
#include <versioned/constraints/detail/formats.hpp>
#include <versioned/constraints/detail/regex_compile.hpp>
#include <versioned/constraints/detail/regex_match.hpp>
#include <versioned/detail/default_value.hpp>
#include <versioned/detail/field.hpp>
#include <versioned/detail/field_value.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/detail/version_list.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace versioned::detail::constraints {

// The tag of a field's validate(...) set; a from_validate(...)'s is its change's version tag.
struct latest_tag {};

template <class F>
concept has_validate = requires { F::versioned_constraints_of(static_cast<const latest_tag*>(nullptr)); };

template <std::size_t NV>
constexpr bool any_from_validate(const field_info<NV>& info) noexcept {
    for (std::size_t j = 0; j < info.changes; ++j)
        if (info.change[j].from_validate) return true;
    return false;
}

// A field (or alternative) with validate(...) or a from_validate(...): its descriptor declares
// the sets (constraints/detail/pp.hpp).
template <class F>
concept constrained_field = has_validate<F> || any_from_validate(field_info_v<F>);

constexpr bool keeps(std::uint32_t broken, kind k) noexcept { return (broken & bit(k)) == 0; }

// The source of each version's constraints (npos where no set applies: no validate(...) and no
// later from_validate).
template <std::size_t NV>
constexpr std::array<std::size_t, NV> sources_by_version(const field_info<NV>& info, bool has_validate) noexcept {
    std::array<std::size_t, NV> out{};
    for (std::size_t v = 0; v < NV; ++v) {
        out[v] = has_validate ? 0 : npos;
        for (std::size_t j = info.segment[v]; j < info.changes; ++j)
            if (info.change[j].from_validate) {
                out[v] = info.written[j] + 1;
                break;
            }
    }
    return out;
}

template <class F>
inline constexpr auto source_v = sources_by_version(field_info_v<F>, has_validate<F>);

// The set of change J (in version order) of F: its from_validate(...)'s, else an absent one.
template <class F, std::size_t J>
constexpr set set_of_change() noexcept {
    constexpr action c = field_info_v<F>.change[J];
    using versions = typename F::versioned_module::versions;
    if constexpr (c.from_validate && c.version < versions::size)
        return F::versioned_constraints_of(static_cast<const version_at_t<versions, c.version>*>(nullptr));
    else
        return set{};
}
// Every set of F by source (0: validate(...)'s; j + 1: the j-th changed() as written).
template <class F, std::size_t... Js>
constexpr std::array<set, 1 + sizeof...(Js)> sets_of(std::index_sequence<Js...>) noexcept {
    std::array<set, 1 + sizeof...(Js)> out{};
    if constexpr (has_validate<F>) out[0] = F::versioned_constraints_of(static_cast<const latest_tag*>(nullptr));
    ((out[field_info_v<F>.written[Js] + 1] = set_of_change<F, Js>()), ...);
    return out;
}
template <class F>
inline constexpr auto sets_v = sets_of<F>(std::make_index_sequence<field_info_v<F>.changes>{});

// The set of a source.
template <class F>
constexpr const set& set_of_source(std::size_t source) noexcept {
    return sets_v<F>[source];
}

// Whether field (or alternative) Fd has constraints at version v, and their set.
template <class Fd>
constexpr bool constrained_at(std::size_t v) noexcept {
    if constexpr (constrained_field<Fd>)
        return source_v<Fd>[v] != npos;
    else
        return false;
}
template <class Fd>
constexpr const set* set_at(std::size_t v) noexcept {
    if constexpr (constrained_field<Fd>)
        return source_v<Fd>[v] != npos ? &set_of_source<Fd>(source_v<Fd>[v]) : nullptr;
    else
        return nullptr;
}

// The source of changed(VER, from_validate(...)), for its static_asserts.
template <class F>
constexpr std::size_t change_source(std::string_view version) noexcept {
    constexpr auto& info = field_info_v<F>;
    const std::size_t v = version_index_of<typename F::versioned_module>(version);
    for (std::size_t j = 0; j < info.changes; ++j)
        if (info.change[j].version == v) return info.written[j] + 1;
    return 0;
}

// The shapes of a field's types: its declared type and each from_type (written order), at
// the latest version (a type that names V has one shape in every version).
template <class L>
struct shapes_of;
template <class... Ts>
struct shapes_of<type_list<Ts...>> {
    template <class Declared>
    static constexpr std::array<shape, 1 + sizeof...(Ts)> with(Declared*) noexcept {
        return {shape_of<Declared>(), shape_of<Ts>()...};
    }
};
template <class F, class Latest = latest_version_t<typename F::versioned_module::versions>>
inline constexpr auto type_shapes_v = shapes_of<typename F::template versioned_from_types<Latest>>::with(
    static_cast<typename F::template versioned_type<Latest>*>(nullptr));
// The shape of field F at version v.
template <class F>
constexpr const shape& shape_at(std::size_t v) noexcept {
    const std::size_t s = field_type_source_v<F>[v];
    return type_shapes_v<F>[s == npos ? 0 : s + 1];
}

// ---- narrower constraints ------------------------------------------------------------------------

struct bound {
    bool given = false;  // by a keyword (not by the type)
    bool has = false;
    number n{};
    bool exclusive = false;
    kind k{};
};
constexpr bound lower_bound(const set& c, const shape& s) noexcept {
    if (c.has(kind::minimum)) return {true, true, c.num(kind::minimum), false, kind::minimum};
    if (c.has(kind::exclusive_minimum)) return {true, true, c.num(kind::exclusive_minimum), true, kind::exclusive_minimum};
    if (s.kind == shape_kind::integer) return {false, true, make_number(s.min), false, kind::minimum};
    return {};
}
constexpr bound upper_bound(const set& c, const shape& s) noexcept {
    if (c.has(kind::maximum)) return {true, true, c.num(kind::maximum), false, kind::maximum};
    if (c.has(kind::exclusive_maximum)) return {true, true, c.num(kind::exclusive_maximum), true, kind::exclusive_maximum};
    if (s.kind == shape_kind::integer) return {false, true, make_number(s.max), false, kind::maximum};
    return {};
}
// Whether bound a admits fewer values than b (sign: +1 for lower bounds, -1 for upper ones).
constexpr bool tighter(const bound& a, const bound& b, int sign) noexcept {
    if (!a.has) return false;
    if (!b.has) return true;
    const int order = compare(a.n, b.n) * sign;
    return order > 0 || (order == 0 && a.exclusive && !b.exclusive);
}
constexpr bool has_rule(const set& c, const cel_rule& r) noexcept {
    for (std::size_t i = 0; i < c.rule_count; ++i)
        if (c.rules[i].rule == r.rule) return true;
    return false;
}
// The kinds by which a admits fewer values than b (a value b accepts that a may refuse).
constexpr std::uint32_t narrower(const set& a, const shape& sa, const set& b, const shape& sb) noexcept {
    std::uint32_t out = 0;
    const bound alo = lower_bound(a, sa), blo = lower_bound(b, sb), ahi = upper_bound(a, sa), bhi = upper_bound(b, sb);
    if (alo.given && tighter(alo, blo, 1)) out |= bit(alo.k);
    if (ahi.given && tighter(ahi, bhi, -1)) out |= bit(ahi.k);
    for (kind k : {kind::min_length, kind::min_items, kind::min_properties})
        if (a.has(k) && (!b.has(k) || a.count(k) > b.count(k))) out |= bit(k);
    for (kind k : {kind::max_length, kind::max_items, kind::max_properties})
        if (a.has(k) && (!b.has(k) || a.count(k) < b.count(k))) out |= bit(k);
    if (a.has(kind::multiple_of) && (!b.has(kind::multiple_of) || !same(a.num(kind::multiple_of), b.num(kind::multiple_of))))
        out |= bit(kind::multiple_of);
    if (a.has(kind::pattern) && (!b.has(kind::pattern) || !(a.pattern == b.pattern))) out |= bit(kind::pattern);
    if (a.has(kind::format) && (!b.has(kind::format) || !(a.format == b.format))) out |= bit(kind::format);
    if (a.has(kind::unique_items) && !b.has(kind::unique_items)) out |= bit(kind::unique_items);
    for (std::size_t i = 0; i < a.rule_count; ++i)
        if (!has_rule(b, a.rules[i])) out |= bit(kind::rule);
    return out;
}

// ---- defaults --------------------------------------------------------------------------------------

// What the rules know of a default value: a number, a text, or a count of items or members.
struct value_summary {
    enum class of : unsigned char { unknown, number, text, count } is; // (zero: unknown)
    number n;
    ctext text;
    unsigned long long count;
};
constexpr bool same_summary(const value_summary& a, const value_summary& b) noexcept {
    return a.is == b.is && (a.is != value_summary::of::number || same(a.n, b.n)) && a.text == b.text && a.count == b.count;
}

// Code points of UTF-8 text (as JSON Schema and Kubernetes count a length).
constexpr std::size_t code_points(std::string_view s) noexcept {
    std::size_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

// Whether a constant text matches a valid pattern (the program lives only during the constant
// evaluation: a default is judged once, when the table is).
constexpr bool constant_text_matches(std::string_view pattern, std::string_view text) noexcept {
    const std::size_t size = regex::program_size(pattern);
    std::uint32_t* words = new std::uint32_t[size];
    regex::write_program(pattern, words, size);
    std::size_t steps = 0;
    const bool found = regex::search_counted(regex::program_view{words, size}, text, steps);
    delete[] words;
    return found;
}
// The kinds of a text's own keywords (pattern, format) that a constant text violates.
constexpr std::uint32_t text_violations(const set& c, std::string_view text) noexcept {
    std::uint32_t out = 0;
    if (c.has(kind::pattern) && regex::check(c.pattern).ok() && !constant_text_matches(c.pattern, text))
        out |= bit(kind::pattern);
    if (c.has(kind::format) && !formats::valid(formats::format_named(c.format), text)) out |= bit(kind::format);
    return out;
}

// The kinds of c that a value violates, where the rules can see the value (a number, a constant
// text, a count of items or members).
constexpr std::uint32_t violations(const set& c, const value_summary& v) noexcept {
    std::uint32_t out = 0;
    if (v.is == value_summary::of::number) {
        const auto below = [&](kind k, bool strict) { return c.has(k) && (compare(v.n, c.num(k)) < 0 || (strict && compare(v.n, c.num(k)) == 0)); };
        const auto above = [&](kind k, bool strict) { return c.has(k) && (compare(v.n, c.num(k)) > 0 || (strict && compare(v.n, c.num(k)) == 0)); };
        if (below(kind::minimum, false)) out |= bit(kind::minimum);
        if (below(kind::exclusive_minimum, true)) out |= bit(kind::exclusive_minimum);
        if (above(kind::maximum, false)) out |= bit(kind::maximum);
        if (above(kind::exclusive_maximum, true)) out |= bit(kind::exclusive_maximum);
        if (c.has(kind::multiple_of) && v.n.integral && c.num(kind::multiple_of).integral &&
            c.num(kind::multiple_of).magnitude != 0 && v.n.magnitude % c.num(kind::multiple_of).magnitude != 0)
            out |= bit(kind::multiple_of);
    } else if (v.is == value_summary::of::text || v.is == value_summary::of::count) {
        const unsigned long long n = v.is == value_summary::of::text ? code_points(v.text) : v.count;
        for (kind lo : {kind::min_length, kind::min_items, kind::min_properties})
            if (c.has(lo) && n < c.count(lo)) out |= bit(lo);
        for (kind hi : {kind::max_length, kind::max_items, kind::max_properties})
            if (c.has(hi) && n > c.count(hi)) out |= bit(hi);
        if (v.is == value_summary::of::text) out |= text_violations(c, v.text);
    }
    return out;
}

// The default of field F at version V, as far as the rules can see it.
template <class T>
constexpr value_summary summarize(const T& v) noexcept {
    value_summary out{};
    if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
        out.is = value_summary::of::number;
        out.n = make_number(v);
    }
    return out;
}
template <class F, std::size_t V>
constexpr value_summary default_summary() noexcept {
    constexpr auto& info = field_info_v<F>;
    using type = type_at_t<F, V>;
    constexpr shape s = shape_of<type>();
    if constexpr (info.has_default) {
        if constexpr (std::is_arithmetic_v<type> && requires {
                          typename std::integral_constant<bool, (static_cast<void>(default_at<F, V>()), true)>;
                      }) {
            return summarize(default_at<F, V>());
        } else if constexpr (s.kind == shape_kind::string && !s.optional && !s.traits_string) {
            // a text default_with returns as a view (a std::string is no constant on every compiler)
            using R = std::remove_cvref_t<decltype(F::template versioned_default<>())>;
            if constexpr (!std::is_same_v<R, std::string> && std::is_convertible_v<R, std::string_view> &&
                          next_type_change(info, info.added, V) == npos && constant_default_with<F>)
                return {value_summary::of::text, {}, std::string_view(F::template versioned_default<>()), 0};
            else
                return {};
        } else {
            return {};
        }
    } else if constexpr (!info.explicit_added || info.added == 0 || s.optional) {
        return {}; // present from the first version: no upgrade fills it
    } else if constexpr (s.kind == shape_kind::integer || s.kind == shape_kind::floating) {
        return summarize(type{});
    } else if constexpr (s.kind == shape_kind::string && !s.traits_string) {
        return {value_summary::of::text, {}, std::string_view{}, 0};
    } else if constexpr (s.kind == shape_kind::array || s.kind == shape_kind::map) {
        return {value_summary::of::count, {}, {}, 0};
    } else {
        return {};
    }
}
// Per version: only a field with a default_with, or added after the first version, has one to
// judge; one summary serves every version unless a function changes the value on the way.
template <class F, std::size_t... Vs>
constexpr std::array<value_summary, sizeof...(Vs)> default_summaries(std::index_sequence<Vs...>) noexcept {
    constexpr auto& info = field_info_v<F>;
    constexpr std::size_t added = info.added;
    if constexpr (!info.has_default && !(info.explicit_added && added > 0)) {
        return {};
    } else if constexpr (next_type_change(info, added, sizeof...(Vs) - 1) == npos) {
        constexpr value_summary once = default_summary<F, added>();
        return {(Vs < added ? value_summary{} : once)...};
    } else {
        return {(Vs < added ? value_summary{} : default_summary<F, (Vs < added ? added : Vs)>())...};
    }
}

// ---- the report --------------------------------------------------------------------------------------

template <std::size_t NS>
struct report {
    std::array<std::uint32_t, NS> misfit{};
    std::array<std::uint32_t, NS> bad_default{};
    std::array<std::uint32_t, NS> narrower_down{};
    std::array<std::uint32_t, NS> narrower_up{};
    std::array<unsigned char, NS> bad_pattern{};
    std::array<unsigned char, NS> bad_format{};
};

// The rules over the field's data: sets by source, per version the source, shape and default.
template <std::size_t NS, std::size_t NV>
constexpr report<NS> judge(const field_info<NV>& info, const set* sets, const std::size_t* sources, const shape* const* shapes,
                           const value_summary* defaults) noexcept {
    report<NS> r{};
    const auto set_at = [&](std::size_t source) -> const set& { return sets[source]; };
    for (std::size_t v = info.added; v < NV; ++v) {
        if (sources[v] == npos) continue;
        // a version like the one before it (its set, type and default): nothing new to judge
        if (v > info.added && sources[v] == sources[v - 1] && shapes[v] == shapes[v - 1] &&
            same_summary(defaults[v], defaults[v - 1]))
            continue;
        r.misfit[sources[v]] |= misfits(set_at(sources[v]), *shapes[v]);
        r.bad_default[sources[v]] |= violations(set_at(sources[v]), defaults[v]);
    }
    for (std::size_t s = 0; s < NS; ++s) {
        r.bad_pattern[s] = sets[s].has(kind::pattern) && !regex::check(sets[s].pattern).ok();
        r.bad_format[s] = sets[s].has(kind::format) && formats::format_named(sets[s].format) == formats::format::none;
    }
    for (std::size_t j = 0; j < info.changes; ++j) {
        const action& c = info.change[j];
        if (!c.from_validate || c.version == 0 || c.version >= NV || c.version <= info.added) continue;
        const set& older = sets[info.written[j] + 1];
        const set none{};
        const set& newer = sources[c.version] == npos ? none : set_at(sources[c.version]);
        const std::size_t source = info.written[j] + 1;
        // a keyword that does not fit is reported as such, not as a narrowing too
        std::uint32_t misfit = misfits(older, *shapes[c.version - 1]) | misfits(newer, *shapes[c.version]);
        const std::size_t newer_source = sources[c.version];
        const auto broken = [&](const auto& bad) { return bad[source] || (newer_source != npos && bad[newer_source]); };
        if (broken(r.bad_pattern)) misfit |= bit(kind::pattern); // (an invalid pattern: that is what is said)
        if (broken(r.bad_format)) misfit |= bit(kind::format);
        if (!c.downgrade_with)
            r.narrower_down[source] = narrower(older, *shapes[c.version - 1], newer, *shapes[c.version]) & ~misfit;
        if (!c.upgrade_with) r.narrower_up[source] = narrower(newer, *shapes[c.version], older, *shapes[c.version - 1]) & ~misfit;
    }
    return r;
}

template <class F, std::size_t... Vs>
constexpr auto compute_report(std::index_sequence<Vs...> versions) noexcept {
    constexpr std::size_t ns = field_info_v<F>.changes + 1;
    // A field whose actions break the structural rules (reported on their own) or whose
    // module is missing: nothing more is said about it.
    if constexpr (std::is_same_v<typename F::versioned_module, undeclared_module> || field_info_v<F>.errors != 0) {
        return report<ns>{};
    } else {
    constexpr auto defaults = default_summaries<F>(versions);
    const shape* shapes[] = {&shape_at<F>(Vs)...};
    return judge<ns>(field_info_v<F>, sets_v<F>.data(), source_v<F>.data(), shapes, defaults.data());
    }
}

template <class F>
inline constexpr auto report_v =
    compute_report<F>(std::make_index_sequence<F::versioned_module::versions::size>{});

// ---- the rules' static_asserts -------------------------------------------------------------------

// Instantiates the static_asserts a constrained field's descriptor declares per set (one function
// template per tag, constraints/detail/pp.hpp), from the field's rules (detail/rules.hpp), once the
// table is whole; 0 (a violation is a compile error of its own).
template <class F, std::size_t J>
constexpr bool change_rules() noexcept {
    constexpr action c = field_info_v<F>.change[J];
    using versions = typename F::versioned_module::versions;
    if constexpr (c.from_validate && c.version < versions::size)
        return F::template versioned_constraint_rules<>(static_cast<const version_at_t<versions, c.version>*>(nullptr));
    else
        return true;
}
template <class F, std::size_t... Js>
constexpr bool change_rules_all(std::index_sequence<Js...>) noexcept {
    return (change_rules<F, Js>() && ... && true);
}
template <class F>
constexpr unsigned rules_of() noexcept {
    if constexpr (has_validate<F>)
        static_cast<void>(F::template versioned_constraint_rules<>(static_cast<const latest_tag*>(nullptr)));
    if constexpr (any_from_validate(field_info_v<F>))
        static_cast<void>(change_rules_all<F>(std::make_index_sequence<field_info_v<F>.changes>{}));
    return 0;
}

// ---- struct-level rules -------------------------------------------------------------------------------

// Whether rule r of a struct of module M applies at version index v.
template <class M>
constexpr bool rule_applies(const struct_rule& r, std::size_t v) noexcept {
    if (r.versions.empty()) return true;
    bool found = false;
    for_each_version_name(r.versions, [&](std::string_view name) { found = found || version_index_of<M>(name) == v; });
    return found;
}

// A struct's rules: each with its CEL text, versions(...) naming declared versions, at most
// max_rules of them.
template <class D>
constexpr bool struct_rules_valid() noexcept {
    std::size_t count = 0;
    bool ok = true;
    for (const struct_rule& r : D::versioned_rules) {
        if (!r.present) continue;
        ++count;
        ok = ok && !r.rule.empty();
        for_each_version_name(r.versions, [&](std::string_view name) {
            ok = ok && version_index_of<typename D::versioned_module>(name) != npos;
        });
    }
    return ok && count <= max_rules;
}

} // namespace versioned::detail::constraints

#endif // VERSIONED_CONSTRAINTS_DETAIL_REPORT_HPP
