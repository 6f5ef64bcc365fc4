// A user's program of the nlohmann component: a versioned struct through nlohmann/json.
#include <versioned/json/nlohmann.hpp>
#include <versioned/versioned.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <string>

VERSIONED_VERSIONS(app, v1beta1, v1);
VERSIONED_STRUCT(app, Spec,
    (std::string,  name),
    (std::int32_t, replicas, added(v1)));

int main() {
    const app::Spec<app::v1> spec{"web", 3};
    const nlohmann::json j = spec;
    const auto back = j.get<app::Spec<app::v1>>();
    std::printf("nlohmann: %s %s\n", j.dump().c_str(), back == spec ? "equal" : "DIFFERENT");
    return back == spec ? 0 : 1;
}
