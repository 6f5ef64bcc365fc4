// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_HPP
#define VERSIONED_JSON_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// JSON for every version of a versioned struct (DESIGN.md §6), and for any value a field can
// hold: scalars, strings, optionals, vectors, arrays, string-keyed maps, nested structs,
// enums described with BOOST_DESCRIBE_ENUM, and user types through json::codec<T>.
//
//   std::string text = versioned::json::write(spec);            // compact JSON
//   auto r = versioned::json::read<FooSpec<api::v1>>(text);     // json::result<FooSpec<api::v1>>
//   if (!r) std::cerr << r.error().message() << '\n';
//   auto held = versioned::json::read_any<FooSpec>(text);       // dispatches on "apiVersion"
//
// Reading is one strict pass from the text straight into the value: no document tree, keys
// matched against the compile-time key table (json_keys<T>, shared with the schemas), required
// and duplicate keys tracked with a bit set. Every bad input is an error value carrying a code,
// the JSON Pointer of the offending value and its position; nothing is defaulted, truncated or
// dropped silently, and nothing crashes.

#include <versioned/container_traits.hpp>
#include <versioned/convert.hpp>
#include <versioned/detail/json_text.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/versions.hpp>

#include <boost/describe/enumerators.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

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
};

// The name of a code: "wrong_type".
constexpr std::string_view to_string(errc code) noexcept {
    constexpr std::string_view names[] = {
        "no_error",          "empty_input",        "syntax",           "trailing_characters",
        "too_deep",          "wrong_type",         "out_of_range",     "fraction_in_integer",
        "missing_key",       "unknown_key",        "duplicate_key",    "bad_escape",
        "lone_surrogate",    "invalid_utf8",       "control_character", "wrong_array_length",
        "unknown_enumerator", "missing_version",   "unknown_version",  "version_mismatch",
        "non_finite_number", "invalid_value"};
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
    explicit error_exception(json::error e) : std::runtime_error(e.message()), error_(std::move(e)) {}
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
    result(json::error e) : error_(std::move(e)), has_value_(false) {}
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
};

struct write_options {
    // When set, the root object's first member is this key with the value "vX" (or
    // "group/vX" when group is set).
    std::string_view version_key = "";
    std::string_view group = "";
    // Write empty std::optional members as null instead of omitting them.
    bool write_nulls = false;
};

// Customization point for types the library does not map itself:
//   template <> struct versioned::json::codec<Duration> {
//       static void write(versioned::json::writer& out, const Duration& d);
//       static bool read(versioned::json::reader& in, Duration& d);  // false: in.fail(...) was called
//   };
// Pair it with versioned::schema_fragment<Duration> so the schemas describe the same text.
template <class T>
struct codec;

class reader;
class writer;

} // namespace versioned::json

namespace versioned::detail::json_io {

using json::errc;

// ---- type traits ------------------------------------------------------------------------------

template <class T>
concept has_codec = requires(json::reader& r, json::writer& w, T& v, const T& cv) {
    { json::codec<T>::read(r, v) } -> std::same_as<bool>;
    json::codec<T>::write(w, cv);
};

template <class T>
concept described_enum = std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value;

template <class T>
struct is_std_vector : std::false_type {};
template <class T, class A>
struct is_std_vector<std::vector<T, A>> : std::true_type {};
template <class T>
struct is_std_array : std::false_type {};
template <class T, std::size_t N>
struct is_std_array<std::array<T, N>> : std::true_type {};
// Any other container that container_traits describes (std::deque, std::list, a user's own)
// and that can be iterated and appended to is a JSON array; std::vector and std::array keep
// their own paths (a buffer for numbers, a checked length). Maps, optionals and pointers have
// no push_back.
template <class T>
concept json_sequence = !is_std_vector<T>::value && !is_std_array<T>::value &&
                        requires { typename container_traits<T>::value_type; } &&
                        requires(T& c, const T& cc, typename container_traits<T>::value_type&& e) {
                            cc.begin() != cc.end();
                            c.push_back(std::move(e));
                        };
template <class T>
struct is_string_map : std::false_type {};
template <class T, class C, class A>
struct is_string_map<std::map<std::string, T, C, A>> : std::true_type {};
template <class T, class H, class E, class A>
struct is_string_map<std::unordered_map<std::string, T, H, E, A>> : std::true_type {};

template <class T>
inline constexpr bool is_integer_v = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// Instantiated only to report a type with no JSON mapping.
template <class T>
struct no_json_for_type {
    static_assert(always_false<T>,
                  "versioned::json: no JSON mapping for this type -- specialize "
                  "versioned::json::codec<T> (read and write), or describe an enum with "
                  "BOOST_DESCRIBE_ENUM; a map needs std::string keys; a container needs "
                  "versioned::container_traits, begin/end and push_back");
    static constexpr bool value = false;
};

template <class T>
struct nested_optional_in_json {
    static_assert(always_false<T>,
                  "versioned::json: std::optional<std::optional<T>> has no JSON form -- JSON has one "
                  "null, so an empty inner optional would read back as an empty outer one");
    static constexpr bool value = false;
};

template <class T>
constexpr std::string_view type_name() noexcept {
    if constexpr (std::is_same_v<T, bool>) return "boolean";
    else if constexpr (std::is_floating_point_v<T>) return sizeof(T) <= 4 ? "float" : "double";
    else if constexpr (std::is_signed_v<T>) {
        if constexpr (sizeof(T) == 1) return "int8";
        else if constexpr (sizeof(T) == 2) return "int16";
        else if constexpr (sizeof(T) == 4) return "int32";
        else return "int64";
    } else {
        if constexpr (sizeof(T) == 1) return "uint8";
        else if constexpr (sizeof(T) == 2) return "uint16";
        else if constexpr (sizeof(T) == 4) return "uint32";
        else return "uint64";
    }
}

// ---- described enums --------------------------------------------------------------------------

template <class E, class L>
struct enum_table_of;
template <class E, template <class...> class L, class... D>
struct enum_table_of<E, L<D...>> {
    static constexpr std::size_t size = sizeof...(D);
    static constexpr std::array<E, sizeof...(D)> values{D::value...};
    static constexpr std::array<std::string_view, sizeof...(D)> names{std::string_view(D::name)...};
};
template <class E>
using enum_table = enum_table_of<E, boost::describe::describe_enumerators<E>>;

// ---- keys, pre-quoted ---------------------------------------------------------------------------

// For every present field of T the text `,"key":`, built at compile time, so writing a member
// is one copy of a literal. (The leading comma of the first member becomes the '{'.)
template <class T>
struct quoted_keys {
    static constexpr auto& keys = json_keys<T>;
    static constexpr std::size_t count = keys.size();
    static constexpr std::size_t total = [] {
        std::size_t n = 0;
        for (std::string_view k : keys) n += k.size() + 4;
        return n;
    }();
    static constexpr std::array<char, total + 1> chars = [] {
        std::array<char, total + 1> out{};
        std::size_t n = 0;
        for (std::string_view k : keys) {
            out[n++] = ',';
            out[n++] = '"';
            for (char c : k) out[n++] = c;
            out[n++] = '"';
            out[n++] = ':';
        }
        return out;
    }();
    static constexpr std::array<std::size_t, count + 1> starts = [] {
        std::array<std::size_t, count + 1> out{};
        std::size_t n = 0;
        for (std::size_t i = 0; i < count; ++i) {
            out[i] = n;
            n += keys[i].size() + 4;
        }
        out[count] = n;
        return out;
    }();
};

// Which members a version requires (DESIGN.md §6): all but std::optional, default_with and
// deprecated fields.
template <class T, std::size_t I>
constexpr bool required_member() noexcept {
    using Fd = field_at_t<T, present_fields_v<T>[I].field>;
    constexpr auto& info = field_info_v<Fd>;
    using M = present_member_t<T, I>;
    return !is_optional<M>::value && !info.has_default && version_t<T>::index < info.deprecated;
}

// A bit per present field.
template <std::size_t N>
struct field_bits {
    static constexpr std::size_t words = N == 0 ? 1 : (N + 63) / 64;
    std::array<std::uint64_t, words> w{};
    constexpr bool test(std::size_t i) const noexcept { return (w[i / 64] >> (i % 64)) & 1u; }
    constexpr void set(std::size_t i) noexcept { w[i / 64] |= std::uint64_t{1} << (i % 64); }
};

template <class T>
struct struct_plan {
    static constexpr std::size_t count = present_fields_v<T>.size();
    static constexpr field_bits<count> required = [] {
        field_bits<count> out{};
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            ((required_member<T, Is>() ? out.set(Is) : void()), ...);
        }(std::make_index_sequence<count>{});
        return out;
    }();
    // The members that get a default when absent (default_with), by index.
    static constexpr std::array<bool, count + 1> has_default = [] {
        return []<std::size_t... Is>(std::index_sequence<Is...>) {
            return std::array<bool, count + 1>{field_info_v<field_at_t<T, present_fields_v<T>[Is].field>>.has_default...,
                                               false};
        }(std::make_index_sequence<count>{});
    }();
    static constexpr auto defaulted = [] {
        std::array<std::size_t, std::count(has_default.begin(), has_default.end(), true)> out{};
        for (std::size_t i = 0, k = 0; i < count; ++i)
            if (has_default[i]) out[k++] = i;
        return out;
    }();
};

// The default of a default_with field, carried to T's version as an upgrade would carry it.
template <class T, class Fd>
auto default_at() {
    constexpr auto& info = field_info_v<Fd>;
    using added_t = type_at_t<Fd, info.added>;
    return chain_value<Fd, info.added, version_t<T>::index>(
        as_type<added_t, Fd, info.added, info.added>(Fd::template versioned_default<>()));
}

// ---- error positions ------------------------------------------------------------------------

inline void append_pointer_token(std::string& out, std::string_view token) {
    for (char c : token) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
}

// The path is collected while the error unwinds, innermost first; no cost on success.
struct error_state {
    errc code{};
    std::size_t offset = 0;
    std::string detail;
    std::vector<std::string> reversed_path; // pointer tokens, innermost first

    json::error finish(std::string_view text, bool with_position) const {
        json::error e;
        e.code = code;
        e.detail = detail;
        for (std::size_t i = reversed_path.size(); i-- > 0;) {
            e.path += '/';
            append_pointer_token(e.path, reversed_path[i]);
        }
        e.offset = offset;
        if (with_position) {
            e.line = 1;
            std::size_t line_start = 0;
            const std::size_t stop = offset < text.size() ? offset : text.size();
            for (std::size_t i = 0; i < stop; ++i)
                if (text[i] == '\n') {
                    ++e.line;
                    line_start = i + 1;
                }
            e.column = offset - line_start + 1;
        }
        return e;
    }
};

inline std::string quoted_excerpt(const char* b, const char* e) {
    std::string s(b, static_cast<std::size_t>(e - b) > 40 ? b + 40 : e);
    if (e - b > 40) s += "...";
    return s;
}

// ---- the reader -------------------------------------------------------------------------------

// A version as the version key carries it: "group/version", or "version" without a group.
inline std::string version_value(std::string_view group, std::string_view version) {
    std::string v;
    if (!group.empty()) {
        v += group;
        v += '/';
    }
    v += version;
    return v;
}

// The keys of one object read so far, to reject a repeated one. A key without an escape is a
// view of the text (the first 16 are kept without an allocation); a decoded one is copied into
// a set, whose nodes keep it in place.
struct key_set {
    std::array<std::string_view, 16> few;
    std::size_t few_count = 0;
    std::set<std::string, std::less<>> many;

    // False when k was seen; else k is kept and made a view that lives as long as the set.
    bool insert(std::string_view& k, bool in_text) {
        if (many.find(k) != many.end()) return false;
        for (std::size_t i = 0; i < few_count; ++i)
            if (few[i] == k) return false;
        if (in_text && few_count < few.size()) few[few_count++] = k;
        else k = *many.emplace(k).first;
        return true;
    }
};

struct parser {
    const char* begin;
    const char* p;
    const char* end;
    const json::read_options& options;
    std::size_t depth = 0;
    error_state err;
    std::string scratch; // decoded keys that contain escapes

    parser(std::string_view text, const json::read_options& o) noexcept
        : begin(text.data()), p(text.data()), end(text.data() + text.size()), options(o) {}

    [[gnu::always_inline]] char peek() const noexcept { return p < end ? *p : '\0'; }
    // Compact JSON has no whitespace: one test, inlined; the loop only when there is some.
    [[gnu::always_inline]] void skip_ws() noexcept {
        if (p < end && static_cast<unsigned char>(*p) > ' ') return;
        skip_ws_loop();
    }
    void skip_ws_loop() noexcept {
        while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
    }

    [[gnu::cold, gnu::noinline]] bool fail(errc code, const char* at, std::string detail) {
        err.code = code;
        err.offset = static_cast<std::size_t>(at - begin);
        err.detail = std::move(detail);
        return false;
    }
    [[gnu::cold, gnu::noinline]] bool fail_key(std::string_view key) {
        err.reversed_path.emplace_back(key);
        return false;
    }
    // The errors of reading a struct's members, here and not in read_struct<T>, so that each
    // version's reader does not compile its own copy of the messages.
    [[gnu::cold, gnu::noinline]] bool fail_duplicate_key(const char* key_at, std::string_view key) {
        fail(errc::duplicate_key, key_at, "duplicate key \"" + std::string(key) + "\"");
        return fail_key(key);
    }
    [[gnu::cold, gnu::noinline]] bool fail_unknown_key(const char* key_at, std::string_view key, std::string_view type,
                                                       std::string_view version) {
        const std::string k(key); // key may be a view of scratch
        fail(errc::unknown_key, key_at,
             "unknown key \"" + k + "\" (not a member of " + std::string(type) + " " + std::string(version) + ")");
        return fail_key(k);
    }
    // At the object's closing brace (p after it).
    [[gnu::cold, gnu::noinline]] bool fail_missing_key(std::string_view key) {
        fail(errc::missing_key, p - 1, "missing required key \"" + std::string(key) + "\"");
        return fail_key(key);
    }
    // The version key's value (p after the colon): it must name the version read.
    bool version_member(const char* key_at, std::string_view key, bool& seen_version, std::string_view version) {
        const std::string k(key); // key may be a view of scratch, which string_into reuses
        if (seen_version) return fail_duplicate_key(key_at, k);
        seen_version = true;
        if (peek() != '"') {
            fail_expected("a string (the version)");
            return fail_key(k);
        }
        const char* at = p;
        std::string v;
        if (!string_into(v)) return fail_key(k);
        const std::string expected = version_value(options.group, version);
        if (v != expected) {
            fail(errc::version_mismatch, at, "the document is version \"" + v + "\", expected \"" + expected + "\"");
            return fail_key(k);
        }
        return true;
    }
    // A syntax error with a fixed message: the message's std::string is built here, keeping
    // its construction out of the hot callers' frames.
    [[gnu::cold, gnu::noinline]] bool fail_syntax(const char* at, const char* detail) {
        return fail(errc::syntax, at, detail);
    }
    [[gnu::cold, gnu::noinline]] bool fail_at(errc code, const char* at, const char* detail) {
        return fail(code, at, detail);
    }
    [[gnu::cold, gnu::noinline]] bool fail_index(std::size_t i) {
        err.reversed_path.push_back(std::to_string(i));
        return false;
    }

    static std::string_view kind_at(char c) noexcept {
        switch (c) {
        case '"': return "a string";
        case '{': return "an object";
        case '[': return "an array";
        case 't':
        case 'f': return "a boolean";
        case 'n': return "null";
        case '-':
        case '0': case '1': case '2': case '3': case '4':
        case '5': case '6': case '7': case '8': case '9': return "a number";
        case '\0': return "the end of the input";
        default: return "an invalid character";
        }
    }
    // At a value of the wrong kind: a type error when it is some JSON value, else syntax.
    [[gnu::cold, gnu::noinline]] bool fail_expected(std::string_view expected) {
        const char c = peek();
        const std::string_view got = kind_at(c);
        const bool is_value = got != "the end of the input" && got != "an invalid character";
        std::string d = "expected ";
        d += expected;
        d += ", got ";
        d += got;
        return fail(is_value ? errc::wrong_type : errc::syntax, p, std::move(d));
    }

    [[gnu::always_inline]] bool enter() {
        if (++depth > options.max_depth) return fail_too_deep();
        return true;
    }
    [[gnu::cold, gnu::noinline]] bool fail_too_deep() {
        return fail(errc::too_deep, p, "nested deeper than max_depth (" + std::to_string(options.max_depth) + ")");
    }

    // ---- literals --------------------------------------------------------------------------
    bool literal(std::string_view word) {
        if (static_cast<std::size_t>(end - p) >= word.size() && std::memcmp(p, word.data(), word.size()) == 0) {
            p += word.size();
            return true;
        }
        return fail_literal(word);
    }
    [[gnu::cold, gnu::noinline]] bool fail_literal(std::string_view word) {
        return fail(errc::syntax, p, "invalid literal (expected " + std::string(word) + ")");
    }
    bool at_null() const noexcept { return p < end && *p == 'n'; }

    // ---- strings ---------------------------------------------------------------------------
    static int hex_digit(char c) noexcept {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }
    bool read_hex4(const char* at, unsigned& out) {
        if (end - at < 4) return fail_at(errc::bad_escape, at - 2, "\\u needs four hexadecimal digits");
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const int d = hex_digit(at[i]);
            if (d < 0) return fail_at(errc::bad_escape, at - 2, "\\u needs four hexadecimal digits");
            v = v * 16 + static_cast<unsigned>(d);
        }
        out = v;
        return true;
    }
    [[gnu::cold, gnu::noinline]] bool fail_bad_escape(const char* at, char c) {
        return fail(errc::bad_escape, at,
                    std::string("invalid escape \\") + (static_cast<unsigned char>(c) < 0x20 ? '?' : c) +
                        " (JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
    }
    [[gnu::cold, gnu::noinline]] bool fail_surrogate(const char* at, bool high) {
        if (high)
            return fail(errc::lone_surrogate, at,
                        "high surrogate \\u" + std::string(at + 2, 4) + " is not followed by a low surrogate");
        return fail(errc::lone_surrogate, at, "lone low surrogate \\u" + std::string(at + 2, 4));
    }
    // p at the backslash; appends the decoded character.
    bool escape(std::string& out) {
        const char* at = p;
        if (end - p < 2) return fail_syntax(end, "unterminated string");
        const char c = p[1];
        char simple = 0;
        switch (c) {
        case '"': simple = '"'; break;
        case '\\': simple = '\\'; break;
        case '/': simple = '/'; break;
        case 'b': simple = '\b'; break;
        case 'f': simple = '\f'; break;
        case 'n': simple = '\n'; break;
        case 'r': simple = '\r'; break;
        case 't': simple = '\t'; break;
        case 'u': break;
        default: return fail_bad_escape(at, c);
        }
        if (simple != 0) {
            out += simple;
            p += 2;
            return true;
        }
        unsigned cp = 0;
        if (!read_hex4(p + 2, cp)) return false;
        p += 6;
        if (cp >= 0xDC00 && cp <= 0xDFFF) return fail_surrogate(at, false);
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            unsigned low = 0;
            if (end - p < 2 || p[0] != '\\' || p[1] != 'u' || !read_hex4(p + 2, low) || low < 0xDC00 || low > 0xDFFF) {
                err = {};
                return fail_surrogate(at, true);
            }
            p += 6;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        }
        text::append_utf8(out, cp);
        return true;
    }
    // p at the opening quote. Decodes into out (replacing its contents). The common case --
    // no escape, no non-ASCII byte -- is one scan and one copy, inlined.
    [[gnu::always_inline]] bool string_into(std::string& out) {
        const char* q = text::find_special(p + 1, end);
        if (q != end && *q == '"') {
            text::set_string(out, p + 1, static_cast<std::size_t>(q - p - 1));
            p = q + 1;
            return true;
        }
        return string_general(out);
    }
    // A string with escapes (or non-ASCII bytes, or an error). Its raw length up to the closing
    // quote bounds the decoded length (escapes only shrink), so out is reserved once and the
    // decoding appends without regrowing.
    [[gnu::noinline]] bool string_general(std::string& out) {
        const char* close = p + 1;
        for (;;) {
            close = text::find_special(close, end);
            if (close == end || *close == '"') break;
            close += *close == '\\' && end - close >= 2 ? 2 : 1;
        }
        out.clear();
        out.reserve(static_cast<std::size_t>(close - p));
        const char* run = ++p;
        for (;;) {
            const char* q = text::find_special(p, end);
            if (q == end) return fail_syntax(end, "unterminated string");
            const auto c = static_cast<unsigned char>(*q);
            if (c == '"') {
                out.append(run, static_cast<std::size_t>(q - run));
                p = q + 1;
                return true;
            }
            if (c == '\\') {
                out.append(run, static_cast<std::size_t>(q - run));
                p = q;
                if (!escape(out)) return false;
                run = p;
                continue;
            }
            if (c < 0x20)
                return fail(errc::control_character, q,
                            "raw control character in a string (write it as \\u00" +
                                std::string(1, "0123456789abcdef"[c >> 4]) + std::string(1, "0123456789abcdef"[c & 15]) + ")");
            const std::size_t n = text::utf8_sequence(q, end);
            if (n == 0) return fail_at(errc::invalid_utf8, q, "invalid UTF-8 in a string");
            p = q + n;
        }
    }
    // A string value that is skipped: checked (escapes, UTF-8, control characters) but only
    // decoded when it has an escape.
    bool skip_string() {
        const char* start = p;
        ++p;
        for (;;) {
            const char* q = text::find_special(p, end);
            if (q == end) return fail(errc::syntax, end, "unterminated string");
            const auto c = static_cast<unsigned char>(*q);
            if (c == '"') {
                p = q + 1;
                return true;
            }
            if (c == '\\') {
                p = start;
                return string_into(scratch);
            }
            if (c < 0x20) {
                p = start;
                return string_into(scratch); // reports it as a string value does
            }
            const std::size_t n = text::utf8_sequence(q, end);
            if (n == 0) return fail(errc::invalid_utf8, q, "invalid UTF-8 in a string");
            p = q + n;
        }
    }
    // A key: a view of the text when it has no escapes, else decoded into scratch.
    bool key(std::string_view& out) {
        const char* start = ++p;
        for (;;) {
            const char* q = text::find_special(p, end);
            if (q == end) return fail_syntax(end, "unterminated string");
            const auto c = static_cast<unsigned char>(*q);
            if (c == '"') {
                out = std::string_view(start, static_cast<std::size_t>(q - start));
                p = q + 1;
                return true;
            }
            if (c == '\\') {
                p = start - 1;
                if (!string_into(scratch)) return false;
                out = scratch;
                return true;
            }
            if (c < 0x20) return fail_at(errc::control_character, q, "raw control character in a key");
            const std::size_t n = text::utf8_sequence(q, end);
            if (n == 0) return fail_at(errc::invalid_utf8, q, "invalid UTF-8 in a key");
            p = q + n;
        }
    }

    // ---- numbers ---------------------------------------------------------------------------
    // Checks the JSON number grammar from p; leaves p after the number.
    bool scan_number(const char*& int_begin, const char*& int_end, const char*& frac_begin, const char*& frac_end,
                     long long& exponent) {
        const char* start = p;
        if (p < end && *p == '-') ++p;
        int_begin = p;
        if (p >= end || !text::is_digit(*p)) {
            if (p != start) return fail_syntax(p, "a digit must follow '-'");
            return fail_expected("a number");
        }
        if (*p == '0') {
            ++p;
            if (p < end && text::is_digit(*p)) return fail_syntax(start, "a number may not have leading zeros");
        } else {
            while (p < end && text::is_digit(*p)) ++p;
        }
        int_end = p;
        frac_begin = frac_end = p;
        if (p < end && *p == '.') {
            ++p;
            frac_begin = p;
            while (p < end && text::is_digit(*p)) ++p;
            frac_end = p;
            if (frac_begin == frac_end) return fail_syntax(p, "a digit must follow the decimal point");
        }
        exponent = 0;
        if (p < end && (*p == 'e' || *p == 'E')) {
            ++p;
            bool negative = false;
            if (p < end && (*p == '+' || *p == '-')) negative = *p++ == '-';
            if (p >= end || !text::is_digit(*p)) return fail_syntax(p, "a digit must follow the exponent");
            while (p < end && text::is_digit(*p)) {
                if (exponent < 100000000) exponent = exponent * 10 + (*p - '0');
                ++p;
            }
            if (negative) exponent = -exponent;
        }
        return true;
    }

    template <class I>
    [[gnu::cold, gnu::noinline]] bool fail_range(const char* start) {
        std::string d = quoted_excerpt(start, p);
        d += " is out of range for ";
        d += type_name<I>();
        d += " (";
        d += std::to_string(std::numeric_limits<I>::min());
        d += "..";
        d += std::to_string(std::numeric_limits<I>::max());
        d += ')';
        return fail(errc::out_of_range, start, std::move(d));
    }

    // The general form of an integer: 1e3, 2.0, 1.50e1; exact or an error.
    template <class I>
    [[gnu::noinline]] bool integer_general(const char* start, I& out) {
        p = start;
        const char *ib, *ie, *fb, *fe;
        long long exp10 = 0;
        if (!scan_number(ib, ie, fb, fe, exp10)) return false;
        const bool negative = *start == '-';
        // Significant digits: integer and fraction digits without leading and trailing zeros.
        char digits[24];
        std::size_t count = 0;
        bool too_many = false;
        long long scale = exp10 - static_cast<long long>(fe - fb);
        std::size_t trailing_zeros = 0;
        auto take = [&](char c) {
            if (count == 0 && c == '0') return;
            if (c == '0') {
                ++trailing_zeros;
                return;
            }
            for (; trailing_zeros > 0; --trailing_zeros) {
                if (count < sizeof digits) digits[count++] = '0';
                else too_many = true;
            }
            if (count < sizeof digits) digits[count++] = c;
            else too_many = true;
        };
        for (const char* c = ib; c < ie; ++c) take(*c);
        for (const char* c = fb; c < fe; ++c) take(*c);
        scale += static_cast<long long>(trailing_zeros);
        if (count == 0) { // zero, whatever the form
            out = 0;
            return true;
        }
        if (scale < 0) {
            return fail(errc::fraction_in_integer, start,
                        "expected an integer, got " + quoted_excerpt(start, p) + " (a number with a fraction)");
        }
        if (too_many || static_cast<long long>(count) + scale > 20) return fail_range<I>(start);
        std::uint64_t v = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const auto d = static_cast<std::uint64_t>(digits[i] - '0');
            if (v > (std::numeric_limits<std::uint64_t>::max() - d) / 10) return fail_range<I>(start);
            v = v * 10 + d;
        }
        for (long long i = 0; i < scale; ++i) {
            if (v > std::numeric_limits<std::uint64_t>::max() / 10) return fail_range<I>(start);
            v *= 10;
        }
        return store_integer(start, negative, v, out);
    }

    template <class I>
    bool store_integer(const char* start, bool negative, std::uint64_t v, I& out) {
        if constexpr (std::is_signed_v<I>) {
            using U = std::make_unsigned_t<I>;
            const auto limit = static_cast<std::uint64_t>(static_cast<U>(std::numeric_limits<I>::max())) + (negative ? 1u : 0u);
            if (v > limit) return fail_range<I>(start);
            out = negative ? static_cast<I>(static_cast<U>(0u - static_cast<U>(v))) : static_cast<I>(v);
        } else {
            if ((negative && v != 0) || v > static_cast<std::uint64_t>(std::numeric_limits<I>::max()))
                return fail_range<I>(start);
            out = static_cast<I>(v);
        }
        return true;
    }

    // One pass over the digits; the rare forms (1e3, 2.0, more than 19 digits) take
    // integer_general.
    template <class I>
    bool integer(I& out) {
        const char* start = p;
        const char* q = p;
        bool negative = false;
        if (q < end && *q == '-') {
            negative = true;
            ++q;
        }
        std::uint64_t v = 0;
        const unsigned n = text::accumulate_digits(q, end, v);
        if (n == 0) {
            if (negative) return fail_syntax(q, "a digit must follow '-'");
            return fail_expected("an integer");
        }
        if (*q == '0' && n > 1) return fail_syntax(start, "a number may not have leading zeros");
        q += n;
        if (n > 19 || (q < end && (*q == '.' || (*q | 0x20) == 'e'))) return integer_general(start, out);
        p = q;
        return store_integer(start, negative, v, out);
    }

    // One pass: sign, digits, fraction and a short exponent read once, and Clinger's fast path
    // (a mantissa and a power of ten both exact in F give the correctly rounded value with one
    // operation, what from_chars would return). Anything else takes floating_general.
    template <class F>
    bool floating(F& out) {
        const char* q = p;
        const bool negative = q < end && *q == '-';
        q += negative;
        std::uint64_t m = 0;
        const unsigned int_digits = text::accumulate_digits(q, end, m);
        if (int_digits == 0 || int_digits > 18 || (*q == '0' && int_digits > 1)) return floating_general(out);
        q += int_digits;
        int scale = 0;
        if (q < end && *q == '.') {
            ++q;
            const unsigned frac_digits = text::accumulate_digits(q, end, m);
            if (frac_digits == 0 || int_digits + frac_digits > 18) return floating_general(out);
            q += frac_digits;
            scale = -static_cast<int>(frac_digits);
        }
        if (q < end && (*q | 0x20) == 'e') return floating_exponent(out, q, m, scale, negative);
        return floating_finish(out, q, m, scale, negative);
    }
    // A short exponent (out of line: rare in documents, and it would cost the common case
    // registers).
    template <class F>
    [[gnu::noinline]] bool floating_exponent(F& out, const char* q, std::uint64_t m, int scale, bool negative) {
        ++q;
        const bool exp_negative = q < end && *q == '-';
        if (q < end && (*q == '-' || *q == '+')) ++q;
        std::uint64_t e = 0;
        const unsigned exp_digits = text::accumulate_digits(q, end, e);
        if (exp_digits == 0 || exp_digits > 3) return floating_general(out);
        q += exp_digits;
        scale += exp_negative ? -static_cast<int>(e) : static_cast<int>(e);
        return floating_finish(out, q, m, scale, negative);
    }
    // Clinger's fast path when it applies, else floating_general; q is after the number.
    template <class F>
    [[gnu::always_inline]] bool floating_finish(F& out, const char* q, std::uint64_t m, int scale, bool negative) {
        using limits = std::numeric_limits<F>;
        constexpr int max_pow = limits::digits == 53 ? 22 : 10;
        constexpr std::uint64_t max_mantissa = std::uint64_t{1} << limits::digits;
        if (m > max_mantissa || scale < -max_pow || scale > max_pow) return floating_general(out);
        static constexpr auto powers = [] {
            std::array<F, 23> t{};
            F x = 1;
            for (auto& e : t) {
                e = x;
                x *= 10;
            }
            return t;
        }();
        F v = static_cast<F>(static_cast<std::int64_t>(m)); // m <= 2^53: a signed conversion is one instruction
        v = scale < 0 ? v / powers[static_cast<std::size_t>(-scale)] : v * powers[static_cast<std::size_t>(scale)];
        out = negative ? -v : v;
        p = q;
        return true;
    }

    // Every other number, and every syntax error, with the grammar checked first.
    template <class F>
    [[gnu::noinline]] bool floating_general(F& out) {
        const char* start = p;
        const char *ib, *ie, *fb, *fe;
        long long exp10 = 0;
        if (!scan_number(ib, ie, fb, fe, exp10)) return false;
        F v{};
        const auto r = std::from_chars(start, p, v, std::chars_format::general);
        if (r.ec == std::errc::result_out_of_range) {
            // Too small to represent: the nearest value is zero (with its sign). Too large: no
            // finite value is near, which JSON could not write back either.
            // The decimal magnitude: where the first non-zero digit sits, shifted by the exponent.
            long long magnitude = exp10;
            const char* c = ib;
            while (c < ie && *c == '0') ++c;
            if (c < ie) {
                magnitude += ie - c;
            } else {
                const char* f = fb;
                while (f < fe && *f == '0') ++f;
                magnitude -= f - fb;
            }
            if (magnitude <= 0) {
                out = *start == '-' ? -F{0} : F{0};
                return true;
            }
            std::string d = quoted_excerpt(start, p);
            d += " is out of range for ";
            d += type_name<F>();
            return fail(errc::out_of_range, start, std::move(d));
        }
        if (r.ec != std::errc{} || r.ptr != p) return fail_syntax(start, "invalid number");
        out = v;
        return true;
    }

    // After an object's member: a comma and the next key's quote, or the end of the object
    // (closed). Inlined: it runs after every member.
    [[gnu::always_inline]] bool after_member(bool& closed) {
        skip_ws();
        if (p < end && *p == ',') {
            ++p;
            skip_ws();
            if (p < end && *p == '"') return true;
            return fail_syntax(p, "expected a key (a string)");
        }
        if (p < end && *p == '}') {
            ++p;
            closed = true;
            return true;
        }
        return fail_syntax(p, "expected ',' or '}' in an object");
    }

    // ---- skipping (unknown keys, read_any's version search) ----------------------------------
    bool skip_value() {
        skip_ws();
        switch (peek()) {
        case '"': {
            return skip_string();
        }
        case '{': {
            if (!enter()) return false;
            ++p;
            skip_ws();
            if (peek() == '}') {
                ++p;
                --depth;
                return true;
            }
            // Skipped objects are as strict as read ones: a repeated key is an error. Codecs
            // that keep raw values (Kubernetes metadata) skip every object they keep, so the
            // common case -- a few keys without escapes -- is views of the text searched
            // linearly, without an allocation; many keys, or escaped ones, go to a set.
            key_set seen;
            for (;;) {
                if (peek() != '"') return fail_syntax(p, "expected a key (a string)");
                const char* key_at = p;
                std::string_view k;
                if (!key(k)) return false;
                const bool in_text = k.data() >= begin && k.data() < end; // else decoded into scratch
                if (!seen.insert(k, in_text))
                    return fail(errc::duplicate_key, key_at, "duplicate key \"" + std::string(k) + "\"");
                skip_ws();
                if (peek() != ':') return fail_syntax(p, "expected ':' after a key");
                ++p;
                if (!skip_value()) return false;
                skip_ws();
                if (peek() == ',') {
                    ++p;
                    skip_ws();
                    continue;
                }
                if (peek() == '}') {
                    ++p;
                    --depth;
                    return true;
                }
                return fail_syntax(p, "expected ',' or '}' in an object");
            }
        }
        case '[': {
            if (!enter()) return false;
            ++p;
            skip_ws();
            if (peek() == ']') {
                ++p;
                --depth;
                return true;
            }
            for (;;) {
                if (!skip_value()) return false;
                skip_ws();
                if (peek() == ',') {
                    ++p;
                    continue;
                }
                if (peek() == ']') {
                    ++p;
                    --depth;
                    return true;
                }
                return fail_syntax(p, "expected ',' or ']' in an array");
            }
        }
        case 't': return literal("true");
        case 'f': return literal("false");
        case 'n': return literal("null");
        case '\0':
            if (p >= end) return fail_syntax(p, "expected a value, got the end of the input");
            return fail_syntax(p, "expected a value");
        default: {
            if (*p == '-' || text::is_digit(*p)) {
                const char *ib, *ie, *fb, *fe;
                long long e = 0;
                return scan_number(ib, ie, fb, fe, e);
            }
            return fail_syntax(p, "expected a value");
        }
        }
    }
};

// ---- the writer -------------------------------------------------------------------------------

// Appends to a std::string through a raw pointer: room is made in large steps, and the string
// is cut to the written length at the end.
struct out_buffer {
    std::string& s;
    std::size_t base;
    char* cur;
    char* lim;
    error_state err;
    const json::write_options& options;

    out_buffer(std::string& str, const json::write_options& o) : s(str), base(str.size()), options(o) {
        s.resize(base + 512);
        cur = s.data() + base;
        lim = s.data() + s.size();
    }
    void need(std::size_t n) {
        if (static_cast<std::size_t>(lim - cur) < n) grow(n);
    }
    [[gnu::noinline]] void grow(std::size_t n) {
        const auto used = static_cast<std::size_t>(cur - s.data());
        s.resize(std::max(s.size() * 2, used + n + 64));
        cur = s.data() + used;
        lim = s.data() + s.size();
    }
    std::size_t pos() const noexcept { return static_cast<std::size_t>(cur - s.data()); }
    void put(char c) {
        need(1);
        *cur++ = c;
    }
    void put(std::string_view v) {
        need(v.size());
        std::memcpy(cur, v.data(), v.size());
        cur += v.size();
    }
    void finish() { s.resize(pos()); }
    void rollback() { s.resize(base); }

    [[gnu::cold, gnu::noinline]] bool fail(errc code, std::string detail) {
        err.code = code;
        err.detail = std::move(detail);
        return false;
    }
    [[gnu::cold, gnu::noinline]] bool fail_key(std::string_view key) {
        err.reversed_path.emplace_back(key);
        return false;
    }
    // Here and not in write_struct<T>: each version's writer would compile its own copy.
    [[gnu::cold, gnu::noinline]] bool fail_version_key_is_member(std::string_view type, std::string_view version) {
        return fail(errc::duplicate_key, "write_options::version_key \"" + std::string(options.version_key) +
                                             "\" is also a member of " + std::string(type) + " " + std::string(version) +
                                             " (the key would be written twice): leave version_key empty and set the member");
    }

    // A JSON string: escapes where JSON requires them, UTF-8 checked and copied as is.
    bool string(std::string_view v) {
        need(v.size() * 6 + 2);
        *cur++ = '"';
        const char* q = v.data();
        const char* e = q + v.size();
        while (q < e) {
            const char* stop = text::find_special(q, e);
            std::memcpy(cur, q, static_cast<std::size_t>(stop - q));
            cur += stop - q;
            q = stop;
            if (q == e) break;
            const auto c = static_cast<unsigned char>(*q);
            if (c >= 0x80) {
                const std::size_t len = text::utf8_sequence(q, e);
                if (len == 0) return fail(errc::invalid_utf8, "the string is not valid UTF-8 (JSON text must be)");
                std::memcpy(cur, q, len);
                cur += len;
                q += len;
            } else {
                cur = text::write_escape(cur, c);
                ++q;
            }
        }
        *cur++ = '"';
        return true;
    }
};

template <class T>
bool read_value(parser& ps, T& out);
template <class T>
bool write_value(out_buffer& w, const T& v);

} // namespace versioned::detail::json_io

namespace versioned::json {

// What a codec<T>::read gets: reads any value the library maps, or reports why the text does
// not make a T.
class reader {
public:
    using errc = json::errc; // the codes fail(code, why) takes (so codecs need not include json.hpp)
    // Made by the library only.
    reader(detail::json_io::parser& ps, const char* start) noexcept : ps_(ps), start_(start) {}
    // Reads the next value as a U (std::string, an integer, a struct, ...).
    template <class U>
    bool read(U& out) {
        return detail::json_io::read_value(ps_, out);
    }
    // Whether the next value is null.
    bool is_null() const noexcept { return ps_.at_null(); }
    // The options the document is read with (a codec honours unknown_keys, max_depth).
    const read_options& options() const noexcept { return ps_.options; }

    // Skips the next value (checked to be valid JSON).
    bool skip() {
        ps_.skip_ws();
        return ps_.skip_value();
    }
    // The next value's JSON text exactly as written (checked to be valid JSON): a codec that
    // keeps a value it does not interpret (Kubernetes metadata, an extension point) stores it
    // and writes it back with writer::raw.
    bool raw(std::string& out) {
        std::string_view v;
        if (!raw(v)) return false;
        out.assign(v);
        return true;
    }
    // The same as a view of the text being read (valid as long as that text).
    bool raw(std::string_view& out) {
        ps_.skip_ws();
        const char* b = ps_.p;
        if (!ps_.skip_value()) return false;
        out = std::string_view(b, static_cast<std::size_t>(ps_.p - b));
        return true;
    }
    // Where the next value starts, and the text from there to where reading stopped: a codec
    // that reads a value piecewise (members, elements) can still keep its exact text.
    const char* position() noexcept {
        ps_.skip_ws();
        return ps_.p;
    }
    std::string_view text_since(const char* from) const noexcept {
        return std::string_view(from, static_cast<std::size_t>(ps_.p - from));
    }
    // Reads the next value as an array, element by element: on_element(index) is called with
    // the reader at the element and must read or skip it; an error names the index in its path.
    template <class F>
    bool elements(F&& on_element) {
        auto& ps = ps_;
        ps.skip_ws();
        if (ps.peek() != '[') return ps.fail_expected("an array");
        if (!ps.enter()) return false;
        ++ps.p;
        ps.skip_ws();
        if (ps.peek() == ']') {
            ++ps.p;
            --ps.depth;
            return true;
        }
        for (std::size_t i = 0;; ++i) {
            ps.skip_ws();
            const char* value_at = ps.p;
            const char* saved_start = start_;
            start_ = value_at;
            const bool ok = on_element(i);
            start_ = saved_start;
            if (!ok) {
                if (ps.err.code == json::errc{})
                    ps.fail(json::errc::invalid_value, value_at, "the value was rejected by json::codec<T>");
                return ps.fail_index(i);
            }
            ps.skip_ws();
            if (ps.peek() == ',') {
                ++ps.p;
                continue;
            }
            if (ps.peek() == ']') {
                ++ps.p;
                --ps.depth;
                return true;
            }
            return ps.fail(json::errc::syntax, ps.p, "expected ',' or ']' in an array");
        }
    }
    // Reads the next value as an object, member by member: on_member(key) is called with the
    // reader at the member's value and must read or skip it (return false after fail()).
    // Keys are unescaped; a duplicate key is an error; an error names the member in its path.
    template <class F>
    bool members(F&& on_member) {
        auto& ps = ps_;
        ps.skip_ws();
        if (ps.peek() != '{') return ps.fail_expected("an object");
        if (!ps.enter()) return false;
        ++ps.p;
        ps.skip_ws();
        detail::json_io::key_set seen;
        if (ps.peek() == '}') {
            ++ps.p;
            --ps.depth;
            return true;
        }
        if (ps.peek() != '"') return ps.fail_syntax(ps.p, "expected a key (a string)");
        for (bool closed = false; !closed;) {
            const char* key_at = ps.p; // a key's quote: checked above, then by after_member
            std::string_view k;
            if (!ps.key(k)) return false;
            // k is kept by seen (a decoded key would not survive the value's reading otherwise).
            if (!seen.insert(k, k.data() >= ps.begin && k.data() < ps.end)) return ps.fail_duplicate_key(key_at, k);
            ps.skip_ws();
            if (ps.peek() != ':') return ps.fail(json::errc::syntax, ps.p, "expected ':' after a key");
            ++ps.p;
            ps.skip_ws();
            const char* value_at = ps.p;
            const char* saved_start = start_;
            start_ = value_at;
            const bool ok = on_member(k);
            start_ = saved_start;
            if (!ok) {
                if (ps.err.code == json::errc{})
                    ps.fail(json::errc::invalid_value, value_at, "the value was rejected by json::codec<T>");
                return ps.fail_key(k);
            }
            if (!ps.after_member(closed)) return false;
        }
        --ps.depth;
        return true;
    }
    // Reports the current value as invalid (errc::invalid_value) and returns false:
    //   return in.fail("expected a duration such as \"90s\"");
    bool fail(std::string_view why) {
        return ps_.fail(errc::invalid_value, start_, std::string(why));
    }
    // The same with another code, e.g. errc::unknown_enumerator for a name that is not one.
    bool fail(json::errc code, std::string_view why) {
        return ps_.fail(code, start_, std::string(why));
    }

private:
    detail::json_io::parser& ps_;
    const char* start_;
};

// What a codec<T>::write gets: writes any value the library maps.
class writer {
public:
    // Made by the library only.
    explicit writer(detail::json_io::out_buffer& w) noexcept : w_(w) {}
    template <class U>
    void write(const U& value) {
        if (w_.err.code == errc{}) (void)detail::json_io::write_value(w_, value);
    }
    // Writes JSON text as it is: the caller guarantees it is one valid JSON value (e.g. what
    // reader::raw gave).
    void raw(std::string_view json_text) {
        if (w_.err.code == errc{}) w_.put(json_text);
    }
    // An object, written member by member: begin_object(), then key(k) before each member's
    // value (written with write or raw), then end_object(). Objects nest.
    void begin_object() {
        if (w_.err.code != errc{}) return;
        w_.put('{');
        first_.push_back(true);
    }
    void key(std::string_view k) {
        if (w_.err.code != errc{}) return;
        if (!first_.empty()) {
            if (!first_.back()) w_.put(',');
            first_.back() = false;
        }
        if (w_.string(k)) w_.put(':');
    }
    void end_object() {
        if (!first_.empty()) first_.pop_back();
        if (w_.err.code == errc{}) w_.put('}');
    }
    // Reports that the value cannot be written (errc::invalid_value); write() then fails.
    void fail(std::string_view why) {
        if (w_.err.code == errc{}) (void)w_.fail(errc::invalid_value, std::string(why));
    }

private:
    detail::json_io::out_buffer& w_;
    std::vector<bool> first_; // per open object: no member written yet
};

} // namespace versioned::json

namespace versioned::detail::json_io {


// Whether the n bytes at p (p + n may pass end) are those at quoted.
[[gnu::always_inline]] inline bool text_at(const char* p, const char* end, const char* quoted, std::size_t n) noexcept {
    return static_cast<std::size_t>(end - p) >= n && std::memcmp(p, quoted, n) == 0;
}

template <std::size_t K>
inline constexpr std::integral_constant<std::size_t, K> index_c{};

// Calls f(i) for the runtime index i < N, as a compile-time constant: a switch (one jump, not
// a chain of compares) of sixteen cases, and the next sixteen in its default.
template <std::size_t N, std::size_t Base = 0, class F>
bool dispatch_index(std::size_t i, F&& f) {
    const auto call = [&]<std::size_t K>(std::integral_constant<std::size_t, K>) __attribute__((always_inline)) {
        if constexpr (Base + K < N)
            return static_cast<bool>(f(index_c<Base + K>));
        else
            return false;
    };
    switch (i) {
    case 0: return call(index_c<0>);
    case 1: return call(index_c<1>);
    case 2: return call(index_c<2>);
    case 3: return call(index_c<3>);
    case 4: return call(index_c<4>);
    case 5: return call(index_c<5>);
    case 6: return call(index_c<6>);
    case 7: return call(index_c<7>);
    case 8: return call(index_c<8>);
    case 9: return call(index_c<9>);
    case 10: return call(index_c<10>);
    case 11: return call(index_c<11>);
    case 12: return call(index_c<12>);
    case 13: return call(index_c<13>);
    case 14: return call(index_c<14>);
    case 15: return call(index_c<15>);
    default:
        if constexpr (Base + 16 < N)
            return dispatch_index<N, Base + 16>(i - 16, f);
        else
            return false;
    }
}

template <class T>
std::size_t find_key(std::string_view key, std::size_t hint) noexcept {
    constexpr auto& keys = json_keys<T>;
    constexpr std::size_t n = keys.size();
    // Documents usually list members in table order (ours always do): try the next one first.
    if (hint < n && keys[hint].size() == key.size() && std::memcmp(keys[hint].data(), key.data(), key.size()) == 0)
        return hint;
    for (std::size_t i = 0; i < n; ++i)
        if (keys[i].size() == key.size() && std::memcmp(keys[i].data(), key.data(), key.size()) == 0) return i;
    return npos;
}


template <class T, bool Root>
bool read_struct(parser& ps, T& obj) {
    using plan = struct_plan<T>;
    constexpr std::size_t n = plan::count;
    constexpr auto& keys = json_keys<T>;
    static_assert(key_table<T>::unique,
                  "versioned::json: two fields of this struct get the same JSON key under the module's "
                  "key naming (camel_case turns host_port and hostPort into one key)");
    if (ps.peek() != '{') return ps.fail_expected("an object");
    if (!ps.enter()) return false;
    ++ps.p;
    ps.skip_ws();
    field_bits<n> seen{};
    [[maybe_unused]] bool seen_version = false;
    bool closed = false;
    auto after_member = [&] { return ps.after_member(closed); };
    if (ps.peek() == '}') {
        ++ps.p;
        closed = true;
    } else if (ps.peek() != '"') {
        return ps.fail_syntax(ps.p, "expected a key (a string)");
    }
    if constexpr (Root) {
        // The version key, usually first (write puts it there).
        const std::string_view vk = ps.options.version_key;
        if (!closed && !vk.empty() && static_cast<std::size_t>(ps.end - ps.p) >= vk.size() + 2 &&
            ps.p[1] == vk[0] && std::memcmp(ps.p + 1, vk.data(), vk.size()) == 0 && ps.p[vk.size() + 1] == '"' &&
            find_key<T>(vk, 0) == npos) {
            const char* key_at = ps.p;
            ps.p += vk.size() + 2;
            ps.skip_ws();
            if (ps.peek() != ':') return ps.fail_syntax(ps.p, "expected ':' after a key");
            ++ps.p;
            ps.skip_ws();
            if (!ps.version_member(key_at, vk, seen_version, version_t<T>::name) || !after_member()) return false;
        }
    }
    if (!closed) {
        // Members usually come in table order (write puts them so): the next field's quoted key
        // is compared with the text first, and only a key that is not it is decoded and looked
        // up. One loop and one dispatch serve both, so each field's read is compiled once per
        // version (an unrolled path per field for the in-order case tripled g++'s compile time
        // of a version's reader: benchmarks/RESULTS.md).
        using q = quoted_keys<T>;
        std::size_t next = 0;
        while (!closed) {
            const char* key_at = ps.p; // a key's quote: checked above, then by after_member
            std::string_view key;
            std::size_t i = npos;
            if (next < n && text_at(ps.p, ps.end, q::chars.data() + q::starts[next] + 1, keys[next].size() + 2)) {
                i = next;
                ps.p += keys[next].size() + 2;
            } else {
                if (!ps.key(key)) return false;
                i = find_key<T>(key, next);
            }
            ps.skip_ws();
            if (ps.peek() != ':') return ps.fail_syntax(ps.p, "expected ':' after a key");
            ++ps.p;
            ps.skip_ws();
            if (i != npos) {
                if (seen.test(i)) return ps.fail_duplicate_key(key_at, keys[i]);
                seen.set(i);
                const bool ok = dispatch_index<n>(i, [&](auto I) __attribute__((always_inline)) {
                    return read_value(ps, get_present<decltype(I)::value>(obj));
                });
                if (!ok) return ps.fail_key(keys[i]);
                next = i + 1;
            } else if (Root && !ps.options.version_key.empty() && key == ps.options.version_key) {
                if (!ps.version_member(key_at, key, seen_version, version_t<T>::name)) return false;
            } else if (ps.options.unknown_keys == json::unknown_keys::reject) {
                return ps.fail_unknown_key(key_at, key, T::versioned_descriptor::versioned_name, version_t<T>::name);
            } else {
                const std::string k(key); // key may be a view of scratch, which skipping reuses
                if (!ps.skip_value()) return ps.fail_key(k);
            }
            if (!after_member()) return false;
        }
    }
    for (std::size_t w = 0; w < seen.w.size(); ++w) {
        const std::uint64_t missing = plan::required.w[w] & ~seen.w[w];
        if (missing != 0) {
            std::size_t i = w * 64;
            for (std::uint64_t m = missing; (m & 1u) == 0; m >>= 1) ++i;
            return ps.fail_missing_key(keys[i]);
        }
    }
    // Only the members with a default are expanded over (not a lambda per member: each is a
    // function of its own in a -O0 build).
    [&]<std::size_t... Js>(std::index_sequence<Js...>) {
        ((seen.test(plan::defaulted[Js])
              ? void()
              : void(get_present<plan::defaulted[Js]>(obj) =
                         default_at<T, field_at_t<T, present_fields_v<T>[plan::defaulted[Js]].field>>())),
         ...);
    }(std::make_index_sequence<plan::defaulted.size()>{});
    --ps.depth;
    return true;
}

template <class T>
struct number_chunk {}; // arrays of anything else
template <class E, class A>
    requires(std::is_arithmetic_v<E> && !std::is_same_v<E, bool>)
struct number_chunk<std::vector<E, A>> {
    std::array<E, 32> items;
    std::size_t n = 0;
    void flush(std::vector<E, A>& out) {
        out.insert(out.end(), items.begin(), items.begin() + static_cast<std::ptrdiff_t>(n));
        n = 0;
    }
};

template <class T>
bool read_value(parser& ps, T& out) {
    if constexpr (has_codec<T>) {
        const char* start = ps.p;
        json::reader r(ps, start);
        if (json::codec<T>::read(r, out)) return true;
        // A codec that says no without saying why still gets an error with a position.
        if (ps.err.code == errc{}) ps.fail_at(errc::invalid_value, start, "the value was rejected by json::codec<T>");
        return false;
    } else if constexpr (versioned_struct<T>) {
        return read_struct<T, false>(ps, out);
    } else if constexpr (std::is_same_v<T, bool>) {
        const char c = ps.peek();
        if (c == 't') return ps.literal("true") ? (out = true, true) : false;
        if (c == 'f') return ps.literal("false") ? (out = false, true) : false;
        return ps.fail_expected("a boolean");
    } else if constexpr (is_integer_v<T>) {
        return ps.integer(out);
    } else if constexpr (std::is_floating_point_v<T>) {
        return ps.floating(out);
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (ps.peek() != '"') return ps.fail_expected("a string");
        return ps.string_into(out);
    } else if constexpr (described_enum<T>) {
        if (ps.peek() != '"') return ps.fail_expected("a string (an enumerator name)");
        const char* at = ps.p;
        if (!ps.string_into(ps.scratch)) return false;
        using table = enum_table<T>;
        for (std::size_t i = 0; i < table::size; ++i)
            if (table::names[i] == ps.scratch) {
                out = table::values[i];
                return true;
            }
        std::string d = "unknown enumerator \"" + ps.scratch + "\" (expected one of";
        for (std::size_t i = 0; i < table::size; ++i) d += (i == 0 ? " \"" : ", \"") + std::string(table::names[i]) + '"';
        d += ')';
        return ps.fail(errc::unknown_enumerator, at, std::move(d));
    } else if constexpr (is_optional<T>::value) {
        if constexpr (is_optional<typename T::value_type>::value) {
            static_assert(nested_optional_in_json<T>::value);
            return false;
        } else {
            if (ps.at_null()) {
                if (!ps.literal("null")) return false;
                out.reset();
                return true;
            }
            if (!out) out.emplace();
            return read_value(ps, *out);
        }
    } else if constexpr (is_std_vector<T>::value || is_std_array<T>::value) {
        if (ps.peek() != '[') return ps.fail_expected("an array");
        const char* open = ps.p;
        if (!ps.enter()) return false;
        ++ps.p;
        ps.skip_ws();
        std::size_t count = 0;
        if constexpr (is_std_vector<T>::value) out.clear();
        // Numbers collect in a local buffer first, so a short array costs one allocation of
        // the right size.
        [[maybe_unused]] number_chunk<T> numbers;
        if (ps.peek() == ']') {
            ++ps.p;
        } else {
            for (;;) {
                if constexpr (is_std_array<T>::value) {
                    if (count == std::tuple_size<T>::value)
                        return ps.fail(errc::wrong_array_length, ps.p,
                                       "expected an array of " + std::to_string(count) + " elements, got more");
                    if (!read_value(ps, out[count])) return ps.fail_index(count);
                } else if constexpr (std::is_same_v<typename T::value_type, bool>) {
                    bool b = false;
                    if (!read_value(ps, b)) return ps.fail_index(count);
                    out.push_back(b);
                } else if constexpr (std::is_arithmetic_v<typename T::value_type>) {
                    if (numbers.n == numbers.items.size()) numbers.flush(out);
                    if (!read_value(ps, numbers.items[numbers.n])) return ps.fail_index(count);
                    ++numbers.n;
                } else {
                    if (count == 0) out.reserve(4); // most arrays are short: skip the 1, 2 steps
                    out.emplace_back();
                    if (!read_value(ps, out.back())) return ps.fail_index(count);
                }
                ++count;
                ps.skip_ws();
                const char c = ps.peek();
                if (c == ',') {
                    ++ps.p;
                    ps.skip_ws();
                    continue;
                }
                if (c == ']') {
                    ++ps.p;
                    break;
                }
                return ps.fail_syntax(ps.p, "expected ',' or ']' in an array");
            }
        }
        if constexpr (is_std_vector<T>::value && std::is_arithmetic_v<typename T::value_type> &&
                      !std::is_same_v<typename T::value_type, bool>)
            numbers.flush(out);
        if constexpr (is_std_array<T>::value) {
            if (count != std::tuple_size<T>::value)
                return ps.fail(errc::wrong_array_length, ps.p - 1,
                               "expected an array of " + std::to_string(std::tuple_size<T>::value) +
                                   " elements, got " + std::to_string(count));
        }
        (void)open;
        --ps.depth;
        return true;
    } else if constexpr (json_sequence<T>) {
        if (ps.peek() != '[') return ps.fail_expected("an array");
        if (!ps.enter()) return false;
        ++ps.p;
        ps.skip_ws();
        if constexpr (requires { out.clear(); }) out.clear();
        else out = T{};
        if (ps.peek() == ']') {
            ++ps.p;
        } else {
            for (std::size_t count = 0;; ++count) {
                typename container_traits<T>::value_type e{};
                if (!read_value(ps, e)) return ps.fail_index(count);
                out.push_back(std::move(e));
                ps.skip_ws();
                const char c = ps.peek();
                if (c == ',') {
                    ++ps.p;
                    ps.skip_ws();
                    continue;
                }
                if (c == ']') {
                    ++ps.p;
                    break;
                }
                return ps.fail_syntax(ps.p, "expected ',' or ']' in an array");
            }
        }
        --ps.depth;
        return true;
    } else if constexpr (is_string_map<T>::value) {
        if (ps.peek() != '{') return ps.fail_expected("an object");
        if (!ps.enter()) return false;
        ++ps.p;
        ps.skip_ws();
        out.clear();
        bool closed = false;
        if (ps.peek() == '}') {
            ++ps.p;
        } else {
            if (ps.peek() != '"') return ps.fail_syntax(ps.p, "expected a key (a string)");
            while (!closed) {
                const char* key_at = ps.p; // a key's quote: checked above, then by after_member
                std::string_view k; // the text itself, or the key decoded into ps.scratch
                if (!ps.key(k)) return false;
                ps.skip_ws();
                if (ps.peek() != ':') return ps.fail_syntax(ps.p, "expected ':' after a key");
                ++ps.p;
                ps.skip_ws();
                // Keys usually come sorted (std::map writes them so): insert at the end's hint,
                // the key string built in the node.
                const std::size_t before = out.size();
                auto it = out.emplace_hint(out.end(), std::piecewise_construct, std::forward_as_tuple(k), std::forward_as_tuple());
                if (out.size() == before) return ps.fail_duplicate_key(key_at, k);
                if (!read_value(ps, it->second)) return ps.fail_key(it->first);
                if (!ps.after_member(closed)) return false;
            }
        }
        --ps.depth;
        return true;
    } else {
        static_assert(no_json_for_type<T>::value, "versioned::json: no JSON mapping for this type");
        return false;
    }
}

// The document: one value, whitespace around it, nothing else.
template <class T>
json::result<T> read_document(std::string_view text, const json::read_options& options) {
    parser ps(text, options);
    ps.skip_ws();
    if (ps.p == ps.end) {
        ps.fail_at(errc::empty_input, ps.p, "empty input: expected a JSON value");
        return ps.err.finish(text, true);
    }
    // g++ reports a deprecated member's default initializer at every value-initialization of
    // the struct; the library's own must not warn.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    json::result<T> out(std::in_place); // read in place: T is never moved
#pragma GCC diagnostic pop
    T& value = *out;
    bool ok;
    if constexpr (versioned_struct<T> && !has_codec<T>) ok = read_struct<T, true>(ps, value);
    else ok = read_value(ps, value);
    if (ok) {
        ps.skip_ws();
        if (ps.p != ps.end) ok = ps.fail_at(errc::trailing_characters, ps.p, "unexpected characters after the JSON value");
    }
    if (!ok) return ps.err.finish(text, true);
    return out;
}

template <class T>
bool write_value(out_buffer& w, const T& v);

template <class T, bool Root>
bool write_struct(out_buffer& w, const T& obj) {
    using q = quoted_keys<T>;
    // Every member is written with a leading comma; the first one's becomes the '{'.
    const std::size_t open = w.pos();
    if constexpr (Root) {
        if (!w.options.version_key.empty()) {
            // A member with the version key's name would make the key appear twice.
            if (find_key<T>(w.options.version_key, 0) != npos)
                return w.fail_version_key_is_member(T::versioned_descriptor::versioned_name, version_t<T>::name);
            w.put(',');
            if (!w.string(w.options.version_key)) return false;
            w.put(':');
            if (!w.string(version_value(w.options.group, version_t<T>::name))) return false;
        }
    }
    // The per-member lambdas forced inline: clang++ kept each out of line, and a function per
    // member and version cost more to compile than the code itself (benchmarks/RESULTS.md).
    const bool ok = [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        return ([&]() __attribute__((always_inline)) {
            const auto& m = get_present<Is>(obj);
            using M = std::remove_cvref_t<decltype(m)>;
            constexpr std::string_view key(q::chars.data() + q::starts[Is], q::starts[Is + 1] - q::starts[Is]);
            if constexpr (is_optional<M>::value) {
                if (!m.has_value()) {
                    if (w.options.write_nulls) {
                        w.put(key);
                        w.put("null");
                    }
                    return true;
                }
            }
            w.put(key);
            if (!write_value(w, m)) return w.fail_key(json_keys<T>[Is]);
            return true;
        }() && ...);
    }(std::make_index_sequence<q::count>{});
    if (!ok) return false;
    if (w.pos() == open) {
        w.put("{}");
    } else {
        w.s[open] = '{';
        w.put('}');
    }
    return true;
}

template <class T>
bool write_value(out_buffer& w, const T& v) {
    if constexpr (has_codec<T>) {
        json::writer out(w);
        json::codec<T>::write(out, v);
        return w.err.code == errc{};
    } else if constexpr (versioned_struct<T>) {
        return write_struct<T, false>(w, v);
    } else if constexpr (std::is_same_v<T, bool>) {
        w.put(v ? std::string_view("true") : std::string_view("false"));
        return true;
    } else if constexpr (is_integer_v<T>) {
        w.need(24);
        w.cur = std::to_chars(w.cur, w.cur + 24, v).ptr;
        return true;
    } else if constexpr (std::is_floating_point_v<T>) {
        if (!std::isfinite(v))
            return w.fail(errc::non_finite_number,
                          std::string(std::isnan(v) ? "NaN" : "an infinity") + " has no JSON representation");
        w.need(40);
        if constexpr (std::is_same_v<T, double>) {
            if (char* e = text::write_short_double(w.cur, v)) {
                w.cur = e;
                return true;
            }
        }
        w.cur = std::to_chars(w.cur, w.cur + 40, v).ptr;
        return true;
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        return w.string(v);
    } else if constexpr (described_enum<T>) {
        using table = enum_table<T>;
        for (std::size_t i = 0; i < table::size; ++i)
            if (table::values[i] == v) return w.string(table::names[i]);
        return w.fail(errc::unknown_enumerator,
                      "the value " + std::to_string(static_cast<std::underlying_type_t<T>>(v)) +
                          " is not an enumerator of the enum");
    } else if constexpr (is_optional<T>::value) {
        if constexpr (is_optional<typename T::value_type>::value) {
            static_assert(nested_optional_in_json<T>::value);
            return false;
        } else {
            if (!v.has_value()) {
                w.put("null");
                return true;
            }
            return write_value(w, *v);
        }
    } else if constexpr (is_std_vector<T>::value || is_std_array<T>::value || json_sequence<T>) {
        w.put('[');
        std::size_t i = 0;
        for (const auto& e : v) {
            if (i != 0) w.put(',');
            if constexpr (std::is_same_v<typename container_traits<T>::value_type, bool>) {
                if (!write_value(w, static_cast<bool>(e))) return false;
            } else if (!write_value(w, e)) {
                w.err.reversed_path.push_back(std::to_string(i));
                return false;
            }
            ++i;
        }
        w.put(']');
        return true;
    } else if constexpr (is_string_map<T>::value) {
        w.put('{');
        bool first = true;
        for (const auto& [k, e] : v) {
            if (!first) w.put(',');
            first = false;
            if (!w.string(k)) return w.fail_key(k);
            w.put(':');
            if (!write_value(w, e)) return w.fail_key(k);
        }
        w.put('}');
        return true;
    } else {
        static_assert(no_json_for_type<T>::value, "versioned::json: no JSON mapping for this type");
        return false;
    }
}

template <class T>
bool write_document(const T& value, std::string& out, const json::write_options& options, json::error* e) {
    out_buffer w(out, options);
    bool ok;
    if constexpr (versioned_struct<T> && !has_codec<T>) ok = write_struct<T, true>(w, value);
    else ok = write_value(w, value);
    if (!ok) {
        w.rollback();
        if (e) *e = w.err.finish({}, false);
        return false;
    }
    w.finish();
    return true;
}

} // namespace versioned::detail::json_io

namespace versioned::json {

// Reads a T (a versioned struct at its version, or any value the library maps) from text.
template <class T>
result<T> read(std::string_view text, const read_options& options = {}) {
    return detail::json_io::read_document<T>(text, options);
}

} // namespace versioned::json

namespace versioned::detail::json_io {

template <template <class> class S>
json::result<any<S>> read_any(std::string_view text, const json::read_options& options) {
    using namespace ::versioned::json;
    using versions = versions_of_t<S>;
    namespace io = detail::json_io;
    io::parser ps(text, options);
    ps.skip_ws();
    if (ps.p == ps.end) {
        ps.fail_at(errc::empty_input, ps.p, "empty input: expected a JSON value");
        return ps.err.finish(text, true);
    }
    if (ps.peek() != '{') {
        ps.fail_expected("an object");
        return ps.err.finish(text, true);
    }
    if (options.version_key.empty()) {
        ps.fail_at(errc::missing_version, ps.p, "read_any needs read_options::version_key");
        return ps.err.finish(text, true);
    }
    // Find the version key among the top-level members.
    ++ps.p;
    ++ps.depth;
    ps.skip_ws();
    std::size_t index = detail::npos;
    bool closed = ps.peek() == '}';
    while (!closed) {
        if (ps.peek() != '"') {
            ps.fail_syntax(ps.p, "expected a key (a string)");
            return ps.err.finish(text, true);
        }
        std::string_view key_view;
        if (!ps.key(key_view)) return ps.err.finish(text, true);
        const std::string k(key_view); // skipping the value reuses the key's buffer
        const bool is_version = k == options.version_key;
        ps.skip_ws();
        if (ps.peek() != ':') {
            ps.fail_syntax(ps.p, "expected ':' after a key");
            return ps.err.finish(text, true);
        }
        ++ps.p;
        ps.skip_ws();
        if (is_version) {
            const std::string key(options.version_key);
            if (ps.peek() != '"') {
                ps.fail_expected("a string (the version)");
                ps.fail_key(key);
                return ps.err.finish(text, true);
            }
            const char* at = ps.p;
            std::string v;
            if (!ps.string_into(v)) return ps.err.finish(text, true);
            std::string_view name = v;
            bool group_ok = true;
            if (!options.group.empty()) {
                group_ok = name.size() > options.group.size() && name.substr(0, options.group.size()) == options.group &&
                           name[options.group.size()] == '/';
                if (group_ok) name.remove_prefix(options.group.size() + 1);
            }
            for (std::size_t i = 0; group_ok && i < versions::size; ++i)
                if (detail::version_list_traits<versions>::names[i] == name) index = i;
            if (index == detail::npos) {
                std::string d = "unknown version \"" + v + "\" (expected one of";
                for (std::size_t i = 0; i < versions::size; ++i)
                    d += (i == 0 ? " \"" : ", \"") +
                         detail::json_io::version_value(options.group, detail::version_list_traits<versions>::names[i]) + '"';
                d += ')';
                ps.fail(errc::unknown_version, at, std::move(d));
                ps.fail_key(key);
                return ps.err.finish(text, true);
            }
            break;
        }
        if (!ps.skip_value()) {
            ps.fail_key(k);
            return ps.err.finish(text, true);
        }
        ps.skip_ws();
        if (ps.peek() == ',') {
            ++ps.p;
            ps.skip_ws();
            continue;
        }
        if (ps.peek() == '}') {
            closed = true;
            break;
        }
        ps.fail_syntax(ps.p, "expected ',' or '}' in an object");
        return ps.err.finish(text, true);
    }
    if (index == detail::npos) {
        ps.fail(errc::missing_version, ps.p, "missing the version key \"" + std::string(options.version_key) + "\"");
        ps.fail_key(options.version_key);
        return ps.err.finish(text, true);
    }
    return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        std::optional<result<any<S>>> out;
        (void)((index == Is
                    ? (out.emplace([&]() -> result<any<S>> {
                           auto r = ::versioned::json::read<S<version_at_t<versions, Is>>>(text, options);
                           if (!r) return r.error();
                           return any<S>(std::in_place_index<Is>, std::move(*r));
                       }()),
                       true)
                    : false) ||
               ...);
        return std::move(*out);
    }(std::make_index_sequence<versions::size>{});
}

} // namespace versioned::detail::json_io

namespace versioned::json {

// Reads text piecewise: read(in) gets a reader at the document's value and reads it (with
// in.members, in.elements, in.raw, in.read<U>...). The error, with its path and position, when
// read fails or text follows the value; an error with code errc{} when all went well.
template <class F>
json::error read_with(std::string_view text, F&& read, const read_options& options = {}) {
    namespace io = detail::json_io;
    io::parser ps(text, options);
    ps.skip_ws();
    if (ps.p == ps.end) {
        ps.fail(errc::empty_input, ps.p, "empty input: expected a JSON value");
        return ps.err.finish(text, true);
    }
    json::reader in(ps, ps.p);
    bool ok = read(in);
    if (!ok && ps.err.code == errc{}) ps.fail(errc::invalid_value, ps.p, "the value was rejected");
    if (ok) {
        ps.skip_ws();
        if (ps.p != ps.end) ok = ps.fail(errc::trailing_characters, ps.p, "unexpected characters after the JSON value");
    }
    if (!ok) return ps.err.finish(text, true);
    return {};
}

// Reads a document of any version of S: the version key (options.version_key, anywhere among
// the top-level members) says which.
template <template <class> class S>
result<any<S>> read_any(std::string_view text, const read_options& options = {}) {
    return detail::json_io::read_any<S>(text, options);
}

// Appends the JSON of value to out. Throws error_exception (out unchanged) for what JSON
// cannot hold: a NaN or infinite floating value (errc::non_finite_number), a string that is
// not UTF-8, an enum value that is no enumerator, a codec's failure.
template <class T>
void write(const T& value, std::string& out, const write_options& options = {}) {
    json::error e;
    if (!detail::json_io::write_document(value, out, options, &e)) throw error_exception(std::move(e));
}

// The JSON of value, compact (see the appending overload for errors).
template <class T>
std::string write(const T& value, const write_options& options = {}) {
    std::string out;
    write(value, out, options);
    return out;
}

// Like write, without exceptions: the JSON, or the error (its path says which value).
template <class T>
result<std::string> try_write(const T& value, const write_options& options = {}) {
    std::string out;
    json::error e;
    if (!detail::json_io::write_document(value, out, options, &e)) return e;
    return out;
}

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_HPP
