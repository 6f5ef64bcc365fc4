// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VARIANT_OPTIONS_HPP
#define VERSIONED_VARIANT_OPTIONS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// How a versioned variant is written as JSON (and so described by its schemas), per variant:
//
//   VERSIONED_VARIANT_OPTIONS(api, Source, .tag = "type");   // {"type":"image", ...image's members}
//
// Without it a variant is externally tagged, {"image": {...}}: one member, the alternative's
// JSON key (serde's default). Declare the options right after the variant, before any use of its
// JSON or schemas (they are read when those are compiled, as VERSIONED_KEY_NAMING is).

#include <string_view>

namespace versioned {

struct variant_options {
    // Empty: externally tagged, {"image": {...}}. Set: internally tagged, {"type": "image", ...}:
    // this member names the alternative, beside the alternative's own members -- so every
    // alternative must be a versioned struct, none with a member of this key.
    std::string_view tag = "";
};

// The options of the variant whose descriptor is D (set by VERSIONED_VARIANT_OPTIONS).
template <class D>
inline constexpr variant_options variant_options_v = {};

} // namespace versioned

// Sets the JSON options of the variant ns::Name (declared by VERSIONED_VARIANT): designated
// initializers of versioned::variant_options. Use at global scope.
#define VERSIONED_VARIANT_OPTIONS(ns, Name, ...)                                                   \
    namespace versioned {                                                                          \
    template <>                                                                                    \
    inline constexpr variant_options variant_options_v<::ns::versioned_variant_desc_##Name> =      \
        variant_options{__VA_ARGS__};                                                              \
    }                                                                                              \
    static_assert(true)

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_VARIANT_OPTIONS_HPP
