// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_OPTIONS_HPP
#define VERSIONED_JSON_OPTIONS_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The options of reading and writing JSON (DESIGN.md §6): aggregates, every member defaulted.

#include <cstddef>
#include <string_view>

namespace versioned::json {

// What read does with a member the version does not have.
enum class unknown_keys { reject, ignore };

struct read_options {
    // The member that names the document's version ("v1", or "group/v1" when group is set).
    // read<T> accepts it only if it names T's version; read_any<S> requires it. Empty: none.
    std::string_view version_key = "apiVersion";
    std::string_view group = "";
    json::unknown_keys unknown_keys = json::unknown_keys::reject;
    // Objects and arrays nested deeper than this are an error (the root is depth 1). It also
    // bounds the reader's recursion, so keep it in the thousands at most.
    std::size_t max_depth = 512;
    // Check every value against its field's constraints (DESIGN.md §13; CEL rules excepted): a
    // violation is errc::constraint_violated. false reads any value the types hold.
    bool check_constraints = true;
    // Skip a UTF-8 byte order mark (EF BB BF) at the start of the text, as editors on Windows
    // write one. Off: JSON text has none (RFC 8259), and one is an error that names it.
    bool allow_bom = false;
};

struct write_options {
    // When set, the root object's first member is this key with the value "vX" (or
    // "group/vX" when group is set).
    std::string_view version_key = "";
    std::string_view group = "";
    // Write empty std::optional members as null instead of omitting them.
    bool write_nulls = false;
};

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_OPTIONS_HPP
