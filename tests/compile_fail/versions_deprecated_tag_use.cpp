// expect: 'v1alpha1' is deprecated: use v1beta1
// DESIGN.md §1: a deprecated version's tag is [[deprecated(note)]]: a user naming it gets a
// warning (an error under -Werror), while the library's own uses of it do not warn. The twin
// declares the module and a struct over it (with an action naming the deprecated version) and
// uses every library facility that touches the deprecated version internally, without naming
// the tag.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

VERSIONED_VERSIONS(api, (v1alpha1, deprecated("use v1beta1")), v1beta1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::int64_t, id, added(v1alpha1)), // an action naming the deprecated version
    (std::int32_t, replicas, added(v1beta1)),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t),
                                  downgrade_with([](std::uint32_t p) { return static_cast<std::uint16_t>(p); }))));

// Library uses of the deprecated version: enum-based API, struct generation, reflection,
// the variant of all versions.
static_assert(versioned::is_deprecated(api::version::v1alpha1));
static_assert(versioned::deprecation_note(api::version::v1alpha1) == "use v1beta1");
static_assert(versioned::to_string(api::version::v1alpha1) == "v1alpha1");
static_assert(versioned::parse_version<api::versions>("v1alpha1") == api::version::v1alpha1);
static_assert(versioned::all_versions<api::versions>().size() == 3);
static_assert(std::variant_size_v<versioned::any<api::FooSpec>> == 3);
static_assert(versioned::field_count<versioned::oldest_t<api::FooSpec>> == 3);
static_assert(versioned::has_field<versioned::oldest_t<api::FooSpec>, "host_port">);
static_assert(versioned::field_count<versioned::latest_t<api::FooSpec>> == 4);

inline std::size_t visit_all() {
    versioned::any<api::FooSpec> held = versioned::oldest_t<api::FooSpec>{};
    std::size_t n = 0;
    std::visit([&](auto& obj) { versioned::for_each_field(obj, [&](std::string_view, auto&) { ++n; }); }, held);
    return n;
}

#ifdef VERSIONED_COMPILE_FAIL
using old_spec = api::FooSpec<api::v1alpha1>; // the user names the deprecated tag
#else
using old_spec = versioned::oldest_t<api::FooSpec>;
#endif
static_assert(sizeof(old_spec) > 0);
