// Prints the JSON Schema (2020-12) and the Kubernetes structural OpenAPI v3 schema of every
// version of the tour's FooSpec (README.md, examples/foo_spec.hpp). Both are constant expressions: they cost nothing at
// run time and can be checked with static_assert.
#include "foo_spec.hpp"

#include <versioned/schema.hpp>

#include <iostream>

static_assert(versioned::json_schema<api::FooSpec<api::v1>>.find(R"("port":{"type":"integer")") !=
              std::string_view::npos);

int main() {
    [&]<class... Vs>(versioned::version_list<Vs...>) {
        ((std::cout << "# FooSpec " << Vs::name << ": JSON Schema\n"
                    << versioned::json_schema<api::FooSpec<Vs>> << "\n# FooSpec " << Vs::name
                    << ": openAPIV3Schema\n"
                    << versioned::openapi_schema<api::FooSpec<Vs>> << "\n\n"),
         ...);
    }(api::versions{});
}
