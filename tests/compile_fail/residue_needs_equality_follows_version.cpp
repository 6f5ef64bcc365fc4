// expect: versioned::residue: a value that a downgrade may lose needs operator==
// first-error: versioned::residue: a value that a downgrade may lose needs operator==
// Rule (DESIGN.md §7): a value of a type of the user's that follows the version (Tag<V>, with
// its own conversions) is recorded when its round trip through the older version does not give
// it back, which the residue decides with ==. Here Tag<V> has no ==; the twin gives it one.
#include <versioned/residue.hpp>
#include <versioned/versioned.hpp>

#include <string>
#include <type_traits>
#include <utility>

VERSIONED_VERSIONS(api, v1beta1, v1);

namespace api {
template <class V>
struct Tag {
    std::string text;
    Tag() = default;
    template <class W>
        requires(!std::is_same_v<V, W>)
    Tag(const Tag<W>& other) : text(other.text) {}
#ifndef VERSIONED_COMPILE_FAIL
    friend bool operator==(const Tag&, const Tag&) = default;
#endif
};
} // namespace api

VERSIONED_STRUCT(api, Spec,
    (std::string,  name),
    (api::Tag<V>,  tag));

api::Spec<api::v1beta1> down(const api::Spec<api::v1>& x, versioned::residue<api::Spec>& rest) {
    return versioned::convert<api::v1beta1>(x, rest);
}
api::Spec<api::v1> up(api::Spec<api::v1beta1> y, versioned::residue<api::Spec>& rest) {
    return versioned::convert<api::v1>(std::move(y), rest);
}
