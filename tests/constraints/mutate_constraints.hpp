// Documents at and across the constraints of a valid value (DESIGN.md §13), for the
// differential tests: each changes one constrained value of the value -- a bound and the nearest
// value past it, a length and one code point more or fewer (non-ASCII code points in them), a
// character that breaks the pattern, a valid and an invalid text of the format, one item or
// property more or fewer than allowed, a duplicate item, an optional member of a struct with
// min/max_properties added or removed -- and writes the whole value with json::write (which does
// not check). A document is `crosses` when the change certainly violates a constraint (the reader
// must refuse it there); the others are judged by the reader, and the oracles must agree:
//   tests/constraints_properties.cpp  the reader refuses each crossing document at its path
//   tests/json/dump.cpp               python3-jsonschema on the JSON Schema dialect
//   tests/k8s/kube_dump_tests.cpp     Kubernetes' validator (kube-openapi) on the CRD
// CEL rules are not mutated (the reader does not evaluate them).
#ifndef VERSIONED_TESTS_CONSTRAINTS_MUTATE_CONSTRAINTS_HPP
#define VERSIONED_TESTS_CONSTRAINTS_MUTATE_CONSTRAINTS_HPP

#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace ctest {

namespace cs = versioned::detail::constraints;

struct constraint_document {
    std::string text;
    std::string path;   // JSON Pointer of the value changed
    std::string change; // what was done, for messages: "maximum 1000 + 1"
    bool crosses = false;
    bool format = false; // a format's text changed (JSON Schema's format is an annotation)
};

struct mutation_context {
    versioned::testing::generator& gen;
    std::function<std::string()> write; // the whole (changed) document
    std::vector<constraint_document>& out;
    std::string path;

    void emit(std::string change, bool crosses, bool format = false) {
        out.push_back({write(), path, std::move(change), crosses, format});
    }
};

// Sets m to each of the values, emitting a document for each, then back.
template <class M>
void try_values(mutation_context& ctx, M& m, const std::vector<std::pair<M, std::pair<std::string, bool>>>& values, bool format = false) {
    const M saved = m;
    for (const auto& [value, note] : values) {
        m = value;
        ctx.emit(note.first, note.second, format);
    }
    m = saved;
}

// ---- numbers --------------------------------------------------------------------------------------

template <class T>
void integer_edges(mutation_context& ctx, T& m, const cs::set& c) {
    using W = std::conditional_t<std::is_signed_v<T>, long long, unsigned long long>;
    constexpr W lo = static_cast<W>(std::numeric_limits<T>::min()), hi = static_cast<W>(std::numeric_limits<T>::max());
    std::vector<std::pair<T, std::pair<std::string, bool>>> values;
    const auto add = [&](W v, bool inside, std::string note) { values.push_back({static_cast<T>(v), {std::move(note), !inside}}); };
    const auto bound = [&](cs::kind k) { return cs::wide_bound<W>(c.num(k)); };
    if (c.has(cs::kind::minimum)) {
        add(bound(cs::kind::minimum), true, "at the minimum");
        if (bound(cs::kind::minimum) > lo) add(bound(cs::kind::minimum) - 1, false, "below the minimum");
    }
    if (c.has(cs::kind::exclusive_minimum)) {
        add(bound(cs::kind::exclusive_minimum), false, "at the exclusive minimum");
        if (bound(cs::kind::exclusive_minimum) < hi) add(bound(cs::kind::exclusive_minimum) + 1, true, "above the exclusive minimum");
    }
    if (c.has(cs::kind::maximum)) {
        add(bound(cs::kind::maximum), true, "at the maximum");
        if (bound(cs::kind::maximum) < hi) add(bound(cs::kind::maximum) + 1, false, "above the maximum");
    }
    if (c.has(cs::kind::exclusive_maximum)) {
        add(bound(cs::kind::exclusive_maximum), false, "at the exclusive maximum");
        if (bound(cs::kind::exclusive_maximum) > lo) add(bound(cs::kind::exclusive_maximum) - 1, true, "below the exclusive maximum");
    }
    if (c.has(cs::kind::multiple_of) && c.num(cs::kind::multiple_of).magnitude > 1)
        add(static_cast<W>(m) == hi ? static_cast<W>(m) - 1 : static_cast<W>(m) + 1, false, "not a multiple");
    try_values(ctx, m, values);
}

template <class F>
void floating_edges(mutation_context& ctx, F& m, const cs::set& c) {
    constexpr F inf = std::numeric_limits<F>::infinity();
    std::vector<std::pair<F, std::pair<std::string, bool>>> values;
    const auto add = [&](F v, bool crosses, std::string note) {
        if (std::isfinite(v)) values.push_back({v, {std::move(note), crosses}});
    };
    const auto bound = [&](cs::kind k) { return static_cast<F>(c.num(k).value); };
    if (c.has(cs::kind::minimum)) {
        add(bound(cs::kind::minimum), false, "at the minimum");
        add(std::nextafter(bound(cs::kind::minimum), -inf), true, "just below the minimum");
    }
    if (c.has(cs::kind::exclusive_minimum)) {
        add(bound(cs::kind::exclusive_minimum), true, "at the exclusive minimum");
        add(std::nextafter(bound(cs::kind::exclusive_minimum), inf), false, "just above the exclusive minimum");
    }
    if (c.has(cs::kind::maximum)) {
        add(bound(cs::kind::maximum), false, "at the maximum");
        add(std::nextafter(bound(cs::kind::maximum), inf), true, "just above the maximum");
    }
    if (c.has(cs::kind::exclusive_maximum)) {
        add(bound(cs::kind::exclusive_maximum), true, "at the exclusive maximum");
        add(std::nextafter(bound(cs::kind::exclusive_maximum), -inf), false, "just below the exclusive maximum");
    }
    if (c.has(cs::kind::multiple_of))
        add(static_cast<F>(m + static_cast<F>(c.num(cs::kind::multiple_of).value) / 2), false, "half a factor off");
    try_values(ctx, m, values);
}

// ---- texts ----------------------------------------------------------------------------------------

inline std::vector<std::string> code_points_of(std::string_view s) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) out.emplace_back();
        if (out.empty()) out.emplace_back();
        out.back() += s[i];
    }
    return out;
}

// s made n code points long: cut, or padded with its last code point (which a pattern like
// [a-z]* likely takes), or with a two-byte one when s is empty or there is no pattern.
inline std::string with_length(std::string_view s, std::size_t n, bool patterned) {
    std::vector<std::string> points = code_points_of(s);
    const std::string pad = points.empty() || !patterned ? std::string("\xC3\xA9") : points.back();
    points.resize(n, pad);
    std::string out;
    for (const std::string& p : points) out += p;
    return out;
}

inline void text_edges(mutation_context& ctx, std::string& m, const cs::checks& k) {
    const cs::set& c = *k.c;
    const bool patterned = k.pattern.size != 0;
    std::vector<std::pair<std::string, std::pair<std::string, bool>>> values;
    if (c.has(cs::kind::min_length)) {
        const std::size_t n = c.count(cs::kind::min_length);
        values.push_back({with_length(m, n, patterned), {"min_length code points", false}});
        if (n > 0) values.push_back({with_length(m, n - 1, patterned), {"one code point below min_length", true}});
    }
    if (c.has(cs::kind::max_length)) {
        const std::size_t n = c.count(cs::kind::max_length);
        values.push_back({with_length(m, n, patterned), {"max_length code points", false}});
        values.push_back({with_length(m, n + 1, patterned), {"one code point above max_length", true}});
    }
    if (patterned) {
        for (const std::string_view bad : {"!", " ", "\xC3\xA9", "Z", "0", "a", "-"}) {
            for (const std::string& s : {std::string(bad) + m, m + std::string(bad)})
                if (!versioned::detail::regex::search(k.pattern, s)) {
                    values.push_back({s, {"a character the pattern refuses", true}});
                    break;
                }
            if (!values.empty() && values.back().second.first == "a character the pattern refuses") break;
        }
    }
    try_values(ctx, m, values);
    if (k.format != versioned::detail::formats::format::none) {
        std::vector<std::pair<std::string, std::pair<std::string, bool>>> texts;
        texts.push_back({versioned::detail::formats::example(k.format, ctx.gen.engine()), {"another text of the format", false}});
        for (const std::string_view bad : {"x", "", "2024-13-01T00:00:00Z", "zz-not-valid"})
            if (!versioned::detail::formats::valid(k.format, bad)) texts.push_back({std::string(bad), {"a text not of the format", true}});
        try_values(ctx, m, texts, true);
    }
}

// ---- counts ---------------------------------------------------------------------------------------

// Items: one fewer than min_items, one more than max_items (new items from the generator), a
// duplicate of the first.
template <class C>
void item_edges(mutation_context& ctx, C& m, const cs::set& c) {
    using E = typename versioned::container_traits<C>::value_type;
    const C saved = m;
    const auto resize = [&](std::size_t n) {
        while (m.size() > n) m.pop_back();
        while (m.size() < n) m.push_back(ctx.gen.make<E>());
    };
    if (c.has(cs::kind::min_items) && c.count(cs::kind::min_items) > 0) {
        resize(c.count(cs::kind::min_items) - 1);
        ctx.emit("one item below min_items", true);
        m = saved;
    }
    if (c.has(cs::kind::max_items)) {
        resize(c.count(cs::kind::max_items) + 1);
        ctx.emit("one item above max_items", true);
        m = saved;
    }
    if (c.has(cs::kind::unique_items) && !m.empty()) {
        m.push_back(*m.begin());
        ctx.emit("a duplicate item", true);
        m = saved;
    }
}

template <class Map>
void property_edges(mutation_context& ctx, Map& m, const cs::set& c) {
    const Map saved = m;
    if (c.has(cs::kind::min_properties) && c.count(cs::kind::min_properties) > 0) {
        while (m.size() >= c.count(cs::kind::min_properties)) m.erase(m.begin());
        ctx.emit("one property below min_properties", true);
        m = saved;
    }
    if (c.has(cs::kind::max_properties)) {
        for (std::size_t i = 0; m.size() <= c.count(cs::kind::max_properties); ++i)
            m.emplace("zz" + std::to_string(i), ctx.gen.make<typename Map::mapped_type>());
        ctx.emit("one property above max_properties", true);
        m = saved;
    }
}

// A struct with min/max_properties: each optional member toggled (the count written moves by one).
template <class S>
void member_count_edges(mutation_context& ctx, S& m, const cs::set& c) {
    versioned::for_each_field(m, [&](std::string_view, auto& member) {
        using M = std::remove_cvref_t<decltype(member)>;
        if constexpr (versioned::detail::is_optional<M>::value) {
            const M saved = member;
            if (member) member.reset();
            else member = ctx.gen.make<typename M::value_type>();
            const std::size_t n = cs::written_members(m);
            const bool crosses = (c.has(cs::kind::min_properties) && n < c.count(cs::kind::min_properties)) ||
                                 (c.has(cs::kind::max_properties) && n > c.count(cs::kind::max_properties));
            ctx.emit(std::to_string(n) + " members written", crosses);
            member = saved;
        }
    });
}

// ---- the walk -------------------------------------------------------------------------------------

// The documents of member m, constrained by k.
template <class M>
void member_edges(mutation_context& ctx, M& m, const cs::checks& k) {
    if constexpr (versioned::detail::is_optional<M>::value) {
        if (m) member_edges(ctx, *m, k);
    } else if constexpr (std::is_same_v<M, bool> || std::is_enum_v<M>) {
    } else if constexpr (std::is_integral_v<M>) {
        integer_edges(ctx, m, *k.c);
    } else if constexpr (std::is_floating_point_v<M>) {
        floating_edges(ctx, m, *k.c);
    } else if constexpr (std::is_same_v<M, std::string>) {
        text_edges(ctx, m, k);
    } else if constexpr (versioned::versioned_struct<M>) {
        member_count_edges(ctx, m, *k.c);
    } else if constexpr (requires { typename M::key_type; typename M::mapped_type; }) {
        property_edges(ctx, m, *k.c);
    } else if constexpr (requires { typename versioned::container_traits<M>::value_type; m.push_back(*m.begin()); }) {
        item_edges(ctx, m, *k.c);
    }
}

template <class T>
void walk_edges(mutation_context& ctx, T& v);

struct path_scope {
    mutation_context& ctx;
    std::size_t size;
    path_scope(mutation_context& c, std::string_view token) : ctx(c), size(c.path.size()) {
        ctx.path += '/';
        versioned::detail::json_io::append_pointer_token(ctx.path, token);
    }
    ~path_scope() { ctx.path.resize(size); }
};

template <class Fd, std::size_t V, class M>
void walk_member(mutation_context& ctx, M& m) {
    if constexpr (cs::constrained_at<Fd>(V)) member_edges(ctx, m, cs::checks_at<Fd>(V));
    walk_edges(ctx, m);
}

template <class T>
void walk_edges(mutation_context& ctx, T& v) {
    namespace d = versioned::detail;
    if constexpr (versioned::versioned_struct<T>) {
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            (([&] {
                 path_scope scope(ctx, versioned::json_keys<T>[Is]);
                 walk_member<d::field_at_t<T, d::present_fields_v<T>[Is].field>, T::versioned_index>(ctx, d::get_present<Is>(v));
             }()),
             ...);
        }(std::make_index_sequence<versioned::field_count<T>>{});
    } else if constexpr (versioned::versioned_variant<T>) {
        using D = typename T::versioned_variant_descriptor;
        [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
            (([&] {
                 if (v.index() != Ks) return;
                 using A = d::alternative_at_t<D, d::variant_layout_v<D>.alternative[T::versioned_index][Ks]>;
                 std::optional<path_scope> scope;
                 if constexpr (versioned::variant_options_of<T>.tag.empty())
                     scope.emplace(ctx, d::variant_key_table<D, T::versioned_index>::keys[Ks]);
                 walk_member<A, T::versioned_index>(ctx, std::get<Ks>(v.storage()));
             }()),
             ...);
        }(std::make_index_sequence<std::variant_size_v<typename T::storage_type>>{});
    } else if constexpr (d::is_optional<T>::value) {
        if (v) walk_edges(ctx, *v);
    } else if constexpr (std::is_same_v<T, std::string> || std::is_arithmetic_v<T> || std::is_enum_v<T>) {
    } else if constexpr (requires { typename T::key_type; typename T::mapped_type; v.begin(); }) {
        for (auto& [key, e] : v) {
            path_scope scope(ctx, key);
            walk_edges(ctx, e);
        }
    } else if constexpr (requires { typename versioned::container_traits<T>::value_type; v.begin(); }) {
        std::size_t i = 0;
        for (auto& e : v) {
            path_scope scope(ctx, std::to_string(i++));
            walk_edges(ctx, e);
        }
    }
}

// The documents of a valid value x (a versioned struct), each the whole of write(changed x);
// paths start with prefix.
template <class T, class Write>
std::vector<constraint_document> constraint_documents(const T& x, versioned::testing::generator& gen, Write write,
                                                      std::string prefix = "") {
    T work = x;
    std::vector<constraint_document> out;
    mutation_context ctx{gen, [&] { return write(work); }, out, std::move(prefix)};
    walk_edges(ctx, work);
    return out;
}

} // namespace ctest

#endif
