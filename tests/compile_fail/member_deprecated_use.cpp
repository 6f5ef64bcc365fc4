// expect: deprecated_legacy' is deprecated: no longer read
// first-error: error: .*deprecated_legacy'? is deprecated: no longer read
// DESIGN.md §2: from the deprecating version on, the member deprecated_legacy is
// [[deprecated(note)]]: the user reading it gets the note (an error under -Werror). The twin
// uses the struct in every way the library does for itself (value-initialization, designated
// initializers of other members, copy, ==, for_each_field, get<I>) without naming the member,
// and none of that warns.
#include <versioned/versioned.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (bool, legacy, deprecated(v1, note("no longer read"))),
    (int, replicas));

using spec = api::FooSpec<api::v1>;
static_assert(versioned::has_field<spec, "deprecated_legacy">);

inline std::size_t library_uses() {
    spec a{};
    spec b{.name = "web", .replicas = 2};
    spec c = b;
    c = a;
    std::size_t n = (a == c) ? 1 : 0;
    versioned::for_each_field(a, [&](std::string_view, auto& v) { n += sizeof(v); });
    versioned::for_each_field(std::as_const(b), [&](std::string_view, const auto& v) { n += sizeof(v); });
    versioned::for_each_field(std::move(c), [&](std::string_view, auto&& v) { n += sizeof(v); });
    n += versioned::get<1>(a) ? 1 : 0; // the library reaches the deprecated member for the user
    return n;
}

#ifdef VERSIONED_COMPILE_FAIL
inline bool user_use(const spec& obj) { return obj.deprecated_legacy; }
#else
inline int user_use(const spec& obj) { return obj.replicas; }
#endif
