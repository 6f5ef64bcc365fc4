// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_RESIDUE_HPP
#define VERSIONED_RESIDUE_HPP

// Lossless round trips (DESIGN.md §7): what an older version cannot carry, kept beside the
// object and given back on the way up.
//
//   versioned::residue<FooSpec> rest;                               // empty
//   auto old  = versioned::convert<api::v1alpha1>(cur, rest);       // rest records what v1alpha1 cannot hold
//   old.name = "renamed";                                           // a client edits the old version
//   auto back = versioned::convert<api::v1>(std::move(old), rest);  // == cur, except name; rest.empty()
//
// The component's umbrella; its parts stand alone:

#include <versioned/residue/residue.hpp> // residue<S>, convert/upgrade/downgrade with a residue
#include <versioned/residue/json.hpp>    // its JSON form: json::write(rest), json::read<residue<S>>

#endif // VERSIONED_RESIDUE_HPP
