// expect: versioned: no conversion for field
// DESIGN.md §4: nested versioned types are converted inside std::optional, std::vector,
// std::array, std::map and std::unordered_map -- not inside other containers. A field of type
// std::set<Bar<V>> (no changed() action, so no rule checks it at the declaration) changes type
// with every version of Bar, and converting it fails with the library's message. The twin
// declares the same struct, uses it at one version, and converts the std::vector variant.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

VERSIONED_VERSIONS(api, v1beta1, v1);

VERSIONED_STRUCT(api, Bar,
    (std::string,  image),
    (std::int32_t, cpu_millis, added(v1)));

namespace api {
template <class V>
bool operator<(const Bar<V>& a, const Bar<V>& b) { return a.image < b.image; }
} // namespace api

VERSIONED_STRUCT(api, InSet,
    (std::string,          name),
    (std::set<api::Bar<V>>, bars));

VERSIONED_STRUCT(api, InVector,
    (std::string,             name),
    (std::vector<api::Bar<V>>, bars));

void use() {
    api::InSet<api::v1beta1> in_set{.name = "s", .bars = {{.image = "a"}}}; // declaring it is fine
    (void)in_set;
#ifdef VERSIONED_COMPILE_FAIL
    auto up = versioned::upgrade(in_set);
#else
    const api::InVector<api::v1beta1> in_vector{.name = "v", .bars = {{.image = "a"}}};
    auto up = versioned::upgrade(in_vector);
#endif
    (void)up;
}
