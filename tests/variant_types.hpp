// Types of the versioned-variant tests (tests/variant*.cpp, tests/json/dump.cpp, the schema
// dump, the CRD dump and the fuzz target): every action an alternative can have, over four
// versions --
//   git     versioned struct, from the first version, a doc
//   image   added(v1beta1, downgrade_to(git, F))
//   url     a plain std::string, deprecated(v1, note)
//   s3      renamed (changed(v1, from_name(bucket)))
//   size    retyped (changed(v1, from_type(std::int32_t), downgrade_with(F)))
//   path    added(v1, downgrade_to(url)): no function, std::string to std::string
//   oci     added(v2, downgrade_to(image, F)): a chain, oci -> image -> git down to v1alpha1
//   tier    a versioned enum whose enumerators evolve, added(v1beta1, downgrade_to(size, F))
// nested in a struct (plain, optional, vector, map), an internally tagged variant, a variant of
// literal types (constexpr conversions) and one in a camelCase module.
#ifndef VERSIONED_TESTS_VARIANT_TYPES_HPP
#define VERSIONED_TESTS_VARIANT_TYPES_HPP

#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(vt, v1alpha1, v1beta1, v1, v2);

VERSIONED_ENUM(vt, Tier, (gold), (silver), (bronze, added(v1, downgrade_to(silver))));

VERSIONED_STRUCT(vt, Git,
    (std::string, repo),
    (std::string, revision, added(v1beta1)));
VERSIONED_STRUCT(vt, Image,
    (std::string,                  image),
    (std::optional<std::uint32_t>, pull_after, added(v1)),
    (vt::Tier<V>,                  tier));
VERSIONED_STRUCT(vt, Bucket,
    (std::string,              name),
    (std::vector<std::string>, regions));
VERSIONED_STRUCT(vt, Oci,
    (std::string,   ref),
    (std::uint16_t, port));

namespace vt {

// The functions of the table: each takes the newer alternative's value (in the version that
// adds it, or on the newer side of a type change) and returns the older one.
inline Git<v1alpha1> image_to_git(Image<v1beta1> i) { return {.repo = "image://" + i.image}; }
inline Image<v1> oci_to_image(const Oci<v2>& o) {
    return {.image = o.ref + ":" + std::to_string(o.port), .pull_after = std::nullopt, .tier = Tier<v1>::gold};
}
constexpr std::int32_t size_down(std::int64_t s) {
    return s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : static_cast<std::int32_t>(s);
}
constexpr std::int32_t tier_to_size(Tier<v1beta1> t) { return t == Tier<v1beta1>::gold ? 1 : 2; }
inline Git<v1> registry_to_git(const Oci<v1>& o) { return {.repo = "oci://" + o.ref, .revision = std::to_string(o.port)}; }

} // namespace vt

VERSIONED_VARIANT(vt, Source,
    (vt::Git<V>,    git,   doc("a Git repository")),
    (vt::Image<V>,  image, added(v1beta1, downgrade_to(git, vt::image_to_git))),
    (std::string,   url,   deprecated(v1, note("use git"))),
    (vt::Bucket<V>, s3,    changed(v1, from_name(bucket))),
    (std::int64_t,  size,  changed(v1, from_type(std::int32_t), downgrade_with(vt::size_down))),
    (std::string,   path,  added(v1, downgrade_to(url))),
    (vt::Oci<V>,    oci,   added(v2, downgrade_to(image, vt::oci_to_image))),
    (vt::Tier<V>,   tier,  added(v1beta1, downgrade_to(size, vt::tier_to_size))));

VERSIONED_STRUCT(vt, Spec,
    (std::string,                              name),
    (vt::Source<V>,                            source),
    (std::optional<vt::Source<V>>,             fallback),
    (std::vector<vt::Source<V>>,               mirrors, added(v1beta1)),
    ((std::map<std::string, vt::Source<V>>),   named));

// Internally tagged: {"kind":"s3","name":...}.
VERSIONED_VARIANT(vt, Backend,
    (vt::Bucket<V>, s3),
    (vt::Git<V>,    git,      deprecated(v2)),
    (vt::Oci<V>,    registry, added(v1, downgrade_to(git, vt::registry_to_git))));
VERSIONED_VARIANT_OPTIONS(vt, Backend, .tag = "kind");

VERSIONED_STRUCT(vt, Store,
    (vt::Backend<V>,               backend),
    (std::vector<vt::Backend<V>>,  replicas));

// Literal types only: conversions as constant expressions.
VERSIONED_STRUCT(vt, Point, (int, x), (int, y, added(v1)));
namespace vt {
constexpr int point_to_radius(Point<v1beta1> p) { return p.x; }
constexpr int area_down(long long a) { return a > INT32_MAX ? INT32_MAX : a < INT32_MIN ? INT32_MIN : static_cast<int>(a); }
} // namespace vt
VERSIONED_VARIANT(vt, Shape,
    (int,           radius),
    (vt::Point<V>,  point, added(v1beta1, downgrade_to(radius, vt::point_to_radius))),
    (long long,     area,  changed(v1, from_type(int), downgrade_with(vt::area_down))));

// camelCase keys: alternatives' keys follow the module's naming, as members do.
VERSIONED_VERSIONS(vk, v1, v2);
VERSIONED_KEY_NAMING(vk, camel_case);
VERSIONED_STRUCT(vk, HostPath, (std::string, host_path));
VERSIONED_VARIANT(vk, Volume,
    (vk::HostPath<V>, host_path),
    (std::string,     empty_dir, added(v2, downgrade_to(host_path, [](std::string s) { return vk::HostPath<vk::v1>{s}; }))));

#endif // VERSIONED_TESTS_VARIANT_TYPES_HPP
