// The object that glaze's README benchmarks (its tests/json_performance, 671 bytes of compact
// JSON) as versioned structs, its text, and malformed variants of it that a strict reader must
// reject. Shared by tests/json.cpp (versioned rejects every variant, with read and read_into)
// and benchmarks/json (the same variants through every library, and the object as the first
// benchmark document).
#ifndef VERSIONED_TESTS_JSON_JSON_PERFORMANCE_HPP
#define VERSIONED_TESTS_JSON_JSON_PERFORMANCE_HPP

#include <versioned/struct.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

VERSIONED_VERSIONS(jp, v1);

VERSIONED_STRUCT(jp, FixedObject,
    ((std::vector<std::int32_t>), int_array),
    ((std::vector<float>),        float_array),
    ((std::vector<double>),       double_array));

VERSIONED_STRUCT(jp, FixedNameObject,
    (std::string, name0),
    (std::string, name1),
    (std::string, name2),
    (std::string, name3),
    (std::string, name4));

VERSIONED_STRUCT(jp, NestedObject,
    ((std::vector<std::array<double, 3>>), v3s),
    (std::string,                          id));

VERSIONED_STRUCT(jp, AnotherObject,
    (std::string,         string),
    (std::string,         another_string),
    (std::string,         escaped_text),
    (bool,                boolean),
    (jp::NestedObject<V>, nested_object));

VERSIONED_STRUCT(jp, Object,
    (jp::FixedObject<V>,         fixed_object),
    (jp::FixedNameObject<V>,     fixed_name_object),
    (jp::AnotherObject<V>,       another_object),
    ((std::vector<std::string>), string_array),
    (std::string,                string),
    (double,                     number),
    (bool,                       boolean),
    (bool,                       another_bool));

namespace jp {

// glaze's json_minified, byte for byte: what versioned::json::write writes for the object too.
inline constexpr std::string_view text =
    R"({"fixed_object":{"int_array":[0,1,2,3,4,5,6],"float_array":[0.1,0.2,0.3,0.4,0.5,0.6],)"
    R"("double_array":[3288398.238,2.33e+24,28.9,0.928759872,0.22222848,0.1,0.2,0.3,0.4]},)"
    R"("fixed_name_object":{"name0":"James","name1":"Abraham","name2":"Susan","name3":"Frank","name4":"Alicia"},)"
    R"("another_object":{"string":"here is some text","another_string":"Hello World",)"
    R"("escaped_text":"{\"some key\":\"some string value\"}","boolean":false,"nested_object":{"v3s":)"
    R"([[0.12345,0.23456,0.001345],[0.3894675,97.39827,297.92387],[18.18,87.289,2988.298]],"id":"298728949872"}},)"
    R"("string_array":["Cat","Dog","Elephant","Tiger"],"string":"Hello world","number":3.14,"boolean":true,)"
    R"("another_bool":false})";

struct malformed {
    std::string_view what; // the one thing wrong with it
    std::string text;
};

// text with its first `from` replaced by `to`.
inline std::string replaced(std::string_view from, std::string_view to) {
    std::string t(text);
    t.replace(t.find(from), from.size(), to);
    return t;
}

// Seventeen documents, each the object with one thing wrong that a lax reader lets through.
inline std::vector<malformed> malformed_documents() {
    return {
        {"missing key", replaced(R"(,"another_bool":false)", "")},
        {"duplicate key", replaced(R"("number":3.14,)", R"("number":3.14,"number":2.5,)")},
        {"unknown key", replaced(R"("number":3.14,)", R"("number":3.14,"numbr":2.5,)")},
        {"1.5 into an int", replaced("[0,1,2,", "[0,1.5,2,")},
        {"int out of range", replaced("[0,1,2,", "[0,3000000000,2,")},
        {"float out of range", replaced("[0.1,0.2,", "[0.1,1e39,")},
        {"trailing text", std::string(text) + "x"},
        {"a second value", std::string(text) + "{}"},
        {"invalid UTF-8", replaced("\"Cat\"", "\"C\xff" "at\"")},
        {"NaN", replaced("3.14,", "NaN,")},
        {"string for a number", replaced("3.14,", "\"3.14\",")},
        {"bad escape", replaced("Hello World", "Hello\\qWorld")},
        {"lone surrogate", replaced("Hello World", "Hello\\ud800World")},
        {"raw control character", replaced("Hello World", "Hello\x01World")},
        {"leading zero", replaced("3.14,", "03.14,")},
        {"array of 4 for std::array<double, 3>", replaced("[18.18,87.289,2988.298]", "[18.18,87.289,2988.298,1]")},
        {"trailing comma", replaced("[0,1,2,3,4,5,6]", "[0,1,2,3,4,5,6,]")},
    };
}

} // namespace jp

#endif // VERSIONED_TESTS_JSON_JSON_PERFORMANCE_HPP
