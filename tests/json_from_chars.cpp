// The JSON reader's floating-point conversion without std::from_chars (libc++ has no floating
// from_chars before 20): detail::json_io::strtod_from_chars, tested here with every standard
// library, must agree with what std::to_chars writes, bit for bit, and report ranges as
// std::from_chars does. The libc++ stage of scripts/test.sh runs the JSON tests through it.
#include <versioned/json/detail/from_chars.hpp>

#include <doctest/doctest.h>

#include <bit>
#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <string_view>
#include <system_error>

namespace {

using versioned::detail::json_io::strtod_from_chars;

template <class F>
std::errc parse(std::string_view text, F& out) {
    const auto r = strtod_from_chars(text.data(), text.data() + text.size(), out);
    if (r.ec == std::errc{}) CHECK(r.ptr == text.data() + text.size());
    return r.ec;
}

template <class F, class Bits>
void round_trips(int count) {
    std::mt19937_64 rng(20260326);
    for (int i = 0; i < count; ++i) {
        const auto bits = static_cast<Bits>(rng());
        const F x = std::bit_cast<F>(bits);
        if (!std::isfinite(x)) continue;
        char buf[64];
        const auto w = std::to_chars(buf, buf + sizeof buf, x);
        F back{};
        REQUIRE(parse(std::string_view(buf, static_cast<std::size_t>(w.ptr - buf)), back) == std::errc{});
        CHECK(std::bit_cast<Bits>(back) == bits);
    }
}

} // namespace

TEST_CASE("strtod_from_chars reads what std::to_chars writes, bit for bit") {
    round_trips<double, std::uint64_t>(20000);
    round_trips<float, std::uint32_t>(20000);
}

TEST_CASE("strtod_from_chars: values, ranges and subnormals as std::from_chars reports them") {
    double d = 7;
    CHECK(parse("0.1", d) == std::errc{});
    CHECK(d == 0.1);
    CHECK(parse("-0.0", d) == std::errc{});
    CHECK((d == 0 && std::signbit(d)));
    CHECK(parse("1.7976931348623157e308", d) == std::errc{});
    CHECK(d == std::numeric_limits<double>::max());
    CHECK(parse("4.9e-324", d) == std::errc{}); // the smallest subnormal: a value
    CHECK(d == std::numeric_limits<double>::denorm_min());
    d = 7;
    CHECK(parse("1e400", d) == std::errc::result_out_of_range);
    CHECK(parse("-1e400", d) == std::errc::result_out_of_range);
    CHECK(parse("1e-400", d) == std::errc::result_out_of_range);
    CHECK(d == 7); // unchanged on an error, as std::from_chars leaves it
    CHECK(parse("12a", d) == std::errc::invalid_argument);

    float f = 7;
    CHECK(parse("3.4028235e38", f) == std::errc{});
    CHECK(f == std::numeric_limits<float>::max());
    CHECK(parse("1e39", f) == std::errc::result_out_of_range);
    CHECK(parse("1.5", f) == std::errc{});
    CHECK(f == 1.5f);
}

TEST_CASE("strtod_from_chars: JSON's '.' under a C locale whose decimal point is ','") {
    // Only where such a locale is installed (Debian's locales-all, or a generated de_DE).
    const std::string saved = std::setlocale(LC_NUMERIC, nullptr);
    if (std::setlocale(LC_NUMERIC, "de_DE.UTF-8") == nullptr && std::setlocale(LC_NUMERIC, "fr_FR.UTF-8") == nullptr) {
        MESSAGE("no locale with a ',' decimal point installed: skipped");
        return;
    }
    double d = 0;
    CHECK(parse("2.5", d) == std::errc{});
    CHECK(d == 2.5);
    std::setlocale(LC_NUMERIC, saved.c_str());
}
