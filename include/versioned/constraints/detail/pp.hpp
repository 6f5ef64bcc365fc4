// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_PP_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_PP_HPP
// The preprocessor half of constraints (DESIGN.md §13) in a VERSIONED_STRUCT or VERSIONED_VARIANT
// table: the action validate(...), the keyword from_validate(...) of changed(), and the struct
// entry rule("CEL", "message"[, versions(...)]). It writes a constrained field's sets into its
// descriptor (constraints/data.hpp reads them) and the static_asserts of its rules; a field
// without constraints gets neither. Macros only, a system header as pp/detail/utilities.hpp is.
//
// Nothing here loops over a table on its own: the tables' loops dispatch on every action and
// keyword, and their cases for validate and from_validate are at the end of this file -- the
// pass that declares a field's functions writes a constrained field's sets and rules (below).
#pragma GCC system_header

#include <versioned/pp/detail/utilities.hpp>

// ---- the grammar ---------------------------------------------------------------------------------
#define VERSIONED_PP_ACT_validate(...) (validate, __VA_ARGS__)
// from_validate's arguments in parentheses: an empty from_validate() (no constraints before the
// change) is a keyword with an argument to the tables' screen.
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_from_validate(...) (from_validate, (__VA_ARGS__))
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_from_validate(...) (from_validate, (__VA_ARGS__))

// The keywords of validate(...): known ones paste to (kind); each names its kind.
#define VERSIONED_PP_C_KNOWN_minimum(...) (minimum)
#define VERSIONED_PP_C_KNOWN_maximum(...) (maximum)
#define VERSIONED_PP_C_KNOWN_exclusive_minimum(...) (exclusive_minimum)
#define VERSIONED_PP_C_KNOWN_exclusive_maximum(...) (exclusive_maximum)
#define VERSIONED_PP_C_KNOWN_multiple_of(...) (multiple_of)
#define VERSIONED_PP_C_KNOWN_min_length(...) (min_length)
#define VERSIONED_PP_C_KNOWN_max_length(...) (max_length)
#define VERSIONED_PP_C_KNOWN_pattern(...) (pattern)
#define VERSIONED_PP_C_KNOWN_format(...) (format)
#define VERSIONED_PP_C_KNOWN_min_items(...) (min_items)
#define VERSIONED_PP_C_KNOWN_max_items(...) (max_items)
#define VERSIONED_PP_C_KNOWN_unique_items (unique_items)
#define VERSIONED_PP_C_KNOWN_min_properties(...) (min_properties)
#define VERSIONED_PP_C_KNOWN_max_properties(...) (max_properties)
#define VERSIONED_PP_C_KNOWN_rule(...) (rule)
#define VERSIONED_PP_C_KEYWORD_LIST                                                                \
    "the keywords are minimum, maximum, exclusive_minimum, exclusive_maximum, multiple_of, "       \
    "min_length, max_length, pattern, format, min_items, max_items, unique_items, "                \
    "min_properties, max_properties and rule(\"CEL\", \"message\")"

#define VERSIONED_PP_C_CAT(a, ...) VERSIONED_PP_C_CAT_I(a, __VA_ARGS__)
#define VERSIONED_PP_C_CAT_I(a, ...) a##__VA_ARGS__
#define VERSIONED_PP_C_IS(prefix, item) VERSIONED_PP_IS_PAREN(VERSIONED_PP_C_CAT(prefix, item))
#define VERSIONED_PP_C_IS_C(prefix, item) VERSIONED_PP_IS_PAREN(VERSIONED_PP_CAT_C(prefix, item))

// ---- a constrained field's declarations, in its descriptor ----------------------------------------
//
// Written by the tables' pass over a field's actions that declares its functions (struct.hpp's
// VERSIONED_PP_FN, variant's VERSIONED_PP_VFN), at validate(...) and from_validate(...) only:
// no other pass reads them, so a field without constraints costs nothing here. w = (ns, S, N,
// descriptor, "field" or "alternative"). For each set:
//   - a class deriving from keywords, where the keywords are found, whose get() is the set;
//   - versioned_constraints_of(const TAG*): the set, TAG being latest_tag for validate(...)
//     and the version tag VER for changed(VER, from_validate(...)) (constraints/detail/report.hpp
//     reads them by these tags);
//   - versioned_constraint_rules<>(const TAG*), whose static_asserts are the rules of that set:
//     a template, instantiated by the field's rules (detail/rules.hpp) once the table is whole.
//     The asserts of validate(...) name each keyword as written; those of a from_validate(...)
//     are one per kind and rule, its keywords being a loop level too deep to name (changes of
//     constraints are rare: a plain field pays for its own keywords only).
#define VERSIONED_PP_C_W_NS(w) VERSIONED_PP_C_W_NS_I w
#define VERSIONED_PP_C_W_NS_I(ns, S, N, fd, what) ns
#define VERSIONED_PP_C_W_FD(w) VERSIONED_PP_C_W_FD_I w
#define VERSIONED_PP_C_W_FD_I(ns, S, N, fd, what) fd
#define VERSIONED_PP_C_SAYS(w) VERSIONED_PP_C_SAYS_I w
#define VERSIONED_PP_C_SAYS_I(ns, S, N, fd, what) "versioned: " #S "::" #N ": "

#define VERSIONED_PP_C_VALIDATE(w, ...)                                                            \
    struct versioned_validate_keywords : ::versioned::detail::constraints::keywords {              \
        static constexpr ::versioned::detail::constraints::set get() noexcept {                    \
            return ::versioned::detail::constraints::set_of({__VA_ARGS__});                        \
        }                                                                                          \
    };                                                                                             \
    static constexpr ::versioned::detail::constraints::set versioned_constraints_of(               \
        const ::versioned::detail::constraints::latest_tag*) noexcept {                            \
        return versioned_validate_keywords::get();                                                 \
    }                                                                                              \
    template <class versioned_X = void>                                                            \
    static constexpr bool versioned_constraint_rules(const ::versioned::detail::constraints::latest_tag*) noexcept { \
        using namespace ::versioned::detail::constraints;                                          \
        constexpr auto& r = report_v<::versioned::detail::dependent_t<VERSIONED_PP_C_W_FD(w), versioned_X>>; \
        VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_C_RULE_KW, w, __VA_ARGS__)                            \
        return true;                                                                               \
    }                                                                                              \
    template <class versioned_X = void>                                                            \
    static constexpr bool versioned_constraint_text_rules(const ::versioned::detail::constraints::latest_tag*) noexcept { \
        using namespace ::versioned::detail::constraints;                                          \
        [[maybe_unused]] constexpr auto& r = text_report_of<::versioned::detail::dependent_t<VERSIONED_PP_C_W_FD(w), versioned_X>>::value; \
        VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_C_TEXT_RULE_KW, w, __VA_ARGS__)                       \
        return true;                                                                               \
    }
#define VERSIONED_PP_C_FROM_VALIDATE(w, ver, args)                                                 \
    struct versioned_from_validate_keywords_##ver : ::versioned::detail::constraints::keywords {   \
        static constexpr ::versioned::detail::constraints::set get() noexcept {                    \
            return ::versioned::detail::constraints::set_of({VERSIONED_PP_REM args});              \
        }                                                                                          \
    };                                                                                             \
    static constexpr ::versioned::detail::constraints::set versioned_constraints_of(               \
        const ::VERSIONED_PP_C_W_NS(w)::ver*) noexcept {                                           \
        return versioned_from_validate_keywords_##ver::get();                                      \
    }                                                                                              \
    template <class versioned_X = void>                                                            \
    static constexpr bool versioned_constraint_rules(const ::VERSIONED_PP_C_W_NS(w)::ver*) noexcept { \
        using namespace ::versioned::detail::constraints;                                          \
        using fd = ::versioned::detail::dependent_t<VERSIONED_PP_C_W_FD(w), versioned_X>;          \
        constexpr auto& r = report_v<fd>;                                                          \
        constexpr ::std::size_t s = change_source<fd>(#ver);                                       \
        VERSIONED_PP_C_KINDS(VERSIONED_PP_C_FV_KIND, (w, "changed(" #ver ", from_validate" #args ")")) \
        return true;                                                                               \
    }                                                                                              \
    template <class versioned_X = void>                                                            \
    static constexpr bool versioned_constraint_text_rules(const ::VERSIONED_PP_C_W_NS(w)::ver*) noexcept { \
        using namespace ::versioned::detail::constraints;                                          \
        using fd = ::versioned::detail::dependent_t<VERSIONED_PP_C_W_FD(w), versioned_X>;          \
        constexpr auto& r = text_report_of<fd>::value;                                             \
        constexpr ::std::size_t s = change_source<fd>(#ver);                                       \
        VERSIONED_PP_C_TEXT_RULE_pattern(w, s, "pattern in changed(" #ver ", from_validate" #args ")") \
        VERSIONED_PP_C_TEXT_RULE_format(w, s, "format in changed(" #ver ", from_validate" #args ")") \
        return true;                                                                               \
    }

// One keyword of validate(...): its fit (and for pattern / format their own rule), and whether
// the field's default obeys it. (Short: each constrained field's declarations are preprocessed
// and parsed; the phrases are explained in docs/constraints.md.)
#define VERSIONED_PP_C_RULE_KW(w, k) VERSIONED_PP_C_RULE_KW_I(w, k, VERSIONED_PP_REM VERSIONED_PP_CAT_C(VERSIONED_PP_C_KNOWN_, k))
#define VERSIONED_PP_C_RULE_KW_I(w, k, kn) VERSIONED_PP_C_RULE_KW_II(w, k, kn)
#define VERSIONED_PP_C_RULE_KW_II(w, k, kn)                                                        \
    static_assert(keeps(r.misfit[0], kind::kn), VERSIONED_PP_C_SAYS(w) "constraint does not fit the field: " #k); \
    VERSIONED_PP_C_CAT(VERSIONED_PP_C_KIND_RULE_, kn)(w, 0, #k)                                    \
    static_assert(keeps(r.bad_default[0], kind::kn), VERSIONED_PP_C_SAYS(w) "default violates the constraints: " #k);
#define VERSIONED_PP_C_KIND_RULE_minimum(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_maximum(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_exclusive_minimum(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_exclusive_maximum(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_multiple_of(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_min_length(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_max_length(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_pattern(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_format(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_min_items(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_max_items(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_unique_items(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_min_properties(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_max_properties(w, source, text)
#define VERSIONED_PP_C_KIND_RULE_rule(w, source, text)

// The text rules (constraints/detail/text_rules.hpp says where they are judged): per keyword of
// validate(...), pattern's and format's only; a from_validate(...)'s both, for its set.
#define VERSIONED_PP_C_TEXT_RULE_KW(w, k) VERSIONED_PP_C_TEXT_RULE_KW_I(w, k, VERSIONED_PP_REM VERSIONED_PP_CAT_C(VERSIONED_PP_C_KNOWN_, k))
#define VERSIONED_PP_C_TEXT_RULE_KW_I(w, k, kn) VERSIONED_PP_C_TEXT_RULE_KW_II(w, k, kn)
#define VERSIONED_PP_C_TEXT_RULE_KW_II(w, k, kn) VERSIONED_PP_C_CAT(VERSIONED_PP_C_TEXT_RULE_, kn)(w, 0, #k)
#define VERSIONED_PP_C_TEXT_RULE_pattern(w, source, text)                                          \
    static_assert(r.bad_pattern[source] == 0, VERSIONED_PP_C_SAYS(w) "invalid pattern: " text      \
                  " (Go RE2 syntax, as Kubernetes reads it: no backreferences or lookaround)");    \
    static_assert(keeps(r.bad_default[source], kind::pattern), VERSIONED_PP_C_SAYS(w) "default violates the constraints: " text);
#define VERSIONED_PP_C_TEXT_RULE_format(w, source, text)                                           \
    static_assert(r.bad_format[source] == 0, VERSIONED_PP_C_SAYS(w) "unknown format: " text        \
                  " (docs/constraints.md lists the formats)");                                     \
    static_assert(keeps(r.bad_default[source], kind::format), VERSIONED_PP_C_SAYS(w) "default violates the constraints: " text);
#define VERSIONED_PP_C_TEXT_RULE_minimum(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_maximum(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_exclusive_minimum(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_exclusive_maximum(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_multiple_of(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_min_length(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_max_length(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_min_items(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_max_items(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_unique_items(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_min_properties(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_max_properties(w, source, text)
#define VERSIONED_PP_C_TEXT_RULE_rule(w, source, text)

// changed(VER, ..., from_validate(...), ...): every rule per kind, for the set before VER.
#define VERSIONED_PP_C_KINDS(m, y)                                                                 \
    m(y, minimum) m(y, maximum) m(y, exclusive_minimum) m(y, exclusive_maximum) m(y, multiple_of)  \
    m(y, min_length) m(y, max_length) m(y, pattern) m(y, format) m(y, min_items) m(y, max_items)   \
    m(y, unique_items) m(y, min_properties) m(y, max_properties) m(y, rule)
#define VERSIONED_PP_C_FV_KIND(y, kn) VERSIONED_PP_C_FV_KIND_I(VERSIONED_PP_REM y, kn)
#define VERSIONED_PP_C_FV_KIND_I(...) VERSIONED_PP_C_FV_KIND_II(__VA_ARGS__)
#define VERSIONED_PP_C_FV_KIND_II(w, text, kn)                                                     \
    static_assert(keeps(r.misfit[s], kind::kn), VERSIONED_PP_C_SAYS(w) "constraint does not fit the field: " #kn " in " text); \
    VERSIONED_PP_C_CAT(VERSIONED_PP_C_KIND_RULE_, kn)(w, s, #kn " in " text)                      \
    static_assert(keeps(r.bad_default[s], kind::kn), VERSIONED_PP_C_SAYS(w) "default violates the constraints: " #kn " in " text); \
    static_assert(keeps(r.narrower_down[s], kind::kn), VERSIONED_PP_C_SAYS(w) "narrower constraints need downgrade_with: " \
                  #kn " accepts fewer values before the change than after it, so a downgrade could give an invalid value -- in " text); \
    static_assert(keeps(r.narrower_up[s], kind::kn), VERSIONED_PP_C_SAYS(w) "narrower constraints need upgrade_with: " \
                  #kn " accepts fewer values after the change than before it, so an upgrade could give an invalid value -- in " text);

// ---- struct entries rule("CEL", "message"[, versions(...)]) --------------------------------------
#define VERSIONED_PP_ENTRY_rule(...) (rule, __VA_ARGS__)
#define VERSIONED_PP_REJECTED_TEXT_rule(...)
#define VERSIONED_PP_STRUCT_DOC_OF_rule(...)
// A rule entry's record (nothing for any other entry).
#define VERSIONED_PP_C_STRUCT_RULE(data, entry)                                                    \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(entry))(VERSIONED_PP_SKIP, VERSIONED_PP_C_STRUCT_RULE_E)(entry)
#define VERSIONED_PP_C_STRUCT_RULE_E(entry)                                                        \
    VERSIONED_PP_IIF_A(VERSIONED_PP_C_IS(VERSIONED_PP_C_RULE_ENTRY_, entry))(VERSIONED_PP_C_STRUCT_RULE_R, VERSIONED_PP_SKIP)( \
        VERSIONED_PP_C_CAT(VERSIONED_PP_C_RULE_ENTRY_, entry))
#define VERSIONED_PP_C_RULE_ENTRY_rule(...) (__VA_ARGS__)
#define VERSIONED_PP_C_STRUCT_RULE_R(args) VERSIONED_PP_C_STRUCT_RULE_R_I(VERSIONED_PP_REM args, )
#define VERSIONED_PP_C_STRUCT_RULE_R_I(...) VERSIONED_PP_C_STRUCT_RULE_R_II(__VA_ARGS__)
#define VERSIONED_PP_C_STRUCT_RULE_R_II(cel, message, ...)                                         \
    ::versioned::detail::constraints::struct_rule{::std::string_view{cel}, ::std::string_view{message}, \
        VERSIONED_PP_C_RULE_VERSIONS(VERSIONED_PP_FIRST(__VA_ARGS__)), true},
// versions(v1beta1, v1) -> "v1beta1, v1"; nothing -> "" (every version)
#define VERSIONED_PP_C_RULE_VERSIONS(v)                                                            \
    VERSIONED_PP_IIF_A(VERSIONED_PP_C_IS(VERSIONED_PP_C_RULE_V_, v))(VERSIONED_PP_C_RULE_V_TEXT, VERSIONED_PP_C_RULE_V_NONE)( \
        VERSIONED_PP_C_CAT(VERSIONED_PP_C_RULE_V_, v))
#define VERSIONED_PP_C_RULE_V_versions(...) (__VA_ARGS__)
#define VERSIONED_PP_C_RULE_V_TEXT(args) VERSIONED_PP_STR args
#define VERSIONED_PP_C_RULE_V_NONE(...) ""

// ---- the tables' own loops: their cases for validate(...) and from_validate(...) ------------------
// VERSIONED_STRUCT (struct.hpp): validate(...) is no member name, type, default or hook.
#define VERSIONED_PP_NAMES_validate(x, ...)
#define VERSIONED_PP_NUA_validate(x, ...)
#define VERSIONED_PP_EVOLVES_validate(x, ...)
#define VERSIONED_PP_HDF_validate(x, ...)
#define VERSIONED_PP_ACTV_validate(ns, ...)
#define VERSIONED_PP_FT_validate(x, ...)
// (VERSIONED_PP_FN's x is (ns, S, N); its keywords' (x, VER).)
#define VERSIONED_PP_FN_validate(x, ...) VERSIONED_PP_C_VALIDATE(VERSIONED_PP_C_FN_W(VERSIONED_PP_REM x, versioned_f_, "field"), __VA_ARGS__)
#define VERSIONED_PP_C_FN_W(...) VERSIONED_PP_C_FN_W_I(__VA_ARGS__)
#define VERSIONED_PP_C_FN_W_I(ns, S, N, prefix, what) (ns, S, N, prefix##N, what)
#define VERSIONED_PP_NAMES_KW_from_validate(x, ...)
#define VERSIONED_PP_NOTE_KW_from_validate(x, ...)
#define VERSIONED_PP_NUA_KW_from_validate(x, ...)
#define VERSIONED_PP_HDF_KW_from_validate(x, ...)
#define VERSIONED_PP_KWV_from_validate(x, ...) .kw_from_validate()
#define VERSIONED_PP_FT_KW_from_validate(x, ...)
#define VERSIONED_PP_FN_KW_from_validate(x, ...) VERSIONED_PP_C_FN_KW_FV(VERSIONED_PP_REM x, "field", versioned_f_, __VA_ARGS__)
#define VERSIONED_PP_C_FN_KW_FV(...) VERSIONED_PP_C_FN_KW_FV_I(__VA_ARGS__)
#define VERSIONED_PP_C_FN_KW_FV_I(x, ver, what, prefix, args)                                     \
    VERSIONED_PP_C_FROM_VALIDATE(VERSIONED_PP_C_FN_W(VERSIONED_PP_REM x, prefix, what), ver, args)
// VERSIONED_VARIANT (variant/detail/pp_variant.hpp), the same for an alternative.
#define VERSIONED_PP_VACT_validate(...) (validate, __VA_ARGS__)
#define VERSIONED_PP_VNAMES_validate(N, ...)
#define VERSIONED_PP_VACTV_validate(ns, ...)
#define VERSIONED_PP_VFT_validate(x, ...)
#define VERSIONED_PP_VFN_validate(x, ...) VERSIONED_PP_C_VALIDATE(VERSIONED_PP_C_FN_W(VERSIONED_PP_REM x, versioned_a_, "alternative"), __VA_ARGS__)
#define VERSIONED_PP_VNAMES_KW_from_validate(N, ...)
#define VERSIONED_PP_VKWV_from_validate(x, ...) .kw_from_validate()
#define VERSIONED_PP_VFT_KW_from_validate(x, ...)
#define VERSIONED_PP_VFN_KW_from_validate(x, ...) VERSIONED_PP_C_FN_KW_FV(VERSIONED_PP_REM x, "alternative", versioned_a_, __VA_ARGS__)
#define VERSIONED_PP_VCHECK_KW_validate(x, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_C_VCHECK_KW, x, __VA_ARGS__)
#define VERSIONED_PP_C_VCHECK_KW(x, k)                                                             \
    VERSIONED_PP_IIF_C(VERSIONED_PP_C_IS_C(VERSIONED_PP_C_KNOWN_, k))(VERSIONED_PP_SKIP, VERSIONED_PP_C_VCHECK_UNKNOWN)(x, k)
#define VERSIONED_PP_C_VCHECK_UNKNOWN(x, k) VERSIONED_PP_C_VCHECK_UNKNOWN_I(VERSIONED_PP_REM x, k)
#define VERSIONED_PP_C_VCHECK_UNKNOWN_I(...) VERSIONED_PP_C_VCHECK_UNKNOWN_II(__VA_ARGS__)
#define VERSIONED_PP_C_VCHECK_UNKNOWN_II(d, alt, a, k)                                             \
    static_assert(false, "versioned: " VERSIONED_PP_STR(VERSIONED_PP_VD_S(d)) ": unknown constraint keyword '" \
                         #k "' in validate(...) of alternative " #alt " (" VERSIONED_PP_C_KEYWORD_LIST ")");
// The tables' screen (pp/detail/table.hpp): validate's keywords, one by one; only a
// VERSIONED_STRUCT field takes validate(...).
#define VERSIONED_PP_CHECK_KW_validate(x, ...) VERSIONED_PP_CHECK_KW_validate_I(VERSIONED_PP_REM x, __VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_validate_I(...) VERSIONED_PP_CHECK_KW_validate_II(__VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_validate_II(t, item, a, ...)                                         \
    VERSIONED_PP_T_CAT(VERSIONED_PP_C_CHECK_, VERSIONED_PP_T_KIND(t))((t, item, a), __VA_ARGS__)
#define VERSIONED_PP_C_CHECK_STRUCT(x, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_C_CHECK_KW, x, __VA_ARGS__)
#define VERSIONED_PP_C_CHECK_ENUM(x, ...) VERSIONED_PP_C_CHECK_ENUM_I(VERSIONED_PP_REM x)
#define VERSIONED_PP_C_CHECK_ENUM_I(...) VERSIONED_PP_C_CHECK_ENUM_II(__VA_ARGS__)
#define VERSIONED_PP_C_CHECK_ENUM_II(t, item, a)                                                   \
    static_assert(false, VERSIONED_PP_T_SAYS(t) "validate(...) in enumerator " #item ": constraints are for " \
                         "the fields of VERSIONED_STRUCT and the alternatives of VERSIONED_VARIANT");
#define VERSIONED_PP_C_CHECK_KW(x, k)                                                              \
    VERSIONED_PP_IIF_C(VERSIONED_PP_C_IS_C(VERSIONED_PP_C_KNOWN_, k))(VERSIONED_PP_SKIP, VERSIONED_PP_C_CHECK_UNKNOWN)(x, k)
#define VERSIONED_PP_C_CHECK_UNKNOWN(x, k) VERSIONED_PP_C_CHECK_UNKNOWN_I(VERSIONED_PP_REM x, k)
#define VERSIONED_PP_C_CHECK_UNKNOWN_I(...) VERSIONED_PP_C_CHECK_UNKNOWN_II(__VA_ARGS__)
#define VERSIONED_PP_C_CHECK_UNKNOWN_II(t, item, a, k)                                             \
    static_assert(false, VERSIONED_PP_T_SAYS(t) "unknown constraint keyword '" #k "' in validate(...) of " \
                         VERSIONED_PP_T_ENTITY(t) " " #item " (" VERSIONED_PP_C_KEYWORD_LIST ")");

#endif // VERSIONED_CONSTRAINTS_DETAIL_PP_HPP
