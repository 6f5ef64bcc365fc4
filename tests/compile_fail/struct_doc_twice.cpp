// expect: FooSpec: doc\(\\?"...\\?"\) given twice
// Issue 24: doc("...") among a struct's entries is its description (schemas); twice is an error.
// The twin has one.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1);
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, doc("A Foo."), (std::string, name), doc("Runs an image."));
#else
VERSIONED_STRUCT(api, FooSpec, doc("A Foo. Runs an image."), (std::string, name));
#endif
