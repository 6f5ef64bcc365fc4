// expect: versioned: a versioned_kind_downgrade\(from, to\) for this step is not announced and would never be called
// max-lines: 40
// DESIGN.md §14 (issue 35): a kind hook runs only where hooks(...) of VERSIONED_CRD announces it;
// a function written for a step that is not announced would never be called, so a conversion
// reports it. The twin announces it.
#include <versioned/struct.hpp>
#include <versioned/k8s/convert_review.hpp>
#include <versioned/k8s/object.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1, v2);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::string, ref_namespace, added(v2)));
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), hooks(upgrade(v2)));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), hooks(upgrade(v2), downgrade(v2)));
#endif

namespace api {
void versioned_kind_upgrade(const Foo<v1>& from, Foo<v2>& to) { to.spec.ref_namespace = from.metadata.namespace_name(); }
void versioned_kind_downgrade(const Foo<v2>&, Foo<v1>&) {}
} // namespace api

api::Foo<api::v2> up(const api::Foo<api::v1>& x) { return versioned::convert<api::v2>(x); }
versioned::k8s::review_response review(std::string_view body) { return versioned::k8s::convert_review<api::Foo>(body); }
