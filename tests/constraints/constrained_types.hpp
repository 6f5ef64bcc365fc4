// Constrained test types (DESIGN.md §13) for the generators' and the differential tests: every
// keyword but rule on the shapes it fits, at the edges of their types, with constraints that
// change per version (narrower before v1 with a downgrade_with, narrower from v1beta1 with an
// upgrade_with), inside std::optional, a nested struct, a vector of structs, a map and a
// versioned variant's alternatives (the spec of the Kubernetes kind cgen::Gadget of
// tests/k8s/kube_types.hpp too).
//   tests/constraints_properties.cpp       generated values valid, conversions valid, round trips
//   tests/json/dump.cpp, tests/k8s/kube_dump_tests.cpp
//                                          mutated documents (mutate_constraints.hpp) judged by
//                                          python3-jsonschema and Kubernetes' validator
#ifndef VERSIONED_TESTS_CONSTRAINTS_CONSTRAINED_TYPES_HPP
#define VERSIONED_TESTS_CONSTRAINTS_CONSTRAINED_TYPES_HPP

#include <versioned/versioned.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(cgen, v1alpha1, v1beta1, v1);
VERSIONED_KEY_NAMING(cgen, camel_case);

namespace cgen {
constexpr std::int32_t clamp_to_100(std::int32_t r) { return r > 100 ? 100 : r; }
// v1beta1 takes at most 4 code points in a tag, v1alpha1 up to 8: the upgrade keeps the first 4.
inline std::string first_4(std::string s) {
    std::size_t points = 0, i = 0;
    for (; i < s.size(); ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80 && ++points > 4) break;
    return s.substr(0, i);
}
inline std::optional<std::int16_t> at_most_10(std::optional<std::int16_t> v) {
    return v && *v > 10 ? std::optional<std::int16_t>(10) : v;
}
} // namespace cgen

VERSIONED_STRUCT(cgen, Leaf,
    (std::int32_t,               n,    validate(minimum(-5), maximum(9))),
    (std::optional<std::string>, note, validate(max_length(4))));

VERSIONED_VARIANT(cgen, Choice,
    (cgen::Leaf<V>, leaf, validate(min_properties(2))),
    (std::string,   url,  validate(pattern("^https://[a-z]+\\.example$"), max_length(24))));

// Fractional bounds and factors on floating members: JSON Schema's differential only. Kubernetes'
// dialect writes them as CEL rules (its validator would cast them to int64 for a value written
// without a fraction), which Kubernetes' validator does not evaluate: the CEL oracle judges
// them (constraints.cel, cel_cases.hpp's weight and offset), so the kind's spec below keeps
// integral ones.
VERSIONED_STRUCT(cgen, Fractions,
    (double,                ratio, validate(exclusive_minimum(0), maximum(1), multiple_of(0.25))),
    (float,                 share, validate(minimum(-0.5), exclusive_maximum(2.5))),
    (std::optional<double>, tenth, validate(minimum(-0.5), maximum(0.5), multiple_of(0.1))),
    (double,                tiny,  validate(exclusive_minimum(-5e-324), exclusive_maximum(5e-324))));

VERSIONED_STRUCT(cgen, Spec,
    (std::string,  name,     validate(min_length(1), max_length(12), pattern("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"))),
    (std::int32_t, replicas, validate(minimum(0), maximum(1000)),
                             changed(v1, from_validate(minimum(0), maximum(100)), downgrade_with(cgen::clamp_to_100))),
    (std::int64_t, big,      validate(exclusive_minimum(-9007199254740992), exclusive_maximum(9007199254740992), multiple_of(3))),
    (std::uint8_t, small,    validate(exclusive_maximum(255))),
    (std::int8_t,  tiny,     validate(minimum(-128), exclusive_maximum(0))),
    (double,       step,     validate(minimum(2), maximum(64), multiple_of(2))),
    (float,        share,    validate(minimum(-1), exclusive_maximum(3))),
    (double,       offset,   validate(exclusive_maximum(-1e6))),
    (std::string,  title,    validate(min_length(2), max_length(5))),
    (std::string,  tag,      validate(max_length(4)), changed(v1beta1, from_validate(max_length(8)), upgrade_with(cgen::first_4))),
    (std::vector<std::string>, hosts, validate(min_items(1), max_items(4), unique_items)),
    ((std::map<std::string, std::int32_t>), labels, validate(min_properties(1), max_properties(3))),
    (std::string,  started,  validate(format("date-time"))),
    (std::optional<std::string>, id, validate(format("uuid"))),
    (std::optional<std::int16_t>, level, validate(minimum(1), maximum(10)),
                             changed(v1beta1, from_validate(minimum(1)), upgrade_with(cgen::at_most_10))),
    (std::optional<std::string>, code, validate(pattern("^[A-Z]{2}-[0-9]{3}$"), min_length(6))),
    (cgen::Leaf<V>, leaf,    validate(max_properties(1))),
    (std::vector<cgen::Leaf<V>>, leaves),
    (cgen::Choice<V>, choice));

#endif
