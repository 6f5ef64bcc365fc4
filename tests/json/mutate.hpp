// Documents that violate a struct's schema in exactly one place, with the error read<T> must
// report: a member of the wrong type, an integer out of range or with a fraction, an unknown
// enumerator, a codec value it rejects, a fixed array of the wrong length, a missing required
// member, an unknown member, a duplicate member -- at the root and inside nested structs; for a
// versioned variant (VERSIONED_VARIANT) also no alternative, an unknown one, a second one, an
// unknown tag, and the mutations of the alternative it holds.
// Used by tests/json_property.cpp (read<T> must reject each with the right path) and by
// tests/json/dump.cpp (python3-jsonschema must reject each; duplicates excepted, which JSON
// Schema cannot see).
#ifndef VERSIONED_TESTS_JSON_MUTATE_HPP
#define VERSIONED_TESTS_JSON_MUTATE_HPP

#include "for_each_version.hpp"

#include <versioned/json.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace jtest {

using versioned::json::errc;

struct bad_document {
    std::string text;
    std::string path;
    errc code{};
    bool schema_detects = true;
};

struct wrong {
    std::string text;
    errc code;
    std::string below = ""; // the error's path below the value's (an internally tagged variant's tag)
    bool schema_detects = true; // false: a fault JSON Schema does not see (a format it does not check)
};

template <class T>
struct is_vector_like : std::false_type {};
template <class T, class A>
struct is_vector_like<std::vector<T, A>> : std::true_type {};

// The wrong texts of a type whose codec takes the defaults below ("1m", 1) -- Kubernetes' value
// types: a specialization with `static std::vector<wrong> values()`, declared by the test that
// uses the type (tests/k8s/kube_types.hpp), before the mutations are made.
template <class M>
struct wrong_of;

// Texts that are wrong for a value of type M, and the error each must give.
template <class M>
std::vector<wrong> wrong_values() {
    namespace io = versioned::detail::json_io;
    if constexpr (requires { wrong_of<M>::values(); }) {
        return wrong_of<M>::values();
    } else if constexpr (versioned::detail::is_optional<M>::value) {
        std::vector<wrong> out; // null is an empty optional, not a wrong value
        for (wrong& w : wrong_values<typename M::value_type>())
            if (w.text != "null") out.push_back(std::move(w));
        return out;
    } else if constexpr (versioned::versioned_variant<M>) {
        constexpr std::string_view tag = versioned::variant_options_of<M>.tag;
        return {{"[]", errc::wrong_type}, {"{}", errc::missing_key, tag.empty() ? "" : "/" + std::string(tag)}};
    } else if constexpr (versioned::versioned_enum<M>) {
        return {{R"("zz_unknown")", errc::unknown_enumerator}, {"1", errc::wrong_type}};
    } else if constexpr (io::has_codec<M>) {
        return {{R"("1m")", errc::invalid_value}, {"1", errc::wrong_type}};
    } else if constexpr (versioned::versioned_struct<M>) {
        return {{"[]", errc::wrong_type}};
    } else if constexpr (std::is_same_v<M, bool>) {
        return {{"0", errc::wrong_type}};
    } else if constexpr (std::is_integral_v<M>) {
        return {{R"("1")", errc::wrong_type},
                {"1.5", errc::fraction_in_integer},
                {std::to_string(std::numeric_limits<M>::max()) + "0", errc::out_of_range},
                {std::is_signed_v<M> ? std::to_string(std::numeric_limits<M>::min()) + "0" : std::string("-1"),
                 errc::out_of_range}};
    } else if constexpr (std::is_floating_point_v<M>) {
        return {{R"("1")", errc::wrong_type}, {"true", errc::wrong_type}};
    } else if constexpr (std::is_same_v<M, std::string>) {
        return {{"1", errc::wrong_type}, {"null", errc::wrong_type}};
    } else if constexpr (io::described_enum<M>) {
        return {{R"("purple")", errc::unknown_enumerator}, {"0", errc::wrong_type}};
    } else if constexpr (io::is_std_array<M>::value) {
        return {{"{}", errc::wrong_type}, {"[]", errc::wrong_array_length}};
    } else if constexpr (is_vector_like<M>::value) {
        return {{"{}", errc::wrong_type}};
    } else {
        return {{"[]", errc::wrong_type}}; // string-keyed maps
    }
}

struct member_text {
    std::string key;
    std::string text; // empty: not written (an empty optional)
};

inline std::string object_of(const std::vector<member_text>& members) {
    std::string out = "{";
    for (const member_text& m : members) {
        if (m.text.empty()) continue;
        if (out.size() > 1) out += ',';
        out += '"' + m.key + "\":" + m.text;
    }
    return out + "}";
}

template <class T>
std::vector<bad_document> mutations(const T& x, const std::string& prefix = "");

// A variant's own mutations, and those of the alternative it holds.
template <class M>
std::vector<bad_document> variant_mutations(const M& v, const std::string& path) {
    std::vector<bad_document> out;
    const std::string key(versioned::alternative_keys<M>[v.index()]);
    constexpr std::string_view tag = versioned::variant_options_of<M>.tag;
    v.visit([&](const auto& x) {
        using A = std::remove_cvref_t<decltype(x)>;
        if constexpr (!tag.empty()) {
            const std::string head = "{\"" + std::string(tag) + "\":\"" + key + '"';
            out.push_back({"{\"" + std::string(tag) + "\":\"zz_unknown\"}", path + "/" + std::string(tag), errc::unknown_enumerator, true});
            if constexpr (versioned::versioned_struct<A>)
                for (bad_document& d : mutations(x, path))
                    out.push_back({head + (d.text == "{}" ? "}" : "," + d.text.substr(1)), d.path, d.code, d.schema_detects});
        } else {
            const std::string value = versioned::json::write(x);
            out.push_back({"{\"zz_unknown\":1}", path + "/zz_unknown", errc::unknown_key, true});
            if (versioned::alternative_count<M> > 1) {
                const std::string other(versioned::alternative_keys<M>[(v.index() + 1) % versioned::alternative_count<M>]);
                out.push_back({"{\"" + key + "\":" + value + ",\"" + other + "\":" + value + "}", path + "/" + other,
                               errc::invalid_value, true});
            }
            for (const wrong& w : wrong_values<A>())
                out.push_back({"{\"" + key + "\":" + w.text + "}", path + "/" + key + w.below, w.code, w.schema_detects});
            if constexpr (versioned::versioned_struct<A>)
                for (bad_document& d : mutations(x, path + "/" + key))
                    out.push_back({"{\"" + key + "\":" + d.text + "}", d.path, d.code, d.schema_detects});
        }
    });
    return out;
}

template <class T>
std::vector<bad_document> mutations(const T& x, const std::string& prefix) {
    namespace io = versioned::detail::json_io;
    std::vector<member_text> members;
    versioned::for_each_field(x, [&](std::string_view, const auto& m) {
        using M = std::remove_cvref_t<decltype(m)>;
        std::string text;
        if constexpr (versioned::detail::is_optional<M>::value) {
            if (m) text = versioned::json::write(*m);
        } else {
            text = versioned::json::write(m);
        }
        members.push_back({"", std::move(text)});
    });
    for (std::size_t i = 0; i < members.size(); ++i) members[i].key = std::string(versioned::json_keys<T>[i]);

    std::vector<bad_document> out;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             const auto& m = versioned::get<Is>(x);
             using M = std::remove_cvref_t<decltype(m)>;
             const std::string path = prefix + "/" + members[Is].key;
             for (const wrong& w : wrong_values<M>()) {
                 auto changed = members;
                 changed[Is].text = w.text;
                 out.push_back({object_of(changed), path + w.below, w.code, w.schema_detects});
             }
             if constexpr (versioned::detail::required_member<T, Is>()) {
                 auto removed = members;
                 removed[Is].text.clear();
                 out.push_back({object_of(removed), path, errc::missing_key, true});
             }
             if (!members[Is].text.empty()) {
                 auto twice = members;
                 twice.insert(twice.begin() + Is + 1, members[Is]);
                 out.push_back({object_of(twice), path, errc::duplicate_key, false});
             }
             if constexpr (versioned::versioned_struct<M>) {
                 for (bad_document& d : mutations(m, path)) {
                     auto nested = members;
                     nested[Is].text = d.text;
                     out.push_back({object_of(nested), d.path, d.code, d.schema_detects});
                 }
             }
             if constexpr (versioned::versioned_variant<M>) {
                 for (bad_document& d : variant_mutations(m, path)) {
                     auto nested = members;
                     nested[Is].text = d.text;
                     out.push_back({object_of(nested), d.path, d.code, d.schema_detects});
                 }
             }
         }()),
         ...);
    }(std::make_index_sequence<versioned::field_count<T>>{});
    auto extra = members;
    extra.push_back({"zz_unknown", "1"});
    out.push_back({object_of(extra), prefix + "/zz_unknown", errc::unknown_key, true});
    return out;
}

// The mutations of a whole document: a struct's, or a variant's at the root (its own wrong
// values included).
template <class T>
std::vector<bad_document> document_mutations(const T& x) {
    if constexpr (versioned::versioned_variant<T>) {
        std::vector<bad_document> out = variant_mutations(x, "");
        for (const wrong& w : wrong_values<T>()) out.push_back({w.text, w.below, w.code, true});
        return out;
    } else {
        return mutations(x);
    }
}

// Each version of S: count generated values, each mutation of each given to judge(tag, bad) (tag
// a null S<V>*), which says whether it judged that document; how many were judged. The readers
// of other formats (YAML, the tree walk) are held to json::read's refusals with it.
template <template <class> class S, class Judge>
std::size_t judge_mutations(std::size_t count, std::uint64_t seed, Judge&& judge) {
    std::size_t judged = 0;
    for_each_version<S>([&](auto* tag) {
        using T = std::remove_pointer_t<decltype(tag)>;
        versioned::testing::generator gen{seed};
        for (std::size_t i = 0; i < count; ++i) {
            const T x = gen.make<T>();
            for (const bad_document& bad : mutations(x))
                if (judge(tag, bad)) ++judged;
        }
    });
    return judged;
}

} // namespace jtest

#endif // VERSIONED_TESTS_JSON_MUTATE_HPP
