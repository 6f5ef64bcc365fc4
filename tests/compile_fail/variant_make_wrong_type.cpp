// expect: make_value_does_not_convert_to_the_alternative<api::Source<api::v1>, .*api::Git<api::v1>
// max-lines: 30
// Issue 33: make<"git">(a value of another type) was clang++'s "no matching function for call to
// 'make'", the types only in a note; now one error with both compilers, whose arguments name the
// variant, the alternative, the value's type and the alternative's. The twin passes a Git.
#include <versioned/variant.hpp>
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, Git, (std::string, repo));
VERSIONED_VARIANT(api, Source, (api::Git<V>, git), (std::string, url));

#ifdef VERSIONED_COMPILE_FAIL
inline auto made = api::Source<api::v1>::make<"git">(42);
#else
inline auto made = api::Source<api::v1>::make<"git">({.repo = "r"});
#endif
