// expect: versioned::residue: a value that a downgrade may lose needs operator==
// first-error: versioned::residue: a value that a downgrade may lose needs operator==
// Rule (DESIGN.md §7): the residue decides what would be lost by comparing a value's round trip
// through the older version with the original, so a value that can be lost needs ==. Here an
// added field of a type without ==; the twin gives the type its ==.
#include <versioned/residue.hpp>
#include <versioned/versioned.hpp>

#include <string>

struct Opaque {
    int bits = 0;
#ifndef VERSIONED_COMPILE_FAIL
    friend bool operator==(const Opaque&, const Opaque&) = default;
#endif
};

VERSIONED_VERSIONS(api, v1beta1, v1);

VERSIONED_STRUCT(api, Spec,
    (std::string, name),
    (Opaque,      opaque, added(v1)));

api::Spec<api::v1beta1> down(const api::Spec<api::v1>& x, versioned::residue<api::Spec>& rest) {
    return versioned::convert<api::v1beta1>(x, rest);
}
