// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_TEXT_RULES_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_TEXT_RULES_HPP

// The compile-time rules of a field's pattern and format (DESIGN.md §13): a pattern Go's syntax
// refuses ("invalid pattern"), a format kube-openapi does not know ("unknown format"), a constant
// text default that either refuses ("default violates the constraints").
//
// Judged where a pattern or format has a meaning -- the reader and validate()
// (constraints/check.hpp), the schemas, the generators -- not where the table is declared:
// the pattern engine and the formats are some 6,000 lines, a third of a small translation unit's
// compile time, which a TU that only declares or converts structs does not pay. The asserts are
// the descriptor's versioned_constraint_text_rules<>() (constraints/detail/pp.hpp), instantiated
// by text_rules_of<F>() below.

#include <versioned/constraints/data.hpp>
#include <versioned/constraints/detail/formats.hpp>
#include <versioned/constraints/detail/regex_compile.hpp>
#include <versioned/constraints/detail/regex_match.hpp>
#include <versioned/constraints/detail/report.hpp>
#include <versioned/detail/field.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

namespace versioned::detail::constraints {

// Whether a constant text matches a valid pattern (the program lives only during the constant
// evaluation: a default is judged once).
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

template <std::size_t NS>
struct text_report {
    std::array<unsigned char, NS> bad_pattern{};
    std::array<unsigned char, NS> bad_format{};
    std::array<std::uint32_t, NS> bad_default{}; // bits of kind::pattern and kind::format
};

template <class F, std::size_t... Vs>
constexpr auto compute_text_report(std::index_sequence<Vs...> versions) noexcept {
    constexpr std::size_t ns = field_info_v<F>.changes + 1;
    text_report<ns> r{};
    if constexpr (!std::is_same_v<typename F::versioned_module, undeclared_module> && field_info_v<F>.errors == 0) {
        const auto& sets = sets_v<F>;
        for (std::size_t s = 0; s < ns; ++s) {
            r.bad_pattern[s] = sets[s].has(kind::pattern) && !regex::check(sets[s].pattern).ok();
            r.bad_format[s] = sets[s].has(kind::format) && formats::format_named(sets[s].format) == formats::format::none;
        }
        constexpr auto defaults = default_summaries<F>(versions);
        for (std::size_t v = field_info_v<F>.added; v < sizeof...(Vs); ++v) {
            const std::size_t s = source_v<F>[v];
            if (s != npos && defaults[v].is == value_summary::of::text && !r.bad_format[s])
                r.bad_default[s] |= text_violations(sets[s], defaults[v].text);
        }
    }
    return r;
}
template <class F>
struct text_report_of {
    static constexpr auto value = compute_text_report<F>(std::make_index_sequence<F::versioned_module::versions::size>{});
};

// Instantiates the descriptor's text rules of each set of F that has a pattern or a format; 0.
template <class F, std::size_t J>
constexpr bool change_text_rules() noexcept {
    constexpr action c = field_info_v<F>.change[J];
    using versions = typename F::versioned_module::versions;
    if constexpr (c.from_validate && c.version < versions::size)
        return F::template versioned_constraint_text_rules<>(static_cast<const version_at_t<versions, c.version>*>(nullptr));
    else
        return true;
}
template <class F, std::size_t... Js>
constexpr bool change_text_rules_all(std::index_sequence<Js...>) noexcept {
    return (change_text_rules<F, Js>() && ... && true);
}
template <class F>
constexpr unsigned text_rules_of() noexcept {
    if constexpr (constrained_field<F>) {
        if constexpr (has_validate<F>)
            static_cast<void>(F::template versioned_constraint_text_rules<>(static_cast<const latest_tag*>(nullptr)));
        if constexpr (any_from_validate(field_info_v<F>))
            static_cast<void>(change_text_rules_all<F>(std::make_index_sequence<field_info_v<F>.changes>{}));
    }
    return 0;
}

// set_at<F>(v) once F's text rules hold: what the schemas emit.
template <class F>
constexpr const set* checked_set_at(std::size_t v) noexcept {
    static_cast<void>(std::integral_constant<unsigned, text_rules_of<F>()>{});
    return set_at<F>(v);
}

} // namespace versioned::detail::constraints

#endif // VERSIONED_CONSTRAINTS_DETAIL_TEXT_RULES_HPP
