// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// versioned::json: one strict pass from the text into the struct, and back.
#include "model.hpp"

#include <versioned/json.hpp>

namespace bench {

Spec versioned_read(std::string_view text) { return versioned::json::read<Spec>(text).value(); }

std::string versioned_write(const Spec& s) { return versioned::json::write(s); }

} // namespace bench
