// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// The real-scale benchmark's hand-written side (issue 37): what lib.cpp does at each BENCH_LEVEL,
// written as a project without the library would: plain structs per version with Boost.Describe,
// adjacent conversion functions, the schemas and the CRD as literals (another tool's output),
// Boost.JSON for reading and writing, a ConversionReview handler over it. Level 7 (residue) has
// no hand-written counterpart: it is level 6 again. hand_*.hpp are generate.py's output;
// hand_literals.hpp is written by run.py from what lib.cpp's BENCH_DUMP program prints.
#ifndef BENCH_LEVEL
#define BENCH_LEVEL 7
#endif

#include "hand_types.hpp"

#include <string>
#include <string_view>

#if BENCH_LEVEL >= 2
#include "hand_convert.hpp"
#endif
#if BENCH_LEVEL >= 3
#include "hand_literals.hpp"
#endif
#if BENCH_LEVEL >= 5
#include "hand_json.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#endif

#define BENCH_FOR_EACH_VERSION(X) X(v1alpha1) X(v1beta1) X(v1)
#define BENCH_FOR_EACH_OLD_VERSION(X) X(v1alpha1) X(v1beta1)

#define BENCH_MAKE(v)                                                                               \
    hw::v::CronJobSpec make_spec_##v() { return {}; }                                              \
    hw::v::CronJobStatus make_status_##v() { return {}; }
BENCH_FOR_EACH_VERSION(BENCH_MAKE)

#if BENCH_LEVEL >= 2
#define BENCH_CONVERT(v)                                                                            \
    hw::v1::CronJobSpec spec_up_##v(const hw::v::CronJobSpec& x) { return hw::to_hub(x); }          \
    hw::v::CronJobSpec spec_down_##v(const hw::v1::CronJobSpec& x) { return hw::from_hub(x, static_cast<hw::v::CronJobSpec*>(nullptr)); } \
    hw::v1::CronJobStatus status_up_##v(const hw::v::CronJobStatus& x) { return hw::to_hub(x); }    \
    hw::v::CronJobStatus status_down_##v(const hw::v1::CronJobStatus& x) { return hw::from_hub(x, static_cast<hw::v::CronJobStatus*>(nullptr)); }
BENCH_FOR_EACH_OLD_VERSION(BENCH_CONVERT)
#endif

#if BENCH_LEVEL >= 3
#define BENCH_SCHEMAS(v)                                                                            \
    std::string spec_schema_##v() { return hw::literal(hw::spec_schema_##v); }                       \
    std::string spec_openapi_##v() { return hw::literal(hw::spec_openapi_##v); }                     \
    std::string status_schema_##v() { return hw::literal(hw::status_schema_##v); }                   \
    std::string status_openapi_##v() { return hw::literal(hw::status_openapi_##v); }
BENCH_FOR_EACH_VERSION(BENCH_SCHEMAS)
#endif

#if BENCH_LEVEL >= 4
std::string crd() { return hw::literal(hw::crd_yaml); }
#endif

#if BENCH_LEVEL >= 5
#define BENCH_JSON(v)                                                                               \
    hw::v::CronJob read_##v(std::string_view text) { return boost::json::value_to<hw::v::CronJob>(boost::json::parse(text)); } \
    std::string write_##v(const hw::v::CronJob& x) { return boost::json::serialize(boost::json::value_from(x)); }
BENCH_FOR_EACH_VERSION(BENCH_JSON)
#endif

#if BENCH_LEVEL >= 6
// The ConversionReview protocol's skeleton: the request checked, each object converted to the
// desired version through hw::convert_object (hand_json.hpp), failures as a Failure result.
std::string review(std::string_view body) {
    boost::json::object response{{"apiVersion", "apiextensions.k8s.io/v1"}, {"kind", "ConversionReview"}};
    boost::json::object& result = response["response"].emplace_object();
    try {
        const boost::json::value doc = boost::json::parse(body);
        const boost::json::object& request = doc.at("request").as_object();
        result["uid"] = request.at("uid");
        const std::string_view desired = request.at("desiredAPIVersion").as_string();
        boost::json::array& converted = result["convertedObjects"].emplace_array();
        for (const boost::json::value& object : request.at("objects").as_array()) {
            const std::string_view from = object.at("apiVersion").as_string();
            converted.push_back(from == desired ? object : hw::convert_object(object, from, desired));
        }
        result["result"] = {{"status", "Success"}};
    } catch (const std::exception& e) {
        result.erase("convertedObjects");
        result["result"] = {{"status", "Failure"}, {"message", e.what()}};
    }
    return boost::json::serialize(response);
}
#endif
