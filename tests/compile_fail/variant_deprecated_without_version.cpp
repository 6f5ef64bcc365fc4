// expect: Source: the action 'deprecated' in alternative \(std::string, url, deprecated\) needs its version: deprecated\(VER\[, \.\.\.\]\)
// first-error: error: .*Source: the action 'deprecated' in alternative \(std::string, url, deprecated\) needs its version
// max-lines: 40
// Issue 33: as for struct fields (struct_deprecated_without_version), `deprecated` without its
// version in a VERSIONED_VARIANT row says what it lacks, not "unknown action". The twin gives it.
#include <versioned/variant.hpp>
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source, (std::int64_t, size), (std::string, url, deprecated));
#else
VERSIONED_VARIANT(api, Source, (std::int64_t, size), (std::string, url, deprecated(v1)));
#endif
