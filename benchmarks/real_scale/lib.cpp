// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// The real-scale benchmark's library side (issue 37): the tree of tree.hpp, and as much more as
// BENCH_LEVEL says, each level adding one feature to the one before (run.py compiles every level):
//   1 structs   every version of the spec and status (constructed and destroyed)
//   2 convert   conversions both ways between every version and the hub (v1)
//   3 schemas   every version's JSON Schema and OpenAPI schema of the spec and status
//   4 crd       the kind (VERSIONED_CRD) and its merged CRD (crd_yaml)
//   5 json      read and write of every version of the whole object
//   6 review    convert_review over the kind
//   7 residue   the spec's conversions with a residue both ways, and the residue's JSON
// With BENCH_DUMP, main prints what the hand-written side keeps as literals (run.py).
#ifndef BENCH_LEVEL
#define BENCH_LEVEL 7
#endif

#include "tree.hpp"

#include <string>
#include <string_view>

#if BENCH_LEVEL >= 2
#include <versioned/convert.hpp>
#endif
#if BENCH_LEVEL >= 3
#include <versioned/schema.hpp>
#endif
#if BENCH_LEVEL >= 4
#include <versioned/k8s/crd_document.hpp>
VERSIONED_CRD(batch, CronJob, spec(CronJobSpec), status(CronJobStatus), group("batch.tutorial.kubebuilder.io"),
    plural("cronjobs"), storage(v1));
#endif
#if BENCH_LEVEL >= 5
#include <versioned/json.hpp>
#include <versioned/k8s/object.hpp>
#endif
#if BENCH_LEVEL >= 6
#include <versioned/k8s/convert_review.hpp>
#endif
#if BENCH_LEVEL >= 7
#include <versioned/residue.hpp>
#endif

#define BENCH_FOR_EACH_VERSION(X) X(v1alpha1) X(v1beta1) X(v1)
#define BENCH_FOR_EACH_OLD_VERSION(X) X(v1alpha1) X(v1beta1)

// 1: the structs
#define BENCH_MAKE(v)                                                                               \
    batch::CronJobSpec<batch::v> make_spec_##v() { return {}; }                                    \
    batch::CronJobStatus<batch::v> make_status_##v() { return {}; }
BENCH_FOR_EACH_VERSION(BENCH_MAKE)

#if BENCH_LEVEL >= 2
#define BENCH_CONVERT(v)                                                                            \
    batch::CronJobSpec<batch::v1> spec_up_##v(const batch::CronJobSpec<batch::v>& x) { return versioned::convert<batch::v1>(x); } \
    batch::CronJobSpec<batch::v> spec_down_##v(const batch::CronJobSpec<batch::v1>& x) { return versioned::convert<batch::v>(x); } \
    batch::CronJobStatus<batch::v1> status_up_##v(const batch::CronJobStatus<batch::v>& x) { return versioned::convert<batch::v1>(x); } \
    batch::CronJobStatus<batch::v> status_down_##v(const batch::CronJobStatus<batch::v1>& x) { return versioned::convert<batch::v>(x); }
BENCH_FOR_EACH_OLD_VERSION(BENCH_CONVERT)
#endif

#if BENCH_LEVEL >= 3
#define BENCH_SCHEMAS(v)                                                                            \
    std::string_view spec_schema_##v() { return versioned::json_schema<batch::CronJobSpec<batch::v>>; } \
    std::string_view spec_openapi_##v() { return versioned::openapi_schema<batch::CronJobSpec<batch::v>>; } \
    std::string_view status_schema_##v() { return versioned::json_schema<batch::CronJobStatus<batch::v>>; } \
    std::string_view status_openapi_##v() { return versioned::openapi_schema<batch::CronJobStatus<batch::v>>; }
BENCH_FOR_EACH_VERSION(BENCH_SCHEMAS)
#endif

#if BENCH_LEVEL >= 4
std::string crd() { return versioned::k8s::crd_yaml<batch::CronJob>(); }
#endif

#if BENCH_LEVEL >= 5
#define BENCH_JSON(v)                                                                               \
    batch::CronJob<batch::v> read_##v(std::string_view text) { return versioned::json::read<batch::CronJob<batch::v>>(text).value(); } \
    std::string write_##v(const batch::CronJob<batch::v>& x) { return versioned::json::write(x); }
BENCH_FOR_EACH_VERSION(BENCH_JSON)
#endif

#if BENCH_LEVEL >= 6
std::string review(std::string_view body) { return versioned::k8s::convert_review<batch::CronJob>(body).body; }
#endif

#if BENCH_LEVEL >= 7
#define BENCH_RESIDUE(v)                                                                            \
    batch::CronJobSpec<batch::v> spec_down_##v(const batch::CronJobSpec<batch::v1>& x, versioned::residue<batch::CronJobSpec>& r) { \
        return versioned::convert<batch::v>(x, r);                                                 \
    }                                                                                               \
    batch::CronJobSpec<batch::v1> spec_up_##v(const batch::CronJobSpec<batch::v>& x, versioned::residue<batch::CronJobSpec>& r) { \
        return versioned::convert<batch::v1>(x, r);                                                \
    }
BENCH_FOR_EACH_OLD_VERSION(BENCH_RESIDUE)
std::string write_residue(const versioned::residue<batch::CronJobSpec>& r) { return versioned::json::write(r); }
versioned::residue<batch::CronJobSpec> read_residue(std::string_view text) {
    return versioned::json::read<versioned::residue<batch::CronJobSpec>>(text).value();
}
#endif

#ifdef BENCH_DUMP
#include <fstream>
// What the hand-written side keeps as literals, each written to DIR/NAME (argv[1] is DIR).
int main(int argc, char** argv) {
    if (argc != 2) return 2;
    const std::string dir = argv[1];
    const auto put = [&](const char* name, std::string_view text) { std::ofstream(dir + "/" + name) << text; };
#define BENCH_DUMP_SCHEMAS(v)                                                                       \
    put("spec_schema_" #v, spec_schema_##v());                                                      \
    put("spec_openapi_" #v, spec_openapi_##v());                                                    \
    put("status_schema_" #v, status_schema_##v());                                                  \
    put("status_openapi_" #v, status_openapi_##v());
    BENCH_FOR_EACH_VERSION(BENCH_DUMP_SCHEMAS)
    put("crd_yaml", crd());
}
#endif
