// Types carrying CEL rules (DESIGN.md §13) and sample objects of every version, each with the rules
// it must violate: what tests/constraints/cel_check.mjs judges with a real CEL implementation
// (npm's @bufbuild/cel), through tests/constraints/cel_dump.cpp (CTest constraints.cel).
//
// The rules sit where §13 puts them: on a field's node (validate(rule(...))), on a struct's node
// (rule(...) in the table, also only in versions(...)), inside a nested struct, an optional, a
// std::vector and a std::map of structs, the alternatives of a variant, externally and internally
// tagged, and a field whose rules change with the version (from_validate). Keys are camelCase, as
// a CRD's are: the rules name the JSON keys. A sample is a v1 value; the older versions' samples
// are its conversions, so each sample says per version which rules it violates -- a versions(...)
// rule, a field absent before v1beta1 and a downgrade_with that repairs a value make the lists
// differ.
#ifndef VERSIONED_TESTS_CONSTRAINTS_CEL_CASES_HPP
#define VERSIONED_TESTS_CONSTRAINTS_CEL_CASES_HPP

#include <versioned/versioned.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

VERSIONED_VERSIONS(celt, v1alpha1, v1beta1, v1);
VERSIONED_KEY_NAMING(celt, camel_case);

namespace cel_cases {
constexpr std::int32_t one() { return 1; }
// v1 knows the tier "bronze", the versions before it do not: a downgrade makes it "silver".
inline std::string bronze_to_silver(std::string tier) { return tier == "bronze" ? "silver" : tier; }
inline std::string same_tier(std::string tier) { return tier; }
} // namespace cel_cases

// Integer arithmetic (an int in CEL, as Kubernetes binds "type": "integer"), a field rule beside
// the struct's.
VERSIONED_STRUCT(celt, Range,
    (std::int32_t, min_replicas, validate(rule("self >= 1", "minReplicas is at least 1"))),
    (std::int32_t, max_replicas),
    rule("self.minReplicas <= self.maxReplicas", "minReplicas is at most maxReplicas"),
    rule("self.maxReplicas <= self.minReplicas * 10", "maxReplicas is at most ten times minReplicas"));

// has() on an optional member; a rule on an optional field, judged only when it is present; a rule
// of v1 only, in a struct nested in a list.
VERSIONED_STRUCT(celt, Port,
    (std::int32_t, number, validate(minimum(1), maximum(65535), rule("self != 22", "port 22 is reserved"))),
    (std::optional<std::string>, protocol, validate(rule("self == 'TCP' || self == 'UDP'", "protocol is TCP or UDP"))),
    rule("self.number != 2049 || has(self.protocol)", "port 2049 names its protocol"),
    rule("self.number < 49152 || has(self.protocol)", "a dynamic port names its protocol", versions(v1)));

VERSIONED_STRUCT(celt, Service,
    (std::string, host),
    (std::int32_t, port),
    rule("self.host.endsWith('.svc') || self.port == 443", "outside the cluster only port 443"));

// A variant's alternatives with rules of their own, beside the alternative struct's.
VERSIONED_VARIANT(celt, Backend,
    (celt::Service<V>, service, validate(rule("self.port != 0", "the service port is set"))),
    (std::string, url, validate(rule("self.startsWith('https://')", "the url is https"))));

// An internally tagged variant: the alternatives' members sit beside the tag in one object, so
// their rules go there, each judged only when the tag names its alternative. The tag needs
// Kubernetes' escaping in CEL (self.step__dash__kind).
VERSIONED_STRUCT(celt, Image,
    (std::string, ref),
    rule("self.ref.contains(':')", "the image reference has a tag"));
VERSIONED_STRUCT(celt, Script,
    (std::string, command),
    (std::vector<std::string>, args, validate(rule("self.size() <= 4", "at most 4 args"))),
    rule("self.command != ''", "the command is not empty"));
VERSIONED_VARIANT(celt, Step,
    (celt::Image<V>, image, validate(rule("!self.ref.endsWith(':latest')", "no latest image"))),
    (celt::Script<V>, script));
VERSIONED_VARIANT_OPTIONS(celt, Step, .tag = "step-kind");

VERSIONED_STRUCT(celt, Cluster,
    (std::string, name, validate(min_length(1), rule("self == self.lowerAscii()", "name is lower case"))),
    (std::int32_t, replicas, added(v1beta1, default_with(cel_cases::one)),
                             validate(rule("self >= 0", "replicas is not negative"))),
    (std::string, tier, validate(rule("self in ['gold', 'silver', 'bronze']", "tier is gold, silver or bronze")),
                        changed(v1, from_validate(rule("self in ['gold', 'silver']", "tier is gold or silver")),
                                upgrade_with(cel_cases::same_tier), downgrade_with(cel_cases::bronze_to_silver))),
    (std::vector<celt::Port<V>>, ports, validate(max_items(8), rule("self.all(p, self.exists_one(q, q.number == p.number))",
                                                                    "port numbers are unique"))),
    ((std::map<std::string, celt::Port<V>>), named_ports, validate(rule("self.all(k, k.size() <= 15)",
                                                                        "port names are at most 15 characters"))),
    ((std::map<std::string, std::string>), labels, validate(rule("!('app' in self) || self['app'] != ''",
                                                                 "the app label is not empty"))),
    (std::optional<celt::Range<V>>, autoscale, validate(rule("self.maxReplicas <= 100", "autoscale to at most 100 replicas"))),
    (std::optional<std::int32_t>, timeout_seconds, validate(rule("self > 0", "timeoutSeconds is positive"))),
    // a double in CEL ("type": "number"): the arithmetic has no int in it
    (double, ratio, validate(rule("self >= 0.0 && self <= 1.0", "ratio is a fraction"),
                             rule("self * 4.0 == double(int(self * 4.0))", "ratio is a multiple of 0.25"))),
    // fractional bounds and factors: Kubernetes' dialect writes them as CEL rules (the API server
    // casts a keyword's bound to int64 for a value written without a fraction, as 2 is)
    (double, weight, validate(exclusive_minimum(-0.5), exclusive_maximum(2.5), multiple_of(0.25))),
    (std::optional<double>, offset, validate(maximum(-0.5), minimum(-1e6))),
    (celt::Backend<V>, backend),
    (std::vector<celt::Step<V>>, steps),
    // strings Kubernetes binds as a timestamp and a duration
    (std::optional<std::string>, expires, validate(format("date-time"),
                                                   rule("self > timestamp('2020-01-01T00:00:00Z')", "expires after 2020"))),
    (std::optional<std::string>, grace_period, validate(format("duration"),
                                                        rule("self <= duration('1h')", "a grace period of at most an hour"))),
    rule("size(self.ports) + size(self.namedPorts) <= 8", "at most 8 ports in all"),
    rule("self.replicas <= 10 || self.name != 'tiny'", "tiny runs at most 10 replicas", versions(v1beta1, v1)),
    rule("!has(self.autoscale) || self.replicas >= self.autoscale.minReplicas", "replicas within autoscale", versions(v1)));

namespace cel_cases {

using cluster = celt::Cluster<celt::v1>;

// A rule a sample must violate: the JSON Pointer of the node it sits on and its message.
struct violation {
    std::string path;
    std::string message;
};
struct sample {
    std::string name;
    cluster value;
    std::array<std::vector<violation>, 3> violates; // per version: v1alpha1, v1beta1, v1
    // A document no value writes (the reader refuses it): the written JSON with `from` replaced by
    // `to` (cel_dump fails when `from` does not occur, or when the reader takes the result).
    std::string from{};
    std::string to{};
};

inline cluster valid_minimal() {
    cluster c{};
    c.name = "web";
    c.replicas = 3;
    c.tier = "gold";
    c.ratio = 0.5;
    c.weight = 2; // written "2": the keyword exclusiveMaximum 2.5 would refuse it in Kubernetes
    c.backend = celt::Backend<celt::v1>::make<"url">("https://example.com");
    return c;
}

inline celt::Step<celt::v1> step_image(std::string ref) {
    return celt::Step<celt::v1>::make<"image">(celt::Image<celt::v1>{std::move(ref)});
}
inline celt::Step<celt::v1> step_script(std::string command, std::vector<std::string> args) {
    return celt::Step<celt::v1>::make<"script">(celt::Script<celt::v1>{std::move(command), std::move(args)});
}

inline cluster valid_full() {
    cluster c = valid_minimal();
    c.tier = "bronze"; // v1's; "silver" before
    c.ports = {{.number = 80, .protocol = std::nullopt}, {.number = 2049, .protocol = "TCP"}};
    c.named_ports["http"] = {.number = 8080, .protocol = "TCP"};
    c.labels = {{"app", "web"}, {"team", ""}};
    c.autoscale = celt::Range<celt::v1>{.min_replicas = 2, .max_replicas = 20};
    c.timeout_seconds = 30;
    c.ratio = 1; // written as 1: a double all the same
    c.backend = celt::Backend<celt::v1>::make<"service">(celt::Service<celt::v1>{.host = "db.svc", .port = 5432});
    c.steps = {step_image("nginx:1.25"), step_script("make", {"all"})};
    c.expires = "2030-06-01T12:00:00.5Z";
    c.grace_period = "59m59.999s";
    return c;
}

inline cluster with_steps(std::vector<celt::Step<celt::v1>> steps) {
    cluster c = valid_minimal();
    c.steps = std::move(steps);
    return c;
}

// Each sample with one change from a valid one, and the rules the change violates.
template <class F>
sample changed(std::string name, F change, std::array<std::vector<violation>, 3> violates, cluster base = valid_minimal()) {
    change(base);
    return {std::move(name), std::move(base), std::move(violates)};
}
inline std::array<std::vector<violation>, 3> everywhere(std::vector<violation> v) { return {v, v, v}; }

inline std::vector<sample> samples() {
    using celt::Backend;
    using celt::Range;
    using celt::Service;
    using celt::v1;
    std::vector<sample> s;
    s.push_back({"minimal", valid_minimal(), {}});
    s.push_back({"full", valid_full(), {}});
    s.push_back(changed("tiny with 10 replicas", [](cluster& c) { c.name = "tiny", c.replicas = 10; }, {}));
    s.push_back(changed("upper case name", [](cluster& c) { c.name = "Web"; }, everywhere({{"/name", "name is lower case"}})));
    s.push_back(changed("tiny with 20 replicas", [](cluster& c) { c.name = "tiny", c.replicas = 20; },
                        {{{}, {{"", "tiny runs at most 10 replicas"}}, {{"", "tiny runs at most 10 replicas"}}}}));
    s.push_back(changed("negative replicas", [](cluster& c) { c.replicas = -1; },
                        {{{}, {{"/replicas", "replicas is not negative"}}, {{"/replicas", "replicas is not negative"}}}}));
    s.push_back(changed("unknown tier", [](cluster& c) { c.tier = "platinum"; },
                        {{{{"/tier", "tier is gold or silver"}}, {{"/tier", "tier is gold or silver"}},
                          {{"/tier", "tier is gold, silver or bronze"}}}}));
    s.push_back(changed("reserved port", [](cluster& c) { c.ports = {{.number = 22, .protocol = "TCP"}}; },
                        everywhere({{"/ports/0/number", "port 22 is reserved"}})));
    s.push_back(changed("nfs port without protocol", [](cluster& c) { c.ports = {{80, {}}, {2049, {}}}; },
                        everywhere({{"/ports/1", "port 2049 names its protocol"}})));
    s.push_back(changed("dynamic ports without protocol",
                        [](cluster& c) { c.ports = {{80, {}}, {50000, {}}}, c.named_ports["peer"] = {60000, {}}; },
                        {{{}, {}, {{"/ports/1", "a dynamic port names its protocol"},
                                   {"/namedPorts/peer", "a dynamic port names its protocol"}}}}));
    s.push_back(changed("unknown protocol", [](cluster& c) { c.ports = {{80, "SCTP"}}; },
                        everywhere({{"/ports/0/protocol", "protocol is TCP or UDP"}})));
    s.push_back(changed("repeated port", [](cluster& c) { c.ports = {{80, {}}, {443, {}}, {80, "TCP"}}; },
                        everywhere({{"/ports", "port numbers are unique"}})));
    s.push_back(changed("long port name and reserved named port",
                        [](cluster& c) { c.named_ports["a-long-port-name"] = {22, {}}; },
                        everywhere({{"/namedPorts", "port names are at most 15 characters"},
                                    {"/namedPorts/a-long-port-name/number", "port 22 is reserved"}})));
    s.push_back(changed("named ports' own rules", [](cluster& c) { c.named_ports = {{"nfs", {2049, {}}}, {"dns", {53, "SCTP"}}}; },
                        everywhere({{"/namedPorts/nfs", "port 2049 names its protocol"},
                                    {"/namedPorts/dns/protocol", "protocol is TCP or UDP"}})));
    s.push_back(changed("nine ports", [](cluster& c) {
        for (std::int32_t p = 1; p <= 5; ++p) c.ports.push_back({8000 + p, {}});
        for (std::int32_t p = 1; p <= 4; ++p) c.named_ports["p" + std::to_string(p)] = {9000 + p, {}};
    }, everywhere({{"", "at most 8 ports in all"}})));
    s.push_back(changed("empty app label", [](cluster& c) { c.labels["app"] = ""; },
                        everywhere({{"/labels", "the app label is not empty"}})));
    s.push_back(changed("inverted autoscale", [](cluster& c) { c.replicas = 5, c.autoscale = Range<v1>{5, 2}; },
                        everywhere({{"/autoscale", "minReplicas is at most maxReplicas"}})));
    s.push_back(changed("wide autoscale", [](cluster& c) { c.replicas = 5, c.autoscale = Range<v1>{1, 200}; },
                        everywhere({{"/autoscale", "maxReplicas is at most ten times minReplicas"},
                                    {"/autoscale", "autoscale to at most 100 replicas"}})));
    s.push_back(changed("autoscale from zero", [](cluster& c) { c.autoscale = Range<v1>{0, 0}; },
                        everywhere({{"/autoscale/minReplicas", "minReplicas is at least 1"}})));
    s.push_back(changed("replicas below autoscale", [](cluster& c) { c.replicas = 1, c.autoscale = Range<v1>{2, 4}; },
                        {{{}, {}, {{"", "replicas within autoscale"}}}}));
    s.push_back(changed("zero timeout", [](cluster& c) { c.timeout_seconds = 0; },
                        everywhere({{"/timeoutSeconds", "timeoutSeconds is positive"}})));
    s.push_back(changed("ratio above one", [](cluster& c) { c.ratio = 1.5; }, everywhere({{"/ratio", "ratio is a fraction"}})));
    s.push_back(changed("ratio off the quarters", [](cluster& c) { c.ratio = 0.3; },
                        everywhere({{"/ratio", "ratio is a multiple of 0.25"}})));
    s.push_back(changed("weight at the exclusive maximum", [](cluster& c) { c.weight = 2.5; },
                        everywhere({{"/weight", "must be less than 2.5"}})));
    s.push_back(changed("weight below the exclusive minimum", [](cluster& c) { c.weight = -0.75; },
                        everywhere({{"/weight", "must be greater than -0.5"}})));
    s.push_back(changed("weight off the quarters", [](cluster& c) { c.weight = 0.3; },
                        everywhere({{"/weight", "must be a multiple of 0.25"}})));
    s.push_back(changed("weight at the exclusive minimum", [](cluster& c) { c.weight = -0.5; },
                        everywhere({{"/weight", "must be greater than -0.5"}})));
    s.push_back(changed("offset zero", [](cluster& c) { c.offset = 0; },
                        everywhere({{"/offset", "must be less than or equal to -0.5"}})));
    s.push_back(changed("offset at its maximum", [](cluster& c) { c.offset = -0.5; }, everywhere({})));
    s.push_back(changed("whole offset", [](cluster& c) { c.offset = -3; }, everywhere({})));
    s.push_back(changed("plain http", [](cluster& c) { c.backend = Backend<v1>::make<"url">("http://example.com"); },
                        everywhere({{"/backend/url", "the url is https"}})));
    s.push_back(changed("outside service on port 80",
                        [](cluster& c) { c.backend = Backend<v1>::make<"service">(Service<v1>{"example.com", 80}); },
                        everywhere({{"/backend/service", "outside the cluster only port 443"}})));
    s.push_back(changed("service without port", [](cluster& c) { c.backend = Backend<v1>::make<"service">(Service<v1>{"db.svc", 0}); },
                        everywhere({{"/backend/service", "the service port is set"}})));
    s.push_back(changed("image without a tag", [](cluster& c) { c.steps = {step_script("make", {}), step_image("nginx")}; },
                        everywhere({{"/steps/1", "the image reference has a tag"}})));
    s.push_back(changed("latest image", [](cluster& c) { c.steps = {step_image("nginx:latest")}; },
                        everywhere({{"/steps/0", "no latest image"}})));
    s.push_back(changed("empty command", [](cluster& c) { c.steps = {step_script("", {})}; },
                        everywhere({{"/steps/0", "the command is not empty"}})));
    s.push_back(changed("five args", [](cluster& c) { c.steps = {step_script("make", {"a", "b", "c", "d", "e"})}; },
                        everywhere({{"/steps/0/args", "at most 4 args"}})));
 // the reader refuses an alternative without its required members, or with another's: so do rules
    s.push_back({"image step without its ref", with_steps({step_image("nginx:1")}),
                 everywhere({{"/steps/0", "the members of step-kind 'image': ref required; command, args not allowed"}}),
                 R"(,"ref":"nginx:1")", ""});
    s.push_back({"script step with an image's ref", with_steps({step_script("make", {})}),
                 everywhere({{"/steps/0", "the members of step-kind 'script': command, args required; ref not allowed"}}),
                 R"("args":[])", R"("args":[],"ref":"nginx:1")"});
    s.push_back({"script step without its args", with_steps({step_script("make", {})}),
                 everywhere({{"/steps/0", "the members of step-kind 'script': command, args required; ref not allowed"}}),
                 R"(,"args":[])", ""});
    s.push_back(changed("expired", [](cluster& c) { c.expires = "2019-12-31T23:59:59.999Z"; },
                        everywhere({{"/expires", "expires after 2020"}})));
    s.push_back(changed("long grace period", [](cluster& c) { c.grace_period = "1h0m0.001s"; },
                        everywhere({{"/gracePeriod", "a grace period of at most an hour"}})));
    return s;
}

} // namespace cel_cases

#endif // VERSIONED_TESTS_CONSTRAINTS_CEL_CASES_HPP
