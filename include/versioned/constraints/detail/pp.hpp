// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_CONSTRAINTS_DETAIL_PP_HPP
#define VERSIONED_CONSTRAINTS_DETAIL_PP_HPP
// The preprocessor half of constraints (DESIGN.md §13) in a VERSIONED_STRUCT or VERSIONED_VARIANT
// table: the action validate(...), the keyword from_validate(...) of changed(), and the struct
// entry rule("CEL", "message"[, versions(...)]). It writes a constrained field's sets into its
// descriptor (constraints/data.hpp reads them) and the static_asserts of its rules; a field
// without constraints gets neither. Macros only, a system header as pp/detail/utilities.hpp is.
//
// This file's own loops find validate(...) and from_validate(...) by pasting a prefix onto an
// action or keyword as written (validate(...) pastes to a tuple, anything else to an identifier
// that is no macro): they need no case per action, so a new action of the tables leaves them
// alone. The tables' other loops dispatch on every action and keyword; their cases for
// validate and from_validate are at the end of this file.
#pragma GCC system_header

#include <versioned/pp/detail/utilities.hpp>

// ---- the grammar ---------------------------------------------------------------------------------
#define VERSIONED_PP_ACT_validate(...) (validate, __VA_ARGS__)
// from_validate's arguments in parentheses: an empty from_validate() (no constraints before the
// change) is a keyword with an argument to the tables' screen.
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_from_validate(...) (from_validate, (__VA_ARGS__))
#define VERSIONED_VARIANT_keyword_expected__write_a_deprecation_text_as_note_from_validate(...) (from_validate, (__VA_ARGS__))
// An action as written -> (its arguments) when it is validate(...), an identifier otherwise.
#define VERSIONED_PP_C_VALIDATE_validate(...) (__VA_ARGS__)
#define VERSIONED_PP_C_CHANGED_changed(...) (__VA_ARGS__)
#define VERSIONED_PP_C_ADDED_added(...) (__VA_ARGS__)
#define VERSIONED_PP_C_FV_from_validate(...) (__VA_ARGS__)
#define VERSIONED_PP_C_HOOK_upgrade_with(...) (upgrade_with)
#define VERSIONED_PP_C_HOOK_downgrade_with(...) (downgrade_with)

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
#define VERSIONED_PP_C_IS_B(prefix, item) VERSIONED_PP_IS_PAREN(VERSIONED_PP_CAT_B(prefix, item))
#define VERSIONED_PP_C_IS_C(prefix, item) VERSIONED_PP_IS_PAREN(VERSIONED_PP_CAT_C(prefix, item))

// ---- whether a field has constraints: 1 or nothing -------------------------------------------------
#define VERSIONED_PP_C_ANY(...) VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_C_ANY_ACT, , __VA_ARGS__)
#define VERSIONED_PP_C_ANY_ACT(x, a)                                                               \
    VERSIONED_PP_IIF_B(VERSIONED_PP_C_IS_B(VERSIONED_PP_C_VALIDATE_, a))(1, )                      \
    VERSIONED_PP_IIF_B(VERSIONED_PP_C_IS_B(VERSIONED_PP_C_CHANGED_, a))(VERSIONED_PP_C_ANY_CHANGED, VERSIONED_PP_SKIP)( \
        VERSIONED_PP_CAT_B(VERSIONED_PP_C_CHANGED_, a))
#define VERSIONED_PP_C_ANY_CHANGED(args) VERSIONED_PP_C_ANY_CHANGED_I(VERSIONED_PP_REM args)
#define VERSIONED_PP_C_ANY_CHANGED_I(...) VERSIONED_PP_C_ANY_CHANGED_II(__VA_ARGS__)
#define VERSIONED_PP_C_ANY_CHANGED_II(ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_C_ANY_KW, , __VA_ARGS__)
#define VERSIONED_PP_C_ANY_KW(x, k) VERSIONED_PP_IIF_C(VERSIONED_PP_C_IS_C(VERSIONED_PP_C_FV_, k))(1, )
// Whether a field has added(...): its value-initialized or default_with value is checked.
#define VERSIONED_PP_C_HAS_ADDED(...) VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_C_HAS_ADDED_ACT, , __VA_ARGS__)
#define VERSIONED_PP_C_HAS_ADDED_ACT(x, a) VERSIONED_PP_IIF_B(VERSIONED_PP_C_IS_B(VERSIONED_PP_C_ADDED_, a))(1, )

// ---- the constrained field's sets, in its descriptor ---------------------------------------------
// latest: one set per validate(...) (one, normally); before: one per changed(), in the order they
// are written, absent where the action has no from_validate (action j's constraints: before[j]).
#define VERSIONED_PP_C_HOLDER(...) VERSIONED_PP_C_CAT(VERSIONED_PP_C_HOLDER_, VERSIONED_PP_IF_ANY(1, VERSIONED_PP_C_ANY(__VA_ARGS__)))(__VA_ARGS__)
#define VERSIONED_PP_C_HOLDER_(...)
#define VERSIONED_PP_C_HOLDER_1(...)                                                               \
    struct versioned_constraints : ::versioned::detail::constraints::keywords {                    \
        static constexpr ::versioned::detail::constraints::set latest[] = {                        \
            VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_C_LATEST, , __VA_ARGS__)                          \
            ::versioned::detail::constraints::set::absent()};                                      \
        static constexpr ::versioned::detail::constraints::set before[] = {                        \
            VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_C_BEFORE, , __VA_ARGS__)                          \
            ::versioned::detail::constraints::set::absent()};                                      \
    };
#define VERSIONED_PP_C_LATEST(x, a)                                                                \
    VERSIONED_PP_IIF_B(VERSIONED_PP_C_IS_B(VERSIONED_PP_C_VALIDATE_, a))(VERSIONED_PP_C_SET_OF, VERSIONED_PP_SKIP)( \
        VERSIONED_PP_CAT_B(VERSIONED_PP_C_VALIDATE_, a))
#define VERSIONED_PP_C_SET_OF(args) ::versioned::detail::constraints::set_of({VERSIONED_PP_REM args}),
#define VERSIONED_PP_C_BEFORE(x, a)                                                                \
    VERSIONED_PP_IIF_B(VERSIONED_PP_C_IS_B(VERSIONED_PP_C_CHANGED_, a))(VERSIONED_PP_C_BEFORE_CHANGED, VERSIONED_PP_SKIP)( \
        VERSIONED_PP_CAT_B(VERSIONED_PP_C_CHANGED_, a))
#define VERSIONED_PP_C_BEFORE_CHANGED(args) VERSIONED_PP_C_BEFORE_CHANGED_I(VERSIONED_PP_REM args)
#define VERSIONED_PP_C_BEFORE_CHANGED_I(...) VERSIONED_PP_C_BEFORE_CHANGED_II(__VA_ARGS__)
#define VERSIONED_PP_C_BEFORE_CHANGED_II(ver, ...)                                                 \
    ::versioned::detail::constraints::set::absent() VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_C_BEFORE_KW, , __VA_ARGS__),
#define VERSIONED_PP_C_BEFORE_KW(x, k)                                                             \
    VERSIONED_PP_IIF_C(VERSIONED_PP_C_IS_C(VERSIONED_PP_C_FV_, k))(VERSIONED_PP_C_REPLACED, VERSIONED_PP_SKIP)( \
        VERSIONED_PP_CAT_C(VERSIONED_PP_C_FV_, k))
#define VERSIONED_PP_C_REPLACED(args) .replaced_by(::versioned::detail::constraints::set_of({VERSIONED_PP_REM args}))

// ---- the rules, one static_assert per keyword written and rule -----------------------------------
// who = (S, N, descriptor of the field, added-or-empty, "field" or "alternative"). A keyword of
// validate(...) is named as written in its messages; a changed(VER, from_validate(...)) gets one
// assert per kind and rule, since its keywords are one loop level too deep to name (changes of
// constraints are rare; a plain field pays for its keywords only).
#define VERSIONED_PP_C_RULES(who, ...)                                                             \
    VERSIONED_PP_C_CAT(VERSIONED_PP_C_RULES_, VERSIONED_PP_IF_ANY(1, VERSIONED_PP_C_ANY(__VA_ARGS__)))(who, __VA_ARGS__)
#define VERSIONED_PP_C_RULES_(who, ...)
#define VERSIONED_PP_C_RULES_1(who, ...) VERSIONED_PP_C_RULES_I(VERSIONED_PP_REM who, __VA_ARGS__)
#define VERSIONED_PP_C_RULES_I(...) VERSIONED_PP_C_RULES_II(__VA_ARGS__)
#define VERSIONED_PP_C_RULES_II(S, N, fd, what, ...)                                               \
    VERSIONED_PP_C_RULES_III((S, N, fd, what, VERSIONED_PP_IF_ANY(1, VERSIONED_PP_C_HAS_ADDED(__VA_ARGS__))), __VA_ARGS__)
#define VERSIONED_PP_C_RULES_III(x, ...)                                                           \
    static_assert(::versioned::detail::constraints::report_v<VERSIONED_PP_C_FD(x)>.validate_count <= 1, \
                  VERSIONED_PP_C_SAYS(x) "validate(...) given twice: a " VERSIONED_PP_C_WHAT(x)   \
                  " has one set of constraints per version (the latest version's; changed(VER, "   \
                  "from_validate(...)) gives the ones before VER)");                               \
    VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_C_RULES_ACT, x, __VA_ARGS__)
#define VERSIONED_PP_C_FD(x) VERSIONED_PP_C_FD_I x
#define VERSIONED_PP_C_FD_I(S, N, fd, what, added) fd
#define VERSIONED_PP_C_WHAT(x) VERSIONED_PP_C_WHAT_I x
#define VERSIONED_PP_C_WHAT_I(S, N, fd, what, added) what
#define VERSIONED_PP_C_SAYS(x) VERSIONED_PP_C_SAYS_I x
#define VERSIONED_PP_C_SAYS_I(S, N, fd, what, added) "versioned: " #S "::" #N ": "
#define VERSIONED_PP_C_ADDED(x) VERSIONED_PP_C_ADDED_I x
#define VERSIONED_PP_C_ADDED_I(S, N, fd, what, added) added
#define VERSIONED_PP_C_RULES_ACT(x, a)                                                             \
    VERSIONED_PP_IIF_B(VERSIONED_PP_C_IS_B(VERSIONED_PP_C_VALIDATE_, a))(VERSIONED_PP_C_RULES_VALIDATE, VERSIONED_PP_SKIP)( \
        x, VERSIONED_PP_CAT_B(VERSIONED_PP_C_VALIDATE_, a))                                        \
    VERSIONED_PP_IIF_B(VERSIONED_PP_C_IS_B(VERSIONED_PP_C_CHANGED_, a))(VERSIONED_PP_C_RULES_CHANGED, VERSIONED_PP_SKIP)( \
        x, a, VERSIONED_PP_CAT_B(VERSIONED_PP_C_CHANGED_, a))

// validate(k...): per keyword k, its fit (and for pattern / format their own rule) and, when the
// field has added(...), whether its default obeys k.
#define VERSIONED_PP_C_RULES_VALIDATE(x, args) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_C_RULE_KW, x, VERSIONED_PP_REM args)
#define VERSIONED_PP_C_RULE_KW(x, k) VERSIONED_PP_C_RULE_KW_I(x, k, VERSIONED_PP_REM VERSIONED_PP_CAT_C(VERSIONED_PP_C_KNOWN_, k))
#define VERSIONED_PP_C_RULE_KW_I(x, k, kn) VERSIONED_PP_C_RULE_KW_II(x, k, kn)
#define VERSIONED_PP_C_RULE_KW_II(x, k, kn)                                                        \
    VERSIONED_PP_C_ASSERT(x, misfit, 0, kn, "constraint does not fit the field: " #k " (a keyword that does not fit the " \
                          "type of some version, contradicts another, is given twice, or a bound Kubernetes cannot " \
                          "hold: a double inside int64)")                                          \
    VERSIONED_PP_C_CAT(VERSIONED_PP_C_KIND_RULE_, kn)(x, 0, #k)                                    \
    VERSIONED_PP_C_CAT(VERSIONED_PP_C_DEFAULT_RULE_, VERSIONED_PP_C_ADDED(x))(x, 0, kn, #k)
#define VERSIONED_PP_C_ASSERT(x, table, source, kn, phrase)                                        \
    static_assert(::versioned::detail::constraints::keeps(                                         \
                      ::versioned::detail::constraints::report_v<VERSIONED_PP_C_FD(x)>.table[source], \
                      ::versioned::detail::constraints::kind::kn),                                 \
                  VERSIONED_PP_C_SAYS(x) phrase);
#define VERSIONED_PP_C_DEFAULT_RULE_(x, source, kn, text)
#define VERSIONED_PP_C_DEFAULT_RULE_1(x, source, kn, text)                                         \
    VERSIONED_PP_C_ASSERT(x, bad_default, source, kn, "default violates the constraints: " text  \
                          " (the default_with value, or the value-initialized one an upgrade "     \
                          "gives a field added later, in a version it is the default in)")
#define VERSIONED_PP_C_KIND_RULE_minimum(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_maximum(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_exclusive_minimum(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_exclusive_maximum(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_multiple_of(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_min_length(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_max_length(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_pattern(x, source, text)                                          \
    static_assert(::versioned::detail::constraints::report_v<VERSIONED_PP_C_FD(x)>.bad_pattern[source] == 0, \
                  VERSIONED_PP_C_SAYS(x) "invalid pattern: " text " (Go RE2 syntax, as Kubernetes reads "   \
                  "it: no backreferences or lookaround)");
#define VERSIONED_PP_C_KIND_RULE_format(x, source, text)                                           \
    static_assert(::versioned::detail::constraints::report_v<VERSIONED_PP_C_FD(x)>.bad_format[source] == 0, \
                  VERSIONED_PP_C_SAYS(x) "unknown format: " text " (docs/constraints.md lists the formats)");
#define VERSIONED_PP_C_KIND_RULE_min_items(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_max_items(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_unique_items(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_min_properties(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_max_properties(x, source, text)
#define VERSIONED_PP_C_KIND_RULE_rule(x, source, text)

// changed(VER, ..., from_validate(...), ...): every rule per kind, for the set before VER.
#define VERSIONED_PP_C_RULES_CHANGED(x, a, args) VERSIONED_PP_C_RULES_CHANGED_I(x, a, VERSIONED_PP_REM args)
#define VERSIONED_PP_C_RULES_CHANGED_I(...) VERSIONED_PP_C_RULES_CHANGED_II(__VA_ARGS__)
#define VERSIONED_PP_C_RULES_CHANGED_II(x, a, ver, ...)                                            \
    VERSIONED_PP_C_CAT(VERSIONED_PP_C_RULES_FV_, VERSIONED_PP_IF_ANY(1, VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_C_ANY_KW, , __VA_ARGS__)))( \
        x, a, ver)
#define VERSIONED_PP_C_RULES_FV_(x, a, ver)
#define VERSIONED_PP_C_RULES_FV_1(x, a, ver)                                                       \
    VERSIONED_PP_C_KINDS(VERSIONED_PP_C_FV_KIND, (x, #a,                                           \
        ::versioned::detail::constraints::change_source<VERSIONED_PP_C_FD(x)>(#ver)))
#define VERSIONED_PP_C_KINDS(m, y)                                                                 \
    m(y, minimum) m(y, maximum) m(y, exclusive_minimum) m(y, exclusive_maximum) m(y, multiple_of)  \
    m(y, min_length) m(y, max_length) m(y, pattern) m(y, format) m(y, min_items) m(y, max_items)   \
    m(y, unique_items) m(y, min_properties) m(y, max_properties) m(y, rule)
#define VERSIONED_PP_C_FV_KIND(y, kn) VERSIONED_PP_C_FV_KIND_I(VERSIONED_PP_REM y, kn)
#define VERSIONED_PP_C_FV_KIND_I(...) VERSIONED_PP_C_FV_KIND_II(__VA_ARGS__)
#define VERSIONED_PP_C_FV_KIND_II(x, text, source, kn)                                             \
    VERSIONED_PP_C_ASSERT(x, misfit, source, kn, "constraint does not fit the field: " #kn " in " text) \
    VERSIONED_PP_C_CAT(VERSIONED_PP_C_KIND_RULE_, kn)(x, source, #kn " in " text)                  \
    VERSIONED_PP_C_CAT(VERSIONED_PP_C_DEFAULT_RULE_, VERSIONED_PP_C_ADDED(x))(x, source, kn, #kn " in " text) \
    VERSIONED_PP_C_ASSERT(x, narrower_down, source, kn, "narrower constraints need downgrade_with: " #kn \
                          " accepts fewer values before the change than after it, so a downgrade could " \
                          "produce an invalid value -- in " text)                                  \
    VERSIONED_PP_C_ASSERT(x, narrower_up, source, kn, "narrower constraints need upgrade_with: " #kn \
                          " accepts fewer values after the change than before it, so an upgrade could " \
                          "produce an invalid value -- in " text)

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
#define VERSIONED_PP_FN_validate(ns, ...)
#define VERSIONED_PP_NAMES_KW_from_validate(x, ...)
#define VERSIONED_PP_NOTE_KW_from_validate(x, ...)
#define VERSIONED_PP_NUA_KW_from_validate(x, ...)
#define VERSIONED_PP_HDF_KW_from_validate(x, ...)
#define VERSIONED_PP_KWV_from_validate(x, ...) .kw_from_validate()
#define VERSIONED_PP_FT_KW_from_validate(x, ...)
#define VERSIONED_PP_FN_KW_from_validate(x, ...)
// VERSIONED_VARIANT (variant/detail/pp_variant.hpp), the same for an alternative.
#define VERSIONED_PP_VACT_validate(...) (validate, __VA_ARGS__)
#define VERSIONED_PP_VNAMES_validate(N, ...)
#define VERSIONED_PP_VACTV_validate(ns, ...)
#define VERSIONED_PP_VFT_validate(x, ...)
#define VERSIONED_PP_VFN_validate(ns, ...)
#define VERSIONED_PP_VNAMES_KW_from_validate(N, ...)
#define VERSIONED_PP_VKWV_from_validate(x, ...) .kw_from_validate()
#define VERSIONED_PP_VFT_KW_from_validate(x, ...)
#define VERSIONED_PP_VFN_KW_from_validate(x, ...)
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
