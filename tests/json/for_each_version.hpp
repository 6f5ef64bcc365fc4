// Calls f with a null pointer of each version's type of S (S<V1>*, S<V2>*, ...): the property
// tests of every format run the same checks at every version.
#ifndef VERSIONED_TESTS_JSON_FOR_EACH_VERSION_HPP
#define VERSIONED_TESTS_JSON_FOR_EACH_VERSION_HPP

#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <utility>

namespace jtest {

template <template <class> class S, class F>
void for_each_version(F&& f) {
    using versions = versioned::versions_of_t<S>;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (f(static_cast<S<versioned::version_at_t<versions, Is>>*>(nullptr)), ...);
    }(std::make_index_sequence<versions::size>{});
}

} // namespace jtest

#endif // VERSIONED_TESTS_JSON_FOR_EACH_VERSION_HPP
