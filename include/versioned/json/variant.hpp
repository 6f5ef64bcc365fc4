// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_JSON_VARIANT_HPP
#define VERSIONED_JSON_VARIANT_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// JSON of versioned variants (DESIGN.md §12), through the customization point json::codec<T>:
//   externally tagged (the default)   {"image": {"image": "nginx"}}   one member, the alternative's key
//   internally tagged (variant_options{.tag = "type"})
//                                     {"type": "image", "image": "nginx"}   the alternative's members
//                                     beside the tag; every alternative a versioned struct
// Reading is as strict as for structs: an unknown alternative, a second one, none, a missing or
// unknown tag are errors with their path and position; unknown_keys::ignore skips unknown members.
// An internally tagged object is read in two passes: the tag is found first (it may come
// anywhere, as serde and Kubernetes allow), then the object without the tag member is read as
// the alternative's struct, with every rule of a struct -- so it is copied once, without its tag.

#include <versioned/detail/meta.hpp>
#include <versioned/json/codec.hpp>
#include <versioned/json/detail/out_buffer.hpp>
#include <versioned/json/detail/parser.hpp>
#include <versioned/json/error.hpp>
#include <versioned/json/options.hpp>
#include <versioned/json/read.hpp>
#include <versioned/json/write.hpp>
#include <versioned/key_naming.hpp>
#include <versioned/reflection.hpp>
#include <versioned/variant.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

namespace versioned::detail::json_io {

struct codec_access {
    static parser& of(json::reader& in) noexcept { return in.ps_; }
    static out_buffer& of(json::writer& out) noexcept { return out.w_; }
};

template <class T>
using variant_keys_of = variant_key_table<typename T::versioned_variant_descriptor, T::versioned_index>;

// "unknown alternative "x" of Source v1 (expected one of "git", "image")"
template <class T>
std::string variant_expected(std::string_view what) {
    std::string d(what);
    d += " of ";
    d += T::versioned_variant_descriptor::versioned_name;
    d += ' ';
    d += version_of_t<T>::name;
    d += " (expected one of";
    bool first = true;
    for (std::string_view k : variant_keys_of<T>::keys) {
        d += first ? " \"" : ", \"";
        d += k;
        d += '"';
        first = false;
    }
    return d + ')';
}

template <class T>
std::size_t variant_slot_of(std::string_view key) noexcept {
    constexpr auto& keys = variant_keys_of<T>::keys;
    for (std::size_t k = 0; k < keys.size(); ++k)
        if (keys[k] == key) return k;
    return npos;
}

// The internally tagged form's requirements, checked where it is used.
template <class A>
constexpr bool has_json_key(std::string_view key) noexcept {
    if constexpr (versioned_struct<A>) {
        for (std::string_view k : json_keys<A>)
            if (k == key) return true;
    }
    return false;
}
template <class T, class Storage = typename T::storage_type>
struct internally_tagged;
template <class T, class... As>
struct internally_tagged<T, std::variant<As...>> {
    static constexpr std::string_view tag = variant_options_v<typename T::versioned_variant_descriptor>.tag;
    static_assert((versioned_struct<As> && ...),
                  "versioned::json: an internally tagged variant (variant_options .tag) needs versioned structs "
                  "for every alternative: their members sit beside the tag");
    static_assert(!(has_json_key<As>(tag) || ...),
                  "versioned::json: the tag of an internally tagged variant (variant_options .tag) is also a "
                  "member of one of its alternatives; choose another tag");
};

// ---- writing --------------------------------------------------------------------------------------

// At the root, the version key first (write_options::version_key, as a struct's): after the
// '{', unless a key of the object has its name (it would be written twice).
template <class T, class IsKey>
void write_root_version(json::writer& out, IsKey&& is_key) {
    out_buffer& w = codec_access::of(out);
    if (!w.version_at_root) return;
    w.version_at_root = false;
    if (w.options.version_key.empty()) return;
    if (is_key(w.options.version_key)) {
        (void)w.fail_version_key_twice(T::versioned_variant_descriptor::versioned_name, version_of_t<T>::name);
        return;
    }
    out.key(w.options.version_key);
    out.write(std::string_view(version_value(w.options.group, version_of_t<T>::name)));
}

// The held alternative: {"key": value}.
template <class T>
void write_external(json::writer& out, const T& v) {
    out.begin_object();
    write_root_version<T>(out, [&](std::string_view vk) { return variant_keys_of<T>::keys[v.index()] == vk; });
    out.key(variant_keys_of<T>::keys[v.index()]);
    v.visit([&](const auto& x) { out.write(x); });
    out.end_object();
    out_buffer& w = codec_access::of(out);
    if (w.err.code != errc{}) w.fail_key(variant_keys_of<T>::keys[v.index()]);
}

// The members of struct x after the tag: as write_struct writes them (an empty optional omitted
// unless write_nulls), an error naming the member.
template <class A>
void write_tagged_members(json::writer& out, const A& x) {
    out_buffer& w = codec_access::of(out);
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             const auto& m = get_present<Is>(x);
             if (w.err.code != errc{}) return;
             if constexpr (is_optional<std::remove_cvref_t<decltype(m)>>::value)
                 if (!m.has_value() && !w.options.write_nulls) return;
             out.key(json_keys<A>[Is]);
             out.write(m);
             if (w.err.code != errc{}) w.fail_key(json_keys<A>[Is]);
         }()),
         ...);
    }(std::make_index_sequence<field_count<A>>{});
}

template <class T>
void write_internal(json::writer& out, const T& v) {
    out.begin_object();
    write_root_version<T>(out, [&](std::string_view vk) {
        return vk == internally_tagged<T>::tag ||
               v.visit([&](const auto& x) { return find_key<std::remove_cvref_t<decltype(x)>>(vk, 0) != npos; });
    });
    out.key(internally_tagged<T>::tag);
    out.write(variant_keys_of<T>::keys[v.index()]);
    v.visit([&](const auto& x) { write_tagged_members(out, x); });
    out.end_object();
}

// ---- reading ---------------------------------------------------------------------------------------

// The alternative in slot K of T's version, read by read(alternative&), then checked against
// the alternative's constraints there (DESIGN.md §13), as read_checked does for a struct member.
template <class T, std::size_t K, class X, class Read>
bool read_alternative(parser& ps, X& x, Read& read) {
    using D = typename T::versioned_variant_descriptor;
    using A = alternative_at_t<D, variant_layout_v<D>.alternative[T::versioned_index][K]>;
    if constexpr (constraints::constrained_at<A>(T::versioned_index)) {
        const char* at = ps.p;
        return read(x) && obeys_constraints(ps, at, x, constraints::checks_at<A>(T::versioned_index));
    } else {
        return read(x);
    }
}

// Reads the alternative in slot `slot` (a runtime index) with read(alternative&).
template <class T, class Read>
bool read_slot(parser& ps, T& v, std::size_t slot, Read&& read) {
    return [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
        bool ok = false;
        (void)((slot == Ks ? (ok = read_alternative<T, Ks>(ps, v.storage().template emplace<Ks>(), read), true) : false) ||
               ...);
        return ok;
    }(std::make_index_sequence<std::variant_size_v<typename T::storage_type>>{});
}

// {"key": value}: exactly one member naming an alternative of T's version; at the root, the
// version key too (read_options::version_key, naming T's version), as a struct's.
template <class T>
bool read_external(json::reader& in, T& v) {
    std::string held;
    parser& ps = codec_access::of(in);
    const bool root = ps.depth == 0;
    bool seen_version = false;
    const bool ok = in.members([&](std::string_view key) {
        const std::size_t slot = variant_slot_of<T>(key);
        if (slot == npos && root && !ps.options.version_key.empty() && key == ps.options.version_key) {
            // (members refuses a repeated key, and names the key in the error's path itself)
            if (ps.version_member(ps.p, key, seen_version, version_of_t<T>::name)) return true;
            ps.err.reversed_path.pop_back();
            return false;
        }
        if (slot == npos) {
            if (in.options().unknown_keys == json::unknown_keys::ignore) return in.skip();
            return in.fail(errc::unknown_key, variant_expected<T>("unknown alternative \"" + std::string(key) + '"'));
        }
        if (!held.empty())
            return in.fail(errc::invalid_value, "a second alternative \"" + std::string(key) + "\" after \"" + held +
                                                    "\": a variant holds one (an object of one member)");
        held = key;
        return read_slot(codec_access::of(in), v, slot, [&](auto& alternative) { return in.read(alternative); });
    });
    if (!ok) return false;
    if (held.empty()) return in.fail(errc::missing_key, variant_expected<T>("expected one member naming the alternative"));
    return true;
}

// Where the tag member of an internally tagged object is, and what it says.
struct tag_member {
    bool found = false;
    std::string name;                // its value, decoded
    const char* key_at = nullptr;    // its key's quote
    const char* value_at = nullptr;  // its value
    const char* end = nullptr;       // just after its value
    const char* before = nullptr;    // the comma before it (null when it comes first)
    const char* after = nullptr;     // the comma after it (null when it comes last)
};

// After a member's value: a comma (then the next key's quote) or the closing brace.
inline bool next_member(parser& ps, bool& closed, const char*& comma) {
    ps.skip_ws();
    if (ps.peek() == '}') {
        ++ps.p;
        closed = true;
        return true;
    }
    if (ps.peek() != ',') return ps.fail_syntax(ps.p, "expected ',' or '}' in an object");
    comma = ps.p++;
    ps.skip_ws();
    if (ps.peek() != '"') return ps.fail_syntax(ps.p, "expected a key (a string)");
    return true;
}

// The first pass over the object (p at its '{', left after its '}'): its syntax, the tag's place
// and value; the other members are skipped.
inline bool find_tag(parser& ps, std::string_view tag, tag_member& out) {
    if (!ps.enter()) return false;
    ++ps.p;
    ps.skip_ws();
    bool closed = ps.peek() == '}';
    if (closed) ++ps.p;
    else if (ps.peek() != '"') return ps.fail_syntax(ps.p, "expected a key (a string)");
    const char* comma = nullptr;
    while (!closed) {
        const char* key_at = ps.p;
        std::string_view k;
        if (!ps.key(k)) return false;
        const bool is_tag = k == tag;
        const std::string key(is_tag ? std::string_view{} : k); // k may be a view of scratch
        ps.skip_ws();
        if (ps.peek() != ':') return ps.fail_syntax(ps.p, "expected ':' after a key");
        ++ps.p;
        ps.skip_ws();
        if (!is_tag) {
            if (!ps.skip_value()) return ps.fail_key(key);
        } else {
            if (out.found) return ps.fail_duplicate_key(key_at, tag);
            out = tag_member{true, {}, key_at, ps.p, nullptr, comma, nullptr};
            if (ps.peek() != '"') return ps.fail_expected("a string (the alternative's name)"), ps.fail_key(tag);
            if (!ps.string_into(out.name)) return ps.fail_key(tag);
            out.end = ps.p;
        }
        const char* next = nullptr;
        if (!next_member(ps, closed, next)) return false;
        if (is_tag) out.after = next;
        comma = next;
    }
    --ps.depth;
    return true;
}

// The second pass: the object without its tag member, read as the alternative's struct by a
// copy of the parser (its options and flags), errors placed back into the original text. At
// the document's root, as a root struct: the version key (naming T's version, which the
// alternatives follow) may be among the members.
template <class T>
bool read_untagged(parser& ps, T& v, std::size_t slot, const char* open, const tag_member& tag, bool root) {
    const char* cut = tag.after != nullptr ? tag.key_at : tag.before != nullptr ? tag.before : tag.key_at;
    const char* resume = tag.after != nullptr ? tag.after + 1 : tag.end;
    std::string body(open, cut);
    body.append(resume, ps.p);
    parser sub = ps;
    sub.begin = body.data();
    sub.p = body.data();
    sub.end = body.data() + body.size();
    const auto read = [&](auto& alternative) {
        using A = std::remove_cvref_t<decltype(alternative)>;
        if constexpr (!has_codec<A> && std::is_same_v<version_t<A>, version_of_t<T>>)
            if (root) return read_struct<A, true>(sub, alternative);
        return read_value(sub, alternative);
    };
    if (read_slot(sub, v, slot, read)) return true;
    const std::size_t at = sub.err.offset, before = static_cast<std::size_t>(cut - open);
    ps.err = std::move(sub.err);
    ps.err.offset = static_cast<std::size_t>(open - ps.begin) + (at < before ? at : at + static_cast<std::size_t>(resume - cut));
    return false;
}

template <class T>
bool read_internal(json::reader& in, T& v) {
    constexpr std::string_view tag = internally_tagged<T>::tag;
    parser& ps = codec_access::of(in);
    ps.skip_ws();
    if (ps.peek() != '{') return ps.fail_expected("an object");
    const char* open = ps.p;
    const bool root = ps.depth == 0;
    tag_member found;
    if (!find_tag(ps, tag, found)) return false;
    if (!found.found) {
        ps.fail(errc::missing_key, ps.p - 1,
                variant_expected<T>("missing the tag \"" + std::string(tag) + "\" naming the alternative"));
        return ps.fail_key(tag);
    }
    const std::size_t slot = variant_slot_of<T>(found.name);
    if (slot == npos) {
        ps.fail(errc::unknown_enumerator, found.value_at, variant_expected<T>("unknown alternative \"" + found.name + '"'));
        return ps.fail_key(tag);
    }
    return read_untagged(ps, v, slot, open, found, root);
}

} // namespace versioned::detail::json_io

namespace versioned::json {

// A versioned variant, at its version, in the form its variant_options choose.
template <class T>
    requires detail::versioned_variant<T>
struct codec<T> {
    static_assert(detail::json_io::variant_keys_of<T>::unique,
                  "versioned::json: two alternatives of this variant get the same JSON key under the module's "
                  "key naming (camel_case turns host_path and hostPath into one key)");
    static void write(writer& out, const T& v) {
        if (v.storage().valueless_by_exception()) return out.fail("a valueless variant has no JSON form");
        if constexpr (variant_options_v<typename T::versioned_variant_descriptor>.tag.empty())
            detail::json_io::write_external(out, v);
        else
            detail::json_io::write_internal(out, v);
    }
    static bool read(reader& in, T& v) {
        if constexpr (variant_options_v<typename T::versioned_variant_descriptor>.tag.empty())
            return detail::json_io::read_external(in, v);
        else
            return detail::json_io::read_internal(in, v);
    }
};

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_JSON_VARIANT_HPP
