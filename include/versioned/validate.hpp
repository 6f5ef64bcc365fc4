// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_VALIDATE_HPP
#define VERSIONED_VALIDATE_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// versioned::validate(value): every violation of the constraints of the value's version
// (DESIGN.md §13) -- nested structs, containers, maps and variants included, CEL rules
// excepted -- as json::errors with the JSON Pointer of the value and the reader's message.
//
//   for (const auto& e : versioned::validate(spec)) std::cerr << e.message() << '\n';
//   // "/replicas: 1200 is greater than the maximum 1000"
//
// Empty when the value is valid. json::write does not check; json::read does (as the first
// violation of the document). min_properties / max_properties of a nested struct count the
// members json::write would write (an empty std::optional is left out).

#include <versioned/constraints/detail/walk.hpp>
#include <versioned/json/detail/error_state.hpp>
#include <versioned/json/error.hpp>

#include <string>
#include <utility>
#include <vector>

namespace versioned::detail::validation {

// Each violation as a json::error (the path's tokens escaped as the reader's are).
struct collect {
    std::vector<json::error> found;
    void operator()(const std::vector<std::string>& tokens, std::string why) {
        json::error e;
        e.code = json::errc::constraint_violated;
        for (const std::string& t : tokens) {
            e.path += '/';
            json_io::append_pointer_token(e.path, t);
        }
        e.detail = std::move(why);
        found.push_back(std::move(e));
    }
};

} // namespace versioned::detail::validation

namespace versioned {

// Every violation of the constraints of value's version (see above); empty when valid.
template <class T>
    requires(versioned_struct<T> || detail::versioned_variant<T>)
std::vector<json::error> validate(const T& value) {
    detail::validation::collect report;
    detail::constraints::walk_all(value, report);
    return std::move(report.found);
}

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_VALIDATE_HPP
