// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// The real-scale kind as an operator's header (docs/split.md): the tree, the kind, and with
// BENCH_EXTERN its conversions, JSON, review and CRD declared here and compiled once, in
// split_instantiate.cpp. run.py --split compiles split_user.cpp with and without BENCH_EXTERN.
#ifndef BENCH_REAL_SCALE_SPLIT_API_HPP
#define BENCH_REAL_SCALE_SPLIT_API_HPP

#include "tree.hpp"

#include <versioned/k8s.hpp>

VERSIONED_CRD(batch, CronJob, spec(CronJobSpec), status(CronJobStatus), group("batch.tutorial.kubebuilder.io"),
    plural("cronjobs"), storage(v1));

#ifdef BENCH_EXTERN
VERSIONED_EXTERN(batch, CronJob);
#endif

#endif
