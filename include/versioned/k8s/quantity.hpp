// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_QUANTITY_HPP
#define VERSIONED_K8S_QUANTITY_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// k8s::quantity: Kubernetes' resource.Quantity ("500m", "1.5Gi", "2e3"), a decimal kept exactly.
//
//   versioned::k8s::quantity q("1.5Gi");
//   q.to_string();                      // "1536Mi": Kubernetes' canonical form
//   q == versioned::k8s::quantity("1610612736");   // true: compared by value
//   q.value();                          // 1610612736; milli_value() for thousandths
//
// As apimachinery's Quantity: parsed with its grammar (<sign><number><suffix>: suffixes n u m
// "" k M G T P E, Ki Mi Gi Ti Pi Ei, e<exponent>), rounded up (away from zero) to 10^-9, a
// binary (Ki...) value capped at 2^63-1 and written in decimal when below 1; written in the
// canonical form of the format it was read in (String(): no fraction, the largest suffix);
// value() and milli_value() round up away from zero (Value(), MilliValue()); compared by value
// (Cmp); + and - are exact and keep the left operand's format unless it is zero (Add, Sub).
//
// Where this differs from Go (docs/limits.md): at most 38 significant digits (Go's big decimals
// hold any number; more is std::invalid_argument, a sum beyond it std::overflow_error); an
// exponent must fit int32 (Go truncates it to int32); value()/milli_value() throw
// std::overflow_error outside int64 (Go returns 0 or a wrapped number); a DecimalSI multiple of
// 10^21 or a BinarySI multiple of 2^70 is written with zeros before E / Ei (Go writes "1");
// to_string() is always the canonical form (Go's MarshalJSON repeats an input it takes for
// canonical: "+1k", "1E3", "010k" where we write "1k", "1e3", "10k"). Reading JSON takes a
// string of the grammar that also matches Kubernetes' CRD pattern (at least one digit: Go also
// takes ".", "+", "k" as zero) and no surrounding spaces (Go trims them), or an integer number
// (Kubernetes' schema refuses 1.5; Go takes it); null is zero, as in Go.

#include <versioned/constraints/traits.hpp>
#include <versioned/json/codec.hpp>
#include <versioned/json/read.hpp>
#include <versioned/k8s/detail/quantity_text.hpp>
#include <versioned/k8s/detail/wrong_kind.hpp>

#include <compare>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace versioned {
template <class T>
struct schema_fragment; // <versioned/schema.hpp>
} // namespace versioned

namespace versioned::json {
class reader;
} // namespace versioned::json

namespace versioned::k8s {

class quantity;
namespace detail {
bool read_quantity(json::reader& in, quantity& q);
} // namespace detail

class quantity {
public:
    // How a quantity is written: 12M (DecimalSI), 12Mi (BinarySI), 12e6 (DecimalExponent).
    using format = detail::quantity_text::format;

    // Zero ("0").
    quantity() noexcept = default;
    // Parses Kubernetes' text; std::invalid_argument when it is not a quantity.
    explicit quantity(std::string_view text) {
        if (const std::string_view why = detail::quantity_text::parse(text, value_, format_); !why.empty())
            throw std::invalid_argument("not a quantity: \"" + std::string(text) + "\" (" + std::string(why) + ")");
    }
    // value units, as Go's NewQuantity(value, format).
    explicit quantity(std::int64_t value, format fmt = format::decimal_si) : format_(fmt) { set(value, 0); }
    // value thousandths, as Go's NewMilliQuantity.
    static quantity from_milli(std::int64_t milli, format f = format::decimal_si) { return scaled(milli, -3, f); }
    // value × 10^scale, as Go's NewScaledQuantity (which is DecimalSI); a scale below -9 rounds
    // up to 10^-9 as parsing does.
    static quantity scaled(std::int64_t value, std::int32_t scale, format f = format::decimal_si) {
        quantity q;
        q.format_ = f;
        q.set(value, scale);
        return q;
    }
    // The quantity text means, or nullopt.
    static std::optional<quantity> parse(std::string_view text) noexcept {
        quantity q;
        if (!detail::quantity_text::parse(text, q.value_, q.format_).empty()) return std::nullopt;
        return q;
    }

    // Kubernetes' canonical text (Go's String()): "1536Mi", "100m", "1e3".
    std::string to_string() const { return detail::quantity_text::canonical(value_, format_); }
    format text_format() const noexcept { return format_; }

    // The value rounded up, away from zero, to an integer (Value()) or to thousandths
    // (MilliValue()); std::overflow_error when that leaves int64.
    std::int64_t value() const { return scaled(0); }
    std::int64_t milli_value() const { return scaled(3); }

    int sign() const noexcept { return value_.coefficient == 0 ? 0 : (value_.negative ? -1 : 1); }
    bool is_zero() const noexcept { return value_.coefficient == 0; }

    // Exact; a zero left operand takes the right one's format (Go's Add/Sub).
    quantity& operator+=(const quantity& y) { return add(y.value_, y.format_); }
    quantity& operator-=(const quantity& y) {
        auto negated = y.value_;
        negated.negative = negated.coefficient != 0 && !negated.negative;
        return add(negated, y.format_);
    }
    friend quantity operator+(quantity a, const quantity& b) { return a += b; }
    friend quantity operator-(quantity a, const quantity& b) { return a -= b; }
    quantity operator-() const noexcept {
        quantity q = *this;
        q.value_.negative = q.value_.coefficient != 0 && !q.value_.negative;
        return q;
    }

    // By value, whatever the formats (Go's Cmp and Equal).
    friend bool operator==(const quantity& a, const quantity& b) noexcept {
        return detail::quantity_text::compare(a.value_, b.value_) == 0;
    }
    friend std::strong_ordering operator<=>(const quantity& a, const quantity& b) noexcept {
        return detail::quantity_text::compare(a.value_, b.value_) <=> 0;
    }
    template <class Stream>
    friend Stream& operator<<(Stream& os, const quantity& q) {
        return os << q.to_string();
    }

private:
    friend bool detail::read_quantity(json::reader& in, quantity& q);
    void set(std::int64_t v, std::int32_t exponent) {
        using detail::quantity_text::u128;
        value_.negative = v < 0;
        value_.coefficient = v < 0 ? static_cast<u128>(-(v + 1)) + 1 : static_cast<u128>(v);
        long long e = exponent;
        if (e < -9) { // below the resolution: rounded up, away from zero, as parsing rounds
            const u128 div = e < -47 ? 0 : detail::quantity_text::pow10(static_cast<std::size_t>(-9 - e));
            value_.coefficient = div == 0 || value_.coefficient < div
                                     ? (value_.coefficient != 0 ? 1 : 0)
                                     : value_.coefficient / div + (value_.coefficient % div != 0 ? 1 : 0);
            e = -9;
        }
        if (!detail::quantity_text::normalize(value_, e)) throw std::overflow_error("quantity exponent out of range");
        value_.negative = value_.negative && value_.coefficient != 0;
    }
    std::int64_t scaled(int scale) const {
        std::int64_t out = 0;
        if (!detail::quantity_text::scaled_int64(value_, scale, out))
            throw std::overflow_error("quantity " + to_string() + (scale == 0 ? " has no int64 value" : " has no int64 milli value"));
        return out;
    }
    quantity& add(const detail::quantity_text::decimal& y, format y_format) {
        detail::quantity_text::decimal sum;
        if (!detail::quantity_text::add(value_, y, sum))
            throw std::overflow_error("quantity arithmetic beyond 38 significant digits");
        if (value_.coefficient == 0) format_ = y_format;
        value_ = sum;
        return *this;
    }

    detail::quantity_text::decimal value_{};
    format format_ = format::decimal_si;
};

inline std::string to_string(const quantity& q) { return q.to_string(); }

} // namespace versioned::k8s

namespace versioned::k8s::detail {

// A quantity's JSON: a string of Kubernetes' grammar, an integer number (its text parsed the
// same way, as Go does), or null (zero).
inline bool read_quantity(json::reader& in, quantity& q) {
    if (in.is_null()) {
        q = quantity();
        return in.skip();
    }
    const char c = in.peek();
    if (c != '"' && c != '-' && (c < '0' || c > '9')) return fail_wrong_kind(in, "a quantity (a string or an integer)");
    std::string_view text;
    if (!in.raw(text)) return false;
    json::read_options plain;
    plain.version_key = "";
    std::string s;
    if (text.front() == '"') {
        s = json::read<std::string>(text, plain).value(); // valid: raw() checked it
    } else {
        const auto integer = json::read<std::int64_t>(text, plain);
        if (!integer) return in.fail(integer.error().code, integer.error().detail + " (a quantity's number is an integer)");
        s = text;
    }
    const std::string_view why = quantity_text::parse(s, q.value_, q.format_);
    if (!why.empty()) return in.fail("\"" + s + "\" is not a quantity (" + std::string(why) + ")");
    return true;
}

} // namespace versioned::k8s::detail

// The string keywords of validate(...) judge a quantity's canonical text ("1536Mi"), what the
// writer sends; Kubernetes' validator judges the text as the client wrote it ("1.5Gi"), so a
// pattern should accept both forms (docs/constraints.md).
template <>
struct versioned::constraint_traits<versioned::k8s::quantity> {
    static constexpr constrained_as kind = constrained_as::string;
    static bool string_value(const k8s::quantity& q, std::string& out) {
        out = q.to_string();
        return true;
    }
};

template <>
struct versioned::json::codec<versioned::k8s::quantity> {
    static bool read(json::reader& in, k8s::quantity& qty) { return k8s::detail::read_quantity(in, qty); }
    static void write(json::writer& out, const k8s::quantity& qty) { out.write(qty.to_string()); }
};

// As controller-gen writes resource.Quantity: an int-or-string with Kubernetes' pattern.
template <>
struct versioned::schema_fragment<versioned::k8s::quantity> {
    static constexpr std::string_view json =
        R"({"anyOf":[{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807},)"
        R"({"type":"string","pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$"}]})";
    static constexpr std::string_view openapi =
        R"({"anyOf":[{"type":"integer"},{"type":"string"}],)"
        R"("pattern":"^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$",)"
        R"("x-kubernetes-int-or-string":true})";
};

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_QUANTITY_HPP
