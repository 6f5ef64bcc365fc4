// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_DETAIL_STRUCT_TABLE_HPP
#define VERSIONED_DETAIL_STRUCT_TABLE_HPP
// The grammar of a VERSIONED_STRUCT table and its screen (pp/detail/table.hpp). Macros only,
// which declare nothing (they parse, dispatch and write static_asserts): marked a system
// header, as the preprocessor kit is, so that g++ leaves them out of the "in expansion of
// macro" notes of an error. A misspelled action is then one error of a dozen lines, naming
// VERSIONED_STRUCT, the struct and the field, wherever the field is in its table.
#pragma GCC system_header

#include <versioned/pp/detail/table.hpp>
#include <versioned/pp/detail/utilities.hpp>

// A keyword is recognized by pasting it onto a prefix; the preprocessor cannot tell a string
// literal from a keyword before pasting, so a string where a keyword belongs --
// deprecated(v1, "text") for deprecated(v1, note("text")) -- fails in the paste, and the prefix
// is named to be that error's message.
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_from_name(...) (from_name, __VA_ARGS__)
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_from_type(...) (from_type, __VA_ARGS__)
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_upgrade_with(...) (upgrade_with, __VA_ARGS__)
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_downgrade_with(...) (downgrade_with, __VA_ARGS__)
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_default_with(...) (default_with, __VA_ARGS__)
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_note(...) (note, __VA_ARGS__)

// key("...") on a field and changed(VER, from_key("...")): its JSON key (DESIGN.md §15). Data
// for the field's info only (detail/field_info.hpp): no member, type, default or function.
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_from_key(...) (from_key, __VA_ARGS__)
#define VERSIONED_PP_ACT_key(...) (key, __VA_ARGS__)
#define VERSIONED_PP_NAMES_key(x, ...)
#define VERSIONED_PP_NUA_key(x, ...)
#define VERSIONED_PP_EVOLVES_key(x, ...)
#define VERSIONED_PP_HDF_key(x, ...)
#define VERSIONED_PP_ACTV_key(ns, ...)                                                             \
    ::versioned::detail::action{::versioned::detail::action_kind::key, 0}.kw_key(__VA_ARGS__),
#define VERSIONED_PP_FT_key(x, ...)
#define VERSIONED_PP_FN_key(x, ...)
#define VERSIONED_PP_NAMES_KW_from_key(x, ...)
#define VERSIONED_PP_NOTE_KW_from_key(x, ...)
#define VERSIONED_PP_NUA_KW_from_key(x, ...)
#define VERSIONED_PP_HDF_KW_from_key(x, ...)
#define VERSIONED_PP_KWV_from_key(x, ...) .kw_from_key(__VA_ARGS__)
#define VERSIONED_PP_FT_KW_from_key(x, ...)
#define VERSIONED_PP_FN_KW_from_key(x, ...)
// changed(VER, from_doc("...")): the field's description before VER. Data for the field's info
// only, as from_key.
#define VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_from_doc(...) (from_doc, __VA_ARGS__)
#define VERSIONED_PP_NAMES_KW_from_doc(x, ...)
#define VERSIONED_PP_NOTE_KW_from_doc(x, ...)
#define VERSIONED_PP_NUA_KW_from_doc(x, ...)
#define VERSIONED_PP_HDF_KW_from_doc(x, ...)
#define VERSIONED_PP_KWV_from_doc(x, ...) .kw_from_doc(__VA_ARGS__)
#define VERSIONED_PP_FT_KW_from_doc(x, ...)
#define VERSIONED_PP_FN_KW_from_doc(x, ...)
// The screen: key("...") has no keyword to check (an enumerator's table has no key action: its
// own screen says so).
#define VERSIONED_PP_CHECK_KW_key(x, ...)

// list_type(atomic | set | map, "key", ...), map_type(atomic | granular), struct_type(atomic |
// granular): the field's Kubernetes list, map and struct semantics (DESIGN.md §14). Data for the
// field's info, as key("..."): the arguments as text, read by detail/field_info.hpp; the rules
// that need the field's type (detail/semantics.hpp) are asserted for such a field only.
#define VERSIONED_PP_SEMANTICS_ENTRY(kind, ...)                                                    \
    ::versioned::detail::action{::versioned::detail::action_kind::kind, 0}.kw_semantics(#__VA_ARGS__),
#define VERSIONED_PP_ACT_list_type(...) (list_type, __VA_ARGS__)
#define VERSIONED_PP_ACT_map_type(...) (map_type, __VA_ARGS__)
#define VERSIONED_PP_ACT_struct_type(...) (struct_type, __VA_ARGS__)
// nullable, a bare word: an object-like macro pastes it to a tuple as the others' parentheses do
#define VERSIONED_PP_ACT_nullable (nullable)
#define VERSIONED_PP_ACTV_nullable(ns, ...) ::versioned::detail::action{::versioned::detail::action_kind::nullable, 0},
#define VERSIONED_PP_NAMES_nullable(x, ...)
#define VERSIONED_PP_NUA_nullable(x, ...)
#define VERSIONED_PP_EVOLVES_nullable(x, ...)
#define VERSIONED_PP_HDF_nullable(x, ...)
#define VERSIONED_PP_FT_nullable(x, ...)
#define VERSIONED_PP_FN_nullable(x, ...)
#define VERSIONED_PP_CHECK_KW_nullable(x, ...)
// default_json("..."): the field's default as JSON text, what the schemas show beside
// added(VER, default_with(F)) (detail/default_json.hpp). Data for the field's info, as key("...").
#define VERSIONED_PP_ACT_default_json(...) (default_json, __VA_ARGS__)
#define VERSIONED_PP_ACTV_default_json(ns, ...)                                                    \
    ::versioned::detail::action{::versioned::detail::action_kind::default_json, 0}.kw_default_json(__VA_ARGS__),
#define VERSIONED_PP_NAMES_default_json(x, ...)
#define VERSIONED_PP_NUA_default_json(x, ...)
#define VERSIONED_PP_EVOLVES_default_json(x, ...)
#define VERSIONED_PP_HDF_default_json(x, ...)
#define VERSIONED_PP_FT_default_json(x, ...)
#define VERSIONED_PP_FN_default_json(x, ...)
#define VERSIONED_PP_CHECK_KW_default_json(x, ...)
#define VERSIONED_PP_ACTV_list_type(ns, ...) VERSIONED_PP_SEMANTICS_ENTRY(list_type, __VA_ARGS__)
#define VERSIONED_PP_ACTV_map_type(ns, ...) VERSIONED_PP_SEMANTICS_ENTRY(map_type, __VA_ARGS__)
#define VERSIONED_PP_ACTV_struct_type(ns, ...) VERSIONED_PP_SEMANTICS_ENTRY(struct_type, __VA_ARGS__)
#define VERSIONED_PP_NAMES_list_type(x, ...)
#define VERSIONED_PP_NUA_list_type(x, ...)
#define VERSIONED_PP_EVOLVES_list_type(x, ...)
#define VERSIONED_PP_HDF_list_type(x, ...)
#define VERSIONED_PP_FT_list_type(x, ...)
#define VERSIONED_PP_FN_list_type(x, ...)
#define VERSIONED_PP_NAMES_map_type(x, ...)
#define VERSIONED_PP_NUA_map_type(x, ...)
#define VERSIONED_PP_EVOLVES_map_type(x, ...)
#define VERSIONED_PP_HDF_map_type(x, ...)
#define VERSIONED_PP_FT_map_type(x, ...)
#define VERSIONED_PP_FN_map_type(x, ...)
#define VERSIONED_PP_NAMES_struct_type(x, ...)
#define VERSIONED_PP_NUA_struct_type(x, ...)
#define VERSIONED_PP_EVOLVES_struct_type(x, ...)
#define VERSIONED_PP_HDF_struct_type(x, ...)
#define VERSIONED_PP_FT_struct_type(x, ...)
#define VERSIONED_PP_FN_struct_type(x, ...)
// The screen: their arguments are read as data (a wrong word is a rule of the field).
#define VERSIONED_PP_CHECK_KW_list_type(x, ...)
#define VERSIONED_PP_CHECK_KW_map_type(x, ...)
#define VERSIONED_PP_CHECK_KW_struct_type(x, ...)
// The rules of a field with semantics, after the table (struct.hpp's VERSIONED_PP_FIELD_RULES):
// one static_assert per entry, naming it as written.
#define VERSIONED_PP_SR_ACT(x, a) VERSIONED_PP_ON_ACTION(VERSIONED_PP_SR_, x, a)
#define VERSIONED_PP_SR_added(x, ...)
#define VERSIONED_PP_SR_changed(x, ...)
#define VERSIONED_PP_SR_deprecated(x, ...)
#define VERSIONED_PP_SR_removed(x, ...)
#define VERSIONED_PP_SR_doc(x, ...)
#define VERSIONED_PP_SR_key(x, ...)
#define VERSIONED_PP_SR_validate(x, ...)
#define VERSIONED_PP_SR_list_type(x, ...)                                                          \
    VERSIONED_PP_SR_RULE(x, bad_list_type, "list_type takes atomic, set, or map followed by the keys as string literals " \
                         "(list_type(map, \"name\")), each key once, given once, and beside validate(unique_items) " \
                         "only as set -- in list_type(" #__VA_ARGS__ ")")                           \
    VERSIONED_PP_SR_RULE(x, list_type_misfit, "list_type needs a list field (std::vector, std::deque, std::list, " \
                         "or an optional one; a std::array only atomic) -- in list_type(" #__VA_ARGS__ ")")       \
    VERSIONED_PP_SR_RULE(x, set_items_not_scalar, "list_type(set) needs scalar items (booleans, numbers, strings, " \
                         "enums) -- in list_type(" #__VA_ARGS__ ")")                                \
    VERSIONED_PP_SR_RULE(x, list_map_keys, "list map keys must be required scalar members of the items' struct " \
                         "(a list of k8s::condition is list_type(map, \"type\") by itself) " \
                         "(in every version of the field: not optional, not deprecated, or with a default the " \
                         "schema shows, such as default_with([] { return \"TCP\"; })) -- in list_type(" \
                         #__VA_ARGS__ ")")
#define VERSIONED_PP_SR_map_type(x, ...)                                                           \
    VERSIONED_PP_SR_RULE(x, bad_map_type, "map_type takes atomic or granular, once -- in map_type(" #__VA_ARGS__ ")") \
    VERSIONED_PP_SR_RULE(x, map_type_misfit, "map_type needs a map field (std::map, std::unordered_map, or an " \
                         "optional one) -- in map_type(" #__VA_ARGS__ ")")
#define VERSIONED_PP_SR_struct_type(x, ...)                                                        \
    VERSIONED_PP_SR_RULE(x, bad_struct_type, "struct_type takes atomic or granular, once -- in struct_type(" #__VA_ARGS__ ")") \
    VERSIONED_PP_SR_RULE(x, struct_type_misfit, "struct_type needs a struct field (a versioned struct, or an " \
                         "optional one, whose own table says no other struct_type) -- in struct_type(" #__VA_ARGS__ ")")
#define VERSIONED_PP_SR_nullable(x, ...)                                                           \
    VERSIONED_PP_SR_RULE(x, bad_nullable, "nullable is given once")                               \
    VERSIONED_PP_SR_RULE(x, nullable_misfit, "nullable needs an optional field (std::optional or std::unique_ptr: " \
                         "only there is null a value the reader takes)")
#define VERSIONED_PP_SR_default_json(x, ...)                                                       \
    VERSIONED_PP_SR_RULE(x, bad_default_json, "default_json is given once, as a string literal, beside " \
                         "added(VER, default_with(F)) (F() is what the reader and the upgrades fill in; the text " \
                         "is what the schemas show), on a field whose type never changes")        \
    VERSIONED_PP_SR_RULE(x, default_json_misfit, "default_json's text is not a JSON value of the field's type in " \
                         "every version (that version's keys, each once, its required members given, integers " \
                         "in range, enumerator names) -- in default_json(" #__VA_ARGS__ ")")       \
    VERSIONED_PP_SR_RULE(x, default_json_disagrees, "default_json's text is not the value default_with gives " \
                         "(compared wherever default_with's value is a constant expression) -- in default_json(" \
                         #__VA_ARGS__ ")")
#define VERSIONED_PP_SR_RULE(x, r, phrase) VERSIONED_PP_SR_RULE_I(VERSIONED_PP_REM x, r, phrase)
#define VERSIONED_PP_SR_RULE_I(...) VERSIONED_PP_SR_RULE_II(__VA_ARGS__)
#define VERSIONED_PP_SR_RULE_II(fd, S, N, r, phrase)                                               \
    static_assert(!::versioned::detail::breaks(::versioned::detail::semantics_errors_v<fd>, ::versioned::detail::rule::r), \
                  "versioned: " #S "::" #N ": " phrase);

// removed(VER[, default_with(F)]): the field is gone from VER on (DESIGN.md §15). No member name
// of its own (the member of the field's last name is absent from VER on); default_with(F) is
// what a downgrade across VER fills in without a residue (versioned_removed_default).
#define VERSIONED_PP_ACT_removed(...) (removed, __VA_ARGS__)
#define VERSIONED_PP_NAMES_removed(x, ...)
#define VERSIONED_PP_NUA_removed(x, ...) 1
#define VERSIONED_PP_EVOLVES_removed(x, ...) 1
#define VERSIONED_PP_HDF_removed(x, ...)
#define VERSIONED_PP_ACTV_removed(ns, ver, ...) VERSIONED_PP_ACTV_MAKE(ns, removed, ver, __VA_ARGS__)
#define VERSIONED_PP_FT_removed(x, ...)
// Only default_with declares a function here; another keyword is misplaced in removed(), which
// the field's rules report (its function is not declared, so nothing else fails first).
#define VERSIONED_PP_FN_removed(x, ver, ...) VERSIONED_PP_FOR_EACH_C(VERSIONED_PP_FN_RKW, (x, ver), __VA_ARGS__)
#define VERSIONED_PP_FN_RKW(x, k) VERSIONED_PP_ON_KEYWORD(VERSIONED_PP_FN_RKW_, x, k)
#define VERSIONED_PP_FN_RKW_default_with(x, ...) VERSIONED_PP_FN_DEFAULT_NAMED(versioned_removed_default, VERSIONED_PP_REM x, __VA_ARGS__)
#define VERSIONED_PP_FN_RKW_from_name(x, ...)
#define VERSIONED_PP_FN_RKW_from_type(x, ...)
#define VERSIONED_PP_FN_RKW_from_key(x, ...)
#define VERSIONED_PP_FN_RKW_from_doc(x, ...)
#define VERSIONED_PP_FN_RKW_from_validate(x, ...)
#define VERSIONED_PP_FN_RKW_upgrade_with(x, ...)
#define VERSIONED_PP_FN_RKW_downgrade_with(x, ...)
#define VERSIONED_PP_FN_RKW_note(x, ...)
// The screen: removed(VER, ...)'s version and keywords, as for the other actions; an
// enumerator's table has no removed action (VERSIONED_ENUM: deprecated(VER)).
#define VERSIONED_PP_CHECK_KW_removed(x, ...) VERSIONED_PP_CHECK_KW_removed_I(VERSIONED_PP_REM x, __VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_removed_I(...) VERSIONED_PP_CHECK_KW_removed_II(__VA_ARGS__)
#define VERSIONED_PP_CHECK_KW_removed_II(t, item, a, ...)                                          \
    VERSIONED_PP_T_CAT(VERSIONED_PP_REMOVED_CHECK_, VERSIONED_PP_T_KIND(t))((t, item, a), __VA_ARGS__)
#define VERSIONED_PP_REMOVED_CHECK_STRUCT(x, ...) VERSIONED_PP_CHECK_KW_changed(x, __VA_ARGS__)
#define VERSIONED_PP_REMOVED_CHECK_ENUM(x, ...) VERSIONED_PP_REMOVED_CHECK_ENUM_I(VERSIONED_PP_REM x)
#define VERSIONED_PP_REMOVED_CHECK_ENUM_I(...) VERSIONED_PP_REMOVED_CHECK_ENUM_II(__VA_ARGS__)
#define VERSIONED_PP_REMOVED_CHECK_ENUM_II(t, item, a)                                             \
    static_assert(false, VERSIONED_PP_T_SAYS(t) "removed(VER) in enumerator " #item ": an enumerator is " \
                         "never removed (stored values would lose their meaning); deprecate it with "  \
                         "deprecated(VER)");

#define VERSIONED_PP_ON_ACTION(prefix, data, a)                                                    \
    VERSIONED_PP_DISPATCH_B(prefix, data, VERSIONED_PP_CAT_B(VERSIONED_PP_ACT_, a))
#define VERSIONED_PP_ON_KEYWORD(prefix, data, k)                                                   \
    VERSIONED_PP_DISPATCH_C(prefix, data, VERSIONED_PP_CAT_C(VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_, k))

// An entry of the table is a field, (TYPE, NAME, ACTION...), or not parenthesized: hooks(...),
// doc("...") (or, once screened, a rejected entry).
#define VERSIONED_PP_ENTRY_hooks(...) (hooks, __VA_ARGS__)
#define VERSIONED_PP_ENTRY_doc(...) (doc, __VA_ARGS__)
#define VERSIONED_PP_ENTRY_VERSIONED_PP_REJECTED(...) (rejected)
#define VERSIONED_PP_REJECTED_TEXT_hooks(...)
#define VERSIONED_PP_REJECTED_TEXT_doc(...)

// A field (TYPE, NAME, ACTION...) handed to m(data, TYPE, NAME, ACTION...); an entry that is not
// parenthesized (hooks(...), a rejected entry) is skipped -- or, by the first pass over the
// screened table (the descriptors'), reported: a rejected entry's static_asserts.
#define VERSIONED_PP_FIELD_APPLY(m, data, field)                                                   \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(field))(VERSIONED_PP_FIELD_APPLY_P, VERSIONED_PP_SKIP)(m, data, field)
#define VERSIONED_PP_FIELD_APPLY_OR_REPORT(m, data, field)                                         \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(field))(VERSIONED_PP_FIELD_APPLY_P, VERSIONED_PP_FIELD_REPORT)(m, data, field)
#define VERSIONED_PP_FIELD_REPORT(m, data, entry) VERSIONED_PP_REJECTED_TEXT_I(entry)
#define VERSIONED_PP_FIELD_APPLY_P(m, data, field) VERSIONED_PP_FIELD_APPLY_I(m, data, VERSIONED_PP_REM field)
#define VERSIONED_PP_FIELD_APPLY_I(m, data, ...) m(data, __VA_ARGS__)

// ---- the screen (pp/detail/table.hpp): d = (ns, S) ---------------------------------------------
#define VERSIONED_PP_TABLE_ENTITY_STRUCT "field"
#define VERSIONED_PP_TABLE_PREFIX_STRUCT VERSIONED_STRUCT_keyword_expected__write_a_deprecation_text_as_note_
#define VERSIONED_PP_TABLE_ACTIONS_STRUCT                                                          \
    "the actions are added, changed, deprecated, removed, doc, key, validate, list_type, map_type, "  \
    "struct_type, nullable and default_json; a type with a comma must be " \
    "parenthesized: ((std::map<K, V>), NAME)"
#define VERSIONED_PP_TABLE_KEYWORDS_STRUCT                                                         \
    "the keywords are from_name, from_type, from_key, from_doc, from_validate, upgrade_with, "      \
    "downgrade_with, "                                                                             \
    "default_with and note; "                                                                      \
    "a deprecation text is written note(\"...\")"
#define VERSIONED_PP_SCREEN(d, entry)                                                              \
    VERSIONED_PP_IIF_A(VERSIONED_PP_IS_PAREN(entry))(VERSIONED_PP_SCREEN_FIELD, VERSIONED_PP_SCREEN_ENTRY)(d, entry)
// Not parenthesized: a hooks(...) entry, or a field written without its parentheses.
#define VERSIONED_PP_SCREEN_ENTRY(d, entry)                                                        \
    VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_SCREEN_ENTRY_,                                             \
                           VERSIONED_PP_IS_PAREN(VERSIONED_PP_ENTRY_CAT(VERSIONED_PP_ENTRY_, entry)))(d, entry)
#define VERSIONED_PP_SCREEN_ENTRY_1(d, entry) , entry
#define VERSIONED_PP_SCREEN_ENTRY_0(d, entry)                                                      \
    , VERSIONED_PP_REJECTED(static_assert(false, "versioned: " VERSIONED_PP_STR(VERSIONED_PP_D_S(d)) \
                                          ": a field must be written (TYPE, NAME, ACTION...) in "   \
                                          "parentheses; found '" #entry "' (an empty one: a "       \
                                          "trailing comma after the last field?)");)
#define VERSIONED_PP_SCREEN_FIELD(d, field) VERSIONED_PP_SCREEN_FIELD_I(d, field, VERSIONED_PP_REM field)
#define VERSIONED_PP_SCREEN_FIELD_I(d, field, ...) VERSIONED_PP_SCREEN_FIELD_II(d, field, __VA_ARGS__)
#define VERSIONED_PP_SCREEN_FIELD_II(d, field, T, N, ...)                                          \
    VERSIONED_PP_SCREEN_KEEP(field, VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_CHECK_ACTION, ((VERSIONED_PP_D_S(d), STRUCT), field), __VA_ARGS__))

#endif // VERSIONED_DETAIL_STRUCT_TABLE_HPP
