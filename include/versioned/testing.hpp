// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_TESTING_HPP
#define VERSIONED_TESTING_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// Property testing for users' own suites: random values of any versioned struct, and a
// one-call check that every older -> newer -> older round trip preserves every field.
//
//   versioned::testing::generator gen{42};
//   auto x = gen.make<FooSpec<api::v1beta1>>();
//   auto r = versioned::testing::check_round_trips<FooSpec>(1000);   // all version pairs
//   REQUIRE_MESSAGE(r.ok, r.message);
//
// A type the generator does not know gets a specialization of arbitrary<T>:
//   template <> struct versioned::testing::arbitrary<Duration> {
//       static Duration make(generator& g) { return Duration{g.uniform(0, 3600)}; }
//   };

#include <versioned/constraints/detail/generate.hpp>
#include <versioned/constraints/detail/walk.hpp>
#include <versioned/convert.hpp>
#include <versioned/detail/semantics.hpp>
#include <versioned/enum/detail/core.hpp>
#include <versioned/reflection.hpp>
#include <versioned/variant.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <limits>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

namespace versioned::testing {

class generator;

// Customization point: static T make(generator&).
template <class T, class = void>
struct arbitrary;

class generator {
public:
    explicit generator(std::uint64_t seed = 0x5eed) : rng_(seed) {}

    // Sizes of generated strings and containers.
    std::size_t max_string = 12;
    std::size_t max_elements = 3;
    // Integers as a Kubernetes object holds them (the API server carries them as int64):
    // unsigned 64-bit values at most 2^63-1. Set it for the values of a VERSIONED_CRD kind.
    bool int64_integers = false;

    template <class T>
    T make() {
        return arbitrary<T>::make(*this);
    }

    // Any integer type, uniform in [lo, hi]. Drawn here, not by std::uniform_int_distribution,
    // whose algorithm each standard library chooses: std::mt19937_64 is the same everywhere, so
    // a seed gives the same values with libstdc++ and libc++ (a failure found on macOS
    // reproduces on Linux). Rejection sampling: no modulo bias.
    template <class I>
    I uniform(I lo, I hi) {
        using wide = std::conditional_t<std::is_signed_v<I>, long long, unsigned long long>;
        const auto low = static_cast<unsigned long long>(static_cast<wide>(lo));
        const unsigned long long span = static_cast<unsigned long long>(static_cast<wide>(hi)) - low;
        unsigned long long draw = rng_();
        if (span != std::numeric_limits<unsigned long long>::max()) {
            const unsigned long long count = span + 1;
            const unsigned long long limit = std::numeric_limits<unsigned long long>::max() -
                                             std::numeric_limits<unsigned long long>::max() % count;
            while (draw >= limit) draw = rng_();
            draw %= count;
        }
        return static_cast<I>(static_cast<wide>(low + draw));
    }
    // Uniform in [lo, hi), from the top 53 bits of one draw (as above, the same everywhere).
    template <class F>
    F uniform_real(F lo, F hi) {
        const double unit = static_cast<double>(rng_() >> 11) * 0x1.0p-53;
        return static_cast<F>(static_cast<double>(lo) + (static_cast<double>(hi) - static_cast<double>(lo)) * unit);
    }
    bool coin() { return uniform<int>(0, 1) == 1; }
    std::mt19937_64& engine() noexcept { return rng_; }

private:
    std::mt19937_64 rng_;
};

// Integers: edge values (0, 1, min, max) half of the time, uniform otherwise.
template <class T>
struct arbitrary<T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>> {
    static T make(generator& g) {
        using lim = std::numeric_limits<T>;
        T max = lim::max();
        if constexpr (std::is_unsigned_v<T> && sizeof(T) == 8)
            if (g.int64_integers) max = static_cast<T>(std::numeric_limits<long long>::max());
        switch (g.uniform(0, 7)) {
        case 0: return T{0};
        case 1: return max;
        case 2: return lim::min();
        case 3: return T{1};
        default: {
            using wide = std::conditional_t<std::is_signed_v<T>, long long, unsigned long long>;
            return static_cast<T>(g.uniform<wide>(lim::min(), max));
        }
        }
    }
};
template <>
struct arbitrary<bool> {
    static bool make(generator& g) { return g.coin(); }
};
// Finite floating-point values only: NaN would make every equality check fail.
template <class T>
struct arbitrary<T, std::enable_if_t<std::is_floating_point_v<T>>> {
    static T make(generator& g) {
        switch (g.uniform(0, 4)) {
        case 0: return T{0};
        case 1: return std::numeric_limits<T>::max();
        case 2: return std::numeric_limits<T>::lowest();
        default: return g.uniform_real(T{-1e6}, T{1e6});
        }
    }
};
// Printable ASCII plus a few bytes that break naive escaping.
template <>
struct arbitrary<std::string> {
    static std::string make(generator& g) {
        static constexpr std::string_view alphabet =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.:/\"\\\n\t{}";
        std::string s(g.uniform<std::size_t>(0, g.max_string), ' ');
        for (char& c : s) c = alphabet[g.uniform<std::size_t>(0, alphabet.size() - 1)];
        return s;
    }
};
template <class T>
struct arbitrary<std::optional<T>> {
    static std::optional<T> make(generator& g) {
        if (g.coin()) return std::nullopt;
        return g.make<T>();
    }
};
template <class T, class A>
struct arbitrary<std::vector<T, A>> {
    static std::vector<T, A> make(generator& g) {
        std::vector<T, A> v;
        for (std::size_t n = g.uniform<std::size_t>(0, g.max_elements); n > 0; --n) v.push_back(g.make<T>());
        return v;
    }
};
template <class T, std::size_t N>
struct arbitrary<std::array<T, N>> {
    static std::array<T, N> make(generator& g) {
        std::array<T, N> a{};
        for (T& e : a) e = g.make<T>();
        return a;
    }
};
template <class T, class A>
struct arbitrary<std::deque<T, A>> {
    static std::deque<T, A> make(generator& g) {
        std::deque<T, A> v;
        for (std::size_t n = g.uniform<std::size_t>(0, g.max_elements); n > 0; --n) v.push_back(g.make<T>());
        return v;
    }
};
template <class T, class A>
struct arbitrary<std::list<T, A>> {
    static std::list<T, A> make(generator& g) {
        std::list<T, A> v;
        for (std::size_t n = g.uniform<std::size_t>(0, g.max_elements); n > 0; --n) v.push_back(g.make<T>());
        return v;
    }
};
template <class T>
struct arbitrary<std::unique_ptr<T>> {
    static std::unique_ptr<T> make(generator& g) {
        if (g.coin()) return nullptr;
        return std::make_unique<T>(g.make<T>());
    }
};
template <class A, class B>
struct arbitrary<std::pair<A, B>> {
    static std::pair<A, B> make(generator& g) {
        A first = g.make<A>(); // in this order: the arguments of a call are unsequenced
        return {std::move(first), g.make<B>()};
    }
};
// Every alternative equally likely.
template <class... Ts>
struct arbitrary<std::variant<Ts...>> {
    static std::variant<Ts...> make(generator& g) {
        return [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            using maker = std::variant<Ts...> (*)(generator&);
            constexpr maker makers[] = {+[](generator& gen) {
                return std::variant<Ts...>{std::in_place_index<Is>, gen.make<Ts>()};
            }...};
            return makers[g.uniform<std::size_t>(0, sizeof...(Ts) - 1)](g);
        }(std::index_sequence_for<Ts...>{});
    }
};
template <class K, class T, class C, class A>
struct arbitrary<std::map<K, T, C, A>> {
    static std::map<K, T, C, A> make(generator& g) {
        std::map<K, T, C, A> m;
        for (std::size_t n = g.uniform<std::size_t>(0, g.max_elements); n > 0; --n) {
            K key = g.make<K>(); // first: the arguments of a call are unsequenced (as for std::pair)
            m.emplace(std::move(key), g.make<T>());
        }
        return m;
    }
};
template <class K, class T, class H, class E, class A>
struct arbitrary<std::unordered_map<K, T, H, E, A>> {
    static std::unordered_map<K, T, H, E, A> make(generator& g) {
        std::unordered_map<K, T, H, E, A> m;
        for (std::size_t n = g.uniform<std::size_t>(0, g.max_elements); n > 0; --n) {
            K key = g.make<K>(); // first: the arguments of a call are unsequenced (as for std::pair)
            m.emplace(std::move(key), g.make<T>());
        }
        return m;
    }
};
// Versioned enums (VERSIONED_ENUM): any enumerator of the version, uniformly.
template <class T>
struct arbitrary<T, std::enable_if_t<::versioned::detail::versioned_enum<T>>> {
    static T make(generator& g) {
        using D = ::versioned::detail::enum_data_t<T>;
        constexpr std::size_t v = ::versioned::detail::enum_version_v<T>;
        constexpr auto& names = ::versioned::detail::enum_names_at_v<D, v>;
        constexpr std::size_t count = ::versioned::detail::enum_count_at_v<D, v>;
        static_assert(count > 0, "versioned::testing: this version of the enum has no enumerators");
        std::size_t k = g.uniform<std::size_t>(0, count - 1);
        for (std::size_t r = 0; r < names.size(); ++r)
            if (!names[r].empty() && k-- == 0) return static_cast<T>(static_cast<std::underlying_type_t<T>>(r));
        return T{}; // unreachable: k < count
    }
};

namespace detail {

// Dropping a set's or a map list's repeats can leave fewer items than min_items asks: fresh
// items top it up (bounded: a domain too small for that many distinct items stays short, and
// validate says so).
template <class Fd, std::size_t V, class M>
void keep_min_items(generator& g, M& made) {
    namespace c = ::versioned::detail::constraints;
    if constexpr (::versioned::detail::is_optional<M>::value) {
        if (made) keep_min_items<Fd, V>(g, *made);
    } else if constexpr (requires { made.push_back(g.make<typename M::value_type>()); }) {
        const c::set* given = c::checked_set_at<Fd>(V);
        if (given == nullptr || !given->has(c::kind::min_items)) return;
        const auto wanted = given->count(c::kind::min_items);
        for (unsigned long long attempt = 0; made.size() < wanted && attempt < 64 * wanted; ++attempt) {
            made.push_back(g.make<typename M::value_type>());
            ::versioned::detail::drop_duplicates<Fd>(made);
        }
    }
}

// A member of a struct or variant (field or alternative Fd at version V): inside its
// constraints there (DESIGN.md §13), else whatever its type draws.
template <class Fd, std::size_t V, class M>
M make_member(generator& g, std::string_view kind, std::string_view name, std::string_view owner) {
    namespace c = ::versioned::detail::constraints;
    M made = [&] {
        if constexpr (c::constrained_at<Fd>(V)) {
            using versions = typename Fd::versioned_module::versions;
            return c::make_member<Fd, V, M>(g, c::member_name{kind, name, owner, version_at_t<versions, V>::name});
        } else {
            return g.make<M>();
        }
    }();
    if constexpr (::versioned::detail::checks_duplicates<Fd, M>) { // list_type(set | map)
        ::versioned::detail::drop_duplicates<Fd>(made);
        if constexpr (c::constrained_at<Fd>(V)) keep_min_items<Fd, V>(g, made);
    }
    return made;
}

template <class T, std::size_t I>
void make_field(generator& g, T& out) {
    namespace d = ::versioned::detail;
    auto& member = d::get_present<I>(out);
    using Fd = d::field_at_t<T, d::present_fields_v<T>[I].field>;
    member = make_member<Fd, T::versioned_index, std::remove_cvref_t<decltype(member)>>(
        g, "field", field_names<T>[I], T::versioned_descriptor::versioned_name);
}

} // namespace detail

// Versioned variants (VERSIONED_VARIANT): any alternative of the version, equally likely (the
// draws of the std::variant it stores), inside the alternative's constraints.
template <class T>
struct arbitrary<T, std::enable_if_t<::versioned::detail::versioned_variant<T>>> {
    static T make(generator& g) {
        namespace d = ::versioned::detail;
        using D = typename T::versioned_variant_descriptor;
        using S = typename T::storage_type;
        constexpr std::size_t v = T::versioned_index;
        return [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
            using maker = S (*)(generator&);
            constexpr maker makers[] = {+[](generator& gen) {
                using A = d::alternative_at_t<D, d::variant_layout_v<D>.alternative[v][Ks]>;
                return S{std::in_place_index<Ks>, testing::detail::make_member<A, v, std::variant_alternative_t<Ks, S>>(
                                                      gen, "alternative", d::slot_names_v<D, v>[Ks], D::versioned_name)};
            }...};
            return T(makers[g.uniform<std::size_t>(0, sizeof...(Ks) - 1)](g));
        }(std::make_index_sequence<std::variant_size_v<S>>{});
    }
};

// Versioned structs: every present field, each inside its constraints at T's version.
template <class T>
struct arbitrary<T, std::enable_if_t<versioned_struct<T>>> {
    static T make(generator& g) {
// g++ 12 reports value-initializing a struct whose deprecated member has an aggregate type (a
// nested versioned struct) as a use of that member; the library's own code must not warn.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        T out{};
        [&]<std::size_t... Is>(std::index_sequence<Is...>) {
            (detail::make_field<T, Is>(g, out), ...);
        }(std::make_index_sequence<field_count<T>>{});
#pragma GCC diagnostic pop
        return out;
    }
};

// The outcome of a property check: ok, or a message naming what failed and how to replay it.
struct result {
    bool ok = true;
    std::string message;
    std::size_t checked = 0; // values checked
    explicit operator bool() const noexcept { return ok; }
};

namespace detail {

template <class T>
concept printable = requires(std::ostream& os, const T& v) { os << v; };

// One value for a failure message: as operator<< prints it (strings quoted, character-sized
// integers as numbers), or a note saying it cannot be shown.
template <class T>
void print_value(std::ostream& os, const T& v) {
    if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
        os << '"' << v << '"';
    } else if constexpr (std::is_integral_v<T> && sizeof(T) == 1 && !std::is_same_v<T, bool>) {
        os << +v;
    } else if constexpr (std::is_same_v<T, bool>) {
        os << (v ? "true" : "false");
    } else if constexpr (printable<T>) {
        os << v;
    } else {
        os << "(a value without operator<<)";
    }
}

// Names the first field of a and b (same version) that differs, with both values.
template <class T>
std::string first_difference(const T& a, const T& b) {
    std::ostringstream os;
    bool found = false;
    [&]<std::size_t... Is>(std::index_sequence<Is...>) {
        (([&] {
             if (found || versioned::get<Is>(a) == versioned::get<Is>(b)) return;
             found = true;
             os << "field '" << field_names<T>[Is] << "': before ";
             print_value(os, versioned::get<Is>(a));
             os << ", after ";
             print_value(os, versioned::get<Is>(b));
         }()),
         ...);
    }(std::make_index_sequence<field_count<T>>{});
    return found ? os.str() : std::string("no field differs; operator== disagrees");
}

// A variant: the alternatives held, or the one value that differs.
template <class T>
    requires ::versioned::detail::versioned_variant<T>
std::string first_difference(const T& a, const T& b) {
    std::ostringstream os;
    if (a.index() != b.index()) {
        os << "the alternative: before '" << a.name() << "', after '" << b.name() << "'";
    } else {
        [&]<std::size_t... Ks>(std::index_sequence<Ks...>) {
            (([&] {
                 if (a.index() != Ks) return;
                 const auto& x = std::get<Ks>(a.storage());
                 const auto& y = std::get<Ks>(b.storage());
                 os << "alternative '" << a.name() << "': ";
                 if constexpr (versioned_struct<std::remove_cvref_t<decltype(x)>>) {
                     os << first_difference(x, y);
                 } else {
                     os << "before ";
                     print_value(os, x);
                     os << ", after ";
                     print_value(os, y);
                 }
             }()),
             ...);
        }(std::make_index_sequence<std::variant_size_v<typename T::storage_type>>{});
    }
    return os.str();
}

// Marks r failed: "<what> (seed S, iteration I)", so the failure can be replayed.
inline bool fail_check(result& r, const std::string& what, std::uint64_t seed, std::size_t iteration) {
    std::ostringstream os;
    os << what << " (seed " << seed << ", iteration " << iteration << ")";
    r.ok = false;
    r.message = os.str();
    return false;
}

// Runs one check. An exception from the user's code under test (a hook, a codec, an upgrade_with)
// fails the check with its message, as any other failure, instead of ending the run.
template <class F>
bool guarded_check(result& r, std::string_view check_name, std::uint64_t seed, std::size_t iteration, F&& check) {
    try {
        return check();
    } catch (const std::exception& e) {
        return fail_check(r, std::string(check_name) + " threw: " + e.what(), seed, iteration);
    } catch (...) {
        return fail_check(r, std::string(check_name) + " threw an exception that is not a std::exception", seed,
                          iteration);
    }
}

// The first violation of the constraints of v's version (DESIGN.md §13), "/path: why", or "".
struct first_violation {
    std::string found;
    void operator()(const std::vector<std::string>& tokens, std::string why) {
        if (!found.empty()) return;
        for (const std::string& t : tokens) found += '/' + t;
        found += (tokens.empty() ? "" : ": ") + why;
    }
};
template <class T>
std::string violation_of(const T& v) {
    first_violation report;
    ::versioned::detail::constraints::walk_all(v, report);
    return std::move(report.found);
}

template <class From, class To>
bool round_trip_once(generator& g, std::uint64_t seed, std::size_t iteration, result& r) {
    using from_version = version_of_t<From>; // a struct's or a variant's
    using to_version = version_of_t<To>;
    const std::string name = "round trip " + std::string(from_version::name) + " -> " + std::string(to_version::name) +
                             " -> " + std::string(from_version::name);
    return guarded_check(r, name, seed, iteration, [&] {
        const From original = g.make<From>();
        const To there = convert<to_version>(original);
        const From back = convert<from_version>(there);
        ++r.checked;
        // every conversion's result is valid in its target version (DESIGN.md §13)
        for (const std::string& violation : {violation_of(there), violation_of(back)})
            if (!violation.empty())
                return fail_check(r, name + ": a conversion gives a value its version's constraints refuse: " + violation, seed,
                                  iteration);
        if (back == original) return true;
        return fail_check(r, name + " changed " + first_difference(original, back), seed, iteration);
    });
}

} // namespace detail

// For every pair of versions A older than B: A -> B -> A gives back every field of A, and each
// conversion's result is inside the constraints of its version, over `iterations` random
// values of A per pair. Deterministic for a given seed.
template <template <class> class S>
result check_round_trips(std::size_t iterations = 1000, std::uint64_t seed = 0x5eed) {
    using versions = versions_of_t<S>;
    result r;
    generator g{seed};
    [&]<std::size_t... As>(std::index_sequence<As...>) {
        (
            [&]<std::size_t A, std::size_t... Bs>(std::integral_constant<std::size_t, A>, std::index_sequence<Bs...>) {
                ((Bs > A && r.ok
                      ? (void)[&] {
                            for (std::size_t round = 0; round < iterations && r.ok; ++round)
                                detail::round_trip_once<S<version_at_t<versions, A>>, S<version_at_t<versions, Bs>>>(
                                    g, seed, round, r);
                        }()
                      : (void)0),
                 ...);
            }(std::integral_constant<std::size_t, As>{}, std::make_index_sequence<versions::size>{}),
            ...);
    }(std::make_index_sequence<versions::size>{});
    return r;
}

} // namespace versioned::testing

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_TESTING_HPP
