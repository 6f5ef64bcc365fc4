// expect: V must be a version tag declared by the VERSIONED_VERSIONS of the module that declared the variant
// first-error: V must be a version tag declared by the VERSIONED_VERSIONS of the module that declared the variant
// A variant of module api at a version of another module. The twin uses api's.
#include <versioned/variant.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_VARIANT(api, Source,
    (std::string, url),
    (std::string, path, added(v1, downgrade_to(url))),
    (std::int32_t, size, changed(v1, from_name(bytes))));

VERSIONED_VERSIONS(other, v1);

#ifdef VERSIONED_COMPILE_FAIL
inline api::Source<other::v1> held;
#else
inline api::Source<api::v1> held;
#endif


