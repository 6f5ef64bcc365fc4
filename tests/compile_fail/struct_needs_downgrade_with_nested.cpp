// expect: versioned: FooSpec::bars: type change needs downgrade_with
// Rule (DESIGN.md §2): nested versioned types convert losslessly only within one struct
// template. std::vector<Bar<V>> -> std::vector<Baz<V>> (another template) is lossless in
// neither direction: with upgrade_with given, the missing downgrade_with is reported. The
// twin gives downgrade_with too.
#include <versioned/versioned.hpp>

#include <vector>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(api, Bar, (int, x));
VERSIONED_STRUCT(api, Baz, (int, x));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::vector<Baz<V>>, bars, changed(v1, from_type(std::vector<Bar<V>>),
                                        upgrade_with([](const auto&) { return std::vector<api::Baz<api::v1>>{}; }))));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::vector<Baz<V>>, bars, changed(v1, from_type(std::vector<Bar<V>>),
                                        upgrade_with([](const auto&) { return std::vector<api::Baz<api::v1>>{}; }),
                                        downgrade_with([](const auto&) { return std::vector<api::Bar<api::v1beta1>>{}; }))));
#endif

static_assert(std::is_same_v<decltype(api::FooSpec<api::v1beta1>::bars), std::vector<api::Bar<api::v1beta1>>>);
static_assert(std::is_same_v<decltype(api::FooSpec<api::v1>::bars), std::vector<api::Baz<api::v1>>>);
