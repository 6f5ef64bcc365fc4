// What a user's translation unit does with the library, in one function: the warning tests
// (tests/warnings/) compile it at every optimization level with -Werror, so a warning from the
// library's headers -- which depend on the optimizer (-Wmaybe-uninitialized, -Wstringop-*),
// on user names (-Wshadow) or on deprecated members (-Wdeprecated-declarations) -- fails them.
// It names no deprecated member or version itself.
#ifndef VERSIONED_TESTS_WARNINGS_USER_CODE_HPP
#define VERSIONED_TESTS_WARNINGS_USER_CODE_HPP

#include <versioned/history.hpp>
#include <versioned/k8s.hpp>
#include <versioned/k8s/testing.hpp>
#include <versioned/residue.hpp>
#include <versioned/testing.hpp>
#include <versioned/validate.hpp>
#include <versioned/versioned.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

VERSIONED_VERSIONS(wu, (v1, deprecated("use v2")), v2, v3);

VERSIONED_ENUM(wu, Phase,
    (Pending),
    (Running),
    (Paused,  added(v2, downgrade_to(Running))),
    (Done,    changed(v3, from_name(Finished))),
    (Unknown, deprecated(v3, note("never set"))));

VERSIONED_STRUCT(wu, Inner,
    (std::string,  image),
    (std::int32_t, cpu, added(v2)),
    (std::string,  old_image, deprecated(v3, note("use image"))));

constexpr std::size_t wu_default_replicas() { return 3; }
constexpr std::uint16_t wu_port_down(std::uint32_t port) { return static_cast<std::uint16_t>(port); }

// atomic wherever it is used (its own struct_type entry), and shown as a default of object shape
VERSIONED_STRUCT(wu, Ref, (std::optional<std::int32_t>, weight), (std::optional<wu::Phase<V>>, phase), struct_type(atomic));

// A deprecated std::string member in the middle version (issue 26: v1 -> v2 upgrades and
// v3 -> v2 downgrades of such a struct warned with g++ 12).
VERSIONED_STRUCT(wu, Spec,
    (std::string,   name),
    (std::string,   comment,  deprecated(v2, note("gone"))),
    (std::size_t,   replicas, added(v2, default_with(wu_default_replicas))),
    (std::uint32_t, port,     changed(v3, from_name(host_port), from_type(std::uint16_t),
                                      downgrade_with(wu_port_down))),
    (double,        ratio),
    (bool,          legacy,   deprecated(v3)),
    (wu::Phase<V>,  phase),
    ((std::map<std::string, std::string>), labels),
    (std::vector<wu::Inner<V>>, inners),
    (std::optional<wu::Inner<V>>, extra),
    ((std::array<std::int16_t, 3>), triple),
    (std::optional<std::string>, title),
    // list, map and struct semantics: their checks on reading, validate's and the generators'
    (std::vector<std::string>, finalizers, list_type(set)),
    (std::vector<wu::Inner<V>>, keyed, list_type(map, "image")),
    (std::vector<versioned::k8s::condition>, conditions),
    ((std::map<std::string, std::string>), selector, map_type(atomic)),
    (std::optional<std::int32_t>, limit, nullable),
    (wu::Ref<V>, ref, added(v2, default_with([] { return wu::Ref<wu::v2>{.weight = 2}; }))),
    // a default holding strings: the value, and the text the schemas show
    (std::vector<std::string>, owners, added(v2, default_with([] { return std::vector<std::string>{"ops", "sre"}; })),
                                       default_json(R"(["ops", "sre"])")));

VERSIONED_STRUCT(wu, Status,
    (std::int32_t, ready, added(v2)),
    (std::string,  selector));

VERSIONED_CRD(wu, Thing, spec(Spec), status(Status), group("example.com"), plural("things"),
    storage(v3), printer_column("Replicas", "integer", ".spec.replicas"));

namespace wu_user {

template <class V>
using spec_at = wu::Spec<V>;

inline std::size_t exercise_conversions() {
    spec_at<wu::v2> two{.name = "web", .replicas = 2, .host_port = 80, .ratio = 0.5};
    two.labels["app"] = "web";
    two.inners.push_back(wu::Inner<wu::v2>{.image = "i", .cpu = 100});
    const spec_at<wu::v3> three = versioned::upgrade(two);
    const spec_at<wu::v2> down = versioned::downgrade(three);
    const auto one = versioned::convert<versioned::tag_of_t<wu::version::v1>>(three);
    const spec_at<wu::v2> up = versioned::upgrade(one);
    spec_at<wu::v3> moved = versioned::convert<wu::v3>(versioned::convert<wu::v2>(spec_at<wu::v3>(three)));
    versioned::any<wu::Spec> held = down;
    const spec_at<wu::v3> latest = versioned::convert<wu::v3>(held);
    return three.name.size() + down.name.size() + up.name.size() + moved.name.size() + latest.name.size() +
           (three == moved ? 1 : 0);
}

inline std::size_t exercise_json() {
    spec_at<wu::v3> s{.name = "web", .port = 8080, .ratio = 1.25, .phase = wu::Phase<wu::v3>::Done};
    s.labels = {{"a", "b"}, {"c", "d"}};
    s.inners = {wu::Inner<wu::v3>{.image = "x", .cpu = 1}, wu::Inner<wu::v3>{.image = "y", .cpu = 2}};
    s.title = "t";
    const std::string text = versioned::json::write(s);
    std::string out;
    versioned::json::write(s, out, {.version_key = "apiVersion"});
    auto back = versioned::json::read<spec_at<wu::v3>>(text);
    auto any = versioned::json::read_any<wu::Spec>(out);
    const auto w = versioned::json::try_write(s);
    auto bad = versioned::json::read<spec_at<wu::v2>>(R"({"name":1})");
    s.finalizers = {"a", "a"};
    return text.size() + (back ? back->name.size() : 0) + (any ? 1 : 0) + (w ? w->size() : 0) +
           (bad ? 0 : bad.error().message().size()) + versioned::validate(s).size();
}

inline std::size_t exercise_residue() {
    spec_at<wu::v3> s{.name = "web", .port = 70000};
    versioned::residue<wu::Spec> rest;
    auto old = versioned::convert<wu::v2>(s, rest);
    const std::string kept = versioned::json::write(rest);
    auto again = versioned::json::read<versioned::residue<wu::Spec>>(kept);
    auto back = versioned::convert<wu::v3>(old, rest);
    return kept.size() + (again ? again->size() : 0) + back.name.size() + (versioned::json::try_write(rest) ? 1 : 0);
}

inline std::size_t exercise_schemas_and_k8s() {
    const std::string_view json_schema = versioned::json_schema<spec_at<wu::v3>>;
    const std::string_view openapi = versioned::openapi_schema<spec_at<wu::v2>>;
    versioned::k8s::crd_options options;
    const std::string crd = versioned::k8s::crd_yaml<wu::Thing>(options);
    wu::Thing<wu::v3> obj;
    obj.metadata.set_name("a");
    obj.spec.name = "x";
    const std::string object = versioned::json::write(obj);
    const auto review = versioned::k8s::convert_review<wu::Thing>(
        R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"1",)"
        R"("desiredAPIVersion":"example.com/v2","objects":[)" + object + "]}}");
    const std::string history = versioned::history<wu::Spec>();
    return json_schema.size() + openapi.size() + crd.size() + review.body.size() + history.size();
}

inline bool exercise_testing() {
    const auto r = versioned::testing::check_round_trips<wu::Spec>(20);
    const auto e = versioned::testing::check_round_trips<wu::Inner>(20);
    return r.ok && e.ok;
}

inline std::size_t exercise() {
    return exercise_conversions() + exercise_json() + exercise_residue() + exercise_schemas_and_k8s() +
           (exercise_testing() ? 1 : 0);
}

} // namespace wu_user

#endif
