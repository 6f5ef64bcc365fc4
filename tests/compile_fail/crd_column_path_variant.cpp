// expect: printer column path must start with .spec or .status and name a field of the storage version
// max-lines: 35
// DESIGN.md §8 (issue 33): a printer column's path through a versioned variant names an
// alternative's key, then that alternative's fields, as kubectl evaluates it on the object; a
// path no alternative has is refused. The twin's path goes through the alternative s3.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, S3, (std::string, bucket));
VERSIONED_STRUCT(api, Git, (std::string, repo));
VERSIONED_VARIANT(api, Source, (api::S3<V>, s3), (api::Git<V>, git));
VERSIONED_STRUCT(api, FooSpec, (api::Source<V>, source));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), printer_column("Bucket", "string", ".spec.source.git.bucket"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), printer_column("Bucket", "string", ".spec.source.s3.bucket"));
#endif
