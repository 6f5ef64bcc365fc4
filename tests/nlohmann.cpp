// Tests of <versioned/nlohmann.hpp>: nlohmann::json conversions for every versioned struct
// (DESIGN.md §6, interop), through the cases shared with tests/boost_json.cpp
// (tests/interop_cases.hpp), plus nlohmann's error conventions (exception ids) and
// ordered_json.
#include <versioned/nlohmann.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

struct Dom {
    using value = nlohmann::json;
    using error = nlohmann::json::exception;
    template <class T>
    static value to(const T& x) {
        value j = x;
        return j;
    }
    template <class T>
    static T from(const value& v) {
        return v.get<T>();
    }
    static value parse(std::string_view text) { return nlohmann::json::parse(text); }
    static std::string serialize(const value& v) { return v.dump(); }
    static constexpr bool exact_number_parsing = true;
};

#include "interop_cases.hpp"

namespace {

template <class T>
int id_of(std::string_view text) {
    try {
        (void)nlohmann::json::parse(text).get<T>();
    } catch (const nlohmann::json::exception& e) {
        return e.id;
    }
    return 0;
}

} // namespace

TEST_CASE("nlohmann: errors are nlohmann's exceptions with their ids") {
    using Bar = interop::Bar<interop::v1>;
    CHECK(id_of<Bar>(R"([])") == 302);
    CHECK(id_of<Bar>(R"({"image":1,"cpu_millis":1})") == 302);
    CHECK(id_of<Bar>(R"({"image":"i","cpu_millis":1.5})") == 302);
    CHECK(id_of<Bar>(R"({"image":"i","cpu_millis":3000000000})") == 406);
    CHECK(id_of<Bar>(R"({"image":"i"})") == 403);
    CHECK(id_of<Bar>(R"({"image":"i","cpu_millis":1,"x":0})") == 403);
    CHECK(id_of<interop_tests::V1>(R"({"name":"n","port":1,"weights":[],"rgb":[0]})") == 401);
    CHECK(id_of<Bar>(R"({"image":"i","cpu_millis":1})") == 0);
    // where nlohmann's own get<int> would truncate or wrap
    CHECK(nlohmann::json(3.5).get<int>() == 3);
    CHECK(id_of<Bar>(R"({"image":"i","cpu_millis":3.5})") == 302);
}

TEST_CASE("nlohmann: ordered_json keeps the table order; containers of structs") {
    interop::Bar<interop::v1> bar{"a", 1, 2};
    const nlohmann::ordered_json o = bar;
    CHECK(o.dump() == R"({"image":"a","cpu_millis":1,"gpus":2})");
    CHECK(o.get<interop::Bar<interop::v1>>() == bar);
    std::vector<interop::Bar<interop::v1>> bars{{"a", 1, std::nullopt}, {"b", 2, 3}};
    const nlohmann::json j = bars;
    CHECK(j.get<std::vector<interop::Bar<interop::v1>>>() == bars);
}
