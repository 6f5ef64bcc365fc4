// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// The one translation unit of the split build that compiles split::Widget's conversions, JSON,
// review and CRD (tests/split/split.cmake).
#include "api.hpp"

VERSIONED_INSTANTIATE(split, Widget);
