// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_ERROR_HPP
#define VERSIONED_JSON_ERROR_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// What reading or writing JSON reports (DESIGN.md §6): the code of each kind of bad input, the
// error with its JSON Pointer and position, the exception, and result<T>, the value or the error.

#include <cstddef>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned::json {

// What went wrong; one code per kind of bad input. errc{} (zero) means "no error".
enum class errc : unsigned char {
    empty_input = 1,       // no JSON value at all (empty or only whitespace)
    syntax,                // not JSON: a missing comma, colon, quote, bracket, a bad literal...
    trailing_characters,   // something after the document's value
    too_deep,              // objects and arrays nested deeper than read_options::max_depth
    wrong_type,            // e.g. a string where the field needs an integer
    out_of_range,          // a number the field's type cannot hold
    fraction_in_integer,   // 1.5 for an integer field (1.0 and 1e3 are integers)
    missing_key,           // a required member is absent
    unknown_key,           // a member the version does not have (unknown_keys::reject)
    duplicate_key,         // the same member twice in one object
    bad_escape,            // a backslash escape JSON does not define, or a bad \u
    lone_surrogate,        // \ud800 without its pair, or a low surrogate alone
    invalid_utf8,          // bytes that are not UTF-8
    control_character,     // a raw control character (below U+0020) inside a string
    wrong_array_length,    // a std::array field given an array of another length
    unknown_enumerator,    // a name that is not an enumerator of the field's enum
    missing_version,       // read_any: no version key in the document
    unknown_version,       // read_any: the version key names no declared version
    version_mismatch,      // read<T>: the version key names another version than T's
    non_finite_number,     // write: NaN or infinity, which JSON cannot represent
    invalid_value,         // a json::codec<T> rejected the value
    constraint_violated,   // a value outside its constraints (validate(...), DESIGN.md §13; a condition's reason pattern...)
};

// The name of a code: "wrong_type".
constexpr std::string_view to_string(errc code) noexcept {
    constexpr std::string_view names[] = {
        "no_error",          "empty_input",        "syntax",           "trailing_characters",
        "too_deep",          "wrong_type",         "out_of_range",     "fraction_in_integer",
        "missing_key",       "unknown_key",        "duplicate_key",    "bad_escape",
        "lone_surrogate",    "invalid_utf8",       "control_character", "wrong_array_length",
        "unknown_enumerator", "missing_version",   "unknown_version",  "version_mismatch",
        "non_finite_number", "invalid_value",      "constraint_violated"};
    const auto i = static_cast<std::size_t>(code);
    return i < std::size(names) ? names[i] : std::string_view("unknown");
}

// A reading (or writing) failure: what, where in the document (a JSON Pointer), and where in
// the text (byte offset, 1-based line and column in bytes; writing has no text position).
struct error {
    errc code{};
    std::string path;        // JSON Pointer: "/bar/cpu_millis", "/items/2", "" for the root
    std::size_t offset = 0;  // 0-based byte offset where the problem was detected
    std::size_t line = 0;    // 1-based; 0 for errors of write
    std::size_t column = 0;  // 1-based, in bytes; 0 for errors of write
    std::string detail;      // the reason alone: "expected an integer, got a string"

    // "/bar/cpu_millis: expected an integer, got a string (line 3, column 17)"
    std::string message() const {
        std::string m;
        if (!path.empty()) {
            m += path;
            m += ": ";
        }
        m += detail.empty() ? std::string(to_string(code)) : detail;
        if (line != 0) {
            m += " (line ";
            m += std::to_string(line);
            m += ", column ";
            m += std::to_string(column);
            m += ')';
        }
        return m;
    }
    friend bool operator==(const error&, const error&) = default;
};

// Thrown by result<T>::value() on a failed result, and by write() for a value JSON cannot hold.
class error_exception : public std::runtime_error {
public:
    explicit error_exception(json::error err) : std::runtime_error(err.message()), error_(std::move(err)) {}
    const json::error& error() const noexcept { return error_; }

private:
    json::error error_;
};

// A value or the error that prevented it (like std::expected<T, json::error>). A union, not a
// std::variant: the variant's machinery cost every version's reader ~10 % of its compile time
// (benchmarks/RESULTS.md).
template <class T>
class [[nodiscard]] result {
public:
    result(T value) : value_(std::move(value)), has_value_(true) {}
    result(json::error err) : error_(std::move(err)), has_value_(false) {}
    // The value constructed in place from args (value-initialized without any), as
    // std::expected's: no move of T. (g++ warns of a deprecated member's default initializer
    // at each value-initialization; the library's own must not.)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    template <class... Args>
    explicit result(std::in_place_t, Args&&... args) : value_(std::forward<Args>(args)...), has_value_(true) {}
#pragma GCC diagnostic pop
    result(const result& other)
        requires std::is_copy_constructible_v<T>
        : has_value_(other.has_value_) {
        construct_from(other);
    }
    result(result&& other) noexcept(std::is_nothrow_move_constructible_v<T>) : has_value_(other.has_value_) {
        construct_from(std::move(other));
    }
    result& operator=(const result& other)
        requires std::is_copy_constructible_v<T> && std::is_copy_assignable_v<T>
    {
        assign_from(other);
        return *this;
    }
    result& operator=(result&& other) noexcept(std::is_nothrow_move_constructible_v<T> &&
                                               std::is_nothrow_move_assignable_v<T>) {
        assign_from(std::move(other));
        return *this;
    }
    ~result() { destroy(); }

    explicit operator bool() const noexcept { return has_value_; }
    bool has_value() const noexcept { return has_value_; }

    // The value; throws error_exception when there is none.
    T& value() & {
        check();
        return value_;
    }
    const T& value() const& {
        check();
        return value_;
    }
    T&& value() && {
        check();
        return std::move(value_);
    }
    // Unchecked access, as std::expected: only on a result that has a value.
    T& operator*() & noexcept { return value_; }
    const T& operator*() const& noexcept { return value_; }
    T* operator->() noexcept { return &value_; }
    const T* operator->() const noexcept { return &value_; }

    // The error; an error with code errc{} when the result has a value.
    const json::error& error() const& noexcept {
        static const json::error none{};
        return has_value_ ? none : error_;
    }

private:
    void check() const {
        if (!has_value_) throw error_exception(error_);
    }
    void destroy() noexcept {
        if (has_value_) value_.~T();
        else error_.~error();
    }
    // Into raw storage; has_value_ already says which member.
    template <class R>
    void construct_from(R&& other) {
        if (has_value_) ::new (static_cast<void*>(&value_)) T(std::forward<R>(other).value_);
        else ::new (static_cast<void*>(&error_)) json::error(std::forward<R>(other).error_);
    }
    template <class R>
    void assign_from(R&& other) {
        if (this == &other) return;
        if (has_value_ && other.has_value_) {
            value_ = std::forward<R>(other).value_;
        } else if (!has_value_ && !other.has_value_) {
            error_ = std::forward<R>(other).error_;
        } else {
            result copy(std::forward<R>(other)); // a throwing copy leaves *this as it was
            destroy();
            has_value_ = copy.has_value_;
            try {
                construct_from(std::move(copy));
            } catch (...) { // a throwing move of T: *this holds an empty error, not garbage
                ::new (static_cast<void*>(&error_)) json::error();
                has_value_ = false;
                throw;
            }
        }
    }

    union {
        T value_;
        json::error error_;
    };
    bool has_value_;
};

// Success or the error that prevented it (like std::expected<void, json::error>): what
// read_into returns.
template <>
class [[nodiscard]] result<void> {
public:
    result() noexcept = default; // success
    result(json::error failure) : error_(std::move(failure)), has_value_(false) {}

    explicit operator bool() const noexcept { return has_value_; }
    bool has_value() const noexcept { return has_value_; }
    // Throws error_exception when there is an error.
    void value() const {
        if (!has_value_) throw error_exception(error_);
    }
    // The error; an error with code errc{} on success.
    const json::error& error() const& noexcept { return error_; }

private:
    json::error error_;
    bool has_value_ = true;
};

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_ERROR_HPP
