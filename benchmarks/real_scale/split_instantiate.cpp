// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// The one file of a split build that compiles the CronJob's work (run.py --split, docs/split.md).
#include "split_api.hpp"

VERSIONED_INSTANTIATE(batch, CronJob);
