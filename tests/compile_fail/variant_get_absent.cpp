// expect: alternative_not_present_in_version<api::Source<api::v1beta1>, .*versioned_a_path, versioned::version_list<api::v1>
// max-lines: 40
// DESIGN.md §12: naming an alternative the version does not have is a compile error naming the
// variant, the alternative, the version used and the versions that have it. The twin reads it at v1.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_VARIANT(api, Source,
    (std::string, url),
    (std::string, path, added(v1, downgrade_to(url))),
    (std::int32_t, size, changed(v1, from_name(bytes))));

#ifdef VERSIONED_COMPILE_FAIL
inline std::string read(const api::Source<api::v1beta1>& s) { return s.get<"path">(); }
#else
inline std::string read(const api::Source<api::v1>& s) { return s.get<"path">(); }
#endif


