// expect: versioned: no conversion for field
// Issue 9, item 7: a nested versioned struct in a user container converts once the container
// is described by a specialization of versioned::container_traits (the error says so); the
// twin gives the specialization.
#include <versioned/versioned.hpp>

#include <string>
#include <utility>
#include <vector>

namespace user {
template <class T>
struct Bag {
    std::vector<T> items;
    friend bool operator==(const Bag&, const Bag&) = default;
};
} // namespace user

#ifndef VERSIONED_COMPILE_FAIL
template <class T>
struct versioned::container_traits<user::Bag<T>> {
    using value_type = T;
    template <class U>
    using rebind = user::Bag<U>;
    template <class To, class Src, class Element>
    static To transform(Src&& from, Element&& element) {
        To out;
        for (auto& e : from.items) out.items.push_back(element(versioned::forward_element<Src>(e)));
        return out;
    }
};
#endif

VERSIONED_VERSIONS(api, v1beta1, v1);

VERSIONED_STRUCT(api, Item,
    (std::string, name),
    (int,         size, added(v1)));

VERSIONED_STRUCT(api, Box,
    (user::Bag<api::Item<V>>, items));

inline auto up(const api::Box<api::v1beta1>& b) { return versioned::upgrade(b); }
