// Walks the tour's FooSpec (README.md) up through every version and back down, printing each
// step, then converts whatever version a variant holds to the latest one.
#include "foo_spec.hpp"

#include <versioned/residue.hpp>

#include <iostream>
#include <string_view>

namespace {

// A value as C++ would write it: strings quoted, nested structs as { .member = value, ... }.
template <class V>
void print_value(const V& value) {
    if constexpr (versioned::versioned_struct<V>) {
        std::cout << "{";
        const char* sep = " ";
        versioned::for_each_field(value, [&](std::string_view name, const auto& member) {
            std::cout << sep << '.' << name << " = ";
            print_value(member);
            sep = ", ";
        });
        std::cout << " }";
    } else if constexpr (std::is_same_v<V, bool>) {
        std::cout << std::boolalpha << value;
    } else if constexpr (std::is_same_v<V, std::string>) {
        std::cout << '"' << value << '"';
    } else {
        std::cout << +value;
    }
}

template <class T>
void print(std::string_view what, const T& spec) {
    std::cout << what << " FooSpec<" << versioned::version_of_t<T>::name << "> ";
    print_value(spec);
    std::cout << "\n";
}

} // namespace

int main() {
    // The oldest version is deprecated: naming its tag would warn, so take it from the list.
    versioned::oldest_t<api::FooSpec> old{
        .name = "web", .host_port = 8080, .legacy = true, .bar = {.image = "nginx:1.27"}};
    print("start     ", old);

    auto beta = versioned::upgrade(old);
    print("upgrade   ", beta);
    auto ga = versioned::upgrade(beta);
    print("upgrade   ", ga);

    ga.port = 70000; // does not fit the old uint16 port: port_down decides what happens
    print("edit      ", ga);
    auto down = versioned::downgrade(ga);
    print("downgrade ", down);
    auto oldest = versioned::convert<versioned::version_at_t<api::versions, 0>>(ga);
    print("convert<0>", oldest);

    versioned::any<api::FooSpec> held = old;
    print("from any  ", versioned::convert<api::v1>(held));

    // Lossless: the residue keeps what v1alpha1 cannot hold (port 70000, replicas, bar.cpu_millis)
    // and gives it back on the way up, except where the client edited the old version.
    ga.bar.cpu_millis = 250;
    versioned::residue<api::FooSpec> rest;
    auto kept_old = versioned::convert<versioned::version_at_t<api::versions, 0>>(ga, rest);
    print("lossless  ", kept_old);
    std::cout << "residue    " << versioned::json::write(rest) << "\n";
    kept_old.name = "renamed"; // a client edits the old version
    auto back = versioned::convert<api::v1>(std::move(kept_old), rest);
    print("restored  ", back);
    std::cout << "residue    " << (rest.empty() ? "empty" : "not empty") << "\n";
    return back.port == 70000 && back.name == "renamed" && rest.empty() ? 0 : 1;
}
