// expect: is not empty and has no quote, backslash or control character
// A key the table gives is written into JSON and both schemas as it is: one that is empty, or
// that JSON would escape (a quote, a backslash, a control character), is the table's mistake.
// The twin's key is plain.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Logging,
    (std::string, file, changed(v1, from_key("log\"file"))));
#else
VERSIONED_STRUCT(api, Logging,
    (std::string, file, changed(v1, from_key("log-file"))));
#endif

inline api::Logging<api::v1alpha1> logging{};
