// convert_review: the ConversionReview protocol, every failure path, the residue annotation,
// the observer, and lossless round trips through the webhook for generated objects, each
// response checked as the API server checks it (k8s/review_check.hpp).
#include "k8s/review_check.hpp"
#include "k8s/review_types.hpp"

#include "property_scale.hpp"

#include <versioned/testing.hpp>

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace {

using versioned::k8s::convert_review;
using versioned::k8s::review_response;

std::string review(std::string_view desired, const std::vector<std::string>& objects, std::string_view uid = "u-1") {
    std::string s = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":")";
    s += uid;
    s += R"(","desiredAPIVersion":")";
    s += desired;
    s += R"(","objects":[)";
    for (std::size_t i = 0; i < objects.size(); ++i) s += (i ? "," : "") + objects[i];
    s += "]}}";
    return s;
}

review_response convert(const std::string& body, const versioned::k8s::review_options& o = {}) {
    return convert_review<docs::CronTab, crdt::Foo>(body, o);
}

// The converted objects of a Success response, as raw JSON texts.
std::vector<std::string> objects_of(const review_response& r) {
    REQUIRE(r.status == 200);
    std::string why;
    auto top = review_check::object(r.body, why, "body");
    auto response = review_check::object(review_check::find_member(top, "response")->json, why, "response");
    REQUIRE(why.empty());
    const auto* objects = review_check::find_member(response, "convertedObjects");
    REQUIRE(objects != nullptr);
    std::vector<std::string> out;
    for (auto v : review_check::elements(objects->json, why)) out.emplace_back(v);
    return out;
}

std::string failure_message(const review_response& r) {
    REQUIRE(r.status == 200);
    std::string why;
    auto top = review_check::object(r.body, why, "body");
    auto response = review_check::object(review_check::find_member(top, "response")->json, why, "response");
    CHECK(review_check::find_member(response, "convertedObjects") == nullptr);
    CHECK(review_check::string_member(response, "uid").has_value());
    auto result = review_check::object(review_check::find_member(response, "result")->json, why, "result");
    CHECK(review_check::string_member(result, "status") == "Failure");
    return review_check::string_member(result, "message").value_or("<none>");
}

const std::string foo_v1 =
    R"({"apiVersion":"example.com/v1","kind":"Foo","metadata":{"name":"web","namespace":"prod","uid":"a-1","resourceVersion":"7","labels":{"app":"web"}},"spec":{"name":"web","replicas":5,"port":70000,"deprecated_legacy":true,"labels":{"tier":"front"},"bar":{"image":"nginx","cpu_millis":250}},"status":{"ready_replicas":4,"selector":"app=web"}})";

} // namespace

TEST_CASE("the Kubernetes documentation's CronTab review gets the documented response") {
    // The documentation's request, with the object's fields under spec as a structural CRD needs.
    const std::string body =
        R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"705ab4f5-6393-11e8-b7cc-42010a800002","desiredAPIVersion":"example.com/v1","objects":[)"
        R"({"kind":"CronTab","apiVersion":"example.com/v1beta1","metadata":{"creationTimestamp":"2019-09-04T14:03:02Z","name":"local-crontab","namespace":"default","resourceVersion":"143","uid":"3415a7fc-162b-4300-b5da-fd6083580d66"},"spec":{"hostPort":"localhost:1234"}},)"
        R"({"kind":"CronTab","apiVersion":"example.com/v1beta1","metadata":{"creationTimestamp":"2019-09-03T13:02:01Z","name":"remote-crontab","resourceVersion":"12893","uid":"359a83ec-b575-460d-b553-d859cedde8a0"},"spec":{"hostPort":"example.com:2345"}}]}})";
    const review_response r = convert(body);
    CHECK(r.status == 200);
    CHECK(r.content_type() == "application/json");
    CHECK(r.body ==
          R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":"705ab4f5-6393-11e8-b7cc-42010a800002","convertedObjects":[)"
          R"({"kind":"CronTab","apiVersion":"example.com/v1","metadata":{"creationTimestamp":"2019-09-04T14:03:02Z","name":"local-crontab","namespace":"default","resourceVersion":"143","uid":"3415a7fc-162b-4300-b5da-fd6083580d66"},"spec":{"host":"localhost","port":"1234"}},)"
          R"({"kind":"CronTab","apiVersion":"example.com/v1","metadata":{"creationTimestamp":"2019-09-03T13:02:01Z","name":"remote-crontab","resourceVersion":"12893","uid":"359a83ec-b575-460d-b553-d859cedde8a0"},"spec":{"host":"example.com","port":"2345"}}],"result":{"status":"Success"}}})");
    CHECK(review_check::check(body, r.body).empty());

    // And back: v1 -> v1beta1 joins them again.
    const auto up = objects_of(r);
    const review_response down = convert(review("example.com/v1beta1", up));
    CHECK(review_check::check(review("example.com/v1beta1", up), down.body).empty());
    const auto back = objects_of(down);
    REQUIRE(back.size() == 2);
    CHECK(back[0].find(R"("spec":{"hostPort":"localhost:1234"})") != std::string::npos);
}

TEST_CASE("mixed source versions, objects already at the desired version unchanged, other members kept") {
    const std::string alpha =
        R"({"apiVersion":"example.com/v1alpha1","kind":"Foo","metadata":{"name":"a","namespace":"ns"},"spec":{"name":"a","host_port":8080,"legacy":false,"labels":{},"bar":null}})";
    const std::string beta =
        R"({"kind":"Foo","apiVersion":"example.com/v1beta1","metadata":{"name":"b"},"extra":{"kept":[1,2,3]},"spec":{"name":"b","replicas":2,"host_port":80,"legacy":true,"labels":{"x":"y"}}})";
    const std::string beta_spaced =
        "{ \"apiVersion\" : \"example.com/v1beta1\", \"kind\":\"Foo\", \"metadata\": {\"name\":\"c\"},\n \"spec\": {\"name\":\"c\",\"replicas\":1,\"host_port\":1,\"legacy\":false,\"labels\":{}} }";
    const std::string body = review("example.com/v1beta1", {alpha, foo_v1, beta, beta_spaced});
    const review_response r = convert(body);
    INFO(r.body);
    REQUIRE(review_check::check(body, r.body).empty());
    const auto out = objects_of(r);
    REQUIRE(out.size() == 4);
    CHECK(out[0] ==
          R"({"apiVersion":"example.com/v1beta1","kind":"Foo","metadata":{"name":"a","namespace":"ns"},"spec":{"name":"a","replicas":3,"host_port":8080,"legacy":false,"labels":{}}})");
    CHECK(out[2] == beta);        // already at v1beta1: byte for byte
    CHECK(out[3] == beta_spaced); // whitespace and all
    // The v1 object: port 70000 does not fit v1beta1's uint16, selector has no place: a residue.
    CHECK(out[1].find(R"("host_port":4464)") != std::string::npos);
    CHECK(out[1].find(R"("example.com/conversion-residue")") != std::string::npos);
    CHECK(out[1].find(R"("labels":{"app":"web"})") != std::string::npos);
}

TEST_CASE("an unknown top-level member is carried in place") {
    const std::string obj =
        R"({"apiVersion":"example.com/v1beta1","kind":"Foo","metadata":{"name":"b"},"extra":{"kept":[1,2,3]},"spec":{"name":"b","replicas":2,"host_port":80,"legacy":true,"labels":{}},"zzz":null})";
    const review_response r = convert(review("example.com/v1", {obj}));
    const auto out = objects_of(r);
    CHECK(out[0] ==
          R"({"apiVersion":"example.com/v1","kind":"Foo","metadata":{"name":"b"},"extra":{"kept":[1,2,3]},"spec":{"name":"b","replicas":2,"port":80,"deprecated_legacy":true,"labels":{}},"zzz":null})");
}

TEST_CASE("the residue annotation: written when something would be lost, consumed on the way back") {
    const std::string down_body = review("example.com/v1alpha1", {foo_v1});
    const review_response down = convert(down_body);
    REQUIRE(review_check::check(down_body, down.body).empty());
    const auto old = objects_of(down);
    INFO(old[0]);
    CHECK(old[0].find(R"("host_port":4464)") != std::string::npos);
    CHECK(old[0].find(R"("annotations":{"example.com/conversion-residue":)") != std::string::npos);

    // Back up through v1beta1: everything returns, the annotation goes (it was not there before).
    const review_response mid = convert(review("example.com/v1beta1", old));
    const review_response up = convert(review("example.com/v1", objects_of(mid)));
    const auto back = objects_of(up);
    CHECK(back[0] == foo_v1);

    SUBCASE("an edit at the older version wins") {
        std::string edited = old[0];
        const auto at = edited.find(R"("host_port":4464)");
        edited.replace(at, 16, R"("host_port":4465)");
        const auto again = objects_of(convert(review("example.com/v1", {edited})));
        CHECK(again[0].find(R"("port":4465)") != std::string::npos);
        CHECK(again[0].find("conversion-residue") == std::string::npos);
        CHECK(again[0].find(R"("selector":"app=web")") != std::string::npos); // not edited: restored
    }
    SUBCASE("other annotations stay, in order") {
        std::string with = foo_v1;
        with.replace(with.find(R"("labels":{"app":"web"})"), 22,
                     R"("labels":{"app":"web"},"annotations":{"a.io/first":"1","z.io/last":"2"})");
        const auto o = objects_of(convert(review("example.com/v1alpha1", {with})));
        CHECK(o[0].find(R"("annotations":{"a.io/first":"1","z.io/last":"2","example.com/conversion-residue":)") !=
              std::string::npos);
        const auto u = objects_of(convert(review("example.com/v1", o)));
        CHECK(u[0] == with);
    }
    SUBCASE("a custom annotation key") {
        versioned::k8s::review_options opts;
        opts.residue_annotation = "ops.example.org/residue";
        const auto o = objects_of(convert(review("example.com/v1alpha1", {foo_v1}), opts));
        CHECK(o[0].find(R"("ops.example.org/residue":)") != std::string::npos);
        CHECK(objects_of(convert(review("example.com/v1", o), opts))[0] == foo_v1);
        opts.residue_annotation = "not a key!";
        CHECK(failure_message(convert(review("example.com/v1alpha1", {foo_v1}), opts)).find("not a valid annotation key") !=
              std::string::npos);
    }
    SUBCASE("nothing lost: no annotation") {
        const std::string plain =
            R"({"apiVersion":"example.com/v1","kind":"Foo","metadata":{"name":"p"},"spec":{"name":"p","replicas":3,"port":80,"deprecated_legacy":false,"labels":{}}})";
        const auto o = objects_of(convert(review("example.com/v1alpha1", {plain})));
        CHECK(o[0].find("annotations") == std::string::npos);
    }
}

TEST_CASE("an annotation that is not a residue fails the review, naming the object") {
    const std::string obj =
        R"({"apiVersion":"example.com/v1alpha1","kind":"Foo","metadata":{"name":"a","namespace":"ns","annotations":{"example.com/conversion-residue":"{\"spec\":{\"format\":99}}"}},"spec":{"name":"a","host_port":1,"legacy":false,"labels":{}}})";
    const std::string m = failure_message(convert(review("example.com/v1", {obj})));
    CHECK(m.find("objects[0] (ns/a)") == 0);
    CHECK(m.find("example.com/conversion-residue") != std::string::npos);
    const std::string not_json =
        R"({"apiVersion":"example.com/v1alpha1","kind":"Foo","metadata":{"name":"a","annotations":{"example.com/conversion-residue":"{oops"}},"spec":{"name":"a","host_port":1,"legacy":false,"labels":{}}})";
    CHECK(failure_message(convert(review("example.com/v1", {not_json}))).find("objects[0] (a): annotation") == 0);
}

TEST_CASE("HTTP 400: not a ConversionReview") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "not a JSON object"},
        {"{", "not a JSON object"},
        {"[]", "not a JSON object"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{}} trailing)", "not a JSON object"},
        {R"({"kind":"ConversionReview","request":{}})", "no apiVersion"},
        {R"({"apiVersion":1,"kind":"ConversionReview","request":{}})", "no apiVersion (a string)"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":7,"desiredAPIVersion":"example.com/v1","objects":[]}})", "no uid"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1beta1","kind":"ConversionReview","request":{}})", "unsupported ConversionReview apiVersion"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"AdmissionReview","request":{}})", "expected \"ConversionReview\""},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview"})", "has no request"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":null})", "has no request"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":[]})", "request is not an object"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"desiredAPIVersion":"example.com/v1","objects":[]}})", "no uid"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u","objects":[]}})", "no desiredAPIVersion"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u","desiredAPIVersion":"example.com/v1"}})", "no objects"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"u","desiredAPIVersion":"example.com/v1","objects":{}}})", "no objects"},
        {R"({"apiVersion":"apiextensions.k8s.io/v1","apiVersion":"x","kind":"ConversionReview","request":{}})", "duplicate key"},
    };
    for (const auto& c : cases) {
        const std::string& body = c.first;
        const std::string& phrase = c.second;
        const review_response r = convert(body);
        INFO(body, " -> ", r.body);
        CHECK(r.status == 400);
        CHECK(r.content_type() == "text/plain; charset=utf-8");
        CHECK(r.body.find(phrase) != std::string::npos);
    }
}

TEST_CASE("Failure results name the object and the reason") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {review("example.com/v9", {foo_v1}), "desiredAPIVersion \"example.com/v9\" is not served by this webhook"},
        {review("other.io/v1", {foo_v1}), "desiredAPIVersion \"other.io/v1\" is not served"},
        {review("example.com/v1", {"[]"}), "objects[0]: not a JSON object"},
        {review("example.com/v1", {R"({"apiVersion":"example.com/v1beta1","kind":"Foo","metadata":{"name":"x"},"spec":{"name":"x","replicas":"three","host_port":1,"legacy":true,"labels":{}}})"}),
         "objects[0] (x): spec: /replicas: expected an integer, got a string"},
        {review("example.com/v1", {foo_v1, R"({"apiVersion":"example.com/v7","kind":"Foo","metadata":{"name":"n","namespace":"s"},"spec":{}})"}),
         "objects[1] (s/n): unknown apiVersion \"example.com/v7\" (Foo has v1alpha1, v1beta1, v1)"},
        {review("example.com/v1", {R"({"apiVersion":"example.com/v1","kind":"Bar","metadata":{"name":"n"},"spec":{}})"}),
         "objects[0] (n): kind \"Bar\" of group \"example.com\" is not converted by this webhook"},
        {review("example.com/v1beta1", {R"({"apiVersion":"example.com/v1","kind":"CronTab","metadata":{"name":"n"},"spec":{},"status":{}})"}),
         "objects[0] (n): the kind has no status"},
        {review("example.com/v1alpha1", {R"({"apiVersion":"example.com/v1","kind":"CronTab","metadata":{"name":"n"},"spec":{}})"}),
         "objects[0] (n): desiredAPIVersion \"example.com/v1alpha1\" is not a version of it (CronTab has v1beta1, v1)"},
        {review("example.com/v1", {R"({"apiVersion":"other.io/v1","kind":"Foo","metadata":{"name":"n"},"spec":{}})"}),
         "objects[0] (n): apiVersion \"other.io/v1\" is not in the group"},
        {review("example.com/v1", {R"({"kind":"Foo","metadata":{"name":"n"}})"}), "objects[0] (n): no apiVersion"},
        {review("example.com/v1", {R"({"apiVersion":"example.com/v1beta1","kind":"Foo","spec":{"name":"x","host_port":1,"legacy":true,"labels":{},"surplus":1}})"}),
         "objects[0]: spec: /surplus: unknown key"},
        {review("example.com/v1", {R"({"apiVersion":"example.com/v1beta1","kind":"Foo","metadata":[],"spec":{}})"}), "objects[0]: metadata is not an object"},
    };
    for (const auto& c : cases) {
        const std::string& body = c.first;
        const std::string& phrase = c.second;
        const review_response r = convert(body);
        INFO(body, " -> ", r.body);
        const std::string m = failure_message(r);
        CHECK(m.find(phrase) != std::string::npos);
    }
}

TEST_CASE("members in any order: objects before desiredAPIVersion, request before kind") {
    const std::string cron =
        R"({"kind":"CronTab","apiVersion":"example.com/v1beta1","metadata":{"name":"c"},"spec":{"hostPort":"h:1"}})";
    const std::string body =
        R"({"request":{"objects":[)" + cron + R"(],"desiredAPIVersion":"example.com/v1","uid":"x"},"kind":"ConversionReview","apiVersion":"apiextensions.k8s.io/v1"})";
    const review_response r = convert(body);
    REQUIRE(review_check::check(body, r.body).empty());
    CHECK(objects_of(r)[0].find(R"("spec":{"host":"h","port":"1"})") != std::string::npos);
    // A malformed object after a good one is still a 400: the body is checked to its end.
    const review_response bad = convert(R"({"request":{"uid":"x","desiredAPIVersion":"example.com/v1","objects":[)" + cron +
                                        R"(,{"kind":]},"kind":"ConversionReview","apiVersion":"apiextensions.k8s.io/v1"})");
    CHECK(bad.status == 400);
    CHECK(bad.body.find("/request/objects/1/kind") != std::string::npos);
}

TEST_CASE("an exception from a user's hook is a Failure naming the object") {
    const std::string cron =
        R"({"kind":"CronTab","apiVersion":"example.com/v1beta1","metadata":{"name":"c","namespace":"n"},"spec":{"hostPort":""}})";
    const std::string m = failure_message(convert(review("example.com/v1", {cron})));
    CHECK(m == "objects[0] (n/c): internal error occurred during conversion: hostPort is empty");
}

TEST_CASE("an empty review succeeds with no objects") {
    const review_response r = convert(review("example.com/v1", {}));
    CHECK(objects_of(r).empty());
    CHECK(review_check::check(review("example.com/v1", {}), r.body).empty());
}

TEST_CASE("the observer sees every object and the review") {
    std::vector<versioned::k8s::conversion_event> events;
    std::vector<std::string> kinds, versions;
    versioned::k8s::review_options o;
    o.observer = [&](const versioned::k8s::conversion_event& e) {
        events.push_back(e);
        kinds.emplace_back(e.kind);
        versions.emplace_back(e.api_version);
    };
    const std::string alpha =
        R"({"apiVersion":"example.com/v1alpha1","kind":"Foo","metadata":{"name":"a"},"spec":{"name":"a","host_port":1,"legacy":false,"labels":{}}})";
    const review_response r = convert(review("example.com/v1", {alpha, foo_v1}, "uid-7"), o);
    REQUIRE(r.status == 200);
    REQUIRE(events.size() == 3);
    CHECK(events[0].scope == versioned::k8s::event_scope::object);
    CHECK(kinds[0] == "Foo");
    CHECK(versions[0] == "example.com/v1alpha1");
    CHECK(events[0].steps == 2);
    CHECK(events[1].steps == 0);
    CHECK(events[0].outcome == versioned::k8s::conversion_outcome::success);
    CHECK(events[2].scope == versioned::k8s::event_scope::review);
    CHECK(events[2].converted_object_count == 2);
    CHECK(kinds[2] == "Foo");

    events.clear();
    (void)convert("not json", o);
    REQUIRE(events.size() == 1);
    CHECK(events[0].outcome == versioned::k8s::conversion_outcome::bad_request);

    events.clear();
    o.observer = [&](const versioned::k8s::conversion_event& e) {
        events.push_back(e);
        throw std::runtime_error("observer failed");
    };
    CHECK(convert(review("example.com/v1", {alpha}), o).body.find("Success") != std::string::npos);
}

namespace {

std::string object_json(const crdt::Foo<crdt::v1>& x) { return versioned::json::write(x); }

} // namespace

TEST_CASE("lossless through the webhook: generated objects to every version and back") {
    versioned::testing::generator gen{20261123};
    gen.int64_integers = true; // what a Kubernetes object holds (replicas is a std::size_t)
    const char* versions[] = {"example.com/v1alpha1", "example.com/v1beta1", "example.com/v1"};
    std::size_t with_residue = 0;
    for (std::size_t i = 0; i < test_scale::iterations(300); ++i) {
        crdt::Foo<crdt::v1> obj;
        obj.metadata.set_name("obj-" + std::to_string(i));
        obj.metadata.set_namespace_name("ns");
        obj.metadata.set_raw("uid", "\"u-" + std::to_string(i) + "\"");
        obj.metadata.set_raw("resourceVersion", "\"42\"");
        if (i % 3 == 0) obj.metadata.set_annotations({{"keep.io/me", "yes"}});
        obj.spec = gen.make<crdt::FooSpec<crdt::v1>>();
        if (i % 2 == 0) obj.status = gen.make<crdt::FooStatus<crdt::v1>>();
        const std::string original = object_json(obj);
        for (const char* target : versions) {
            const std::string down_body = review(target, {original, original});
            const review_response down = convert(down_body);
            REQUIRE_MESSAGE(review_check::check(down_body, down.body).empty(), down.body);
            const auto old = objects_of(down);
            if (old[0].find("conversion-residue") != std::string::npos) ++with_residue;
            // Through the other versions on the way back, one step at a time.
            std::vector<std::string> cur = old;
            for (const char* step : versions) {
                const std::string body = review(step, cur);
                const review_response res = convert(body);
                REQUIRE_MESSAGE(review_check::check(body, res.body).empty(), res.body);
                cur = objects_of(res);
            }
            INFO("iteration ", i, " via ", target);
            CHECK(cur[0] == original);
            CHECK(cur[1] == original);
        }
    }
    CHECK(with_residue > test_scale::iterations(300) / 6); // the generator does produce values the older versions cannot hold
}

// ---- ns::Kind<V> as a typed object -------------------------------------------------------------

TEST_CASE("Kind<V> reads and writes the whole object") {
    auto r = versioned::json::read<crdt::Foo<crdt::v1>>(foo_v1);
    REQUIRE_MESSAGE(r, r.error().message());
    const crdt::Foo<crdt::v1>& foo = *r;
    CHECK(foo.metadata.name() == "web");
    CHECK(foo.metadata.namespace_name() == "prod");
    CHECK(foo.metadata.uid() == "a-1");
    CHECK(foo.metadata.labels() == std::map<std::string, std::string>{{"app", "web"}});
    CHECK(foo.metadata.annotations().empty());
    CHECK(foo.metadata.members.size() == 5);
    CHECK(foo.metadata.members[3].key == "resourceVersion");
    CHECK(foo.spec.port == 70000);
    REQUIRE(foo.status);
    CHECK(foo.status->selector == "app=web");
    CHECK(versioned::json::write(foo) == foo_v1);

    SUBCASE("apiVersion and kind are checked") {
        std::string other = foo_v1;
        other.replace(other.find("example.com/v1"), 14, "example.com/v2");
        auto e = versioned::json::read<crdt::Foo<crdt::v1>>(other);
        REQUIRE(!e);
        CHECK(e.error().code == versioned::json::errc::version_mismatch);
        CHECK(e.error().path == "/apiVersion");
        std::string kind = foo_v1;
        kind.replace(kind.find("\"Foo\""), 5, "\"Bar\"");
        auto k = versioned::json::read<crdt::Foo<crdt::v1>>(kind);
        REQUIRE(!k);
        CHECK(k.error().message().find("expected \"Foo\"") != std::string::npos);
        auto missing = versioned::json::read<crdt::Foo<crdt::v1>>(R"({"kind":"Foo","spec":{"name":"x","port":1,"deprecated_legacy":false,"labels":{}}})");
        REQUIRE(!missing);
        CHECK(missing.error().code == versioned::json::errc::missing_key);
    }
    SUBCASE("errors say where") {
        std::string bad = foo_v1;
        bad.replace(bad.find("\"cpu_millis\":250"), 16, "\"cpu_millis\":\"x\"");
        auto e = versioned::json::read<crdt::Foo<crdt::v1>>(bad);
        REQUIRE(!e);
        CHECK(e.error().path == "/spec/bar/cpu_millis");
        auto unknown = versioned::json::read<crdt::Foo<crdt::v1>>(R"({"apiVersion":"example.com/v1","kind":"Foo","extra":1})");
        REQUIRE(!unknown);
        CHECK(unknown.error().code == versioned::json::errc::unknown_key);
        CHECK(unknown.error().path == "/extra");
        auto dup = versioned::json::read<crdt::Foo<crdt::v1>>(R"({"apiVersion":"example.com/v1","kind":"Foo","metadata":{"name":"a","name":"b"}})");
        REQUIRE(!dup);
        CHECK(dup.error().code == versioned::json::errc::duplicate_key);
        CHECK(dup.error().path == "/metadata/name");
    }
    SUBCASE("read_any and any<Kind>") {
        auto a = versioned::json::read_any<crdt::Foo>(foo_v1);
        REQUIRE(a);
        CHECK(a->index() == 2);
        const std::string alpha =
            R"({"apiVersion":"example.com/v1alpha1","kind":"Foo","metadata":{"name":"a"},"spec":{"name":"a","host_port":1,"legacy":false,"labels":{}}})";
        auto b = versioned::json::read_any<crdt::Foo>(alpha);
        REQUIRE(b);
        CHECK(b->index() == 0);
        const crdt::Foo<crdt::v1> up = versioned::convert<crdt::v1>(*b);
        CHECK(up.spec.replicas == 3);
        CHECK(up.metadata.name() == "a");
        static_assert(std::is_same_v<versioned::latest_t<crdt::Foo>, crdt::Foo<crdt::v1>>);
    }
    SUBCASE("conversions carry metadata and keep a residue") {
        versioned::k8s::object_residue<crdt::Foo> rest;
        auto old = versioned::convert<versioned::version_at_t<versioned::versions_of_t<crdt::Foo>, 1>>(foo, rest);
        CHECK(old.metadata == foo.metadata);
        CHECK(old.spec.host_port == 4464);
        CHECK(!rest.empty());
        const std::string stored = versioned::json::write(rest);
        CHECK(stored.find(R"("spec":{"format":1)") == 1);
        auto again = versioned::json::read<versioned::k8s::object_residue<crdt::Foo>>(stored);
        REQUIRE(again);
        CHECK(versioned::convert<crdt::v1>(old, *again) == foo); // the stored form does the same
        auto direct = versioned::convert<crdt::v1>(old, rest);
        CHECK(direct == foo);
        CHECK(rest.empty());
        CHECK(versioned::json::write(rest) == "{}");
        auto bad = versioned::json::read<versioned::k8s::object_residue<crdt::Foo>>(R"({"spec":{"format":2,"entries":[]}})");
        CHECK(!bad);
        auto unknown = versioned::json::read<versioned::k8s::object_residue<crdt::Foo>>(R"({"other":{}})");
        CHECK(!unknown);
    }
    SUBCASE("a missing spec reads as {} only when that is a valid spec") {
        auto e = versioned::json::read<crdt::Foo<crdt::v1>>(R"({"apiVersion":"example.com/v1","kind":"Foo"})");
        REQUIRE(!e);
        CHECK(e.error().message().find("spec") != std::string::npos);
        auto ok = versioned::json::read<docs::CronTab<docs::v1>>(R"({"apiVersion":"example.com/v1","kind":"CronTab"})");
        CHECK(ok);
    }
}

// ---- integers: Kubernetes carries them as int64 (issue 24) ------------------------------------

TEST_CASE("a uint64 of a Kubernetes object holds at most 2^63-1") {
    auto with_replicas = [](std::string_view value) {
        std::string text = foo_v1;
        text.replace(text.find(R"("replicas":5)"), 12, "\"replicas\":" + std::string(value));
        return text;
    };
    // Read: the largest int64 is a value, one more is out of range, with where and why.
    auto ok = versioned::json::read<crdt::Foo<crdt::v1>>(with_replicas("9223372036854775807"));
    REQUIRE_MESSAGE(ok, ok.error().message());
    CHECK(ok->spec.replicas == 9223372036854775807u);
    auto big = versioned::json::read<crdt::Foo<crdt::v1>>(with_replicas("9223372036854775808"));
    REQUIRE(!big);
    CHECK(big.error().code == versioned::json::errc::out_of_range);
    CHECK(big.error().path == "/spec/replicas");
    CHECK(big.error().message().find("Kubernetes carries integers as int64") != std::string::npos);
    // The spec alone is plain JSON: every std::size_t.
    CHECK(versioned::json::read<crdt::FooSpec<crdt::v1>>(
        R"({"name":"a","replicas":18446744073709551615,"port":1,"deprecated_legacy":false,"labels":{}})"));

    // Write: what Kubernetes could not hold is an error, not an object the API server refuses.
    crdt::Foo<crdt::v1> obj = *ok;
    obj.spec.replicas = 9223372036854775808u;
    CHECK_THROWS_AS(versioned::json::write(obj), versioned::json::error_exception);
    auto written = versioned::json::try_write(obj);
    REQUIRE(!written);
    CHECK(written.error().code == versioned::json::errc::out_of_range);
    CHECK(written.error().path == "/spec/replicas");

    // The webhook reads objects the same way.
    const std::string m = failure_message(convert(review("example.com/v1beta1", {with_replicas("9223372036854775808")})));
    CHECK(m.find("objects[0] (prod/web): spec: /replicas:") == 0);
    CHECK(m.find("int64") != std::string::npos);

    // The generator of a Kubernetes kind's values stays within it.
    versioned::testing::generator gen{3};
    gen.int64_integers = true;
    for (int i = 0; i < 200; ++i) CHECK(gen.make<std::uint64_t>() <= 9223372036854775807u);
}

// ---- an object without spec (issue 24, defect 2) -------------------------------------------------

TEST_CASE("an object without spec: as the CRD says, required when the spec has a required member") {
    // Foo's spec has required members, so its CRD requires spec and the API server stores no Foo
    // without one: a missing or null spec is a Failure that says so.
    for (const char* spec : {"", R"(,"spec":null)"}) {
        const std::string body = review("example.com/v1alpha1", {std::string(R"({"apiVersion":"example.com/v1","kind":"Foo","metadata":{"name":"n","namespace":"s"})") + spec + "}"});
        const std::string m = failure_message(convert(body));
        INFO(m);
        CHECK(m.find("objects[0] (s/n): no spec, which Foo requires (its CRD lists spec as required: "
                     "the spec has required members; /name: missing required key \"name\")") == 0);
    }
    // The documentation's CronTab has none: spec is optional, read as {} when missing or null
    // (the API server drops a null it does not allow), and the converted object has its spec.
    for (const char* spec : {"", R"(,"spec":null)"}) {
        const std::string body = review("example.com/v1", {std::string(R"({"apiVersion":"example.com/v1beta1","kind":"CronTab","metadata":{"name":"n"})") + spec + "}"});
        const review_response r = convert(body);
        REQUIRE_MESSAGE(review_check::check(body, r.body).empty(), r.body);
        CHECK(objects_of(r)[0] == R"({"apiVersion":"example.com/v1","kind":"CronTab","metadata":{"name":"n"},"spec":{}})");
    }
    // Kind<V> reads a null spec as a missing one, the same way.
    CHECK(versioned::json::read<docs::CronTab<docs::v1>>(R"({"apiVersion":"example.com/v1","kind":"CronTab","spec":null})"));
    auto foo = versioned::json::read<crdt::Foo<crdt::v1>>(R"({"apiVersion":"example.com/v1","kind":"Foo","spec":null})");
    REQUIRE(!foo);
    CHECK(foo.error().code == versioned::json::errc::missing_key);
}

// ---- metadata: every byte kept but the residue annotation (issue 24, defects 8 and 3) ----------

namespace {
// foo_v1 with another metadata text.
std::string foo_with_metadata(std::string_view metadata) {
    std::string text = foo_v1;
    const std::size_t at = text.find(R"("metadata":)") + 11;
    const std::size_t end = text.find(R"(,"spec":)");
    text.replace(at, end - at, metadata);
    return text;
}
// The metadata text of an object (a raw view of it).
std::string metadata_of(const std::string& object) {
    std::string why;
    const auto members = review_check::object(object, why, "object");
    REQUIRE(why.empty());
    return std::string(review_check::find_member(members, "metadata")->json);
}
} // namespace

TEST_CASE("metadata byte for byte: whitespace and escaped keys kept, only the residue annotation set") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        // annotations present: the residue goes in after the last one, spacing untouched
        {"{ \"name\" : \"web\", \"namespace\":\"prod\",\n  \"annotations\" : { \"a\\u002eio/x\" : \"1\" } , \"labels\":{\"k\":\"v\"} }",
         "{ \"name\" : \"web\", \"namespace\":\"prod\",\n  \"annotations\" : { \"a\\u002eio/x\" : \"1\",\"example.com/conversion-residue\":"},
        // none: an annotations member after the last member
        {"{\"name\":\"web\",\"namespace\":\"prod\", \"uid\" : \"a-1\" }",
         "{\"name\":\"web\",\"namespace\":\"prod\", \"uid\" : \"a-1\",\"annotations\":{\"example.com/conversion-residue\":"},
        // null annotations: replaced in place
        {"{\"name\":\"web\",\"annotations\":null,\"namespace\":\"prod\"}",
         "{\"name\":\"web\",\"annotations\":{\"example.com/conversion-residue\":"},
        // an empty object, with space inside
        {"{\"name\":\"web\",\"namespace\":\"prod\",\"annotations\":{ }}",
         "{\"name\":\"web\",\"namespace\":\"prod\",\"annotations\":{\"example.com/conversion-residue\":"},
    };
    for (const auto& [metadata, prefix] : cases) {
        const std::string original = foo_with_metadata(metadata);
        const std::string down_body = review("example.com/v1alpha1", {original});
        const review_response down = convert(down_body);
        INFO(down.body);
        REQUIRE(review_check::check(down_body, down.body).empty());
        const std::string old = objects_of(down)[0];
        CHECK(metadata_of(old).starts_with(prefix));
        // and back: the annotation removed, every other byte as it came
        const std::string up = objects_of(convert(review("example.com/v1", {old})))[0];
        if (metadata.find("null") == std::string::npos && metadata.find("{ }") == std::string::npos) {
            CHECK(up == original);
        } else { // an annotations member left empty goes (an empty map is no map to the API server)
            CHECK(metadata_of(up).find("annotations") == std::string::npos);
            CHECK(up.find(R"("port":70000)") != std::string::npos);
        }
    }
    // The residue annotation first among others, and an escaped key: removed with its comma.
    const std::string first =
        R"({"apiVersion":"example.com/v1alpha1","kind":"Foo","metadata":{"name":"web","annotations":{"example.com\/conversion-residue":"{}", "z.io/b":"2"}},"spec":{"name":"a","host_port":1,"legacy":false,"labels":{}}})";
    const std::string kept = objects_of(convert(review("example.com/v1beta1", {first})))[0];
    CHECK(metadata_of(kept) == R"({"name":"web","annotations":{ "z.io/b":"2"}})");
}

TEST_CASE("annotations are counted as the API server counts them: decoded keys and values") {
    // 140 KB of quotes (kubectl's last-applied-configuration holds a whole object): 280 KB as
    // JSON text, 140 KB to the API server, whose limit is 256 KiB.
    const std::string quotes(140 * 1000, '"');
    const std::string escaped = versioned::json::write(quotes);
    const std::string big = foo_with_metadata(R"({"name":"web","annotations":{"kubectl.kubernetes.io/last-applied-configuration":)" +
                                              escaped + "}}");
    const std::string down_body = review("example.com/v1alpha1", {big});
    const review_response down = convert(down_body);
    REQUIRE_MESSAGE(review_check::check(down_body, down.body).empty(), down.body.substr(0, 300));
    const std::string old = objects_of(down)[0];
    CHECK(old.find("conversion-residue") != std::string::npos);
    const review_response up = convert(review("example.com/v1", {old}));
    CHECK(objects_of(up)[0] == big); // the upgrade that removes the residue, too
    // Over the limit in decoded bytes: a Failure that says so.
    const std::string huge = foo_with_metadata(R"({"name":"web","annotations":{"a.io/x":")" +
                                               std::string(256 * 1024 - 10, 'x') + "\"}}");
    const std::string m = failure_message(convert(review("example.com/v1alpha1", {huge})));
    CHECK(m.find("larger than 256 KiB") != std::string::npos);
}

// ---- depth (issue 30, item 6) -----------------------------------------------------------------------

TEST_CASE("a review nested deeper than review_options::max_depth: HTTP 400 that says so") {
    const std::string deep = std::string(600, '[') + std::string(600, ']');
    std::string object = foo_v1;
    object.insert(object.size() - 1, R"(,"extra":)" + deep);
    const std::string body = review("example.com/v1beta1", {object});
    const review_response r = convert(body);
    CHECK(r.status == 400);
    CHECK(r.body.find("the ConversionReview is nested deeper than review_options::max_depth (512)") == 0);
    // The depth is an option: a deeper unknown member is then carried as it came.
    versioned::k8s::review_options o;
    o.max_depth = 1000;
    const review_response deeper = convert(body, o);
    CHECK(deeper.status == 200);
    CHECK(deeper.body.find(R"("status":"Success")") != std::string::npos);
    CHECK(deeper.body.find(R"("extra":)" + deep) != std::string::npos); // (the checker reads 512 levels)
    o.max_depth = 5; // body, request, objects, the object, its metadata: the labels are one more
    const review_response shallow = convert(review("example.com/v1beta1", {foo_v1}), o);
    CHECK(shallow.status == 400);
    CHECK(shallow.body.find("nested deeper than review_options::max_depth (5)") != std::string::npos);
}

// ---- constraints (DESIGN.md §13): objects are read as json::read reads them --------------------

VERSIONED_VERSIONS(climit, v1beta1, v1);
constexpr std::int32_t at_most_10(std::int32_t r) { return r > 10 ? 10 : r; }
VERSIONED_STRUCT(climit, LimitedSpec,
    (std::int32_t, replicas, validate(minimum(0), maximum(100)),
                             changed(v1, from_validate(minimum(0), maximum(10)), downgrade_with(at_most_10))));
VERSIONED_CRD(climit, Limited, spec(LimitedSpec), group("limits.example.com"), plural("limiteds"));

TEST_CASE("convert_review: an object outside its version's constraints fails the review, unless told not to check") {
    const auto limited = [](int replicas) {
        return R"({"apiVersion":"limits.example.com/v1","kind":"Limited","metadata":{"name":"a","namespace":"ns"},"spec":{"replicas":)" +
               std::to_string(replicas) + "}}";
    };
    const std::string m = failure_message(convert_review<climit::Limited>(review("limits.example.com/v1beta1", {limited(500)})));
    CHECK(m.find("objects[0] (ns/a)") == 0);
    CHECK(m.find("spec: /replicas: 500 is greater than the maximum 100") != std::string::npos);
    versioned::k8s::review_options lax;
    lax.check_constraints = false;
    CHECK(objects_of(convert_review<climit::Limited>(review("limits.example.com/v1beta1", {limited(500)}), lax)).size() == 1);
    // within v1's constraints: downgraded through the hook, to what v1beta1 accepts
    const auto converted = objects_of(convert_review<climit::Limited>(review("limits.example.com/v1beta1", {limited(50)})));
    REQUIRE(converted.size() == 1);
    CHECK(converted[0].find(R"("spec":{"replicas":10})") != std::string::npos);
}

// ---- removed(VER) (DESIGN.md §15): Kubernetes' own example drops hostPort in v1 -----------------

VERSIONED_VERSIONS(cremoved, v1beta1, v1);
VERSIONED_STRUCT(cremoved, PortSpec,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1)),
    (std::uint16_t, container_port));
VERSIONED_CRD(cremoved, Porter, spec(PortSpec), group("ports.example.com"), plural("porters"));

TEST_CASE("convert_review: a removed field's value rides in the annotation up and comes back down") {
    const std::string beta =
        R"({"apiVersion":"ports.example.com/v1beta1","kind":"Porter","metadata":{"name":"a","namespace":"ns"},"spec":{"name":"web","host_port":8081,"container_port":80}})";
    const std::string up_body = review("ports.example.com/v1", {beta});
    const review_response up = convert_review<cremoved::Porter>(up_body);
    REQUIRE(review_check::check(up_body, up.body).empty());
    const auto v1 = objects_of(up);
    INFO(v1[0]);
    CHECK(v1[0].find(R"("spec":{"name":"web","container_port":80})") != std::string::npos);
    CHECK(v1[0].find(R"(\"dropped\":8081)") != std::string::npos);
    // edited at v1 (another field): the dropped value still comes back, the annotation goes
    std::string edited = v1[0];
    edited.replace(edited.find(R"("container_port":80)"), 19, R"("container_port":81)");
    const std::string down_body = review("ports.example.com/v1beta1", {edited});
    const review_response down = convert_review<cremoved::Porter>(down_body);
    REQUIRE(review_check::check(down_body, down.body).empty());
    const auto back = objects_of(down);
    CHECK(back[0] ==
          R"({"apiVersion":"ports.example.com/v1beta1","kind":"Porter","metadata":{"name":"a","namespace":"ns"},"spec":{"name":"web","host_port":8081,"container_port":81}})");
}

// ---- hooks(...) of VERSIONED_CRD (DESIGN.md §14): kind-level hooks that see the whole object ----
// Cluster API's case: v1alpha1's reference has no namespace (it is the object's own), v1beta1
// adds it, and the upgrade fills it from metadata.namespace. v1 adds the owner, taken from
// metadata.name. Every hook logs itself, to check that each step runs its hook, in order.

VERSIONED_VERSIONS(ckh, v1alpha1, v1beta1, v1);
VERSIONED_STRUCT(ckh, MachineSpec,
    (std::string, ref_name),
    (std::string, ref_namespace, added(v1beta1)),
    (std::string, owner, added(v1)));
VERSIONED_CRD(ckh, Machine, spec(MachineSpec), group("cluster.example.com"), plural("machines"), namespaced,
              hooks(upgrade(v1beta1), downgrade(v1beta1)), hooks(upgrade(v1), downgrade(v1)));

namespace ckh {

std::vector<std::string> hook_log;

void versioned_kind_upgrade(const Machine<v1alpha1>& from, Machine<v1beta1>& to) {
    hook_log.push_back("up v1beta1 " + from.metadata.name());
    // after the spec's step: a namespace the residue restored stays
    if (to.spec.ref_namespace.empty()) to.spec.ref_namespace = from.metadata.namespace_name();
}
void versioned_kind_downgrade(const Machine<v1beta1>& from, Machine<v1alpha1>& to) {
    hook_log.push_back("down v1beta1 " + to.metadata.name() + " " + from.spec.ref_namespace);
}
void versioned_kind_upgrade(const Machine<v1beta1>& from, Machine<v1>& to) {
    hook_log.push_back("up v1 " + from.spec.ref_namespace);
    if (to.spec.owner.empty()) to.spec.owner = to.metadata.name();
}
void versioned_kind_downgrade(const Machine<v1>& from, Machine<v1beta1>& to) {
    hook_log.push_back("down v1 " + from.spec.owner);
    if (from.spec.owner == "relabel") to.metadata.set_labels({{"owner", "relabel"}}); // a hook may write metadata
}

} // namespace ckh

namespace {

ckh::Machine<ckh::v1alpha1> machine_v1alpha1(std::string name, std::string ns, std::string ref) {
    ckh::Machine<ckh::v1alpha1> m;
    m.metadata.set_name(name);
    m.metadata.set_namespace_name(ns);
    m.spec.ref_name = std::move(ref);
    return m;
}

} // namespace

TEST_CASE("kind hooks: convert runs each step's hook after spec and status, seeing metadata") {
    ckh::hook_log.clear();
    const auto alpha = machine_v1alpha1("m-1", "prod", "infra-1");
    const auto v1 = versioned::convert<ckh::v1>(alpha);
    CHECK(v1.spec.ref_name == "infra-1");
    CHECK(v1.spec.ref_namespace == "prod"); // from metadata.namespace
    CHECK(v1.spec.owner == "m-1");          // from metadata.name
    CHECK(ckh::hook_log == std::vector<std::string>{"up v1beta1 m-1", "up v1 prod"});

    ckh::hook_log.clear();
    const auto back = versioned::convert<ckh::v1alpha1>(v1);
    CHECK(back == alpha);
    CHECK(ckh::hook_log == std::vector<std::string>{"down v1 m-1", "down v1beta1 m-1 prod"}); // in reverse

    ckh::hook_log.clear();
    auto moved = versioned::upgrade(ckh::Machine<ckh::v1alpha1>(alpha)); // an rvalue: the hook still sees it whole
    CHECK(moved.spec.ref_namespace == "prod");
    CHECK(ckh::hook_log == std::vector<std::string>{"up v1beta1 m-1"});

    ckh::hook_log.clear();
    auto other = v1;
    other.spec.ref_namespace = "shared";
    // without a residue the namespace is lost on the way down, and the hook fills it back
    CHECK(versioned::convert<ckh::v1>(versioned::convert<ckh::v1alpha1>(other)).spec.ref_namespace == "prod");
    versioned::k8s::object_residue<ckh::Machine> rest;
    const auto kept = versioned::convert<ckh::v1alpha1>(other, rest);
    CHECK(!rest.empty());
    // the residue restores ref_namespace in the spec's step; the hook runs after and keeps it
    CHECK(versioned::convert<ckh::v1>(kept, rest).spec.ref_namespace == "shared");
    CHECK(ckh::hook_log.size() == 8);
    CHECK(ckh::hook_log.back() == "up v1 shared");
}

TEST_CASE("kind hooks: convert_review runs them over every step, composed with the residue annotation") {
    const std::string alpha =
        R"({"apiVersion":"cluster.example.com/v1alpha1","kind":"Machine","metadata":{"name":"m-1","namespace":"prod"},"spec":{"ref_name":"infra-1"}})";
    ckh::hook_log.clear();
    const std::string up_body = review("cluster.example.com/v1", {alpha});
    const review_response up = convert_review<ckh::Machine>(up_body);
    REQUIRE(review_check::check(up_body, up.body).empty());
    const auto v1 = objects_of(up);
    CHECK(v1[0] ==
          R"({"apiVersion":"cluster.example.com/v1","kind":"Machine","metadata":{"name":"m-1","namespace":"prod"},"spec":{"ref_name":"infra-1","ref_namespace":"prod","owner":"m-1"}})");
    CHECK(ckh::hook_log == std::vector<std::string>{"up v1beta1 m-1", "up v1 prod"});

    SUBCASE("down and up again: the residue keeps what v1alpha1 cannot say, the hook runs after it") {
        std::string shared = v1[0];
        shared.replace(shared.find(R"("ref_namespace":"prod")"), 22, R"("ref_namespace":"other")");
        ckh::hook_log.clear();
        const auto down = objects_of(convert_review<ckh::Machine>(review("cluster.example.com/v1alpha1", {shared})));
        INFO(down[0]);
        CHECK(down[0].find(R"("spec":{"ref_name":"infra-1"})") != std::string::npos);
        CHECK(down[0].find("conversion-residue") != std::string::npos);
        CHECK(ckh::hook_log == std::vector<std::string>{"down v1 m-1", "down v1beta1 m-1 other"});
        const auto again = objects_of(convert_review<ckh::Machine>(review("cluster.example.com/v1", down)));
        CHECK(again[0] == shared);
    }
    SUBCASE("a hook that changes metadata: convert keeps it, convert_review cannot return it") {
        auto relabel = versioned::json::read<ckh::Machine<ckh::v1>>(v1[0]).value();
        relabel.spec.owner = "relabel";
        CHECK(versioned::convert<ckh::v1beta1>(relabel).metadata.labels() ==
              versioned::k8s::object_meta::string_map{{"owner", "relabel"}});
        const std::string message = failure_message(
            convert_review<ckh::Machine>(review("cluster.example.com/v1alpha1", {versioned::json::write(relabel)})));
        CHECK(message.find("a kind hook (hooks(...) of VERSIONED_CRD) changed metadata") != std::string::npos);
    }
    SUBCASE("a failing spec fails the object before any hook runs") {
        ckh::hook_log.clear();
        const std::string bad =
            R"({"apiVersion":"cluster.example.com/v1alpha1","kind":"Machine","metadata":{"name":"m-1"},"spec":{"ref_name":7}})";
        CHECK(failure_message(convert_review<ckh::Machine>(review("cluster.example.com/v1", {bad}))).find("spec:") !=
              std::string::npos);
        CHECK(ckh::hook_log.empty());
    }
}
