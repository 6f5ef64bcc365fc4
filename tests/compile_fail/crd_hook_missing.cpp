// expect: versioned: VERSIONED_CRD\(api, Foo\): hooks\(upgrade\(VER\)\) needs void versioned_kind_upgrade\(const Foo<the version before VER>&, Foo<VER>&\) in namespace api
// max-lines: 35
// DESIGN.md §14 (issue 35): a kind hook announced by hooks(upgrade(v2)) must be written; the
// first error names the function. The twin defines both hooks and converts with convert and
// convert_review.
#include <versioned/struct.hpp>
#include <versioned/k8s/convert_review.hpp>
#include <versioned/k8s/object.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1, v2);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::string, ref_namespace, added(v2)));
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), namespaced, hooks(upgrade(v2), downgrade(v2)));

namespace api {
#ifndef VERSIONED_COMPILE_FAIL
void versioned_kind_upgrade(const Foo<v1>& from, Foo<v2>& to) { to.spec.ref_namespace = from.metadata.namespace_name(); }
#endif
void versioned_kind_downgrade(const Foo<v2>&, Foo<v1>&) {}
} // namespace api

api::Foo<api::v2> up(const api::Foo<api::v1>& x) { return versioned::convert<api::v2>(x); }
api::Foo<api::v1> down(const api::Foo<api::v2>& x) { return versioned::convert<api::v1>(x); }
#ifndef VERSIONED_COMPILE_FAIL
versioned::k8s::review_response review(std::string_view body) { return versioned::k8s::convert_review<api::Foo>(body); }
#endif
