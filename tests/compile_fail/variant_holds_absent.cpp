// expect: alternative_not_present_in_version<api::Source<api::v1alpha1>, .*versioned_a_path
// max-lines: 40
// DESIGN.md §12: holds<"name"> too. The twin asks v1.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_VARIANT(api, Source,
    (std::string, url),
    (std::string, path, added(v1, downgrade_to(url))),
    (std::int32_t, size, changed(v1, from_name(bytes))));

#ifdef VERSIONED_COMPILE_FAIL
inline bool is_path(const api::Source<api::v1alpha1>& s) { return s.holds<"path">(); }
#else
inline bool is_path(const api::Source<api::v1>& s) { return s.holds<"path">(); }
#endif


