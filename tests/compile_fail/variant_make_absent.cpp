// expect: alternative_not_present_in_version<api::Source<api::v1>, .*versioned_a_size, versioned::version_list<api::v1alpha1, api::v1beta1>
// max-lines: 50
// DESIGN.md §12: make<"name"> with a name the version does not have (bytes became size in v1) is a
// compile error naming it. The twin uses the name of v1.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_VARIANT(api, Source,
    (std::string, url),
    (std::string, path, added(v1, downgrade_to(url))),
    (std::int32_t, size, changed(v1, from_name(bytes))));

#ifdef VERSIONED_COMPILE_FAIL
inline auto made = api::Source<api::v1>::make<"bytes">(3);
#else
inline auto made = api::Source<api::v1>::make<"size">(3);
#endif


