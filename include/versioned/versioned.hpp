// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VERSIONED_HPP
#define VERSIONED_VERSIONED_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The one header users include. Each part also stands alone, for users who want less.

#include <versioned/version.hpp>      // VERSIONED_VERSION: the library's own version
#include <versioned/versions.hpp>     // VERSIONED_VERSIONS: version declarations
#include <versioned/struct.hpp>       // VERSIONED_STRUCT: versioned structs and their rules
#include <versioned/enum.hpp>         // VERSIONED_ENUM: versioned enums, to_string, enum_cast
#include <versioned/variant.hpp>      // VERSIONED_VARIANT: sum types whose alternatives evolve
#include <versioned/reflection.hpp>   // field_names, has_field, for_each_field, any, latest_t
#include <versioned/convert.hpp>      // upgrade, downgrade, convert<V>
#include <versioned/key_naming.hpp>   // VERSIONED_KEY_NAMING, json_keys<T>: the one source of JSON keys
#include <versioned/schema.hpp>       // json_schema<T>, openapi_schema<T>
#include <versioned/json.hpp>         // json::read<T>, json::read_any<S>, json::write
#include <versioned/residue.hpp>      // residue<S>: lossless round trips through older versions
#include <versioned/hana.hpp>         // boost::hana::Struct for every generated struct
#include <versioned/history.hpp>      // history<S>(): the field table as Markdown and a changelog
#include <versioned/k8s/priority.hpp> // Kubernetes version priority

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_VERSIONED_HPP
