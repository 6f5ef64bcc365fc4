// k8s::quantity and k8s::int_or_string: the input -> output tables of apimachinery's quantity
// tests (k8s.io/apimachinery/pkg/api/resource/quantity_test.go, Apache-2.0: the facts, ported
// as data), the JSON of both, generated values written, read and compared, canonical forms
// idempotent, and bad input with its error and path.
#include <versioned/k8s/testing.hpp>
#include <versioned/testing.hpp>
#include <versioned/k8s/types.hpp>
#include <versioned/json.hpp>
#include <versioned/schema.hpp>
#include <versioned/struct.hpp>
#include <versioned/validate.hpp>

#include "k8s/value_helpers.hpp"

#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <string_view>

namespace {

using k8s_tests::cat;
using k8s_tests::plain;

using versioned::k8s::int_or_string;
using versioned::k8s::quantity;
using fmt = quantity::format;
using versioned::json::errc;

constexpr fmt SI = fmt::decimal_si;
constexpr fmt BI = fmt::binary_si;
constexpr fmt EX = fmt::decimal_exponent;

// Go's decQuantity(mantissa, scale, format): mantissa × 10^scale.
quantity dec(std::int64_t mantissa, std::int32_t scale, fmt f) { return quantity::scaled(mantissa, scale, f); }

quantity parse(std::string_view text) {
    auto q = quantity::parse(text);
    REQUIRE_MESSAGE(q.has_value(), "not parsed: ", text);
    return *q;
}

} // namespace

// TestQuantityParse: input -> value and format, with "-" and "+" before each.
TEST_CASE("quantity: apimachinery's parse table") {
    struct row {
        std::string_view in;
        quantity expect;
        fmt format;
    };
    const std::int64_t Ki = 1024;
    const row table[] = {
        {"0", dec(0, 0, SI), SI}, {"0n", dec(0, 0, SI), SI}, {"0u", dec(0, 0, SI), SI}, {"0m", dec(0, 0, SI), SI},
        {"0Ki", dec(0, 0, BI), BI}, {"0k", dec(0, 0, SI), SI}, {"0Mi", dec(0, 0, BI), BI}, {"0M", dec(0, 0, SI), SI},
        {"0Gi", dec(0, 0, BI), BI}, {"0G", dec(0, 0, SI), SI}, {"0Ti", dec(0, 0, BI), BI}, {"0T", dec(0, 0, SI), SI},
        {"1", dec(1, 0, SI), SI},
        {"1Ki", dec(Ki, 0, BI), BI}, {"8Ki", dec(8 * Ki, 0, BI), BI}, {"7Mi", dec(7 * Ki * Ki, 0, BI), BI},
        {"6Gi", dec(6 * Ki * Ki * Ki, 0, BI), BI}, {"5Ti", dec(5 * Ki * Ki * Ki * Ki, 0, BI), BI},
        {"4Pi", dec(4 * Ki * Ki * Ki * Ki * Ki, 0, BI), BI}, {"3Ei", dec(3 * Ki * Ki * Ki * Ki * Ki * Ki, 0, BI), BI},
        {"10Ti", dec(10 * Ki * Ki * Ki * Ki, 0, BI), BI}, {"100Ti", dec(100 * Ki * Ki * Ki * Ki, 0, BI), BI},
        {"5n", dec(5, -9, SI), SI}, {"4u", dec(4, -6, SI), SI}, {"3m", dec(3, -3, SI), SI}, {"9", dec(9, 0, SI), SI},
        {"8k", dec(8, 3, SI), SI}, {"50k", dec(5, 4, SI), SI}, {"7M", dec(7, 6, SI), SI}, {"6G", dec(6, 9, SI), SI},
        {"5T", dec(5, 12, SI), SI}, {"40T", dec(4, 13, SI), SI}, {"300T", dec(3, 14, SI), SI}, {"2P", dec(2, 15, SI), SI},
        {"1E", dec(1, 18, SI), SI},
        {"1E-3", dec(1, -3, EX), EX}, {"1e3", dec(1, 3, EX), EX}, {"1E6", dec(1, 6, EX), EX}, {"1e9", dec(1, 9, EX), EX},
        {"1E12", dec(1, 12, EX), EX}, {"1e15", dec(1, 15, EX), EX}, {"1E18", dec(1, 18, EX), EX},
        {"1e14", dec(1, 14, EX), EX}, {"1e13", dec(1, 13, EX), EX}, {"100.035k", dec(100035, 0, SI), SI},
        {"0.001", dec(1, -3, SI), SI}, {"0.0005k", dec(5, -1, SI), SI}, {"0.005", dec(5, -3, SI), SI},
        {"0.05", dec(5, -2, SI), SI}, {"0.5", dec(5, -1, SI), SI}, {"0.00050k", dec(5, -1, SI), SI},
        {"0.00500", dec(5, -3, SI), SI}, {"0.05000", dec(5, -2, SI), SI}, {"0.50000", dec(5, -1, SI), SI},
        {"0.5e0", dec(5, -1, EX), EX}, {"0.5e-1", dec(5, -2, EX), EX}, {"0.5e-2", dec(5, -3, EX), EX},
        {"10.035M", dec(10035, 3, SI), SI},
        {"1.2e3", dec(12, 2, EX), EX}, {"1.3E+6", dec(13, 5, EX), EX}, {"1.40e9", dec(14, 8, EX), EX},
        {"1.53E12", dec(153, 10, EX), EX}, {"1.6e15", dec(16, 14, EX), EX}, {"1.7E18", dec(17, 17, EX), EX},
        {"9.01", dec(901, -2, SI), SI}, {"8.1k", dec(81, 2, SI), SI}, {"7.123456M", dec(7123456, 0, SI), SI},
        {"6.987654321G", dec(6987654321, 0, SI), SI}, {"5.444T", dec(5444, 9, SI), SI}, {"40.1T", dec(401, 11, SI), SI},
        {"300.2T", dec(3002, 11, SI), SI}, {"2.5P", dec(25, 14, SI), SI}, {"1.01E", dec(101, 16, SI), SI},
        {"3.001n", dec(4, -9, SI), SI}, {"1.1E-9", dec(2, -9, EX), EX}, {"0.0000000001", dec(1, -9, SI), SI},
        {"0.0000000005", dec(1, -9, SI), SI}, {"0.00000000050", dec(1, -9, SI), SI}, {"0.5e-9", dec(1, -9, EX), EX},
        {"0.9n", dec(1, -9, SI), SI}, {"0.00000012345", dec(124, -9, SI), SI}, {"0.00000012354", dec(124, -9, SI), SI},
        {"9Ei", quantity(std::numeric_limits<std::int64_t>::max(), BI), BI},
        {"9223372036854775807Ki", quantity(std::numeric_limits<std::int64_t>::max(), BI), BI},
        {"12E", dec(12, 18, SI), SI},
        {"100.035Ki", dec(10243584, -2, BI), BI}, {"0.5Mi", dec(512 * Ki, 0, BI), BI},
        {"0.05Gi", dec(536870912, -1, BI), BI}, {"0.025Ti", dec(274877906944, -1, BI), BI},
        {"0.000000000001Ki", dec(2, -9, SI), SI}, {".001", dec(1, -3, SI), SI}, {".0001k", dec(100, -3, SI), SI},
        {"1.", dec(1, 0, SI), SI}, {"1.G", dec(1, 9, SI), SI},
    };
    for (const row& r : table) {
        CAPTURE(r.in);
        const quantity got = parse(r.in);
        CHECK(got == r.expect);
        CHECK(got.text_format() == r.format);
        const quantity negative = parse(cat("-", r.in));
        CHECK(negative == -r.expect);
        CHECK(negative.text_format() == r.format);
        const quantity plus = parse(cat("+", r.in));
        CHECK(plus == r.expect);
        CHECK(plus.text_format() == r.format);
    }
    // Go's invalid inputs, and what Kubernetes' CRD pattern refuses though Go takes it as zero
    // (docs/limits.md).
    for (std::string_view bad : {"", "1.1.M", "1+1.0M", "0.1mi", "0.1am", "aoeu", ".5i", "1i", "-3.01i", "-3.01e-", " 1",
                                 "1 ", "Non-Numeric", "1e1.5", "1e", ".", "+", "-", "-.", "k", "Ki", "1Ki3", "1ee3",
                                 "1e99999999999"}) {
        CAPTURE(bad);
        CHECK_FALSE(quantity::parse(bad).has_value());
        CHECK_THROWS_AS(quantity{bad}, std::invalid_argument);
    }
}

// TestQuantityString: a value in a format -> its canonical text, and an alternate spelling of it
// that parses to the same text; negated, "-" before it.
TEST_CASE("quantity: apimachinery's canonical-form tables") {
    struct row {
        quantity in;
        std::string_view expect, alternate;
    };
    const std::int64_t Ki = 1024;
    const row table[] = {
        {dec(Ki * Ki * Ki, 0, BI), "1Gi", "1024Mi"}, {dec(300 * Ki * Ki, 0, BI), "300Mi", "307200Ki"},
        {dec(6 * Ki, 0, BI), "6Ki", ""}, {dec(1001 * Ki * Ki * Ki, 0, BI), "1001Gi", "1025024Mi"},
        {dec(Ki * Ki * Ki * Ki, 0, BI), "1Ti", "1024Gi"}, {dec(5, 0, BI), "5", "5000m"}, {dec(500, -3, BI), "500m", "0.5"},
        {dec(1, 9, SI), "1G", "1000M"}, {dec(1000, 6, SI), "1G", "0.001T"}, {dec(1000000, 3, SI), "1G", ""},
        {dec(1000000000, 0, SI), "1G", ""}, {dec(1, -3, SI), "1m", "1000u"}, {dec(80, -3, SI), "80m", ""},
        {dec(1080, -3, SI), "1080m", "1.08"}, {dec(108, -2, SI), "1080m", "1080000000n"}, {dec(10800, -4, SI), "1080m", ""},
        {dec(300, 6, SI), "300M", ""}, {dec(1, 12, SI), "1T", ""}, {dec(1234567, 6, SI), "1234567M", ""},
        {dec(1234567, -3, BI), "1234567m", ""}, {dec(3, 3, SI), "3k", ""}, {dec(1025, 0, BI), "1025", ""},
        {dec(0, 0, SI), "0", ""}, {dec(0, 0, BI), "0", ""}, {dec(1, 9, EX), "1e9", ".001e12"},
        {dec(1, -3, EX), "1e-3", "0.001e0"}, {dec(1, -9, EX), "1e-9", "1000e-12"}, {dec(80, -3, EX), "80e-3", ""},
        {dec(300, 6, EX), "300e6", ""}, {dec(1, 12, EX), "1e12", ""}, {dec(1, 3, EX), "1e3", ""}, {dec(3, 3, EX), "3e3", ""},
        {dec(3, 3, SI), "3k", ""}, {dec(0, 0, EX), "0", "00"}, {dec(1, -9, SI), "1n", ""}, {dec(80, -9, SI), "80n", ""},
        {dec(1080, -9, SI), "1080n", ""}, {dec(108, -8, SI), "1080n", ""}, {dec(10800, -10, SI), "1080n", ""},
        {dec(1, -6, SI), "1u", ""}, {dec(80, -6, SI), "80u", ""}, {dec(1080, -6, SI), "1080u", ""},
    };
    for (const row& r : table) {
        CAPTURE(r.expect);
        CHECK(r.in.to_string() == r.expect);
        CHECK(parse(r.expect).to_string() == r.expect); // a canonical text is its own canonical form
        if (!r.alternate.empty()) CHECK(parse(r.alternate).to_string() == r.expect);
        if (!r.in.is_zero()) CHECK((-r.in).to_string() == cat("-", r.expect));
    }
    // TestQuantityParseEmit, also negated.
    const std::pair<std::string_view, std::string_view> emit[] = {
        {"1Ki", "1Ki"}, {"1Mi", "1Mi"}, {"1Gi", "1Gi"}, {"1024Mi", "1Gi"}, {"1000M", "1G"},
        {".001Ki", "1024m"}, {".000001Ki", "1024u"}, {".000000001Ki", "1024n"}, {".000000000001Ki", "2n"}};
    for (const auto& row_ : emit) {
        const auto& in = row_.first;
        const auto& out = row_.second;
        CAPTURE(in);
        CHECK(parse(in).to_string() == out);
        CHECK(parse(cat("-", in)).to_string() == cat("-", out));
    }
    // TestParseQuantity: up to 20 digits and int64's edges, each to its canonical text (the
    // input itself where the row gives none).
    const std::pair<std::string_view, std::string_view> big[] = {
        {"-999999999999999999", ""}, {"999999999999999999", ""},
        {"-999999999999999999.0", "-999999999999999999"}, {"999999999999999999.0", "999999999999999999"},
        {"-999999999999999999.1", "-999999999999999999100m"}, {"999999999999999999.1", "999999999999999999100m"},
        {"-9999999999999999999", ""}, {"9999999999999999999", ""}, {"-1E", ""}, {"1E", ""},
        {"-1000000000000000000", "-1E"}, {"1000000000000000000", "1E"},
        {"-9999999999999999999.0", "-9999999999999999999"}, {"9999999999999999999.0", "9999999999999999999"},
        {"-1.0E", "-1E"}, {"1.0E", "1E"}, {"-1000000000000000000.0", "-1E"}, {"1000000000000000000.0", "1E"},
        {"-9999999999999999999000m", "-9999999999999999999"}, {"9999999999999999999000m", "9999999999999999999"},
        {"-9999999999999999999.1", "-9999999999999999999100m"}, {"9999999999999999999.1", "9999999999999999999100m"},
        {"-1.0000000000000000001E", "-1000000000000000000100m"}, {"1.0000000000000000001E", "1000000000000000000100m"},
        {"-1000000000000000000.1", "-1000000000000000000100m"}, {"1000000000000000000.1", "1000000000000000000100m"},
        {"-1.000000000000000001E", "-1000000000000000001"}, {"1.000000000000000001E", "1000000000000000001"},
        {"-1000000000000000001", ""}, {"1000000000000000001", ""}, {"-10E", ""}, {"10E", ""},
        {"-10000000000000000000", "-10E"}, {"10000000000000000000", "10E"}, {"-10.0E", "-10E"}, {"10.0E", "10E"},
        {"-10000000000000000000.0", "-10E"}, {"10000000000000000000.0", "10E"},
        {"-10000000000000000000000m", "-10E"}, {"10000000000000000000000m", "10E"},
        {"-10.0000000000000000001E", "-10000000000000000000100m"}, {"10.0000000000000000001E", "10000000000000000000100m"},
        {"-10000000000000000000.1", "-10000000000000000000100m"}, {"10000000000000000000.1", "10000000000000000000100m"},
        {"-10.000000000000000001E", "-10000000000000000001"}, {"10.000000000000000001E", "10000000000000000001"},
        {"-10000000000000000001", ""}, {"10000000000000000001", ""},
        {"-9223372036854775809", ""}, {"9223372036854775806", ""},
        {"-9223372036854775809.0", "-9223372036854775809"}, {"9223372036854775806.0", "9223372036854775806"},
        {"-9223372036854775809000m", "-9223372036854775809"}, {"9223372036854775806000m", "9223372036854775806"},
        {"-9223372036854775809.1", "-9223372036854775809100m"}, {"9223372036854775806.1", "9223372036854775806100m"},
        {"-9223372036854775808", ""}, {"9223372036854775807", ""},
        {"-9223372036854775808.0", "-9223372036854775808"}, {"9223372036854775807.0", "9223372036854775807"},
        {"-9223372036854775808000m", "-9223372036854775808"}, {"9223372036854775807000m", "9223372036854775807"},
        {"-9223372036854775808.1", "-9223372036854775808100m"}, {"9223372036854775807.1", "9223372036854775807100m"},
        {"-9223372036854775807", ""}, {"9223372036854775808", ""},
        {"-9223372036854775807.0", "-9223372036854775807"}, {"9223372036854775808.0", "9223372036854775808"},
        {"-9223372036854775807000m", "-9223372036854775807"}, {"9223372036854775808000m", "9223372036854775808"},
        {"-9223372036854775807.1", "-9223372036854775807100m"}, {"9223372036854775808.1", "9223372036854775808100m"},
    };
    for (const auto& row_ : big) {
        const auto& in = row_.first;
        const auto& canonical = row_.second;
        CAPTURE(in);
        CHECK(parse(in).to_string() == (canonical.empty() ? in : canonical));
    }
    // TestNewSet, TestMilliNewSet, TestNewScaledSet.
    CHECK(quantity(1).to_string() == "1");
    CHECK(quantity(1000).to_string() == "1k");
    CHECK(quantity(1234000).to_string() == "1234k");
    CHECK(quantity(1024, BI).to_string() == "1Ki");
    CHECK(quantity(1000000, EX).to_string() == "1e6");
    CHECK(quantity(1024 * 1024, BI).to_string() == "1Mi");
    CHECK(quantity::from_milli(1).to_string() == "1m");
    CHECK(quantity::from_milli(1000).to_string() == "1");
    CHECK(quantity::from_milli(1234000).to_string() == "1234");
    CHECK(quantity::from_milli(1024, BI).to_string() == "1024m");
    CHECK(quantity::from_milli(1000000, EX).to_string() == "1e3");
    CHECK(quantity::from_milli(1024 * 1024, BI).to_string() == "1048576m");
    CHECK(dec(1, -9, SI).to_string() == "1n");
    CHECK(dec(1000, -9, SI).to_string() == "1u");
    CHECK(dec(1000, -6, SI).to_string() == "1m");
    CHECK(dec(1000, -3, SI).to_string() == "1");
    CHECK(dec(0, -9, SI).to_string() == "0");
}

TEST_CASE("quantity: value, milli_value, comparison and arithmetic as Go's") {
    // TestScaledValue (Value and MilliValue of 1 × 10^scale)
    CHECK(dec(1, -9, SI).milli_value() == 1);
    CHECK(dec(1, -9, SI).value() == 1);
    CHECK(dec(1, -6, SI).milli_value() == 1);
    CHECK(dec(1, -3, SI).milli_value() == 1);
    CHECK(dec(1, -3, SI).value() == 1);
    CHECK(dec(1, 0, SI).milli_value() == 1000);
    CHECK(dec(1, 0, SI).value() == 1);
    // rounded up, away from zero (TestQuantityRoundUp's values)
    CHECK(parse("9.01").value() == 10);
    CHECK(parse("-9.01").value() == -10);
    CHECK(parse("-9.01").milli_value() == -9010);
    CHECK(parse("0.1").to_string() == "100m");
    CHECK(parse("1.5Gi").to_string() == "1536Mi");
    CHECK(parse("-9223372036854775808").value() == std::numeric_limits<std::int64_t>::min());
    CHECK(parse("9223372036854775807").value() == std::numeric_limits<std::int64_t>::max());
    CHECK_THROWS_AS((void)parse("9223372036854775808").value(), std::overflow_error);
    CHECK_THROWS_AS((void)parse("1E").milli_value(), std::overflow_error);
    CHECK(quantity(9223372036854775LL).milli_value() == 9223372036854775000LL);
    // TestQuantityCmp and TestQuantityCmpInt64AndDec
    CHECK((parse("0") <=> parse("0")) == 0);
    CHECK(parse("100m") > parse("50m"));
    CHECK(parse("50m") < parse("100m"));
    CHECK(parse("10000T") > parse("100Gi"));
    CHECK(dec(901, -2, SI) == dec(901, -2, SI));
    CHECK(dec(90, -1, SI) < dec(901, -2, SI));
    CHECK(dec(0, 1, SI) == dec(0, -1, SI));
    CHECK(dec(800, -3, SI) < dec(1, 0, SI));
    CHECK(dec(800, -3, SI) > dec(79, -2, SI));
    CHECK(dec(std::numeric_limits<std::int64_t>::max(), 0, SI) > dec(1, -1, SI));
    CHECK(dec(std::numeric_limits<std::int64_t>::max(), 1, SI) > dec(1, 1, SI));
    CHECK(dec(std::numeric_limits<std::int64_t>::max(), -16, SI) < dec(1, 3, SI));
    CHECK(dec(std::numeric_limits<std::int64_t>::min(), 0, SI) < dec(0, 0, SI));
    CHECK(dec(1000000000000000000, -17, SI) == dec(1, 1, SI));
    CHECK(dec(-1000000000000000000, -17, SI) == dec(-10, 0, SI));
    CHECK(dec(1000000000000000001, -17, SI) > dec(1, 1, SI));
    CHECK(dec(999999999, -8, SI) < dec(1, 1, SI)); // (Go's -17 row: below 10^-9, which quantities round to)
    CHECK(quantity("1Gi") == quantity("1024Mi"));
    CHECK(quantity("1Gi") != quantity("1G"));
    // TestAdd, TestSub, the zero-keeps-the-suffix tests, TestQuantityNeg
    CHECK(dec(10, 0, SI) + dec(1, 1, SI) == dec(20, 0, SI));
    CHECK((dec(10, 0, SI) + dec(1, 0, BI)).text_format() == SI);
    CHECK((dec(10, 0, BI) + dec(1, 0, SI)).text_format() == BI);
    CHECK(quantity() + dec(50, 0, SI) == dec(50, 0, SI));
    CHECK(dec(10, 0, SI) - dec(1, 1, SI) == dec(0, 0, SI));
    CHECK(quantity() - dec(50, 0, SI) == dec(-50, 0, SI));
    for (std::string_view v : {"100m", "1Gi"}) {
        CHECK((parse(v) + parse("0")).to_string() == v);
        CHECK((parse("0") + parse(v)).to_string() == v);
        CHECK((parse(v) - parse("0")).to_string() == v);
        CHECK((parse("0") - parse(v)).to_string() == (-parse(v)).to_string());
    }
    CHECK((-dec(901, -2, SI)).to_string() == "-9010m");
    CHECK((-quantity()).to_string() == "0");
    CHECK(parse("1.5Gi") - parse("512Mi") == parse("1Gi"));
    // beyond 38 significant digits: refused, not rounded
    CHECK_FALSE(quantity::parse("123456789012345678901234567890123456789").has_value());
    CHECK(quantity::parse("12345678901234567890123456789012345678").has_value());
    CHECK_THROWS_AS(parse("1e30") + parse("1n"), std::overflow_error);
    // where Go writes a wrong number (no suffix above E and Ei), the value with zeros
    CHECK(parse("1000E").to_string() == "1000E");
    CHECK(parse("1000E") == parse("1e21"));
    quantity two_to_70;
    for (int i = 0; i < 1024; ++i) two_to_70 += parse("1Ei");
    CHECK(two_to_70.to_string() == "1024Ei");
    CHECK((parse("8Ei") + parse("8Ei")).to_string() == "18446744073709551614"); // each capped at 2^63-1
}

TEST_CASE("quantity: JSON") {
    using versioned::json::read;
    CHECK(versioned::json::write(quantity("1.5Gi")) == R"("1536Mi")");
    CHECK(versioned::json::write(quantity("+1k")) == R"("1k")"); // Go's MarshalJSON would repeat "+1k"
    // TestJSONWhitespace's numbers (a JSON number is parsed as its text), not its padded strings
    CHECK(read<quantity>("1", plain()).value().to_string() == "1");
    CHECK(read<quantity>(" -1 ", plain()).value().to_string() == "-1");
    CHECK(read<quantity>("10", plain()).value().to_string() == "10");
    CHECK(read<quantity>("1e3", plain()).value().to_string() == "1e3");
    CHECK(read<quantity>("2.0", plain()).value().to_string() == "2");
    CHECK(read<quantity>("null", plain()).value().is_zero()); // Go: null is zero
    const auto check_error = [](std::string_view text, errc code, std::string_view detail_part) {
        CAPTURE(text);
        const auto r = versioned::json::read<quantity>(text, plain());
        REQUIRE_FALSE(r);
        CHECK(r.error().code == code);
        CHECK(r.error().detail.find(detail_part) != std::string::npos);
    };
    check_error(R"(" 1")", errc::invalid_value, "is not a quantity");
    check_error(R"("1 ")", errc::invalid_value, "is not a quantity");
    check_error(R"("1x")", errc::invalid_value, "is not a quantity");
    check_error("1.5", errc::fraction_in_integer, "integer");
    check_error("1e30", errc::out_of_range, "");
    check_error("true", errc::wrong_type, "got a boolean");
    check_error("[]", errc::wrong_type, "got an array");
    check_error("{}", errc::wrong_type, "got an object");
    check_error(R"("1)", errc::syntax, "");
    // in a struct: the member's path and the value's position
    const auto r = read<std::map<std::string, quantity>>(R"({"cpu":"1","memory":"1Gb"})", plain());
    REQUIRE_FALSE(r);
    CHECK(r.error().message() == R"(/memory: "1Gb" is not a quantity (unexpected character) (line 1, column 21))");
}

TEST_CASE("quantity: generated values write, read back equal; canonical forms are idempotent") {
    versioned::testing::generator g{35};
    for (int i = 0; i < 5000; ++i) {
        const quantity q = g.make<quantity>();
        const std::string text = versioned::json::write(q);
        const auto back = versioned::json::read<quantity>(text, plain());
        REQUIRE_MESSAGE(back.has_value(), text);
        CHECK(*back == q);
        CHECK(back->to_string() == q.to_string());
        CHECK(parse(back->to_string()).to_string() == q.to_string());
        CHECK((q - q).is_zero());
        CHECK(-(-q) == q);
    }
}

TEST_CASE("int_or_string: JSON, equality, schemas") {
    using versioned::json::read;
    CHECK(versioned::json::write(int_or_string(8080)) == "8080");
    CHECK(versioned::json::write(int_or_string("http")) == R"("http")");
    CHECK(read<int_or_string>("3", plain()).value() == int_or_string(3));
    CHECK(read<int_or_string>(R"("25%")", plain()).value() == int_or_string("25%"));
    CHECK(read<int_or_string>("1e3", plain()).value() == int_or_string(1000));
    CHECK(read<int_or_string>("null", plain()).value() == int_or_string(0)); // as Go's UnmarshalJSON
    CHECK(int_or_string(3) != int_or_string("3"));
    CHECK(int_or_string("3").to_string() == "3");
    CHECK(int_or_string().is_int());
    const auto e = read<int_or_string>("2147483648", plain());
    REQUIRE_FALSE(e);
    CHECK(e.error().code == errc::out_of_range);
    const auto f = read<int_or_string>("1.5", plain());
    REQUIRE_FALSE(f);
    CHECK(f.error().code == errc::fraction_in_integer);
    const auto t = read<int_or_string>("true", plain());
    REQUIRE_FALSE(t);
    CHECK(t.error().code == errc::wrong_type);
    CHECK(t.error().message() == "expected an integer or a string, got a boolean (line 1, column 1)");
    const auto bad = read<int_or_string>("tru", plain());
    REQUIRE_FALSE(bad);
    CHECK(bad.error().code == errc::syntax);
    versioned::testing::generator g{36};
    for (int i = 0; i < 2000; ++i) {
        const auto v = g.make<int_or_string>();
        CHECK(read<int_or_string>(versioned::json::write(v), plain()).value() == v);
    }
}

// DESIGN.md §13: the string keywords fit an int_or_string (its string only) and a quantity.
VERSIONED_VERSIONS(quantity_tests, v1);
VERSIONED_STRUCT(quantity_tests, Rollout,
    (versioned::k8s::int_or_string, max_unavailable, validate(pattern("^(100|[1-9][0-9]?)%$"))),
    (versioned::k8s::quantity, memory, validate(max_length(6), pattern("^[0-9]+(Mi|Gi)$"))));

TEST_CASE("int_or_string and quantity take the string keywords") {
    using R = quantity_tests::Rollout<quantity_tests::v1>;
    const auto error = [](std::string_view text) {
        const auto r = versioned::json::read<R>(text);
        return r ? std::string("ok") : r.error().message();
    };
    CHECK(error(R"({"max_unavailable":"25%","memory":"512Mi"})") == "ok");
    CHECK(error(R"({"max_unavailable":3,"memory":"1Gi"})") == "ok"); // an int: no string keyword applies
    CHECK(error(R"({"max_unavailable":"0%","memory":"1Gi"})") ==
          R"(/max_unavailable: "0%" does not match the pattern "^(100|[1-9][0-9]?)%$" (line 1, column 20))");
    CHECK(error(R"({"max_unavailable":"5%","memory":"2000000Ki"})").starts_with(R"(/memory: "2000000Ki" is longer than)"));
    // the canonical text is judged: 2048Mi is written, and read, as 2Gi
    CHECK(error(R"({"max_unavailable":"5%","memory":"2048Mi"})") == "ok");
    CHECK(error(R"({"max_unavailable":"5%","memory":"1.5"})").starts_with(R"(/memory: "1500m" does not match)"));
    R r{.max_unavailable = "100%", .memory = parse("64Mi")};
    CHECK(versioned::validate(r).empty());
    r.max_unavailable = "101%";
    REQUIRE(versioned::validate(r).size() == 1);
    constexpr std::string_view schema = versioned::openapi_schema<R>;
    CHECK(schema.find(R"("x-kubernetes-int-or-string":true,"pattern":"^(100|[1-9][0-9]?)%$"})") !=
          std::string_view::npos);
    CHECK(schema.find(R"("x-kubernetes-int-or-string":true,"maxLength":6,"pattern":"^[0-9]+(Mi|Gi)$"})") != std::string_view::npos);
    // JSON Schema: the string keywords beside anyOf, where they judge the string only
    CHECK(versioned::json_schema<R>.find(R"(],"maxLength":6,"pattern":"^[0-9]+(Mi|Gi)$"})") != std::string_view::npos);
}

TEST_CASE("the generator keeps int_or_string and quantity inside their string keywords") {
    using R = quantity_tests::Rollout<quantity_tests::v1>;
    versioned::testing::generator g{134};
    bool percent = false, integer = false;
    for (int i = 0; i < 500; ++i) {
        const R r = g.make<R>();
        const auto errors = versioned::validate(r);
        REQUIRE_MESSAGE(errors.empty(), errors.front().message());
        (r.max_unavailable.is_string() ? percent : integer) = true;
    }
    CHECK(percent);
    CHECK(integer);
}
