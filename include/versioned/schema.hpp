// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_SCHEMA_HPP
#define VERSIONED_SCHEMA_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Schemas as constant expressions, one per version:
//   versioned::json_schema<FooSpec<api::v1>>     JSON Schema 2020-12
//   versioned::openapi_schema<FooSpec<api::v1>>  Kubernetes structural OpenAPI v3
// Both are std::string_view over static storage. They are built by a two-pass emitter (count
// the characters, then fill a std::array of exactly that size), because constexpr std::string
// does not work on every supported toolchain (clang 14 with libstdc++ 12). A field's fragment
// is emitted once per segment of versions in which it does not change (field_fragment), and
// each version's schema is assembled from the fragments by one non-template function, so the
// template instantiations grow with fields + actions, not fields x versions.

#include <versioned/constraints/detail/report.hpp>
#include <versioned/constraints/detail/schema_keywords.hpp>
#include <versioned/container_traits.hpp>
#include <versioned/detail/default_value.hpp>
#include <versioned/detail/field.hpp>
#include <versioned/detail/meta.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/variant/detail/core.hpp>
#include <versioned/variant/options.hpp>
#include <versioned/versions.hpp>

#include <boost/describe/enumerators.hpp>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace versioned {

// A type's schema, for types the library does not map itself (enums, user types):
//   template <> struct versioned::schema_fragment<Duration> {
//       static constexpr std::string_view json = R"({"type":"string","pattern":"^[0-9]+s$"})";
//       static constexpr std::string_view openapi = json; // optional; defaults to json
//   };
// Each is one JSON object. Descriptions and defaults of the field are added to it.
template <class T>
struct schema_fragment;

namespace detail::schema {

enum class dialect { json_schema, openapi };

// g++ 12 interprets a constant-expression loop at microseconds per iteration, and a version's
// schema is the concatenation of its fields' entries (64 schemas of 200 fields are 0.9 MB of
// text). So g++ copies entries eight characters per iteration, as 64-bit words (little-endian:
// character i is byte i of its word), and the words become characters in one std::bit_cast:
// about half the time of a character loop (benchmarks/RESULTS.md). clang copies with
// __builtin_memcpy, which it evaluates natively (g++ cannot, in a constant expression).
#if defined(__clang__)
inline constexpr bool copy_words = false;
#else
inline constexpr bool copy_words = std::endian::native == std::endian::little;
#endif

// A text, with its characters also as words (zero-padded to a whole word) when copy_words.
// `packed` says whether words is set: comparing the address of a static array with nullptr is
// not a constant expression for g++ with -fno-delete-null-pointer-checks, which -fsanitize=null
// (in -fsanitize=undefined) implies (the address of a weak symbol may be null).
struct packed_text {
    std::string_view chars{};
    const std::uint64_t* words = nullptr;
    bool packed = false;
};

// Counts characters (out and words null), or writes them -- as characters to out, or as words
// to words: one type for every pass, so each emitting function is instantiated once and
// evaluated twice.
struct writer {
    char* out = nullptr;
    std::size_t size = 0;
    std::uint64_t* words = nullptr;
    std::uint64_t pending = 0; // the characters of the word being filled (size % 8 of them)

    constexpr void put(char c) noexcept {
        if (out != nullptr) {
            out[size] = c;
        } else if (words != nullptr) {
            pending |= std::uint64_t{static_cast<unsigned char>(c)} << 8 * (size % 8);
            if (size % 8 == 7) {
                words[size / 8] = pending;
                pending = 0;
            }
        }
        ++size;
    }
    constexpr void put(std::string_view s) noexcept {
        if (out != nullptr) {
#if defined(__clang__)
            __builtin_memcpy(out + size, s.data(), s.size());
#else
            // pointers hoisted and an index loop: ~40 % faster for g++ than out[size++] = c
            const char* from = s.data();
            const std::size_t n = s.size();
            char* to = out + size;
            for (std::size_t i = 0; i < n; ++i) to[i] = from[i];
#endif
        } else if (words != nullptr) {
            for (char c : s) put(c);
            return;
        }
        size += s.size();
    }
    // The first n characters of t (all of them by default).
    constexpr void put(const packed_text& t, std::size_t n = npos) noexcept {
        if (n == npos) n = t.chars.size();
        if (words == nullptr || !t.packed) return put(t.chars.substr(0, n));
        // Each source word lands across at most two destination words: the low 8 - fill
        // characters complete the pending word, the rest start the next one. Locals, not
        // members: g++ evaluates them faster.
        const std::size_t fill = size % 8;
        const std::uint64_t* from = t.words;
        std::uint64_t* to = words + size / 8;
        std::uint64_t part = pending;
        for (std::size_t left = n; left > 0; ++from) {
            std::uint64_t w = *from;
            const std::size_t b = left < 8 ? left : 8;
            if (b < 8) w &= (std::uint64_t{1} << 8 * b) - 1;
            part |= fill != 0 ? w << 8 * fill : w;
            if (fill + b >= 8) {
                *to++ = part;
                part = fill != 0 ? w >> 8 * (8 - fill) : 0;
            }
            left -= b;
        }
        pending = part;
        size += n;
    }
    // After the last put in word mode: the incomplete last word.
    constexpr void finish() noexcept {
        if (words != nullptr && size % 8 != 0) words[size / 8] = pending;
    }
};

constexpr std::size_t whole_words(std::size_t chars) noexcept { return (chars + 7) / 8; }
// A text's storage: whole words when they are copied as words.
constexpr std::size_t padded_size(std::size_t chars) noexcept { return copy_words ? 8 * whole_words(chars) : chars; }
// The words of a padded text (none without copy_words).
template <std::size_t N>
constexpr auto words_of(const std::array<char, N>& chars) noexcept {
    if constexpr (copy_words)
        return std::bit_cast<std::array<std::uint64_t, N / 8>>(chars);
    else
        return std::array<std::uint64_t, 0>{};
}

// The text an emitter writes, in static storage: counted first (only sizes are added up), then
// written into an array of that size and at least one terminating zero. Emit: a constexpr
// function taking writer&. Words: written as words (a version's schema, whose entries are
// copied as words; the small texts are cheaper as characters). (A field's entry is written
// by the non-template put_field_entry instead, from its data.)
template <auto Emit, bool Words = false>
struct emitted_text {
    static constexpr std::size_t size = [] {
        writer emitter;
        Emit(emitter);
        return emitter.size;
    }();
    static constexpr auto chars = [] {
        if constexpr (Words) {
            std::array<std::uint64_t, whole_words(size + 1)> out{};
            writer emitter{nullptr, 0, out.data()};
            Emit(emitter);
            emitter.finish();
            return std::bit_cast<std::array<char, 8 * out.size()>>(out);
        } else {
            std::array<char, size + 1> out{};
            writer emitter{out.data()};
            Emit(emitter);
            return out;
        }
    }();
    static constexpr std::string_view text{chars.data(), size};
};

template <class W>
constexpr void put_uint(W& w, unsigned long long v) {
    char digits[20]{};
    int n = 0;
    do {
        digits[n++] = static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0) w.put(digits[--n]);
}
template <class W>
constexpr void put_int(W& w, long long v) {
    if (v < 0) {
        w.put('-');
        put_uint(w, static_cast<unsigned long long>(-(v + 1)) + 1); // no overflow at the minimum
    } else {
        put_uint(w, static_cast<unsigned long long>(v));
    }
}
template <class W>
constexpr void put_escaped(W& w, std::string_view s) {
    constexpr std::string_view hex = "0123456789abcdef";
    for (char c : s) {
        switch (c) {
        case '"': w.put("\\\""); break;
        case '\\': w.put("\\\\"); break;
        case '\n': w.put("\\n"); break;
        case '\r': w.put("\\r"); break;
        case '\t': w.put("\\t"); break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                w.put("\\u00");
                w.put(hex[static_cast<unsigned char>(c) >> 4]);
                w.put(hex[static_cast<unsigned char>(c) & 0xf]);
            } else {
                w.put(c);
            }
        }
    }
}
template <class W>
constexpr void put_string(W& w, std::string_view s) {
    w.put('"');
    put_escaped(w, s);
    w.put('"');
}


template <class T>
struct is_nested_optional : std::false_type {};
template <class T>
struct is_nested_optional<std::optional<std::optional<T>>> : std::true_type {};

// std::optional<T> and std::unique_ptr<T>: a T or null, and not required.
template <class T>
struct nullable_of {};
template <class T>
struct nullable_of<std::optional<T>> {
    using type = T;
};
template <template <class, class> class P, class T, template <class> class Del>
    requires owning_pointer<P<T, Del<T>>, T, Del<T>> // std::unique_ptr<T>, without <memory>
struct nullable_of<P<T, Del<T>>> {
    using type = T;
};
template <class T>
concept nullable = requires { typename nullable_of<T>::type; };

template <class T>
concept has_fragment = requires {
    { schema_fragment<T>::json } -> std::convertible_to<std::string_view>;
};

template <class T, dialect D>
constexpr std::string_view fragment() noexcept {
    if constexpr (D == dialect::openapi && requires { schema_fragment<T>::openapi; })
        return schema_fragment<T>::openapi;
    else
        return schema_fragment<T>::json;
}

// Instantiated only to report a type without a schema.
template <class T>
struct no_schema_for_type {
    static_assert(always_false<T>, "versioned: no schema for this field type -- specialize "
                                   "versioned::schema_fragment<T> with a JSON object, e.g. "
                                   "{\"type\":\"string\",\"enum\":[\"a\",\"b\"]}");
    static constexpr bool value = false;
};

// The enumerator names of a BOOST_DESCRIBE_ENUM enum (L: its describe_enumerators list).
template <class L>
struct enum_names;
template <template <class...> class L, class... D>
struct enum_names<L<D...>> {
    static constexpr std::array<std::string_view, sizeof...(D)> value{std::string_view(D::name)...};
};

// Writes the keywords of T's schema (the inside of its JSON object, without braces).
template <dialect D, class T, class W>
constexpr void put_body(W& w);

// T's schema object and the nullable node over it (both below).
template <dialect D, class T>
struct type_object;
constexpr void put_nullable_openapi(writer& w, std::string_view object);

template <dialect D, class T, class W>
constexpr void put_object(W& w) {
    w.put('{');
    put_body<D, T>(w);
    w.put('}');
}

// The body of a versioned struct's schema (a nested one's, or the root's inside its header).
template <dialect D, class T>
constexpr void put_struct_of(writer& w);
// The body of a versioned variant's schema (see the variants' section below).
template <dialect D, class T>
constexpr void put_variant_of(writer& w);

template <dialect D, class T, class W>
constexpr void put_body(W& w) {
    if constexpr (has_fragment<T>) {
        constexpr std::string_view f = fragment<T, D>();
        static_assert(f.size() >= 2 && f.front() == '{' && f.back() == '}',
                      "versioned::schema_fragment<T>: each fragment must be one JSON object");
        w.put(f.substr(1, f.size() - 2));
    } else if constexpr (std::is_enum_v<T> && boost::describe::has_describe_enumerators<T>::value) {
        // An enum described with BOOST_DESCRIBE_ENUM: its enumerator names, as JSON writes it.
        w.put(R"("type":"string","enum":[)");
        constexpr auto& names = enum_names<boost::describe::describe_enumerators<T>>::value;
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (i != 0) w.put(',');
            put_string(w, names[i]);
        }
        w.put(']');
    } else if constexpr (std::is_same_v<T, bool>) {
        w.put(R"("type":"boolean")");
    } else if constexpr (std::is_integral_v<T>) {
        w.put(R"("type":"integer")");
        if constexpr (D == dialect::openapi) w.put(sizeof(T) < 4 || (sizeof(T) == 4 && std::is_signed_v<T>) ? R"(,"format":"int32")" : R"(,"format":"int64")");
        // Kubernetes reads a bound as a float64 and compares integers as int64: 2^63-1 and
        // 2^64-1 are no float64 (2^63 refuses every value), so a 64-bit integer carries no
        // bound there but an unsigned one's minimum, as controller-gen's schemas do.
        if constexpr (D == dialect::openapi && sizeof(T) >= 8) {
            if constexpr (std::is_unsigned_v<T>) w.put(R"(,"minimum":0)");
        } else {
            w.put(R"(,"minimum":)");
            put_int(w, static_cast<long long>(std::numeric_limits<T>::min()));
            w.put(R"(,"maximum":)");
            put_uint(w, static_cast<unsigned long long>(std::numeric_limits<T>::max()));
        }
    } else if constexpr (std::is_floating_point_v<T>) {
        w.put(R"("type":"number")");
        if constexpr (D == dialect::openapi) w.put(sizeof(T) <= 4 ? R"(,"format":"float")" : R"(,"format":"double")");
        // A float holds less than JSON numbers (and double) do: what rounds to infinity, from
        // 2^128 - 2^103 (FLT_MAX and half its ulp) on, is out of range for the reader. OpenAPI
        // says nothing: Kubernetes checks no numeric format, and its validator compares an integral
        // value with a bound converted to int64, which a bound of 3.4e38 overflows (every integral
        // value refused, as with 64-bit integer bounds); the reader is stricter there.
        if constexpr (sizeof(T) <= 4 && D == dialect::json_schema)
            w.put(R"(,"exclusiveMinimum":-3.4028235677973366e+38,"exclusiveMaximum":3.4028235677973366e+38)");
    } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        w.put(R"("type":"string")");
    } else if constexpr (is_nested_optional<T>::value) {
        put_body<D, typename T::value_type>(w); // JSON has one null: optional<optional<T>> is optional<T>
    } else if constexpr (nullable<T>) {
        if constexpr (D == dialect::openapi) {
            put_nullable_openapi(w, type_object<D, typename nullable_of<T>::type>::text);
        } else {
            w.put(R"("anyOf":[)");
            put_object<D, typename nullable_of<T>::type>(w);
            w.put(R"(,{"type":"null"}])");
        }
    } else if constexpr (requires { typename T::value_type; typename T::allocator_type; T{}.push_back(std::declval<typename T::value_type>()); }) {
        w.put(R"("type":"array","items":)"); // std::vector
        put_object<D, typename T::value_type>(w);
    } else if constexpr (requires { std::tuple_size<T>::value; typename T::value_type; T{}.data(); }) {
        w.put(R"("type":"array","items":)"); // std::array: fixed length
        put_object<D, typename T::value_type>(w);
        w.put(R"(,"minItems":)");
        put_uint(w, std::tuple_size<T>::value);
        w.put(R"(,"maxItems":)");
        put_uint(w, std::tuple_size<T>::value);
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; }) {
        static_assert(std::is_same_v<typename T::key_type, std::string>,
                      "versioned: a map field needs std::string keys to have a JSON schema");
        w.put(R"("type":"object","additionalProperties":)");
        put_object<D, typename T::mapped_type>(w);
    } else if constexpr (versioned_struct<T>) {
        put_struct_of<D, T>(w);
    } else if constexpr (detail::versioned_variant<T>) {
        put_variant_of<D, T>(w);
    } else {
        static_assert(no_schema_for_type<T>::value, "versioned: no schema for this field type");
    }
}

// ---- defaults ----------------------------------------------------------------------------------
//
// The "default" of field Fd in version V is default_at<Fd, V>() -- the default_with value carried
// through the field's type changes, as an upgrade carries it -- shown when it is a constant
// expression JSON can show on every supported compiler: an integer, a bool, or a string whose
// default_with returns const char* / std::string_view and is not retyped on the way. A
// std::string result is never shown: constexpr std::string works with g++ 12 and not with
// clang++ 14, and a schema must not depend on the compiler.

enum class default_kind { none, integer, boolean, string };

template <class Fd, std::size_t V>
concept constant_default_at = requires {
    typename std::integral_constant<bool, (static_cast<void>(default_at<Fd, V>()), true)>;
};

template <class Fd, std::size_t V>
constexpr default_kind shown_default() {
    constexpr auto& info = field_info_v<Fd>;
    using type = type_at_t<Fd, V>;
    if constexpr (!info.has_default) {
        return default_kind::none;
    } else if constexpr (std::is_same_v<type, bool> || is_integer<type>) {
        if constexpr (constant_default_at<Fd, V>)
            return std::is_same_v<type, bool> ? default_kind::boolean : default_kind::integer;
        else
            return default_kind::none;
    } else if constexpr (std::is_same_v<type, std::string>) {
        using R = std::remove_cvref_t<decltype(Fd::template versioned_default<>())>;
        if constexpr (!std::is_same_v<R, std::string> && std::is_convertible_v<R, std::string_view> &&
                      next_type_change(field_info_v<Fd>, info.added, V) == npos && std::is_same_v<type_at_t<Fd, info.added>, type> &&
                      constant_default_with<Fd>)
            return default_kind::string;
        else
            return default_kind::none;
    } else {
        return default_kind::none;
    }
}

template <dialect D, class Fd, std::size_t V, class W>
constexpr void put_default(W& w) {
    constexpr default_kind kind = shown_default<Fd, V>();
    if constexpr (kind == default_kind::boolean) {
        w.put(default_at<Fd, V>() ? "true" : "false");
    } else if constexpr (kind == default_kind::integer) {
        constexpr auto value = default_at<Fd, V>();
        if constexpr (std::is_signed_v<decltype(value)>) {
            put_int(w, value);
        } else {
            // Kubernetes carries integers as int64: a larger default is no value there.
            static_assert(D != dialect::openapi || value <= static_cast<unsigned long long>(std::numeric_limits<long long>::max()),
                          "versioned: the default exceeds the OpenAPI maximum of a Kubernetes integer (2^63-1: "
                          "Kubernetes carries integers as int64) -- Kubernetes would refuse the CRD");
            put_uint(w, value);
        }
    } else if constexpr (kind == default_kind::string) {
        put_string(w, std::string_view(Fd::template versioned_default<>()));
    }
}

// Where a fragment object's top-level member is (its "description", its "enum"): [begin, end)
// covers the key, the value and one separating comma, so that removing it leaves valid JSON.
struct span {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::string_view text{};  // a string value's characters between its quotes (escaped, as written)
    std::string_view value{}; // the value's JSON text
};
constexpr std::size_t skip_string(std::string_view json, std::size_t i) noexcept { // i at the opening quote
    for (++i; i < json.size() && json[i] != '"'; ++i)
        if (json[i] == '\\') ++i;
    return i + 1;
}
constexpr std::size_t skip_value(std::string_view json, std::size_t i) noexcept {
    int depth = 0;
    for (; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '"') {
            i = skip_string(json, i) - 1;
            if (depth == 0) return i + 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0) return i;
            if (--depth == 0) return i + 1;
        } else if (c == ',' && depth == 0) {
            return i;
        }
    }
    return i;
}
constexpr span top_level_member(std::string_view json, std::string_view name) noexcept {
    // json is one object: {"k":v,"k":v}
    std::size_t i = 1;
    while (i < json.size()) {
        while (i < json.size() && (json[i] == ' ' || json[i] == ',' || json[i] == '\n' || json[i] == '\t')) ++i;
        if (i >= json.size() || json[i] != '"') break;
        const std::size_t key = i;
        const std::size_t key_end = skip_string(json, i);
        std::size_t colon = key_end;
        while (colon < json.size() && json[colon] != ':') ++colon;
        const std::size_t value_end = skip_value(json, colon + 1);
        if (json.substr(key + 1, key_end - key - 2) == name) {
            std::size_t value = colon + 1;
            while (value < value_end && json[value] == ' ') ++value;
            const std::string_view text =
                value < value_end && json[value] == '"' ? json.substr(value + 1, value_end - value - 2) : std::string_view{};
            const std::string_view raw = json.substr(value, value_end - value);
            std::size_t end = value_end;
            while (end < json.size() && json[end] == ' ') ++end;
            if (end < json.size() && json[end] == ',') return {key, end + 1, text, raw}; // and the comma after
            std::size_t begin = key;                                                     // or the one before
            while (begin > 1 && json[begin - 1] != ',') --begin;
            return {begin > 1 ? begin - 1 : key, value_end, text, raw};
        }
        i = value_end;
    }
    return {npos, npos, {}, {}};
}
constexpr span top_level_description(std::string_view json) noexcept { return top_level_member(json, "description"); }

// A nullable node of a structural schema: the type's keywords and nullable: true. Kubernetes'
// validator checks a null against the node's enum (and refuses it, null listed or not), so an
// enum moves into an allOf, where a null never goes (a null only meets the type and the enum).
constexpr void put_nullable_openapi(writer& w, std::string_view object) {
    const span e = top_level_member(object, "enum");
    if (e.begin == npos) {
        w.put(object.substr(1, object.size() - 2));
        w.put(R"(,"nullable":true)");
        return;
    }
    const span all = top_level_member(object, "allOf"); // a fragment's own (rare): the enum joins it
    const std::size_t open = all.begin == npos ? npos : static_cast<std::size_t>(all.value.data() - object.data());
    const auto put_piece = [&](std::size_t from, std::size_t to) { // object[from, to), the enum put in
        if (open < from || open >= to) return w.put(object.substr(from, to - from));
        w.put(object.substr(from, open + 1 - from));
        w.put(R"({"enum":)");
        w.put(e.value);
        const std::size_t next = object.find_first_not_of(' ', open + 1);
        w.put(next < object.size() && object[next] == ']' ? "}" : "},");
        w.put(object.substr(open + 1, to - open - 1));
    };
    put_piece(1, e.begin);
    put_piece(e.end, object.size() - 1);
    if (open == npos) {
        w.put(e.begin == 1 && e.end == object.size() - 1 ? R"("allOf":[{"enum":)" : R"(,"allOf":[{"enum":)");
        w.put(e.value);
        w.put("}]");
    }
    w.put(R"(,"nullable":true)");
}

// ---- one fragment per field segment ---------------------------------------------------------
//
// A field's schema only changes at its own actions: where its type changes and where it is
// deprecated. Each run of versions between two such actions (a segment) gets one fragment,
// computed once and shared by every version of the run, so the work grows with the number of
// fields and actions, not with fields x versions. Start: the first version of the segment.

// Field Fd's segments: the first version of each (where the field's type differs from the
// version before -- a type that names V, such as a nested versioned struct, does in every
// version --, where a from_type change is, since an upgrade_with changes the default, where
// it is renamed, since the fragment holds the key, and where it is deprecated), and per
// version the segment it belongs to (npos before the field is added).
template <std::size_t NV>
struct field_segments {
    std::array<std::size_t, NV> start{};
    std::size_t count = 0;
    std::array<std::size_t, NV> of_version{};
};
template <std::size_t NV>
constexpr field_segments<NV> compute_segments(const field_info<NV>& info, const std::array<bool, NV>& same_type_as_before) noexcept {
    field_segments<NV> out{};
    for (std::size_t v = 0; v < NV; ++v) {
        out.of_version[v] = npos;
        if (v < info.added) continue;
        // (a change of constraints, from_validate, starts a segment too; a function, converts(),
        // changes the default)
        if (v == info.added || v == info.deprecated || !same_type_as_before[v] || change_at(info, v).converts() ||
            change_at(info, v).from_validate || info.member[v] != info.member[v - 1])
            out.start[out.count++] = v;
        out.of_version[v] = out.count - 1;
    }
    return out;
}
// Per version: whether the field's declared types there (its type and from_types, which may
// name V) are the version before's. Aliases only, no field_type lookups: this runs for every
// field and version.
template <class Fd, class V>
using declared_types_t = type_list<typename Fd::template versioned_type<V>, typename Fd::template versioned_from_types<V>>;
template <std::size_t NV>
constexpr bool has_from_type(const field_info<NV>& info) noexcept {
    for (std::size_t j = 0; j < info.changes; ++j)
        if (info.change[j].from_type) return true;
    return false;
}
// Each version's types against the version before's, in one expansion over the versions (the
// first against itself). Compared as types: comparing the addresses of two variables (one per
// type) is not a constant expression for g++ under -fno-delete-null-pointer-checks, which
// -fsanitize=undefined implies.
template <class Versions, class V>
using version_before_or_first_t = version_at_t<Versions, V::index == 0 ? 0 : V::index - 1>;
template <class Fd, class... Vs>
constexpr std::array<bool, sizeof...(Vs)> same_type_as_before(version_list<Vs...>*) noexcept {
    using versions = version_list<Vs...>;
    if constexpr (has_from_type(field_info_v<Fd>)) {
        return {std::is_same_v<declared_types_t<Fd, Vs>, declared_types_t<Fd, version_before_or_first_t<versions, Vs>>>...};
    } else { // most fields: only the declared type, no type list per version
        return {std::is_same_v<typename Fd::template versioned_type<Vs>,
                               typename Fd::template versioned_type<version_before_or_first_t<versions, Vs>>>...};
    }
}
template <class Fd>
inline constexpr auto field_segments_v = compute_segments(
    field_info_v<Fd>, same_type_as_before<Fd>(static_cast<typename Fd::versioned_module::versions*>(nullptr)));

// The schema object of a type, "{...}", in static storage: computed once per type and
// dialect, and shared by every field of that type.
template <dialect D, class T>
struct type_object {
    static constexpr std::string_view text = [] {
        if constexpr (has_fragment<T>) {
            constexpr std::string_view frag = fragment<T, D>();
            static_assert(frag.size() >= 2 && frag.front() == '{' && frag.back() == '}',
                          "versioned::schema_fragment<T>: each fragment must be one JSON object");
            return frag;
        } else {
            return emitted_text<&put_object<D, T, writer>>::text;
        }
    }();
    // Its top-level "description", which a field's doc replaces and a deprecation extends.
    static constexpr span description = top_level_description(text);
};

// What one field's entry in "properties" ("key":{...}) is made of in one segment of versions.
struct field_parts {
    std::string_view name;    // the member's name, made a key under the naming
    key_naming naming = key_naming::as_declared;
    std::string_view type;    // the type's schema object
    span type_description;    // in it
    std::string_view doc;     // unescaped
    std::string_view note;    // unescaped
    bool deprecated = false;
    std::string_view default_value; // JSON text, empty when none is shown
    // The field's constraints in these versions (constraints/): a flag beside the pointer, since
    // g++ does not fold a static's address compared with nullptr under -fsanitize=null.
    bool constrained = false;
    const constraints::set* constraints = nullptr;
};

// One field's entry, its key and its schema object: not a template, so the work per field is
// a constant evaluation and not an instantiation. The key is in the entry so that a version's
// schema is one copy per field, with no per-version key table.
constexpr void put_field_entry(writer& w, dialect dia, const field_parts& p) {
    w.put('"');
    if (p.naming == key_naming::as_declared)
        w.put(p.name);
    else
        for_each_key_char(p.name, p.naming, [&](char c) { w.put(c); });
    w.put(R"(":)");
    const std::string_view f = p.type;
    const span d = p.type_description;
    const bool has_doc = !p.doc.empty();
    // OpenAPI has no "deprecated" keyword in CRDs: the description says it. JSON Schema has the
    // keyword, and its description keeps the note.
    const bool says_deprecated = p.deprecated && (dia == dialect::openapi || !p.note.empty());
    // The field writes "description" itself, and takes it out of its type's object: the doc
    // replaces the type's description; a deprecation is appended to whichever is there.
    const bool own_description = has_doc || says_deprecated;
    const std::string_view base = has_doc ? std::string_view{} : d.text; // escaped already
    // An empty object ("{}") leaves nothing before the keywords added here.
    const bool empty_body = f.size() == 2 || (own_description && d.begin == 1 && d.end == f.size() - 1);
    w.put('{');
    bool first = empty_body;
    std::string_view type_validations{}; // a struct's rules, which a field's rules join
    if (p.constrained) {
        // the keywords the constraints give replace the type's own (constraints/detail/schema_keywords.hpp)
        bool wrote = false;
        type_validations = constraints::put_kept_members(
            w, f, constraints::keys_of(*p.constraints, dia == dialect::openapi), own_description, wrote);
        first = !wrote;
    } else if (own_description && d.begin != npos) {
        w.put(f.substr(1, d.begin - 1));
        w.put(f.substr(d.end, f.size() - 1 - d.end));
    } else {
        w.put(f.substr(1, f.size() - 2));
    }
    const auto comma = [&] {
        if (!first) w.put(',');
        first = false;
    };
    if (own_description) {
        comma();
        w.put(R"("description":")");
        put_escaped(w, p.doc);
        w.put(base);
        if (says_deprecated) {
            w.put(has_doc || !base.empty() ? " Deprecated" : "Deprecated");
            if (!p.note.empty()) {
                w.put(": ");
                put_escaped(w, p.note);
            }
            w.put('.');
        }
        w.put('"');
    }
    if (dia == dialect::json_schema && p.deprecated) {
        comma();
        w.put(R"("deprecated":true)");
    }
    if (!p.default_value.empty()) {
        comma();
        w.put(R"("default":)");
        w.put(p.default_value);
    }
    if (p.constrained) {
        bool wrote = !first;
        constraints::put_keywords(w, *p.constraints, dia == dialect::openapi, wrote, type_validations);
    }
    w.put('}');
}

constexpr std::size_t field_entry_size(dialect d, const field_parts& p) noexcept {
    writer w;
    put_field_entry(w, d, p);
    return w.size;
}
template <std::size_t N>
constexpr std::array<char, N> field_entry_chars(dialect d, const field_parts& p) noexcept {
    std::array<char, N> out{};
    writer w{out.data()};
    put_field_entry(w, d, p);
    return out;
}

// The "default" shown for field Fd from version Start on, as JSON text (empty: none).
template <dialect D, class Fd, std::size_t Start>
constexpr std::string_view shown_default_text() noexcept {
    // nested: a field without default_with (most) instantiates nothing more
    if constexpr (field_info_v<Fd>.has_default) {
        if constexpr (shown_default<Fd, Start>() != default_kind::none)
            return emitted_text<&put_default<D, Fd, Start, writer>>::text;
        else
            return {};
    } else {
        return {};
    }
}

// A field's entry in one segment ("key":{...}; empty where the field is absent), the length
// of its quoted key, and whether a document must carry the field there: not when it may be
// null, not when it has a default (a reader fills it in), not when it is deprecated (a writer
// may drop it).
struct field_piece {
    packed_text entry{};
    std::size_t quoted_key = 0;
    bool required = false;
};

template <dialect D, class Fd, class Type, std::size_t Start>
struct field_fragment {
    static constexpr std::string_view name = Fd::versioned_members[field_member_v<Fd>[Start]];
    static constexpr key_naming naming = key_naming_of<typename Fd::versioned_module>;
    static constexpr field_parts parts{name, naming,
                                       type_object<D, Type>::text, type_object<D, Type>::description,
                                       field_info_v<Fd>.doc, field_info_v<Fd>.note,
                                       Start >= field_info_v<Fd>.deprecated, shown_default_text<D, Fd, Start>(),
                                       constraints::constrained_at<Fd>(Start), constraints::set_at<Fd>(Start)};
    static constexpr std::size_t size = field_entry_size(D, parts);
    static constexpr std::array<char, padded_size(size)> data = field_entry_chars<padded_size(size)>(D, parts);
    static constexpr auto words = words_of(data);
    static constexpr field_piece piece{packed_text{std::string_view(data.data(), size), copy_words ? words.data() : nullptr, copy_words},
                                       key_length(name, naming) + 2,
                                       !nullable<Type> && !field_info_v<Fd>.has_default &&
                                           Start < field_info_v<Fd>.deprecated};
};

template <std::size_t NV>
constexpr std::array<field_piece, NV> spread_pieces(const field_segments<NV>& segments, const field_piece* by_segment) noexcept {
    std::array<field_piece, NV> out{};
    for (std::size_t v = 0; v < NV; ++v)
        if (segments.of_version[v] != npos) out[v] = by_segment[segments.of_version[v]];
    return out;
}
template <dialect D, class Fd, std::size_t... Js>
constexpr auto pieces_by_version(std::index_sequence<Js...>) noexcept {
    constexpr auto& segments = field_segments_v<Fd>;
    constexpr field_piece by_segment[] = {
        field_fragment<D, Fd, type_at_t<Fd, segments.start[Js]>, segments.start[Js]>::piece..., field_piece{}};
    return spread_pieces(segments, by_segment);
}
template <dialect D, class Fd>
inline constexpr auto field_pieces_v = pieces_by_version<D, Fd>(std::make_index_sequence<field_segments_v<Fd>.count>{});

// Every field's pieces, by field index: one table per struct and dialect, so a version's
// schema is assembled by a loop, with no template instantiated per version and field.
template <dialect D, class Fields>
struct pieces_table;
template <dialect D, class... Fs>
struct pieces_table<D, type_list<Fs...>> {
    static constexpr const field_piece* value[] = {field_pieces_v<D, Fs>.data()..., nullptr};
};

// ---- one version's schema, assembled from the fragments (not templates: one function) -----

// The size of put_struct_body's text, for the counting pass: a function of constants only,
// which both compilers evaluate faster than the same loop handed a writer (callgrind, 50 x 10:
// -3 % of the TU with g++, -4 % with clang). It mirrors put_struct_body's literals; a size that
// disagrees makes the writing pass overrun its array (a compile error) or leave zeros in the
// text (tests/schema.cpp's exact texts). The literals stay literals in both: shared as named
// arrays or string_view constants they cost g++ 1-1.5 % of the 50 x 10 TU.
constexpr std::size_t struct_body_size(dialect d, const field_piece* const* pieces, std::size_t fields,
                                       std::size_t version) noexcept {
    std::size_t n = std::string_view(R"("type":"object")").size();
    std::size_t present = 0, required = 0;
    for (std::size_t i = 0; i < fields; ++i) {
        const field_piece& p = pieces[i][version];
        if (p.entry.chars.empty()) continue;
        n += p.entry.chars.size();
        ++present;
    }
    if (present != 0) n += std::string_view(R"(,"properties":{)").size() + present; // commas and '}'
    for (std::size_t i = 0; i < fields; ++i) {
        const field_piece& p = pieces[i][version];
        if (!p.required) continue;
        n += p.quoted_key;
        ++required;
    }
    if (required != 0) n += std::string_view(R"(,"required":[)").size() + required; // commas and ']'
    if (d == dialect::json_schema) n += std::string_view(R"(,"additionalProperties":false)").size();
    return n;
}

constexpr void put_struct_body(writer& w, dialect d, const field_piece* const* pieces, std::size_t fields,
                               std::size_t version) {
    if (w.out == nullptr && w.words == nullptr) {
        w.size += struct_body_size(d, pieces, fields, version);
        return;
    }
    w.put(R"("type":"object")");
    bool first = true;
    for (std::size_t i = 0; i < fields; ++i) {
        const field_piece& p = pieces[i][version];
        if (p.entry.chars.empty()) continue; // absent in this version
        w.put(first ? R"(,"properties":{)" : ",");
        first = false;
        w.put(p.entry);
    }
    if (!first) w.put('}');
    first = true;
    for (std::size_t i = 0; i < fields; ++i) {
        const field_piece& p = pieces[i][version];
        if (!p.required) continue;
        w.put(first ? R"(,"required":[)" : ",");
        first = false;
        w.put(p.entry, p.quoted_key);
    }
    if (!first) w.put(']');
    // JSON Schema rejects keys of other versions; Kubernetes prunes them instead, and a
    // structural schema may not combine properties with additionalProperties.
    if (d == dialect::json_schema) w.put(R"(,"additionalProperties":false)");
}

template <class T>
constexpr std::string_view struct_doc() noexcept {
    if constexpr (requires { T::versioned_descriptor::versioned_doc; })
        return T::versioned_descriptor::versioned_doc;
    else
        return {};
}

// The struct-level rules of T's version.
template <class T>
struct struct_rules_at {
    using desc = typename T::versioned_descriptor;
    static constexpr auto data = [] {
        std::pair<std::array<constraints::cel_rule, constraints::max_rules>, std::size_t> out{};
        if constexpr (requires { desc::versioned_rules; }) {
            for (const constraints::struct_rule& r : desc::versioned_rules)
                if (r.present && out.second < out.first.size() &&
                    constraints::rule_applies<typename desc::versioned_module>(r, T::versioned_index))
                    out.first[out.second++] = constraints::cel_rule{r.rule, r.message};
        }
        return out;
    }();
    static constexpr auto& rules = data.first;
    static constexpr std::size_t count = data.second;
};

template <dialect D, class T>
constexpr void put_struct_of(writer& w) {
    // As declared, keys are member names, which the struct itself keeps unique.
    if constexpr (naming_v<T> != key_naming::as_declared)
        static_assert(key_table<T>::unique,
                      "versioned: two fields of this struct get the same JSON key under the module's key "
                      "naming (camel_case turns host_port and hostPort into one key)");
    using fields = typename T::versioned_descriptor::versioned_fields;
    // The struct's doc("...") is its description (a field's own doc replaces it there).
    constexpr std::string_view doc = struct_doc<T>();
    if constexpr (!doc.empty()) {
        w.put(R"("description":")");
        put_escaped(w, doc);
        w.put(R"(",)");
    }
    put_struct_body(w, D, pieces_table<D, fields>::value, fields::size, T::versioned_index);
    // struct-level rules (constraints/): Kubernetes' x-kubernetes-validations, OpenAPI only
    if constexpr (D == dialect::openapi && struct_rules_at<T>::count != 0) {
        w.put(R"(,"x-kubernetes-validations":[)");
        constraints::put_rules(w, struct_rules_at<T>::rules.data(), struct_rules_at<T>::count, true);
        w.put(']');
    }
}

// The root object: a title and description (JSON Schema; a struct's doc is its description),
// then the struct's body.
constexpr void put_root_header(writer& w, dialect d, std::string_view name, std::string_view module,
                               std::string_view version, bool has_doc) {
    w.put('{');
    if (d == dialect::json_schema) {
        w.put(R"("$schema":"https://json-schema.org/draft/2020-12/schema","title":")");
        w.put(name);
        if (has_doc) {
            w.put(R"(",)");
            return;
        }
        w.put(R"(","description":")");
        w.put(name);
        w.put(" ");
        w.put(module);
        w.put("/");
        w.put(version);
        w.put(R"(",)");
    }
}

template <dialect D, class T>
constexpr void put_root(writer& w) {
    put_root_header(w, D, T::versioned_descriptor::versioned_name, T::versioned_descriptor::versioned_module::name,
                    version_t<T>::name, !struct_doc<T>().empty());
    put_struct_of<D, T>(w);
    w.put('}');
}

// One version's schema, in static storage.
template <dialect D, class T>
using storage = emitted_text<&put_root<D, T>, copy_words>;

// ---- versioned variants (VERSIONED_VARIANT) --------------------------------------------------------
//
// Externally tagged, {"image": {...}}: JSON Schema a oneOf of one-property objects, OpenAPI an
// object with one optional property per alternative and minProperties = maxProperties = 1
// (structural: Kubernetes accepts no oneOf that names properties of its own). Internally tagged,
// {"type": "image", ...}: JSON Schema a oneOf of each alternative's struct schema with the tag
// (a const) among its properties; OpenAPI one object with the tag (an enum of the names, required)
// and every alternative's members, none required -- a structural schema cannot make them depend
// on the tag, so a member two alternatives share must have one schema.

// One alternative's property, "key":{...}, as a struct field's (description, deprecation).
template <dialect D, class T, std::size_t K>
constexpr field_parts alternative_parts() noexcept {
    using Dv = typename T::versioned_variant_descriptor;
    constexpr std::size_t a = variant_layout_v<Dv>.alternative[T::versioned_index][K];
    using A = alternative_at_t<Dv, a>;
    using type = slot_type_t<Dv, T::versioned_index, K>;
    return field_parts{alternative_name<Dv>(a, T::versioned_index), key_naming_of<typename Dv::versioned_module>,
                       type_object<D, type>::text, type_object<D, type>::description, field_info_v<A>.doc,
                       field_info_v<A>.note, T::versioned_index >= field_info_v<A>.deprecated, {},
                       constraints::constrained_at<A>(T::versioned_index), constraints::set_at<A>(T::versioned_index)};
}

constexpr void put_key(writer& w, const field_parts& p) {
    w.put('"');
    for_each_key_char(p.name, p.naming, [&](char c) { w.put(c); });
    w.put('"');
}

// {"type":"object","properties":{"key":{...}},"required":["key"],"additionalProperties":false}
constexpr void put_one_property_object(writer& w, const field_parts& p) {
    w.put(R"({"type":"object","properties":{)");
    put_field_entry(w, dialect::json_schema, p);
    w.put(R"(},"required":[)");
    put_key(w, p);
    w.put(R"(],"additionalProperties":false})");
}

// An alternative struct's object with the tag first: its body as put_struct_body writes it.
constexpr void put_tagged_struct(writer& w, dialect d, std::string_view tag, const field_parts& alt,
                                 const field_piece* const* pieces, std::size_t fields, std::size_t version) {
    w.put(R"({"type":"object")");
    if (!alt.doc.empty() || (alt.deprecated && !alt.note.empty())) {
        w.put(R"(,"description":")");
        put_escaped(w, alt.doc.empty() ? alt.note : alt.doc);
        w.put('"');
    }
    if (alt.deprecated) w.put(R"(,"deprecated":true)");
    w.put(R"(,"properties":{)");
    put_string(w, tag);
    w.put(R"(:{"const":)");
    put_key(w, alt);
    w.put('}');
    for (std::size_t i = 0; i < fields; ++i)
        if (!pieces[i][version].entry.chars.empty()) {
            w.put(',');
            w.put(pieces[i][version].entry);
        }
    w.put(R"(},"required":[)");
    put_string(w, tag);
    for (std::size_t i = 0; i < fields; ++i)
        if (pieces[i][version].required) {
            w.put(',');
            w.put(pieces[i][version].entry, pieces[i][version].quoted_key);
        }
    w.put(d == dialect::json_schema ? R"(],"additionalProperties":false})" : "]}");
}

// The union of the alternatives' members (OpenAPI, internally tagged): each key once.
constexpr void put_member_union(writer& w, const field_piece* const* const* tables, const std::size_t* counts,
                                const std::size_t* versions, std::size_t alternatives) {
    for (std::size_t a = 0; a < alternatives; ++a)
        for (std::size_t i = 0; i < counts[a]; ++i) {
            const field_piece& p = tables[a][i][versions[a]];
            if (p.entry.chars.empty()) continue;
            bool seen = false;
            for (std::size_t b = 0; b <= a && !seen; ++b)
                for (std::size_t j = 0; j < (b == a ? i : counts[b]) && !seen; ++j) {
                    const field_piece& q = tables[b][j][versions[b]];
                    seen = !q.entry.chars.empty() && q.entry.chars.substr(0, q.quoted_key) == p.entry.chars.substr(0, p.quoted_key);
                }
            if (seen) continue;
            w.put(',');
            w.put(p.entry);
        }
}
// Whether two alternatives have a member of one key with different schemas.
constexpr bool member_union_conflicts(const field_piece* const* const* tables, const std::size_t* counts,
                                      const std::size_t* versions, std::size_t alternatives) noexcept {
    for (std::size_t a = 0; a < alternatives; ++a)
        for (std::size_t i = 0; i < counts[a]; ++i)
            for (std::size_t b = 0; b < a; ++b)
                for (std::size_t j = 0; j < counts[b]; ++j) {
                    const field_piece& p = tables[a][i][versions[a]];
                    const field_piece& q = tables[b][j][versions[b]];
                    if (!p.entry.chars.empty() && !q.entry.chars.empty() &&
                        p.entry.chars.substr(0, p.quoted_key) == q.entry.chars.substr(0, q.quoted_key) &&
                        p.entry.chars != q.entry.chars)
                        return true;
                }
    return false;
}

// Per alternative struct of a version: its pieces' table, its field count, its version index.
template <dialect D, class Storage>
struct alternative_struct_tables;
template <dialect D, class... As>
struct alternative_struct_tables<D, std::variant<As...>> {
    static constexpr const field_piece* const* pieces[] = {
        pieces_table<D, typename As::versioned_descriptor::versioned_fields>::value..., nullptr};
    static constexpr std::size_t counts[] = {As::versioned_descriptor::versioned_fields::size..., 0};
    static constexpr std::size_t versions[] = {As::versioned_index..., 0};
    static constexpr bool conflicts = member_union_conflicts(pieces, counts, versions, sizeof...(As));
};

// The alternatives' CEL rules (OpenAPI): their members sit beside the tag in one object, so an
// alternative's rules -- its struct's rule(...)s and its own validate(rule(...))s -- go on that
// object, each judged only when the tag names the alternative: "self.type != 'image' || (RULE)".
// Kubernetes selects a property by its name escaped: a CEL keyword as __KEYWORD__, and "__", ".",
// "-", "/" as __underscores__, __dot__, __dash__, __slash__; other characters it cannot select.
constexpr bool cel_keyword(std::string_view s) noexcept {
    constexpr std::string_view keywords[] = {"true", "false", "null", "in", "as", "break", "const", "continue",
                                             "else", "for", "function", "if", "import", "let", "loop", "package",
                                             "namespace", "return", "var", "void", "while"};
    for (std::string_view k : keywords)
        if (s == k) return true;
    return false;
}
constexpr bool cel_selectable(std::string_view s) noexcept {
    const auto symbol = [](char c) { return c == '_' || c == '.' || c == '-' || c == '/'; };
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!letter(s[i]) && !symbol(s[i]) && (i == 0 || s[i] < '0' || s[i] > '9')) return false;
    return !s.empty();
}
constexpr void put_cel_property(writer& w, std::string_view name) {
    if (cel_keyword(name)) {
        w.put("__");
        w.put(name);
        w.put("__");
        return;
    }
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (c == '_' && i + 1 < name.size() && name[i + 1] == '_') {
            w.put("__underscores__");
            ++i;
        } else if (c == '.' || c == '-' || c == '/') {
            w.put(c == '.' ? "__dot__" : c == '-' ? "__dash__" : "__slash__");
        } else {
            w.put(c);
        }
    }
}
constexpr void put_guarded_rules(writer& w, bool& first, std::string_view tag, const field_parts& alt,
                                 const constraints::cel_rule* rules, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i) {
        w.put(first ? R"({"rule":"self.)" : R"(,{"rule":"self.)");
        first = false;
        put_cel_property(w, tag);
        w.put(" != '");
        for_each_key_char(alt.name, alt.naming, [&](char c) { w.put(c); }); // an identifier: no quote
        w.put("' || (");
        put_escaped(w, rules[i].rule);
        w.put(")\"");
        if (!rules[i].message.empty()) {
            w.put(R"(,"message":)");
            put_string(w, rules[i].message);
        }
        w.put('}');
    }
}
template <dialect D, class T, std::size_t K>
constexpr std::size_t alternative_rule_count() noexcept {
    constexpr field_parts alt = alternative_parts<D, T, K>();
    return struct_rules_at<std::variant_alternative_t<K, typename T::storage_type>>::count +
           (alt.constrained ? alt.constraints->rule_count : 0);
}
template <dialect D, class T, std::size_t K>
constexpr void put_alternative_rules(writer& w, bool& first, std::string_view tag) {
    using rules = struct_rules_at<std::variant_alternative_t<K, typename T::storage_type>>;
    constexpr field_parts alt = alternative_parts<D, T, K>();
    put_guarded_rules(w, first, tag, alt, rules::rules.data(), rules::count);
    if constexpr (alt.constrained)
        put_guarded_rules(w, first, tag, alt, alt.constraints->rules.data(), alt.constraints->rule_count);
}

// An alternative's min_properties / max_properties: in an internally tagged variant its members
// share one object with the tag, and no node of either schema is the alternative's alone.
constexpr bool counts_members(const field_parts& p) noexcept {
    return p.constrained && (p.constraints->has(constraints::kind::min_properties) ||
                             p.constraints->has(constraints::kind::max_properties));
}

template <dialect D, class T>
constexpr void put_tagged_variant(writer& w) {
    constexpr std::string_view tag = variant_options_v<typename T::versioned_variant_descriptor>.tag;
    using storage_type = typename T::storage_type;
    constexpr std::size_t n = std::variant_size_v<storage_type>;
    [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        static_assert((versioned_struct<std::variant_alternative_t<Ks, storage_type>> && ...),
                      "versioned: an internally tagged variant (variant_options .tag) needs versioned structs for "
                      "every alternative: their members sit beside the tag");
        static_assert((!counts_members(alternative_parts<D, T, Ks>()) && ...),
                      "versioned: constraint does not fit the field: min_properties / max_properties on an alternative "
                      "of an internally tagged variant (its members share one object with the tag; count them in a "
                      "rule(...) of the alternative's struct)");
        if constexpr (D == dialect::json_schema) {
            w.put(R"("oneOf":[)");
            ((w.put(Ks == 0 ? "" : ","),
              put_tagged_struct(w, D, tag, alternative_parts<D, T, Ks>(),
                                pieces_table<D, typename std::variant_alternative_t<Ks, storage_type>::versioned_descriptor::versioned_fields>::value,
                                std::variant_alternative_t<Ks, storage_type>::versioned_descriptor::versioned_fields::size,
                                std::variant_alternative_t<Ks, storage_type>::versioned_index)),
             ...);
            w.put(']');
        } else {
            using tables = alternative_struct_tables<D, storage_type>;
            static_assert(!tables::conflicts,
                          "versioned: two alternatives of an internally tagged variant have a member of one key with "
                          "different schemas; the structural schema (one object for all) needs one");
            w.put(R"("type":"object","properties":{)");
            put_string(w, tag);
            w.put(R"(:{"type":"string","enum":[)");
            ((w.put(Ks == 0 ? "" : ","), put_key(w, alternative_parts<D, T, Ks>())), ...);
            w.put("]}");
            put_member_union(w, tables::pieces, tables::counts, tables::versions, n);
            w.put(R"(},"required":[)");
            put_string(w, tag);
            w.put(']');
            if constexpr ((alternative_rule_count<D, T, Ks>() + ... + 0) != 0) {
                static_assert(cel_selectable(tag),
                              "versioned: the tag of an internally tagged variant whose alternatives have CEL "
                              "rules must be a name CEL can select ([a-zA-Z_.-/][a-zA-Z0-9_.-/]*)");
                w.put(R"(,"x-kubernetes-validations":[)");
                bool first = true;
                (put_alternative_rules<D, T, Ks>(w, first, tag), ...);
                w.put(']');
            }
        }
    }(std::make_index_sequence<n>{});
}

template <dialect D, class T>
constexpr void put_variant_of(writer& w) {
    static_assert(variant_key_table<typename T::versioned_variant_descriptor, T::versioned_index>::unique,
                  "versioned: two alternatives of this variant get the same JSON key under the module's key "
                  "naming (camel_case turns host_path and hostPath into one key)");
    if constexpr (!variant_options_v<typename T::versioned_variant_descriptor>.tag.empty()) {
        put_tagged_variant<D, T>(w);
    } else {
        [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
            if constexpr (D == dialect::json_schema) {
                w.put(R"("oneOf":[)");
                ((w.put(Ks == 0 ? "" : ","), put_one_property_object(w, alternative_parts<D, T, Ks>())), ...);
                w.put(']');
            } else {
                w.put(R"("type":"object","properties":{)");
                ((w.put(Ks == 0 ? "" : ","), put_field_entry(w, D, alternative_parts<D, T, Ks>())), ...);
                w.put(R"(},"minProperties":1,"maxProperties":1)");
            }
        }(std::make_index_sequence<std::variant_size_v<typename T::storage_type>>{});
    }
}

template <dialect D, class T>
constexpr void put_variant_root(writer& w) {
    using Dv = typename T::versioned_variant_descriptor;
    put_root_header(w, D, Dv::versioned_name, Dv::versioned_module::name,
                    version_at_t<typename Dv::versioned_module::versions, T::versioned_index>::name,
                    /*has_doc=*/false);
    put_variant_of<D, T>(w);
    w.put('}');
}

// A version's schema: a struct's or a variant's.
template <dialect D, class T>
constexpr std::string_view root_text() noexcept {
    if constexpr (versioned_variant<T>)
        return emitted_text<&put_variant_root<D, T>, copy_words>::text;
    else
        return storage<D, T>::text;
}

} // namespace detail::schema

// JSON Schema 2020-12 of one version of a versioned struct (or variant): a constant expression.
template <class T>
    requires(versioned_struct<T> || detail::versioned_variant<T>)
inline constexpr std::string_view json_schema{detail::schema::root_text<detail::schema::dialect::json_schema, T>()};

// Kubernetes structural OpenAPI v3 schema (openAPIV3Schema of a CRD version).
template <class T>
    requires(versioned_struct<T> || detail::versioned_variant<T>)
inline constexpr std::string_view openapi_schema{detail::schema::root_text<detail::schema::dialect::openapi, T>()};

namespace detail::schema {

// json_schema<T> with the version key spliced into the root object: the first property, a
// string whose only value is the version ("v1", or "group/v1"), and required. The root's
// properties are the first "properties" of the text, its required list the last "required"
// (keys are member names: no quote or bracket in them), right before its closing
// `,"additionalProperties":false}`.
template <class T, fixed_string Key, fixed_string Group>
struct with_version_key {
    static_assert(
        [] {
            for (std::string_view k : json_keys<T>)
                if (k == Key.view()) return false;
            return true;
        }(),
        "versioned::json_schema_with_version_key: the version key is also a member of the struct (json::write "
        "would fail with errc::duplicate_key): choose another key, or use json_schema<T>");
    static constexpr std::string_view base = json_schema<T>;
    static constexpr std::string_view tail = R"(,"additionalProperties":false})";
    static constexpr std::string_view properties = R"("properties":{)";
    static constexpr std::string_view required = R"("required":[)";
    static constexpr bool escaped(char c) noexcept { return c == '"' || c == '\\'; }
    static constexpr std::size_t escaped_size(std::string_view v) noexcept {
        std::size_t n = v.size();
        for (char c : v) n += escaped(c) ? 1 : 0;
        return n;
    }
    static constexpr std::string_view version = version_t<T>::name;
    static constexpr std::size_t value_size =
        escaped_size(Group.view()) + (Group.view().empty() ? 0 : 1) + version.size();
    // `"Key":{"type":"string","const":"value"}` and `"Key"`
    static constexpr std::size_t property_size =
        escaped_size(Key.view()) + value_size + std::string_view(R"("":{"type":"string","const":""})").size();
    static constexpr std::size_t key_size = escaped_size(Key.view()) + 2;
    // Where part begins in base, searched index by index: std::string_view::find/rfind compare the
    // static text's address with nullptr, which g++ does not fold in a constant expression under
    // -fsanitize=null (GCC PR 71962; see packed_text).
    static constexpr bool at(std::size_t from, std::string_view part) noexcept {
        for (std::size_t idx = 0; idx < part.size(); ++idx)
            if (base[from + idx] != part[idx]) return false;
        return true;
    }
    static constexpr std::size_t first(std::string_view part) noexcept {
        for (std::size_t pos = 0; pos + part.size() <= base.size(); ++pos)
            if (at(pos, part)) return pos;
        return std::string_view::npos;
    }
    static constexpr std::size_t last(std::string_view part) noexcept {
        for (std::size_t pos = base.size() - part.size() + 1; pos-- > 0;)
            if (at(pos, part)) return pos;
        return std::string_view::npos;
    }
    static constexpr std::size_t properties_at = first(properties); // npos: the struct has no member
    static constexpr bool has_required = base.size() > tail.size() && base[base.size() - tail.size() - 1] == ']';
    static constexpr std::size_t required_at = has_required ? last(required) : std::string_view::npos;
    static constexpr std::size_t size =
        base.size() + property_size + key_size +
        (properties_at == std::string_view::npos ? std::string_view(R"(,"properties":{})").size()
         : base[properties_at + properties.size()] == '}' ? 0 : 1) +
        (has_required ? 1 : std::string_view(R"(,"required":[])").size());

    static constexpr auto chars = [] {
        std::array<char, size + 1> out{};
        std::size_t n = 0;
        const auto put = [&](std::string_view v) {
            for (char c : v) out[n++] = c;
        };
        const auto put_escaped = [&](std::string_view v) {
            for (char c : v) {
                if (escaped(c)) out[n++] = '\\';
                out[n++] = c;
            }
        };
        const auto put_property = [&] {
            put("\"");
            put_escaped(Key.view());
            put(R"(":{"type":"string","const":")");
            put_escaped(Group.view());
            if (!Group.view().empty()) put("/");
            put(version);
            put("\"}");
        };
        const auto put_key = [&] {
            put("\"");
            put_escaped(Key.view());
            put("\"");
        };
        const std::size_t body_end = base.size() - tail.size();
        std::size_t from = 0;
        if (properties_at != std::string_view::npos) {
            put(base.substr(0, properties_at + properties.size()));
            put_property();
            if (base[properties_at + properties.size()] != '}') put(",");
            from = properties_at + properties.size();
        }
        if (has_required) {
            put(base.substr(from, required_at + required.size() - from));
            put_key();
            put(",");
            put(base.substr(required_at + required.size()));
            return out;
        }
        put(base.substr(from, body_end - from));
        if (properties_at == std::string_view::npos) {
            put(R"(,"properties":{)");
            put_property();
            put("}");
        }
        put(R"(,"required":[)");
        put_key();
        put("]");
        put(tail);
        return out;
    }();
    static constexpr std::string_view text{chars.data(), size};
};

} // namespace detail::schema

// JSON Schema 2020-12 of what json::write writes for T with a version key,
// write_options{.version_key = Key, .group = Group}: json_schema<T> with the key as a required
// member whose only value is the version ("v1", or "group/v1"). read<T> accepts such documents
// too (and documents without the key, which this schema rejects).
//   versioned::json_schema_with_version_key<FooSpec<api::v1>>                        "apiVersion": "v1"
//   versioned::json_schema_with_version_key<FooSpec<api::v1>, "apiVersion", "example.com">
template <versioned_struct T, detail::fixed_string Key = "apiVersion", detail::fixed_string Group = "">
    requires(!Key.view().empty())
inline constexpr std::string_view json_schema_with_version_key = detail::schema::with_version_key<T, Key, Group>::text;

} // namespace versioned

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_SCHEMA_HPP
