// expect: default_with takes a function
// default_with(F) takes a function whose result is the value of a key that is absent (added);
// a value there (default_with(3)) is the table's mistake, named first with its field. The twin
// gives the constant through a function.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

namespace api {
constexpr std::int32_t three() { return 3; }
} // namespace api

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Pool,
    (std::string,  name),
    (std::int32_t, replicas, added(v1, default_with(3))));
#else
VERSIONED_STRUCT(api, Pool,
    (std::string,  name),
    (std::int32_t, replicas, added(v1, default_with(api::three))));
#endif

inline const api::Pool<api::v1> pool{};
