// Tests of <versioned/boost_json.hpp>: boost::json::value_from / value_to for every versioned
// struct (DESIGN.md §6, interop), through the cases shared with tests/nlohmann.cpp
// (tests/interop_cases.hpp), plus Boost.JSON's error conventions: system_error with a
// boost::json::error code.
#include <versioned/boost_json.hpp>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/system/system_error.hpp>

#include <string>
#include <string_view>

struct Dom {
    using value = boost::json::value;
    using error = boost::system::system_error;
    template <class T>
    static value to(const T& x) {
        return boost::json::value_from(x);
    }
    template <class T>
    static T from(const value& v) {
        return boost::json::value_to<T>(v);
    }
    static value parse(std::string_view text) { return boost::json::parse(text); }
    static std::string serialize(const value& v) { return boost::json::serialize(v); }
    // Boost.JSON 1.81's parser may miss a double by an ulp (precise parsing came in 1.83).
    static constexpr bool exact_number_parsing = false;
};

#include "interop_cases.hpp"

namespace {

template <class T>
boost::system::error_code code_of(std::string_view text) {
    try {
        (void)boost::json::value_to<T>(boost::json::parse(text));
    } catch (const boost::system::system_error& e) {
        return e.code();
    }
    return {};
}

} // namespace

TEST_CASE("Boost.JSON: errors are system_error with boost::json::error codes") {
    using Bar = interop::Bar<interop::v1>;
    CHECK(code_of<Bar>(R"([])") == boost::json::error::not_object);
    CHECK(code_of<Bar>(R"({"image":1,"cpu_millis":1})") == boost::json::error::not_string);
    CHECK(code_of<Bar>(R"({"image":"i","cpu_millis":"1"})") == boost::json::error::not_number);
    CHECK(code_of<Bar>(R"({"image":"i","cpu_millis":1.5})") == boost::json::error::not_exact);
    CHECK(code_of<Bar>(R"({"image":"i","cpu_millis":3000000000})") == boost::json::error::not_exact);
    CHECK(code_of<Bar>(R"({"image":"i"})") == boost::json::error::unknown_name);
    CHECK(code_of<Bar>(R"({"image":"i","cpu_millis":1,"x":0})") == boost::json::error::unknown_name);
    CHECK(code_of<interop_tests::V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0]})") ==
          boost::json::error::size_mismatch);
    CHECK(code_of<Bar>(R"({"image":"i","cpu_millis":1})") == boost::system::error_code{});
}

TEST_CASE("Boost.JSON: nested in the library's own containers") {
    // std::vector and std::map of versioned structs through Boost.JSON's generic conversions
    std::vector<interop::Bar<interop::v1>> bars{{"a", 1, std::nullopt}, {"b", 2, 3}};
    const boost::json::value v = boost::json::value_from(bars);
    CHECK(boost::json::serialize(v) == R"([{"image":"a","cpu_millis":1},{"image":"b","cpu_millis":2,"gpus":3}])");
    CHECK(boost::json::value_to<std::vector<interop::Bar<interop::v1>>>(v) == bars);
}
