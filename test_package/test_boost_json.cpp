// A user's program of the boost_json component: a versioned struct through Boost.JSON.
#include <versioned/json/boost_json.hpp>
#include <versioned/versioned.hpp>

#include <boost/json/serialize.hpp>

#include <cstdint>
#include <cstdio>
#include <string>

VERSIONED_VERSIONS(app, v1beta1, v1);
VERSIONED_STRUCT(app, Spec,
    (std::string,  name),
    (std::int32_t, replicas, added(v1)));

int main() {
    const app::Spec<app::v1> spec{"web", 3};
    const boost::json::value jv = boost::json::value_from(spec);
    const auto back = boost::json::value_to<app::Spec<app::v1>>(jv);
    std::printf("boost_json: %s %s\n", boost::json::serialize(jv).c_str(), back == spec ? "equal" : "DIFFERENT");
    return back == spec ? 0 : 1;
}
