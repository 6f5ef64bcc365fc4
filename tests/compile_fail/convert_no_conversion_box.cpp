// expect: versioned: no conversion for field
// A field whose type is a user class template that depends on V but is not a versioned struct
// (Box<V>) has a different type in every version, and the library knows no conversion between
// Box<v1beta1> and Box<v1>: converting reports the field (the arguments of
// no_conversion_for_field name it). The twin gives Box a converting constructor template,
// which the library then uses as the implicit conversion.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
template <class V>
struct Box {
    int value = 0;
    friend bool operator==(const Box&, const Box&) = default;
};
#else
template <class V>
struct Box {
    int value = 0;
    Box() = default;
    template <class W>
    Box(const Box<W>& other) : value(other.value) {} // NOLINT: implicit on purpose
    friend bool operator==(const Box&, const Box&) = default;
};
#endif

VERSIONED_STRUCT(api, Holder,
    (std::string, name),
    (Box<V>,      box));

void use() {
    const api::Holder<api::v1beta1> h{.name = "h", .box = {}};
    auto up = versioned::upgrade(h);
    (void)up;
}
