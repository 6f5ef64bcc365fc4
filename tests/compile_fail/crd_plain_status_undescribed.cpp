// expect: status\(Health\): a plain status struct needs BOOST_DESCRIBE_STRUCT\(Health, \(\), \(its members\.\.\.\)\)
// first-error: error: .*status\(Health\): a plain status struct needs BOOST_DESCRIBE_STRUCT
// max-lines: 30
// Issue 33: a plain status(S) neither described nor with a codec failed where the kind was used,
// with "no schema for this field type" / "no JSON mapping" (g++'s line not naming the type) and
// never the documented fix; now one error at the declaration naming both, and none at the uses.
// The twin describes the struct.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, FooSpec, (std::int32_t, replicas));
namespace api {
struct Health {
    std::string state;
};
#ifndef VERSIONED_COMPILE_FAIL
BOOST_DESCRIBE_STRUCT(Health, (), (state))
#endif
} // namespace api

VERSIONED_CRD(api, Foo, spec(FooSpec), status(Health), group("example.com"));

std::string crd() { return versioned::k8s::crd_json<api::Foo>(); }
std::string text(const api::Foo<api::v1>& obj) { return versioned::json::write(obj); }
