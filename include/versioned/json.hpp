// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_HPP
#define VERSIONED_JSON_HPP

// JSON for every version of a versioned struct (DESIGN.md §6), and for any value a field can
// hold: scalars, strings, optionals, vectors, arrays, string-keyed maps, nested structs,
// versioned variants, enums described with BOOST_DESCRIBE_ENUM, and user types through
// json::codec<T>.
//
//   std::string text = versioned::json::write(spec);            // compact JSON
//   auto r = versioned::json::read<FooSpec<api::v1>>(text);     // json::result<FooSpec<api::v1>>
//   if (!r) std::cerr << r.error().message() << '\n';
//   auto held = versioned::json::read_any<FooSpec>(text);       // dispatches on "apiVersion"
//
// The component's umbrella; its parts stand alone for users who want less:

#include <versioned/json/error.hpp>   // errc, error, error_exception, result<T>
#include <versioned/json/options.hpp> // read_options, write_options, unknown_keys
#include <versioned/json/codec.hpp>   // codec<T>, reader, writer: the customization point
#include <versioned/json/read.hpp>    // read<T>, read_any<S>, read_with
#include <versioned/json/write.hpp>   // write, try_write
#include <versioned/json/variant.hpp> // versioned variants, through codec<T>
#include <versioned/validate.hpp>     // versioned::validate(value): the constraints, checked
#include <versioned/json/raw.hpp>     // raw: any JSON value kept as its text

#endif // VERSIONED_JSON_HPP
