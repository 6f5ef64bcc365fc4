// Reads a document of each version of FooSpec from text (the version key says which), reports
// what is wrong with a bad one, converts each to the latest version and writes it back.
#include "foo_spec.hpp"

#include <versioned/json.hpp>

#include <iostream>
#include <string_view>

int main() {
    constexpr std::string_view documents[] = {
        // v1alpha1: the port was host_port (uint16), no replicas, no cpu_millis.
        R"({"apiVersion":"v1alpha1","name":"web","host_port":8080,"legacy":true,"bar":{"image":"nginx:1.25"}})",
        // v1beta1: replicas is optional in the document (default_with), cpu_millis is required.
        R"({"apiVersion":"v1beta1","name":"api","host_port":9000,"legacy":false,
            "bar":{"image":"envoy:1.30","cpu_millis":250}})",
        // v1: the version key may come anywhere among the top-level members.
        R"({"name":"db","replicas":1,"port":70000,"bar":{"image":"postgres:16","cpu_millis":2000},"apiVersion":"v1"})",
        // A bad one: cpu_millis as a string.
        R"({"apiVersion":"v1","name":"bad","replicas":1,"port":1,
  "bar":{"image":"x",
         "cpu_millis":"500m"}})",
    };
    for (std::string_view text : documents) {
        auto held = versioned::json::read_any<api::FooSpec>(text);
        if (!held) {
            std::cout << "error: " << held.error().message() << '\n';
            continue;
        }
        const auto latest = versioned::convert<api::v1>(held.value()); // whatever version it was
        std::cout << "read " << (held->index() == 0 ? "v1alpha1" : held->index() == 1 ? "v1beta1" : "v1")
                  << ", as v1: " << versioned::json::write(latest, {.version_key = "apiVersion"}) << '\n';
    }

    // The type says the version: read<T> rejects a document of another version.
    auto wrong = versioned::json::read<api::FooSpec<api::v1>>(documents[1]);
    std::cout << "read<FooSpec<v1>> of the v1beta1 document: " << wrong.error().message() << '\n';
}
