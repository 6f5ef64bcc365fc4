// Prints, for every version of FooSpec, the struct the library generated: each member's name,
// type, offset and size, and the struct's sizeof -- what you would have written by hand.
#include "foo_spec.hpp"

#include <cstddef>
#include <iostream>
#include <string_view>

namespace {

// The type's name as the compiler spells it (from __PRETTY_FUNCTION__).
template <class T>
constexpr std::string_view type_name() {
    std::string_view p = __PRETTY_FUNCTION__;
    const std::size_t start = p.find("T = ") + 4;
    return p.substr(start, p.find_first_of("];", start) - start);
}

template <class T>
void print_layout() {
    const T object{};
    const auto* base = reinterpret_cast<const unsigned char*>(&object);
    std::cout << "struct FooSpec<api::" << versioned::version_of_t<T>::name << "> {  // sizeof "
              << sizeof(T) << ", alignof " << alignof(T) << '\n';
    versioned::for_each_field(object, [&](std::string_view name, const auto& member) {
        using M = std::remove_cvref_t<decltype(member)>;
        const auto offset = reinterpret_cast<const unsigned char*>(&member) - base;
        std::cout << "    " << type_name<M>() << ' ' << name << ";  // offset " << offset << ", size "
                  << sizeof(M) << '\n';
    });
    std::cout << "};\n";
}

} // namespace

int main() {
    [&]<class... Vs>(versioned::version_list<Vs...>) {
        (print_layout<api::FooSpec<Vs>>(), ...);
    }(api::versions{});
}
