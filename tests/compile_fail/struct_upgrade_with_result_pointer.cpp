// expect: upgrade_with result does not convert losslessly
// max-lines: 40
// Issue 9, item 3: an upgrade_with returning s.c_str() for an std::int64_t field used to be
// passed through a functional cast, storing the pointer's address. A function's result must
// convert to the field's type implicitly and without narrowing; the error is at the
// declaration, and the arguments of upgrade_with_result_does_not_convert_losslessly name the
// field, the version and the two types. The twin parses the text.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
inline const char* parse(const std::string& s) { return s.c_str(); }
#else
inline std::int64_t parse(const std::string& s) { return std::stoll(s); }
#endif
inline std::string print(std::int64_t v) { return std::to_string(v); }

VERSIONED_STRUCT(api, Quota,
    (std::int64_t, limit, changed(v1, from_type(std::string), upgrade_with(parse), downgrade_with(print))));

inline auto up(const api::Quota<api::v1beta1>& q) { return versioned::upgrade(q); }
