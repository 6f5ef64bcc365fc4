// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// A file of an operator that uses the real-scale kind's objects (run.py --split): every version
// converted to and from the hub, with and without a residue, read, read as any version and
// written, a ConversionReview, the CRD. Built alone it compiles all of that; with BENCH_EXTERN it
// only declares it (split_api.hpp) and split_instantiate.cpp compiles it once.
#include "split_api.hpp"

#include <string>
#include <string_view>
#include <variant>

#define BENCH_FOR_EACH_VERSION(X) X(v1alpha1) X(v1beta1) X(v1)
#define BENCH_FOR_EACH_OLD_VERSION(X) X(v1alpha1) X(v1beta1)

#define BENCH_OBJECT(v)                                                                              \
    batch::CronJob<batch::v1> up_##v(const batch::CronJob<batch::v>& x) { return versioned::convert<batch::v1>(x); } \
    batch::CronJob<batch::v> down_##v(const batch::CronJob<batch::v1>& x) { return versioned::convert<batch::v>(x); } \
    batch::CronJob<batch::v> down_##v(const batch::CronJob<batch::v1>& x, versioned::k8s::object_residue<batch::CronJob>& r) { \
        return versioned::convert<batch::v>(x, r);                                                   \
    }
BENCH_FOR_EACH_OLD_VERSION(BENCH_OBJECT)

#define BENCH_JSON(v)                                                                                \
    batch::CronJob<batch::v> read_##v(std::string_view text) { return versioned::json::read<batch::CronJob<batch::v>>(text).value(); } \
    std::string write_##v(const batch::CronJob<batch::v>& x) { return versioned::json::write(x); }
BENCH_FOR_EACH_VERSION(BENCH_JSON)

std::size_t read_any(std::string_view text) { return versioned::json::read_any<batch::CronJob>(text).value().index(); }
std::string review(std::string_view body) { return versioned::k8s::convert_review<batch::CronJob>(body).body; }
std::string crd() { return versioned::k8s::crd_yaml<batch::CronJob>(); }
