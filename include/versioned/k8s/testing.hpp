// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_TESTING_HPP
#define VERSIONED_K8S_TESTING_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// versioned::testing generators for Kubernetes' value types (<versioned/k8s/types.hpp>), so
// that generator::make and check_round_trips work on structs holding them. Every generated value
// is one the API server accepts in a custom resource and reading takes back: quantities of
// every format (edge values included), times of the years 0000-9999 but never the zero time
// (written null, which a required member cannot be), valid conditions and selectors.
//
// Not including <versioned/testing.hpp> (the generator) keeps that header the core's own: the
// specializations' make is a template over the generator: include <versioned/testing.hpp> too.

#include <versioned/k8s/types.hpp>

#include <chrono>
#include <cstdint>
#include <cstddef>
#include <limits>
#include <string>
#include <string_view>

namespace versioned::testing {
class generator;
template <class T, class>
struct arbitrary; // <versioned/testing.hpp>
} // namespace versioned::testing

namespace versioned::k8s::detail {

template <class G, std::size_t N>
std::string_view pick(G& g, const std::string_view (&pool)[N]) {
    return pool[g.template uniform<std::size_t>(0, N - 1)];
}

// A quantity's text: sign, digits, fraction, suffix (or a known edge value).
template <class G>
std::string quantity_text_of(G& g) {
    static constexpr std::string_view edges[] = {"0", "1", "-1", "1n", "-1n", "9Ei", "-9Ei", "1Ei", "1E", "1000E",
                                                 "999999999999999999999999999999.999999999", "0.5", "1.5Gi", "1e-9"};
    if (g.uniform(0, 4) == 0) return std::string(pick(g, edges));
    static constexpr std::string_view suffixes[] = {"", "", "n", "u", "m", "k", "M", "G", "T", "P", "E", "Ki", "Mi",
                                                    "Gi", "Ti", "Pi", "Ei", "e3", "E-3", "e+6", "e0", "e-9", "e12"};
    std::string s = g.coin() ? "" : "-";
    s += std::to_string(g.template uniform<std::uint64_t>(0, g.coin() ? 1024 : 999999999999ULL));
    if (g.uniform(0, 3) == 0) s += "." + std::to_string(g.uniform(0, 999));
    return s + std::string(pick(g, suffixes));
}

// Seconds of an instant in the years 0000-9999 (UTC), never Go's zero time.
template <class G>
std::int64_t instant_of(G& g) {
    constexpr std::int64_t first = -62167219200; // 0000-01-01T00:00:00Z
    constexpr std::int64_t last = 253402300799;  // 9999-12-31T23:59:59Z
    constexpr std::int64_t zero = -62135596800;  // 0001-01-01T00:00:00Z
    std::int64_t s = 0;
    switch (g.uniform(0, 5)) {
    case 0: s = first; break;
    case 1: s = last; break;
    case 2: s = g.template uniform<std::int64_t>(0, 4102444800); break; // 1970-2100
    default: s = g.template uniform<std::int64_t>(first, last);
    }
    return s == zero ? s + 1 : s;
}

template <class G>
std::string label_key_of(G& g) {
    static constexpr std::string_view keys[] = {"app", "tier", "example.com/role", "k8s.io/name", "a_b.c-d", "x"};
    return std::string(pick(g, keys));
}
template <class G>
std::string label_value_of(G& g) {
    static constexpr std::string_view values[] = {"", "web", "a", "v1.2", "a-b_c", "Z9"};
    return std::string(pick(g, values));
}

} // namespace versioned::k8s::detail

namespace versioned::testing {

template <>
struct arbitrary<k8s::int_or_string, void> {
    template <class G>
    static k8s::int_or_string make(G& g) {
        if (g.coin()) return g.template make<std::int32_t>();
        return g.template make<std::string>();
    }
};

template <>
struct arbitrary<k8s::quantity, void> {
    template <class G>
    static k8s::quantity make(G& g) {
        for (;;)
            if (auto q = k8s::quantity::parse(k8s::detail::quantity_text_of(g))) return *q;
    }
};

template <>
struct arbitrary<k8s::duration, void> {
    template <class G>
    static k8s::duration make(G& g) {
        using lim = std::numeric_limits<std::int64_t>;
        switch (g.uniform(0, 5)) {
        case 0: return std::chrono::nanoseconds(g.coin() ? lim::min() : lim::max());
        case 1: return std::chrono::minutes(g.uniform(-600, 600));
        case 2: return std::chrono::milliseconds(g.uniform(-100000, 100000));
        case 3: return std::chrono::nanoseconds(g.uniform(-999999, 999999));
        default: return std::chrono::nanoseconds(g.uniform(lim::min(), lim::max()));
        }
    }
};

template <>
struct arbitrary<k8s::time, void> {
    template <class G>
    static k8s::time make(G& g) { return k8s::time(std::chrono::sys_seconds(std::chrono::seconds(k8s::detail::instant_of(g)))); }
};

template <>
struct arbitrary<k8s::micro_time, void> {
    template <class G>
    static k8s::micro_time make(G& g) {
        const auto s = std::chrono::sys_seconds(std::chrono::seconds(k8s::detail::instant_of(g)));
        return k8s::micro_time(s + std::chrono::microseconds(g.uniform(0, 999999)));
    }
};

template <>
struct arbitrary<json::raw, void> {
    template <class G>
    static json::raw make(G& g) {
        // (not null: the API server drops a null where the schema has no nullable, so a required
        // member would be missing)
        static constexpr std::string_view texts[] = {"true", "0", "-1.5e3", R"("text")", "[]", "{}",
                                                     R"({"a": [1, {"b": null}], "c": "\u00e9"})", "[1,2,3]",
                                                     R"({"nested":{"deeper":{"k":false}}})"};
        return json::raw(k8s::detail::pick(g, texts));
    }
};

template <>
struct arbitrary<k8s::embedded_object, void> {
    template <class G>
    static k8s::embedded_object make(G& g) {
        static constexpr std::string_view versions[] = {"v1", "apps/v1", "example.com/v1beta1"};
        static constexpr std::string_view kinds[] = {"ConfigMap", "Deployment", "Widget", "x"};
        k8s::embedded_object o;
        o.api_version = k8s::detail::pick(g, versions);
        o.kind = k8s::detail::pick(g, kinds);
        if (g.coin()) o.metadata.emplace().set_name("obj-" + std::to_string(g.uniform(0, 99)));
        static constexpr std::string_view keys[] = {"spec", "data", "status"};
        for (std::string_view key : keys)
            if (g.coin()) o.set_raw(key, g.template make<json::raw>().text());
        return o;
    }
};

template <>
struct arbitrary<k8s::condition, void> {
    template <class G>
    static k8s::condition make(G& g) {
        static constexpr std::string_view types[] = {"Ready", "Available", "example.com/Synced", "A", "a.b-c_d"};
        static constexpr std::string_view statuses[] = {"True", "False", "Unknown"};
        static constexpr std::string_view reasons[] = {"Deployed", "Failed_1", "A", "Wait:ing,x_"};
        k8s::condition c;
        c.type = k8s::detail::pick(g, types);
        c.status = k8s::detail::pick(g, statuses);
        c.observed_generation = g.coin() ? 0 : g.template uniform<std::int64_t>(0, std::numeric_limits<std::int64_t>::max());
        c.last_transition_time = g.template make<k8s::time>();
        c.reason = k8s::detail::pick(g, reasons);
        c.message = g.template make<std::string>();
        return c;
    }
};

template <>
struct arbitrary<k8s::label_selector, void> {
    template <class G>
    static k8s::label_selector make(G& g) {
        k8s::label_selector s;
        for (int n = g.uniform(0, 2); n > 0; --n) s.match_labels[k8s::detail::label_key_of(g)] = k8s::detail::label_value_of(g);
        for (int n = g.uniform(0, 2); n > 0; --n) {
            k8s::label_selector_requirement r;
            r.key = k8s::detail::label_key_of(g);
            r.op = static_cast<k8s::selector_operator>(g.uniform(0, 3));
            if (r.op == k8s::selector_operator::in || r.op == k8s::selector_operator::not_in)
                for (int v = g.uniform(1, 3); v > 0; --v) r.values.push_back(k8s::detail::label_value_of(g));
            s.match_expressions.push_back(std::move(r));
        }
        return s;
    }
};

} // namespace versioned::testing

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_TESTING_HPP
