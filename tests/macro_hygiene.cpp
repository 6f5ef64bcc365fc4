// Issue 9 item 16: macros of common names, defined before the library's headers, must not break
// them. Every public header saves these macros, undefines them and restores them at its end
// (detail/user_macros_push.hpp / _pop.hpp), and the library's own macros (VERSIONED_STRUCT,
// VERSIONED_ENUM, VERSIONED_CRD, ...) use reserved-style names (versioned_...) for everything
// they declare, since they expand in the user's code where the macros are back.
//
// Exempt, because they are the library's public spellings inside the user's own declarations:
// V (the version inside a VERSIONED_STRUCT table: `Bar<V>`), `name` and `version` (members of the
// version tags VERSIONED_VERSIONS declares: api::v1::name, api::version::v1), and an action or
// keyword the table uses (added, changed, doc, ...: a macro of that name already breaks the
// user's own table). They are undefined below only around the declarations that need them.
// Each macro expands to an undeclared identifier, so any use that reaches the compiler fails.
#define V versioned_test_macro_V_reached_the_library
#define T versioned_test_macro_T_reached_the_library
#define I versioned_test_macro_I_reached_the_library
#define N versioned_test_macro_N_reached_the_library
#define S versioned_test_macro_S_reached_the_library
#define F versioned_test_macro_F_reached_the_library
#define D versioned_test_macro_D_reached_the_library
#define W versioned_test_macro_W_reached_the_library
#define Is versioned_test_macro_Is_reached_the_library
#define added versioned_test_macro_added_reached_the_library
#define changed versioned_test_macro_changed_reached_the_library
#define doc versioned_test_macro_doc_reached_the_library
#define version versioned_test_macro_version_reached_the_library
#define name versioned_test_macro_name_reached_the_library
#define info versioned_test_macro_info_reached_the_library
#define none versioned_test_macro_none_reached_the_library
// Other short names the headers use for template parameters.
#define A versioned_test_macro_A_reached_the_library
#define B versioned_test_macro_B_reached_the_library
#define C versioned_test_macro_C_reached_the_library
#define E versioned_test_macro_E_reached_the_library
#define K versioned_test_macro_K_reached_the_library
#define L versioned_test_macro_L_reached_the_library
#define U versioned_test_macro_U_reached_the_library
#define To versioned_test_macro_To_reached_the_library
#define From versioned_test_macro_From_reached_the_library
#define Ts versioned_test_macro_Ts_reached_the_library
#define Fd versioned_test_macro_Fd_reached_the_library
#define S_ versioned_test_macro_S__reached_the_library
#define X_ versioned_test_macro_X__reached_the_library
// Reserved names some C libraries define as macros (newlib's <ctype.h>: _U, _L, _N, ...): the
// library never pastes or spells them.
#define _N versioned_test_macro__N_reached_the_library
#define _D versioned_test_macro__D_reached_the_library

#include <versioned/versioned.hpp>
#include <versioned/boost_json.hpp>
#include <versioned/hana.hpp>
#include <versioned/history.hpp>
#include <versioned/k8s.hpp>
#include <versioned/nlohmann.hpp>
#include <versioned/testing.hpp>
#include <versioned/testing_residue.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#pragma push_macro("name")
#pragma push_macro("version")
#undef name
#undef version
VERSIONED_VERSIONS(hyg, v1alpha1, v1);
#pragma pop_macro("version")
#pragma pop_macro("name")

VERSIONED_ENUM(hyg, Mode,
    (Fast),
    (Slow, deprecated(v1, note("use Fast"))));

#pragma push_macro("V")
#undef V
VERSIONED_STRUCT(hyg, Spec,
    (std::string, title),
    (std::int32_t, replicas),
    (hyg::Mode<V>, mode),
    (std::int64_t, limit, deprecated(v1, note("unused"))));
#pragma pop_macro("V")
VERSIONED_STRUCT(hyg, Status, (std::int32_t, ready));
namespace hyg {
inline std::int32_t text_size(const std::string& s) { return static_cast<std::int32_t>(s.size()); }
} // namespace hyg
#pragma push_macro("V")
#pragma push_macro("added")
#undef V
#undef added
VERSIONED_VARIANT(hyg, Source,
    (std::int32_t, size),
    (std::string,  text,  added(v1, downgrade_to(size, hyg::text_size))),
    (hyg::Mode<V>, mode,  deprecated(v1)));
#pragma pop_macro("added")
#pragma pop_macro("V")
VERSIONED_CRD(hyg, Thing, spec(Spec), status(Status), group("example.com"), hooks(upgrade(v1)));
namespace hyg {
void versioned_kind_upgrade(const Thing<v1alpha1>& older, Thing<v1>& newer) { newer.spec.title = older.metadata.namespace_name(); }
} // namespace hyg

TEST_CASE("macros named like the library's identifiers do not break its headers") {
    hyg::Spec<hyg::v1> spec{};
    spec.title = "web";
    spec.replicas = 3;
    spec.mode = hyg::Mode<hyg::v1>::Fast;
    const auto old = versioned::convert<hyg::v1alpha1>(spec);
    CHECK(old.title == "web");
    CHECK(versioned::convert<hyg::v1>(old) == spec);

    const std::string text = versioned::json::write(spec);
    const auto back = versioned::json::read<hyg::Spec<hyg::v1>>(text);
    REQUIRE(back.has_value());
    CHECK(back.value() == spec);

    CHECK(versioned::json_schema<hyg::Spec<hyg::v1>>.find("\"replicas\"") != std::string_view::npos);
    CHECK(versioned::openapi_schema<hyg::Spec<hyg::v1>>.find("Deprecated: unused") != std::string_view::npos);
    CHECK(versioned::k8s::crd_yaml<hyg::Thing>().find("example.com") != std::string::npos);
    hyg::Thing<hyg::v1alpha1> thing;
    thing.metadata.set_namespace_name("ns-1");
    CHECK(versioned::convert<hyg::v1>(thing).spec.title == "ns-1"); // the kind hook ran

    const auto source = hyg::Source<hyg::v1>::make<"text">("abc");
    CHECK(versioned::convert<hyg::v1alpha1>(source).get<"size">() == 3);
    CHECK(versioned::json::read<hyg::Source<hyg::v1>>(versioned::json::write(source)).value() == source);
    CHECK(versioned::json_schema<hyg::Source<hyg::v1>>.find("\"oneOf\"") != std::string_view::npos);
}
