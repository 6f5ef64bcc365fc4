// expect: versioned: Source::s3: a JSON key given by key\(.*\) or from_key\(.*\) is not empty
// first-error: error: .*Source::s3: a JSON key given by key
// An alternative's key("...") is written into JSON and schemas as it is, as a field's is: not
// empty, no quote, backslash or control character. The twin gives a key.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Source,
    (std::string, git),
    (std::string, s3, key("")));
#else
VERSIONED_VARIANT(api, Source,
    (std::string, git),
    (std::string, s3, key("S3")));
#endif

static_assert(versioned::alternative_keys<api::Source<api::v1>>[1] == "S3");
