// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VERSIONS_HPP
#define VERSIONED_VERSIONS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Version declarations: VERSIONED_VERSIONS(ns, v1alpha1, (v1beta1, deprecated("note")), v1).

#include <versioned/detail/meta.hpp>
#include <versioned/detail/version_list.hpp>
#include <versioned/detail/version_name.hpp>
#include <versioned/enum/detail/pp_enum.hpp> // VERSIONED_PP_VORD_<name>, VERSIONED_PP_VLT_<a>_<b>: duplicates
#include <versioned/pp/detail/utilities.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

namespace versioned {

namespace detail {

// doc("...")'s text in VERSIONED_VERSIONS: a string; anything else is reported by the
// static_assert of VERSIONED_PP_VER_CHECK_DOC and read as no description, so nothing else fails.
template <class... Ts>
inline constexpr bool one_string = sizeof...(Ts) == 1 && (std::is_convertible_v<const Ts&, std::string_view> && ...);
constexpr std::string_view version_doc_text(std::string_view text) noexcept { return text; }
template <class... Ts>
    requires(!one_string<Ts...>)
constexpr std::string_view version_doc_text(const Ts&...) noexcept { return {}; }
template <class... Ts>
constexpr bool version_doc_argument(const Ts&...) noexcept { return one_string<Ts...>; }

template <std::size_t N>
constexpr bool ascending_after(const std::string_view (&names)[N], std::size_t i) noexcept {
    return i == 0 || i >= N || !is_kube_version_name(names[i - 1]) || !is_kube_version_name(names[i]) ||
           chronological_compare(names[i - 1], names[i]) < 0;
}

} // namespace detail

// Enum value <-> tag.
template <version_tag V>
inline constexpr auto to_enum = static_cast<typename module_of_t<V>::version>(V::index);
template <auto E>
    requires version_enum<decltype(E)>
using tag_of_t = version_at_t<typename detail::module_of_enum_t<decltype(E)>::versions,
                              static_cast<std::size_t>(E)>;

// "v1beta1" for api::version::v1beta1.
template <version_enum E>
constexpr std::string_view to_string(E e) noexcept {
    using traits = detail::version_list_traits<typename detail::module_of_enum_t<E>::versions>;
    const auto i = static_cast<std::size_t>(e);
    return i < traits::names.size() ? traits::names[i] : std::string_view{};
}

// The declared version whose name is exactly `name` (case-sensitive); nullopt otherwise.
template <class Versions>
constexpr auto parse_version(std::string_view name) noexcept
    -> std::optional<typename module_of_t<oldest_version_t<Versions>>::version> {
    using traits = detail::version_list_traits<Versions>;
    using enum_t = typename module_of_t<oldest_version_t<Versions>>::version;
    for (std::size_t i = 0; i < traits::names.size(); ++i)
        if (traits::names[i] == name) return static_cast<enum_t>(i);
    return std::nullopt;
}

// Every version of a module, oldest first, as enum values.
template <class Versions>
constexpr auto all_versions() noexcept {
    using enum_t = typename module_of_t<oldest_version_t<Versions>>::version;
    std::array<enum_t, Versions::size> out{};
    for (std::size_t i = 0; i < Versions::size; ++i) out[i] = static_cast<enum_t>(i);
    return out;
}

// Whether a version was declared deprecated, and its note.
template <version_enum E>
constexpr bool is_deprecated(E e) noexcept {
    using traits = detail::version_list_traits<typename detail::module_of_enum_t<E>::versions>;
    return traits::deprecated[static_cast<std::size_t>(e)];
}
template <version_enum E>
constexpr std::string_view deprecation_note(E e) noexcept {
    using traits = detail::version_list_traits<typename detail::module_of_enum_t<E>::versions>;
    return traits::notes[static_cast<std::size_t>(e)];
}

// A version's description, (v1beta1, doc("...")); "" without one.
template <version_enum E>
constexpr std::string_view version_doc(E e) noexcept {
    using traits = detail::version_list_traits<typename detail::module_of_enum_t<E>::versions>;
    return traits::docs[static_cast<std::size_t>(e)];
}

} // namespace versioned

// ---- macro machinery -------------------------------------------------------------------

// The library's own mentions of a deprecated tag must not warn; the user's do.
#define VERSIONED_PP_SUPPRESS_DEPRECATED_BEGIN                                                     \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"")
#define VERSIONED_PP_SUPPRESS_DEPRECATED_END _Pragma("GCC diagnostic pop")

// item: NAME or (NAME, OPTION...), the options deprecated, deprecated("note") and doc("...") in
// any order.
#define VERSIONED_PP_VER_NAME(item) VERSIONED_PP_FIRST(VERSIONED_PP_UNPAREN(item))
#define VERSIONED_PP_VER_OPTS(item) VERSIONED_PP_VER_OPTS_I(VERSIONED_PP_UNPAREN(item))
#define VERSIONED_PP_VER_OPTS_I(...) VERSIONED_PP_VER_OPTS_II(__VA_ARGS__)
#define VERSIONED_PP_VER_OPTS_II(name, ...) __VA_ARGS__
// An option becomes (dep, note, attribute), (doc, text) or (bad) via VERSIONED_PP_VOPT_<option>.
// deprecated("note") and deprecated() expand to the tuple; a bare `deprecated` stays the macro's
// name, which VERSIONED_PP_VOPT_NORMALIZE maps to the same tuple without a note. Anything else
// (a misspelled deprecatd("...")) is no tuple after either paste: it is (bad), which
// VERSIONED_PP_VER_CHECK reports -- one error, and the version's tag is declared as if the
// option were not there, so nothing else fails.
#define VERSIONED_PP_VOPT_deprecated(...) (dep, "" __VA_ARGS__, [[deprecated __VA_OPT__((__VA_ARGS__))]])
#define VERSIONED_PP_VOPT_doc(...) (doc, __VA_ARGS__)
#define VERSIONED_PP_VOPT_BARE_VERSIONED_PP_VOPT_deprecated (dep, "", [[deprecated]])
#define VERSIONED_PP_VOPT_NORMALIZE(x) VERSIONED_PP_CAT(VERSIONED_PP_VOPT_PICK_, VERSIONED_PP_IS_PAREN(x))(x)
#define VERSIONED_PP_VOPT_PICK_1(x) x
#define VERSIONED_PP_VOPT_PICK_0(x) VERSIONED_PP_VOPT_BARE(VERSIONED_PP_CAT(VERSIONED_PP_VOPT_BARE_, x))
#define VERSIONED_PP_VOPT_BARE(x) VERSIONED_PP_CAT(VERSIONED_PP_VOPT_BARE_PICK_, VERSIONED_PP_IS_PAREN(x))(x)
#define VERSIONED_PP_VOPT_BARE_PICK_1(x) x
#define VERSIONED_PP_VOPT_BARE_PICK_0(x) (bad, )
// What the options of an item say, each picked by sel (DEP, DOC, BAD) from every option's tuple:
// a list with a trailing comma, empty when no option says it.
#define VERSIONED_PP_VOPT_SEL(sel, item) VERSIONED_PP_VOPT_SEL_I(sel, VERSIONED_PP_VER_OPTS(item))
#define VERSIONED_PP_VOPT_SEL_I(sel, ...) VERSIONED_PP_FOR_EACH_B(VERSIONED_PP_VOPT_SEL_ONE, sel, __VA_ARGS__)
#define VERSIONED_PP_VOPT_SEL_ONE(sel, opt)                                                        \
    VERSIONED_PP_VOPT_SEL_II(sel, VERSIONED_PP_VOPT_NORMALIZE(VERSIONED_PP_CAT(VERSIONED_PP_VOPT_, opt)))
#define VERSIONED_PP_VOPT_SEL_II(sel, parsed) VERSIONED_PP_VOPT_SEL_III(sel, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_VOPT_SEL_III(...) VERSIONED_PP_VOPT_SEL_IV(__VA_ARGS__)
#define VERSIONED_PP_VOPT_SEL_IV(sel, kind, ...) VERSIONED_PP_VOPT_SEL_##sel##_##kind(__VA_ARGS__)
#define VERSIONED_PP_VOPT_SEL_DEP_dep(note, attr) (1, note, attr),
#define VERSIONED_PP_VOPT_SEL_DEP_doc(...)
#define VERSIONED_PP_VOPT_SEL_DEP_bad(...)
#define VERSIONED_PP_VOPT_SEL_DOC_dep(...)
#define VERSIONED_PP_VOPT_SEL_DOC_doc(...) ::versioned::detail::version_doc_text(__VA_ARGS__),
#define VERSIONED_PP_VOPT_SEL_DOC_bad(...)
#define VERSIONED_PP_VOPT_SEL_BAD_dep(...)
#define VERSIONED_PP_VOPT_SEL_BAD_doc(...)
#define VERSIONED_PP_VOPT_SEL_BAD_bad(...) VERSIONED_PP_BAD_OPTION,
#define VERSIONED_PP_VOPT_SEL_ARG_dep(...)
#define VERSIONED_PP_VOPT_SEL_ARG_doc(...) ::versioned::detail::version_doc_argument(__VA_ARGS__)&&
#define VERSIONED_PP_VOPT_SEL_ARG_bad(...)
// (is_deprecated, note, attribute) of an item; its doc text; VERSIONED_PP_BAD_OPTION when an
// option is unknown, else nothing; VERSIONED_PP_REPEATED_OPTION when deprecated or doc is
// given twice, else nothing.
#define VERSIONED_PP_VOPT_DEP(item) VERSIONED_PP_FIRST(VERSIONED_PP_VOPT_SEL(DEP, item) (0, "", ))
#define VERSIONED_PP_VOPT_DOC(item) VERSIONED_PP_FIRST(VERSIONED_PP_VOPT_SEL(DOC, item) ::std::string_view{})
#define VERSIONED_PP_VOPT_BAD(item) VERSIONED_PP_FIRST(VERSIONED_PP_VOPT_SEL(BAD, item))
#define VERSIONED_PP_VOPT_REPEATED(item)                                                           \
    VERSIONED_PP_IF_ANY(VERSIONED_PP_REPEATED_OPTION, VERSIONED_PP_VOPT_SECOND(VERSIONED_PP_VOPT_SEL(DEP, item)) \
                                                          VERSIONED_PP_VOPT_SECOND(VERSIONED_PP_VOPT_SEL(DOC, item)))
#define VERSIONED_PP_VOPT_SECOND(...) VERSIONED_PP_VOPT_SECOND_I(__VA_ARGS__, , )
#define VERSIONED_PP_VOPT_SECOND_I(a, b, ...) b

#define VERSIONED_PP_VER_NAME_STR(ns, item) VERSIONED_PP_STR(VERSIONED_PP_VER_NAME(item)),
#define VERSIONED_PP_VER_ENUM(ns, item) VERSIONED_PP_VER_NAME(item),
#define VERSIONED_PP_VER_LIST(ns, item) , VERSIONED_PP_VER_NAME(item)

#define VERSIONED_PP_VER_CHECK(ns, item)                                                           \
    VERSIONED_PP_VER_CHECK_I(ns, VERSIONED_PP_VER_NAME(item), item, VERSIONED_PP_VOPT_BAD(item),   \
                             VERSIONED_PP_VOPT_REPEATED(item))
#define VERSIONED_PP_VER_CHECK_I(ns, name, item, bad, repeated)                                   \
    VERSIONED_PP_CAT(VERSIONED_PP_VER_CHECK_OPTION_, bad)(ns, name, item)                    \
    VERSIONED_PP_CAT(VERSIONED_PP_VER_CHECK_OPTION_, repeated)(ns, name, item)               \
    VERSIONED_PP_VER_CHECK_DOC(ns, item)                                                           \
    VERSIONED_PP_VER_CHECK_NAME(ns, name)
// doc(...)'s argument: a string (checked only where the item has a doc option).
#define VERSIONED_PP_VER_CHECK_DOC(ns, item)                                                       \
    VERSIONED_PP_CAT(VERSIONED_PP_VER_CHECK_DOC_, VERSIONED_PP_IF_ANY(I, VERSIONED_PP_VOPT_SEL(DOC, item)))(ns, item)
#define VERSIONED_PP_VER_CHECK_DOC_(ns, item)
#define VERSIONED_PP_VER_CHECK_DOC_I(ns, item)                                                     \
    static_assert(VERSIONED_PP_VOPT_SEL(ARG, item) true, "versioned: doc(...) in " #item " of "    \
                  "VERSIONED_VERSIONS(" #ns ", ...) takes the version's description, one string: "  \
                  "doc(\"...\")");
#define VERSIONED_PP_VER_CHECK_OPTION_(ns, name, item)
#define VERSIONED_PP_VER_CHECK_OPTION_VERSIONED_PP_BAD_OPTION(ns, name, item)                      \
    static_assert(false, "versioned: unknown option in " #item " of VERSIONED_VERSIONS(" #ns       \
                         ", ...): a version is written NAME, (NAME, deprecated) or (NAME, "        \
                         "deprecated(\"note\")), and a description doc(\"...\") may stand beside "  \
                         "them in any order: (NAME, doc(\"...\")), (NAME, deprecated, doc(\"...\"))");
#define VERSIONED_PP_VER_CHECK_OPTION_VERSIONED_PP_REPEATED_OPTION(ns, name, item)                 \
    static_assert(false, "versioned: an option given twice in " #item " of VERSIONED_VERSIONS("   \
                         #ns ", ...): a version takes one deprecated and one doc(\"...\")");
#define VERSIONED_PP_VER_CHECK_NAME(ns, name)                                                      \
    static_assert(::versioned::detail::is_kube_version_name(#name),                                \
                  "versioned: invalid Kubernetes version name '" #name "' in VERSIONED_VERSIONS("  \
                  #ns ", ...): expected v<major>[(alpha|beta)<level>], major and level >= 1, no "  \
                  "leading zeros, at most 63 characters");                                         \
    static_assert(::versioned::detail::count_of(versioned_version_names::value, #name) == 1,       \
                  "versioned: duplicate version '" #name "' in VERSIONED_VERSIONS(" #ns ", ...)"); \
    static_assert(::versioned::detail::ascending_after(                                            \
                      versioned_version_names::value,                                              \
                      ::versioned::detail::index_of(versioned_version_names::value, #name)),       \
                  "versioned: versions must be declared in ascending order (v1alpha1 < v1alpha2 "  \
                  "< v1beta1 < v1 < v2alpha1 < v2): '" #name "' is not later than the version "    \
                  "declared before it in VERSIONED_VERSIONS(" #ns ", ...)");

#define VERSIONED_PP_VER_TAG(ns, item)                                                             \
    VERSIONED_PP_VER_TAG_I(ns, VERSIONED_PP_VER_NAME(item), VERSIONED_PP_VOPT_DOC(item), VERSIONED_PP_VOPT_DEP(item))
#define VERSIONED_PP_VER_TAG_I(ns, name, text, parsed) VERSIONED_PP_VER_TAG_II(ns, name, text, VERSIONED_PP_REM parsed)
#define VERSIONED_PP_VER_TAG_II(ns, name, ...) VERSIONED_PP_VER_TAG_III(ns, name, __VA_ARGS__)
#define VERSIONED_PP_VER_TAG_III(ns, ver, text, is_deprecated, note, attr)                         \
    struct attr ver {                                                                              \
        using versioned_module = ::ns::versioned_module;                                           \
        static constexpr ::std::string_view name = #ver;                                           \
        static constexpr ::std::size_t index =                                                     \
            ::versioned::detail::index_of(versioned_version_names::value, #ver);                   \
        static constexpr bool deprecated = is_deprecated;                                          \
        static constexpr ::std::string_view deprecation_note = note;                               \
        static constexpr ::std::string_view doc = text; /* doc("..."), "" without one */          \
    };

// -- a version declared twice in a row: one error, and the module declared with it once ---------
// (its tag struct and enumerator were each declared twice: two more errors, 177 lines). The
// preprocessor compares each name with the next when both are in VERSIONED_ENUM's table (majors
// and levels up to 20, enum/detail/pp_enum.hpp): one comparison per version. A duplicate apart
// from its twin (also out of order) or beyond the table is the static_assert of
// VERSIONED_PP_VER_CHECK_NAME, then the compiler's redefinitions.
#define VERSIONED_PP_VDUP_CAT(a, b) VERSIONED_PP_VDUP_CAT_I(a, b)
#define VERSIONED_PP_VDUP_CAT_I(a, b) a##b
#define VERSIONED_PP_VDUP_ORD(item) VERSIONED_PP_VDUP_CAT(VERSIONED_PP_VORD_, VERSIONED_PP_VER_NAME(item))
// 1 when items a and b name the same version of the table, else 0 (b may be empty: the last item).
#define VERSIONED_PP_VDUP_SAME(a, b)                                                               \
    VERSIONED_PP_VDUP_CAT(VERSIONED_PP_VDUP_SAME_, VERSIONED_PP_VDUP_CAT(VERSIONED_PP_IS_PAREN(VERSIONED_PP_VDUP_ORD(a)), \
                                                                         VERSIONED_PP_IS_PAREN(VERSIONED_PP_VDUP_ORD(b))))(a, b)
#define VERSIONED_PP_VDUP_SAME_00(a, b) 0
#define VERSIONED_PP_VDUP_SAME_01(a, b) 0
#define VERSIONED_PP_VDUP_SAME_10(a, b) 0
#define VERSIONED_PP_VDUP_SAME_11(a, b) VERSIONED_PP_VDUP_PAIRS(VERSIONED_PP_VDUP_ORD(a), VERSIONED_PP_VDUP_ORD(b))
#define VERSIONED_PP_VDUP_PAIRS(p, q) VERSIONED_PP_VDUP_PAIRS_I(VERSIONED_PP_REM p, VERSIONED_PP_REM q)
#define VERSIONED_PP_VDUP_PAIRS_I(...) VERSIONED_PP_VDUP_PAIRS_II(__VA_ARGS__)
#define VERSIONED_PP_VDUP_PAIRS_II(a1, a2, b1, b2)                                                 \
    VERSIONED_PP_IS_PAREN(VERSIONED_PP_VDUP_CAT(VERSIONED_PP_VDUP_NONE_,                           \
        VERSIONED_PP_VDUP_CAT(VERSIONED_PP_VDUP_CAT(VERSIONED_PP_VLT_##a1##_##b1, VERSIONED_PP_VLT_##b1##_##a1), \
                              VERSIONED_PP_VDUP_CAT(VERSIONED_PP_VLT_##a2##_##b2, VERSIONED_PP_VLT_##b2##_##a2))))
#define VERSIONED_PP_VDUP_NONE_0000 ()
// 1 when item x names the same version as the item after it (the first of rest), else 0.
#define VERSIONED_PP_VDUP_REPEATED(x, ...) VERSIONED_PP_VDUP_SAME(x, VERSIONED_PP_FIRST(__VA_ARGS__))
// The items, each version's last one kept: , x per item.
#define VERSIONED_PP_VDUP_KEEP(d, x, ...)                                                          \
    VERSIONED_PP_VDUP_CAT(VERSIONED_PP_VDUP_KEEP_, VERSIONED_PP_VDUP_REPEATED(x, __VA_ARGS__))(x)
#define VERSIONED_PP_VDUP_KEEP_0(x) , x
#define VERSIONED_PP_VDUP_KEEP_1(x)
// The error for each item repeated later.
#define VERSIONED_PP_VDUP_REPORT(ns, x, ...)                                                        \
    VERSIONED_PP_VDUP_CAT(VERSIONED_PP_VDUP_REPORT_, VERSIONED_PP_VDUP_REPEATED(x, __VA_ARGS__))(ns, VERSIONED_PP_VER_NAME(x))
#define VERSIONED_PP_VDUP_REPORT_0(ns, name)
#define VERSIONED_PP_VDUP_REPORT_1(ns, name) VERSIONED_PP_VDUP_REPORT_I(ns, name)
#define VERSIONED_PP_VDUP_REPORT_I(ns, name)                                                        \
    static_assert(false, "versioned: duplicate version '" #name "' in VERSIONED_VERSIONS(" #ns ", ...): " \
                         "each version is declared once");
#define VERSIONED_PP_VDUP_DROP_COMMA(...) VERSIONED_PP_VDUP_DROP_COMMA_I(__VA_ARGS__)
#define VERSIONED_PP_VDUP_DROP_COMMA_I(x, ...) __VA_ARGS__

// Declares the version tags of module `ns`, oldest first. Use at global scope.
#define VERSIONED_VERSIONS(ns, ...) VERSIONED_PP_CAT(VERSIONED_PP_VERSIONS_, __VA_OPT__(SOME))(ns, __VA_ARGS__)
// No version: that one error, and a module without versions, on which a VERSIONED_STRUCT adds
// none (it falls back to a stand-in module, detail/version_list.hpp).
#define VERSIONED_PP_VERSIONS_(ns, ...)                                                            \
    namespace ns {                                                                                 \
    struct versioned_module {                                                                      \
        using versions = ::versioned::version_list<>;                                              \
        static constexpr ::std::string_view name = #ns;                                            \
    };                                                                                             \
    }                                                                                              \
    static_assert(false, "versioned: VERSIONED_VERSIONS(" #ns ") declares no version: a module "   \
                         "needs at least one, e.g. VERSIONED_VERSIONS(" #ns ", v1alpha1, v1)")
#define VERSIONED_PP_VERSIONS_SOME(ns, ...)                                                        \
    VERSIONED_PP_FOR_EACH_ED(VERSIONED_PP_VDUP_REPORT, ns, __VA_ARGS__)                            \
    VERSIONED_PP_VERSIONS_ONCE(ns, VERSIONED_PP_VDUP_DROP_COMMA(~ VERSIONED_PP_FOR_EACH_ED(VERSIONED_PP_VDUP_KEEP, , __VA_ARGS__)))
#define VERSIONED_PP_VERSIONS_ONCE(ns, ...) VERSIONED_PP_VERSIONS_ONCE_I(ns, __VA_ARGS__)
#define VERSIONED_PP_VERSIONS_ONCE_I(ns, ...)                                                      \
    VERSIONED_PP_SUPPRESS_DEPRECATED_BEGIN                                                         \
    namespace ns {                                                                                 \
    struct versioned_module;                                                                       \
    struct versioned_version_names {                                                               \
        static constexpr ::std::string_view value[] = {                                            \
            VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_VER_NAME_STR, ns, __VA_ARGS__)};                  \
    };                                                                                             \
    VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_VER_CHECK, ns, __VA_ARGS__)                               \
    VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_VER_TAG, ns, __VA_ARGS__)                                 \
    enum class version : ::std::size_t { VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_VER_ENUM, ns, __VA_ARGS__) }; \
    using versions = ::versioned::detail::version_list_tail<                                       \
        void VERSIONED_PP_FOR_EACH_A(VERSIONED_PP_VER_LIST, ns, __VA_ARGS__)>;                     \
    struct versioned_module {                                                                      \
        using versions = ::ns::versions;                                                           \
        using version = ::ns::version;                                                             \
        static constexpr ::std::string_view name = #ns;                                            \
    };                                                                                             \
    constexpr versioned_module versioned_module_of(version) noexcept { return {}; }                \
    }                                                                                              \
    VERSIONED_PP_SUPPRESS_DEPRECATED_END                                                           \
    static_assert(true)

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_VERSIONS_HPP
