// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_INT_OR_STRING_HPP
#define VERSIONED_K8S_INT_OR_STRING_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// k8s::int_or_string: Kubernetes' intstr.IntOrString, an int32 or a string ("8080" / "http",
// 3 / "25%").
//
//   versioned::k8s::int_or_string port = 8080;     // or = "http"
//   if (port.is_int()) use(port.int_value()); else use(port.string_value());
//
// As Go's: JSON a number or a string; equal when of the same kind and value (3 != "3"); no
// ordering. Reading takes an integer in int32 (as the library reads integers: 1e3 and 2.0 are
// integers) or a string; null is the int 0, as Go's UnmarshalJSON leaves it. Kubernetes' schema
// (x-kubernetes-int-or-string) takes any int64: a value beyond int32 is refused here, as Go's
// decoding refuses it.

#include <versioned/constraints/traits.hpp>
#include <versioned/json/codec.hpp>
#include <versioned/k8s/detail/wrong_kind.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace versioned {
template <class T>
struct schema_fragment; // <versioned/schema.hpp>
} // namespace versioned

namespace versioned::k8s {

class int_or_string {
public:
    // The int 0 (Go's zero value).
    constexpr int_or_string() noexcept = default;
    constexpr int_or_string(std::int32_t value) noexcept : int_(value) {}
    int_or_string(std::string value) noexcept : string_(std::move(value)), is_string_(true) {}
    int_or_string(const char* value) : string_(value), is_string_(true) {}
    int_or_string(std::string_view value) : string_(value), is_string_(true) {}

    bool is_int() const noexcept { return !is_string_; }
    bool is_string() const noexcept { return is_string_; }
    // The int (0 when a string is held), the string ("" when an int is held).
    std::int32_t int_value() const noexcept { return int_; }
    const std::string& string_value() const noexcept { return string_; }
    // "8080" or "http", as Go's String().
    std::string to_string() const { return is_string_ ? string_ : std::to_string(int_); }

    friend bool operator==(const int_or_string& a, const int_or_string& b) noexcept {
        return a.is_string_ == b.is_string_ && (a.is_string_ ? a.string_ == b.string_ : a.int_ == b.int_);
    }
    template <class Stream>
    friend Stream& operator<<(Stream& os, const int_or_string& v) {
        if (v.is_string_) return os << '"' << v.string_ << '"';
        return os << v.int_;
    }

private:
    std::int32_t int_ = 0;
    std::string string_;
    bool is_string_ = false;
};

} // namespace versioned::k8s

// The string keywords of validate(...) judge the string an int_or_string holds, and nothing when
// it holds an int: Kubernetes' validator applies maxLength or pattern to a string value only.
template <>
struct versioned::constraint_traits<versioned::k8s::int_or_string> {
    static constexpr constrained_as kind = constrained_as::string;
    static bool string_value(const k8s::int_or_string& v, std::string& out) {
        if (!v.is_string()) return false;
        out = v.string_value();
        return true;
    }
};

template <>
struct versioned::json::codec<versioned::k8s::int_or_string> {
    static bool read(json::reader& in, k8s::int_or_string& value) {
        if (in.is_null()) {
            value = k8s::int_or_string();
            return in.skip();
        }
        const char at = in.peek();
        if (at == '"') {
            std::string text;
            if (!in.read(text)) return false;
            value = std::move(text);
            return true;
        }
        if (at == '-' || (at >= '0' && at <= '9')) {
            std::int32_t number = 0;
            if (!in.read(number)) return false;
            value = number;
            return true;
        }
        return k8s::detail::fail_wrong_kind(in, "an integer or a string");
    }
    static void write(json::writer& out, const k8s::int_or_string& value) {
        if (value.is_string()) out.write(value.string_value());
        else out.write(value.int_value());
    }
};

// As controller-gen writes intstr.IntOrString.
template <>
struct versioned::schema_fragment<versioned::k8s::int_or_string> {
    static constexpr std::string_view json =
        R"({"anyOf":[{"type":"integer","minimum":-2147483648,"maximum":2147483647},{"type":"string"}]})";
    static constexpr std::string_view openapi =
        R"({"anyOf":[{"type":"integer"},{"type":"string"}],"x-kubernetes-int-or-string":true})";
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_INT_OR_STRING_HPP
