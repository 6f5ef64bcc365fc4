// TOML text and the document tree (include/versioned/toml/detail/parse.hpp, emit.hpp):
//   - parse: kinds and texts of every TOML value, members in the file's order, byte positions
//     (code point columns of toml++ turned into bytes, a byte order mark counted), errors with
//     their codes and positions (syntax, an integer beyond int64, invalid UTF-8, depth);
//   - emit: the idiomatic layout (plain members, [tables], [[arrays of tables]], inline tables),
//     quoting and escapes, and what has no TOML form (null elements, integers beyond int64...);
//   - the property: emit then parse gives back the tree (5,000 random trees), the tree TOML
//     holds -- null members left out, each table's sections after its plain members.
#include <versioned/toml/detail/emit.hpp>
#include <versioned/toml/detail/parse.hpp>

#include <doctest/doctest.h>

#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tree = versioned::detail::tree;
namespace toml_text = versioned::detail::toml_text;
using versioned::json::errc;
using tree::kind;

namespace {

// ---- helpers --------------------------------------------------------------------------------

tree::document parse_ok(std::string_view text, std::size_t max_depth = 512) {
    tree::document doc;
    tree::failure e;
    const bool ok = toml_text::parse(text, max_depth, doc, e);
    INFO("text: ", text, "\nerror: ", versioned::json::to_string(e.code), " ", e.detail);
    REQUIRE(ok);
    return doc;
}

tree::failure parse_fails(std::string_view text, std::size_t max_depth = 512) {
    tree::document doc;
    tree::failure e;
    const bool ok = toml_text::parse(text, max_depth, doc, e);
    INFO("text: ", text);
    REQUIRE_FALSE(ok);
    return e;
}

// The value of key in the mapping at `at` (REQUIREd to be there).
tree::index member(const tree::document& doc, tree::index at, std::string_view key) {
    const tree::node& mapping = doc[at];
    REQUIRE(mapping.kind == kind::mapping);
    for (std::size_t m = 0; m < tree::member_count(mapping); ++m)
        if (doc[mapping.items[2 * m]].text == key) return mapping.items[2 * m + 1];
    FAIL("no member ", key);
    return 0;
}
tree::index key_node(const tree::document& doc, tree::index at, std::string_view key) {
    const tree::node& mapping = doc[at];
    for (std::size_t m = 0; m < tree::member_count(mapping); ++m)
        if (doc[mapping.items[2 * m]].text == key) return mapping.items[2 * m];
    FAIL("no member ", key);
    return 0;
}
std::vector<std::string> keys(const tree::document& doc, tree::index at) {
    std::vector<std::string> out;
    for (std::size_t m = 0; m < tree::member_count(doc[at]); ++m) out.push_back(doc[doc[at].items[2 * m]].text);
    return out;
}
// The root's member `key`: its kind and text.
const tree::node& top(const tree::document& doc, std::string_view key) { return doc[member(doc, doc.root, key)]; }

void check_mark(const tree::mark& at, std::size_t offset, std::size_t line, std::size_t column) {
    CHECK(at.offset == offset);
    CHECK(at.line == line);
    CHECK(at.column == column);
}

// Builds trees for emit's tests.
struct builder {
    tree::document doc;
    tree::index scalar(kind k, std::string text, bool date_time = false) {
        tree::node n;
        n.kind = k;
        n.text = std::move(text);
        n.date_time = date_time;
        return doc.add(std::move(n));
    }
    tree::index str(std::string text) { return scalar(kind::string, std::move(text)); }
    tree::index integer(std::string text) { return scalar(kind::integer, std::move(text)); }
    tree::index seq(std::vector<tree::index> items) {
        const tree::index at = scalar(kind::sequence, {});
        doc[at].items = std::move(items);
        return at;
    }
    tree::index map(std::vector<std::pair<std::string, tree::index>> members) {
        const tree::index at = scalar(kind::mapping, {});
        for (auto& [key, value] : members) {
            const tree::index k = str(key);
            doc[at].items.push_back(k);
            doc[at].items.push_back(value);
        }
        return at;
    }
    // emit with root `root`: the text, or "" with e set.
    std::string emit(tree::index root, tree::failure& e) {
        doc.root = root;
        std::string out;
        if (!toml_text::emit(doc, out, e)) return {};
        return out;
    }
    std::string emit_ok(tree::index root) {
        tree::failure e;
        std::string out = emit(root, e);
        INFO(e.detail);
        CHECK(e.code == errc{});
        return out;
    }
};

std::string path_of(const tree::failure& e) {
    std::string path;
    for (auto it = e.reversed_path.rbegin(); it != e.reversed_path.rend(); ++it) path += "/" + *it;
    return path;
}

} // namespace

// ---- parse: values ----------------------------------------------------------------------------

TEST_CASE("toml parse: scalars become nodes of JSON's kinds and texts") {
    const auto doc = parse_ok("s = \"a\\tb\\u00e9\"\nl = 'C:\\x'\nm = \"\"\"\nline\"\"\"\nt = true\nf = false\n"
                              "i = -12\nh = 0xff\no = 0o17\nb = 0b101\np = +5\nu = 1_000\n"
                              "min = -9223372036854775808\nmax = 9223372036854775807\n");
    CHECK(top(doc, "s").kind == kind::string);
    CHECK(top(doc, "s").text == "a\tb\xC3\xA9");
    CHECK(top(doc, "l").text == "C:\\x");
    CHECK(top(doc, "m").text == "line");
    CHECK(top(doc, "t").kind == kind::boolean);
    CHECK(top(doc, "t").text == "true");
    CHECK(top(doc, "f").text == "false");
    CHECK(top(doc, "i").kind == kind::integer);
    CHECK(top(doc, "i").text == "-12");
    CHECK(top(doc, "h").text == "255");
    CHECK(top(doc, "o").text == "15");
    CHECK(top(doc, "b").text == "5");
    CHECK(top(doc, "p").text == "5");
    CHECK(top(doc, "u").text == "1000");
    CHECK(top(doc, "min").text == "-9223372036854775808");
    CHECK(top(doc, "max").text == "9223372036854775807");
    CHECK_FALSE(top(doc, "s").date_time);
    CHECK_FALSE(top(doc, "s").plain);
}

TEST_CASE("toml parse: floats are JSON number texts, shortest, always read as floats") {
    const auto doc = parse_ok("a = 1.0\nb = 1e3\nc = -0.0\nd = 0.1\ne = 1e20\nf = 6.02e23\ng = 1_000.5\n"
                              "h = 3.14159\ni = inf\nj = +inf\nk = -inf\nl = nan\nm = -nan\nn = 5e-324\no = 1E-7\n");
    const std::pair<const char*, const char*> expected[] = {
        {"a", "1.0"},  {"b", "1000.0"}, {"c", "-0.0"},   {"d", "0.1"},  {"e", "1e+20"},
        {"f", "6.02e+23"}, {"g", "1000.5"}, {"h", "3.14159"}, {"i", "inf"}, {"j", "inf"},
        {"k", "-inf"}, {"l", "nan"},    {"m", "nan"},    {"n", "5e-324"}, {"o", "1e-07"}};
    for (const auto& entry : expected) { // (not a structured binding: clang 14 cannot capture one in INFO)
        const auto& key = entry.first;
        const auto& text = entry.second;
        INFO(key);
        CHECK(top(doc, key).kind == kind::floating);
        CHECK(top(doc, key).text == text);
    }
}

TEST_CASE("toml parse: dates and times are RFC 3339 strings marked date_time") {
    const auto doc = parse_ok("odt1 = 1979-05-27T07:32:00Z\n"
                              "odt2 = 1979-05-27T00:32:00-07:00\n"
                              "odt3 = 1979-05-27T00:32:00.999999-07:00\n"
                              "odt4 = 1979-05-27 07:32:00+01:00\n"
                              "odt5 = 1979-05-27t07:32:00z\n"
                              "odt6 = 1979-05-27T07:32:00+00:00\n"
                              "odt7 = 1979-05-27T07:32:00+05:30\n"
                              "ldt1 = 1979-05-27T07:32:00\n"
                              "ldt2 = 1979-05-27T00:32:00.5\n"
                              "ld = 1979-05-27\n"
                              "lt1 = 07:32:00\n"
                              "lt2 = 00:32:00.123456789\n"
                              "lt3 = 00:32:00.100\n");
    const std::pair<const char*, const char*> expected[] = {
        {"odt1", "1979-05-27T07:32:00Z"},
        {"odt2", "1979-05-27T00:32:00-07:00"},
        {"odt3", "1979-05-27T00:32:00.999999-07:00"},
        {"odt4", "1979-05-27T07:32:00+01:00"},
        {"odt5", "1979-05-27T07:32:00Z"},
        {"odt6", "1979-05-27T07:32:00Z"}, // toml++ keeps no difference between +00:00 and Z
        {"odt7", "1979-05-27T07:32:00+05:30"},
        {"ldt1", "1979-05-27T07:32:00"},
        {"ldt2", "1979-05-27T00:32:00.5"},
        {"ld", "1979-05-27"},
        {"lt1", "07:32:00"},
        {"lt2", "00:32:00.123456789"},
        {"lt3", "00:32:00.1"}};
    for (const auto& entry : expected) { // (not a structured binding: clang 14 cannot capture one in INFO)
        const auto& key = entry.first;
        const auto& text = entry.second;
        INFO(key);
        CHECK(top(doc, key).kind == kind::string);
        CHECK(top(doc, key).date_time);
        CHECK(top(doc, key).text == text);
    }
}

TEST_CASE("toml parse: tables, arrays, arrays of tables, inline tables") {
    const auto doc = parse_ok("a = [1, [2, 3], {x = 1}]\n"
                              "t = {b = \"c\", d = {e = 1}}\n"
                              "[[p]]\nq = 1\n[[p]]\nq = 2\n[p.sub]\nr = 3\n");
    const tree::node& a = top(doc, "a");
    REQUIRE(a.kind == kind::sequence);
    REQUIRE(a.items.size() == 3);
    CHECK(doc[a.items[1]].kind == kind::sequence);
    CHECK(doc[a.items[2]].kind == kind::mapping);
    const tree::index t = member(doc, doc.root, "t");
    CHECK(doc[member(doc, member(doc, t, "d"), "e")].text == "1");
    const tree::node& p = top(doc, "p");
    REQUIRE(p.kind == kind::sequence);
    REQUIRE(p.items.size() == 2);
    CHECK(doc[member(doc, p.items[0], "q")].text == "1");
    CHECK(doc[member(doc, member(doc, p.items[1], "sub"), "r")].text == "3");
    CHECK(keys(doc, p.items[1]) == std::vector<std::string>{"q", "sub"});
    // weights: every node a walk visits (keys included)
    CHECK(doc[doc.root].weight == doc.nodes.size());
}

TEST_CASE("toml parse: an empty document, comments only, a byte order mark") {
    CHECK(parse_ok("").nodes.size() == 1);
    CHECK(parse_ok("# nothing\n\n").nodes.size() == 1);
    const auto doc = parse_ok("\xEF\xBB\xBF"
                              "a = 1\n");
    CHECK(doc[doc.root].kind == kind::mapping);
    check_mark(doc[key_node(doc, doc.root, "a")].at, 3, 1, 4); // the mark counts in bytes too
    check_mark(top(doc, "a").at, 7, 1, 8);
}

// ---- parse: order and positions --------------------------------------------------------------

TEST_CASE("toml parse: members keep the file's order, not toml++'s sorted one") {
    const auto doc = parse_ok("zeta = 1\nalpha = 2\nmid.b = 1\nmid.a = 2\n"
                              "[y.inner]\nk = 1\n[b]\nz = 1\ny = 2\n[[aa]]\nz = 1\n[y]\nzz = 1\nq = 2\n[c]\n");
    CHECK(keys(doc, doc.root) == std::vector<std::string>{"zeta", "alpha", "mid", "y", "b", "aa", "c"});
    CHECK(keys(doc, member(doc, doc.root, "mid")) == std::vector<std::string>{"b", "a"});
    CHECK(keys(doc, member(doc, doc.root, "b")) == std::vector<std::string>{"z", "y"});
    // y was defined by [y.inner] first: inner (at its header) comes before zz and q
    CHECK(keys(doc, member(doc, doc.root, "y")) == std::vector<std::string>{"inner", "zz", "q"});
    const auto inline_doc = parse_ok("t = { z = 1, a = 2, m = 3 }\n");
    CHECK(keys(inline_doc, member(inline_doc, inline_doc.root, "t")) == std::vector<std::string>{"z", "a", "m"});
}

TEST_CASE("toml parse: marks are byte offsets, lines and byte columns of keys and values") {
    // "é" is two bytes, one code point: toml++'s column 16 of `b` is byte column 17
    const auto doc = parse_ok("z = 1\nx = { a = \"\xC3\xA9\", b = 2 }\n[a.b]\nc = 2\ns = \"\xE2\x82\xAC\xF0\x9F\x98\x80\" # x\n"
                              "t = 3\nu = [\"\xC3\xA9\xC3\xA9\", 4]\n");
    check_mark(doc[key_node(doc, doc.root, "z")].at, 0, 1, 1);
    check_mark(top(doc, "z").at, 4, 1, 5);
    const tree::index x = member(doc, doc.root, "x");
    check_mark(doc[x].at, 10, 2, 5);
    check_mark(doc[key_node(doc, x, "b")].at, 22, 2, 17);
    check_mark(doc[member(doc, x, "b")].at, 26, 2, 21);
    // a table defined implicitly by a header: its key at the header's part
    check_mark(doc[key_node(doc, doc.root, "a")].at, 31, 3, 2);
    const tree::index b = member(doc, member(doc, doc.root, "a"), "b");
    check_mark(doc[b].at, 30, 3, 1);
    check_mark(doc[key_node(doc, b, "c")].at, 36, 4, 1);
    check_mark(doc[member(doc, b, "t")].at, 64, 6, 5);
    const tree::node& u = doc[member(doc, b, "u")];
    check_mark(doc[u.items[1]].at, 79, 7, 14); // after "éé": code point column 12
    check_mark(doc[doc.root].at, 0, 1, 1);
}

TEST_CASE("toml parse: dotted keys define tables at their first key") {
    const auto doc = parse_ok("x = 1\na.b.c = 1\na.d = 2\n");
    check_mark(doc[key_node(doc, doc.root, "a")].at, 6, 2, 1);
    const tree::index a = member(doc, doc.root, "a");
    check_mark(doc[key_node(doc, a, "b")].at, 8, 2, 3);
    check_mark(doc[key_node(doc, a, "d")].at, 18, 3, 3);
    CHECK(keys(doc, a) == std::vector<std::string>{"b", "d"});
}

// ---- parse: errors ----------------------------------------------------------------------------

TEST_CASE("toml parse: syntax errors carry toml++'s description and position") {
    auto e = parse_fails("a = 1\nb = \n");
    CHECK(e.code == errc::syntax);
    CHECK(e.detail.find("Error while parsing") != std::string::npos);
    CHECK(e.at.line == 2);
    e = parse_fails("a = 1\na = 2\n");
    CHECK(e.code == errc::syntax);
    CHECK(e.at.line == 2);
    CHECK(e.detail.find("cannot redefine existing integer 'a'") != std::string::npos);
    e = parse_fails("x = \"\xC3\xA9\xC3\xA9\" ; y = 1");
    CHECK(e.code == errc::syntax);
    check_mark(e.at, 11, 1, 12); // code point column 10
    e = parse_fails("[a\n");
    CHECK(e.code == errc::syntax);
    CHECK(e.at.line == 1);
}

TEST_CASE("toml parse: an integer beyond int64 is out_of_range at its start") {
    auto e = parse_fails("x = 1\ny = 9223372036854775808\n");
    CHECK(e.code == errc::out_of_range);
    CHECK(e.detail.find("not representable in 64 bits") != std::string::npos);
    check_mark(e.at, 10, 2, 5);
    e = parse_fails("y = -9223372036854775809");
    CHECK(e.code == errc::out_of_range);
    check_mark(e.at, 4, 1, 5);
    e = parse_fails("y = [1, 18446744073709551615]");
    CHECK(e.code == errc::out_of_range);
    check_mark(e.at, 8, 1, 9);
    e = parse_fails("y={a=0xFFFFFFFFFFFFFFFFF}");
    CHECK(e.code == errc::out_of_range);
    check_mark(e.at, 5, 1, 6);
    e = parse_fails("y = 9_223_372_036_854_775_808\n");
    CHECK(e.code == errc::out_of_range);
    check_mark(e.at, 4, 1, 5);
    e = parse_fails("y = 1e400");
    CHECK(e.code == errc::out_of_range);
    check_mark(e.at, 4, 1, 5);
}

TEST_CASE("toml parse: invalid UTF-8 is found at its first bad byte") {
    auto e = parse_fails("a = \"x\xFF\"");
    CHECK(e.code == errc::invalid_utf8);
    CHECK(e.detail == "invalid UTF-8 (byte 0xff)");
    check_mark(e.at, 6, 1, 7);
    e = parse_fails("a = 1\n# comment \xC3\xA9 \xC0\x80\n");
    CHECK(e.code == errc::invalid_utf8);
    check_mark(e.at, 19, 2, 14);
    e = parse_fails("a = \"\xED\xA0\x80\""); // an encoded surrogate
    CHECK(e.code == errc::invalid_utf8);
    check_mark(e.at, 5, 1, 6);
    e = parse_fails("a = \"\xE2\x82"); // cut short
    CHECK(e.code == errc::invalid_utf8);
    check_mark(e.at, 5, 1, 6);
    e = parse_fails("\xEF\xBB\xBF\xEF\xBB");
    CHECK(e.code == errc::invalid_utf8);
    check_mark(e.at, 3, 1, 4);
}

TEST_CASE("toml parse: depth (root table 1, tables and arrays count) beyond max_depth is too_deep") {
    parse_ok("a = 1", 1);
    auto e = parse_fails("a = 1", 0);
    CHECK(e.code == errc::too_deep);
    CHECK(e.detail == "nested deeper than max_depth (0)");
    e = parse_fails("x = 1\n[a]\n", 1);
    CHECK(e.code == errc::too_deep);
    check_mark(e.at, 7, 2, 2);
    parse_ok("a = [1]", 2);
    e = parse_fails("a = [1]", 1);
    check_mark(e.at, 4, 1, 5);
    parse_ok("a = [[1]]", 3);
    e = parse_fails("a = [[1]]", 2);
    CHECK(e.code == errc::too_deep);
    check_mark(e.at, 5, 1, 6);
    parse_ok("[[p]]", 3); // the array 2, its table 3
    e = parse_fails("[[p]]", 2);
    check_mark(e.at, 2, 1, 3);
    parse_ok("a.b.c = 1", 3);
    e = parse_fails("a.b.c = 1", 2);
    check_mark(e.at, 2, 1, 3); // b is the table at depth 3
    e = parse_fails("a = {b = {c = [1]}}", 3);
    check_mark(e.at, 14, 1, 15);
    parse_ok("a = {b = {c = [1]}}", 4);
    // an array of tables on a header's path counts its element
    parse_ok("[[a]]\n[a.b]\nc = 1\n", 4);
    e = parse_fails("[[a]]\n[a.b]\nc = 1\n", 3);
    check_mark(e.at, 9, 2, 4);
    // a quoted key names the same array of tables
    e = parse_fails("[[\"a\"]]\n['a'.b]\n[\"\\u0061\".b.c]\n", 4);
    check_mark(e.at, 28, 3, 13); // c: root 1, the array 2, its table 3, b 4, c 5
    parse_ok("[[\"a\"]]\n['a'.b]\n[\"\\u0061\".b.c]\n", 5);
}

TEST_CASE("toml parse: deep key paths and arrays are refused, not a crash") {
    // toml++ builds (and frees) tables of a key path recursively: 100,000 parts would overflow
    // its stack; the depth is measured before toml++ sees the text.
    std::string header = "[a";
    for (int i = 0; i < 100000; ++i) header += ".a";
    header += "]\n";
    auto e = parse_fails(header);
    CHECK(e.code == errc::too_deep);
    check_mark(e.at, 1 + 2 * 511, 1, 2 + 2 * 511); // the 512th part is at depth 513
    std::string dotted = header.substr(1, header.size() - 3) + " = 1\n";
    e = parse_fails(dotted);
    CHECK(e.code == errc::too_deep);
    std::string arrays = "x = " + std::string(100000, '[') + std::string(100000, ']');
    e = parse_fails(arrays);
    CHECK(e.code == errc::too_deep);
    // toml++'s own limit (below) comes first: the 257th nested array
    check_mark(e.at, 4 + 256, 1, 5 + 256);
    CHECK(e.detail.find("TOML_MAX_NESTED_VALUES") != std::string::npos);
    e = parse_fails(arrays, 100);
    CHECK(e.detail == "nested deeper than max_depth (100)");
    check_mark(e.at, 4 + 99, 1, 5 + 99); // the array at depth 101
    std::string inline_tables = "x = ";
    for (int i = 0; i < 100000; ++i) inline_tables += "{a.b=";
    e = parse_fails(inline_tables);
    CHECK(e.code == errc::too_deep);
    // toml++'s own limit: arrays and inline tables nest 256 deep at most
    e = parse_fails("x = " + std::string(300, '[') + std::string(300, ']'), 1000);
    CHECK(e.code == errc::too_deep);
    CHECK(e.detail.find("TOML_MAX_NESTED_VALUES") != std::string::npos);
}

TEST_CASE("toml parse: a syntax error before the too-deep part is reported, not too_deep") {
    auto e = parse_fails("a = = 1\nb = [[[[1]]]]\n", 3);
    CHECK(e.code == errc::syntax);
    CHECK(e.at.line == 1);
    e = parse_fails("a = 1\nb = [[[[1]]]]\n", 3);
    CHECK(e.code == errc::too_deep);
    check_mark(e.at, 12, 2, 7);
    // text the scan does not understand does not stop toml++ from saying what is wrong
    e = parse_fails("a = [1,,2]\n", 3);
    CHECK(e.code == errc::syntax);
    e = parse_fails("]]]\n", 3);
    CHECK(e.code == errc::syntax);
    e = parse_fails("a = \"\"\"\n[[[[[[\n\"\"\"\nb = ", 2);
    CHECK(e.code == errc::syntax);
    CHECK(e.at.line == 4);
}

// ---- emit ---------------------------------------------------------------------------------------

TEST_CASE("toml emit: plain members first, then sections in the tree's order") {
    builder b;
    const tree::index sub = b.map({{"c", b.integer("2")}});
    const tree::index a = b.map({{"x", b.integer("1")}, {"sub", sub}, {"y", b.str("s")}});
    const tree::index p1 = b.map({{"q", b.integer("1")}});
    const tree::index p2 = b.map({{"q", b.integer("2")}, {"deep", b.map({{"r", b.integer("3")}})}});
    const tree::index root = b.map({{"title", b.str("T")},
                                    {"a", a},
                                    {"n", b.scalar(kind::null, {})},
                                    {"p", b.seq({p1, p2})},
                                    {"list", b.seq({b.integer("1"), b.integer("2")})},
                                    {"empty", b.seq({})},
                                    {"e", b.map({})}});
    CHECK(b.emit_ok(root) == "title = \"T\"\n"
                             "list = [1, 2]\n"
                             "empty = []\n"
                             "\n[a]\nx = 1\ny = \"s\"\n"
                             "\n[a.sub]\nc = 2\n"
                             "\n[[p]]\nq = 1\n"
                             "\n[[p]]\nq = 2\n"
                             "\n[p.deep]\nr = 3\n"
                             "\n[e]\n");
    CHECK(b.emit_ok(b.map({})).empty());
    CHECK(b.emit_ok(b.map({{"only", b.map({{"k", b.integer("1")}})}})) == "[only]\nk = 1\n");
}

TEST_CASE("toml emit: inline tables where a section cannot go") {
    builder b;
    const tree::index m1 = b.map({{"a", b.integer("1")}, {"b", b.str("x")}, {"z", b.scalar(kind::null, {})}});
    const tree::index m2 = b.map({{"in", b.map({{"c", b.scalar(kind::boolean, "true")}})}});
    const tree::index root = b.map({{"mixed", b.seq({m1, b.integer("2")})},
                                    {"nested", b.seq({b.seq({m2}), b.seq({})})},
                                    {"tables", b.seq({b.map({}), m1})}});
    CHECK(b.emit_ok(root) == "mixed = [{ a = 1, b = \"x\" }, 2]\n"
                             "nested = [[{ in = { c = true } }], []]\n"
                             "\n[[tables]]\n"
                             "\n[[tables]]\na = 1\nb = \"x\"\n");
}

TEST_CASE("toml emit: keys and strings") {
    builder b;
    const tree::index root = b.map({{"bare_Key-1", b.str("q\"b\\s\nt\tc\x01\x1f\x7f\xC3\xA9\xF0\x9F\x98\x80")},
                                    {"with space", b.str("")},
                                    {"", b.str("empty key")},
                                    {"a.b", b.map({{"\xC3\xA9", b.integer("1")}})}});
    CHECK(b.emit_ok(root) == "bare_Key-1 = \"q\\\"b\\\\s\\nt\\tc\\u0001\\u001F\\u007F\xC3\xA9\xF0\x9F\x98\x80\"\n"
                             "\"with space\" = \"\"\n"
                             "\"\" = \"empty key\"\n"
                             "\n[\"a.b\"]\n\"\xC3\xA9\" = 1\n");
}

TEST_CASE("toml emit: numbers, booleans, dates") {
    builder b;
    const tree::index root = b.map({{"i", b.integer("-12")},
                                    {"min", b.integer("-9223372036854775808")},
                                    {"f1", b.scalar(kind::floating, "1000")},
                                    {"f2", b.scalar(kind::floating, "1e3")},
                                    {"f3", b.scalar(kind::floating, "-2.5E-3")},
                                    {"f4", b.scalar(kind::floating, "-0")},
                                    {"inf", b.scalar(kind::floating, "inf")},
                                    {"ninf", b.scalar(kind::floating, "-inf")},
                                    {"nan", b.scalar(kind::floating, "nan")},
                                    {"t", b.scalar(kind::boolean, "false")},
                                    {"odt", b.scalar(kind::string, "1979-05-27T07:32:00.5-07:00", true)},
                                    {"ldt", b.scalar(kind::string, "1979-05-27 07:32:00", true)},
                                    {"ld", b.scalar(kind::string, "1979-05-27", true)},
                                    {"lt", b.scalar(kind::string, "07:32:00", true)}});
    const std::string text = b.emit_ok(root);
    CHECK(text == "i = -12\nmin = -9223372036854775808\nf1 = 1000.0\nf2 = 1e3\nf3 = -2.5E-3\nf4 = -0.0\n"
                  "inf = inf\nninf = -inf\nnan = nan\nt = false\n"
                  "odt = 1979-05-27T07:32:00.5-07:00\nldt = 1979-05-27 07:32:00\nld = 1979-05-27\nlt = 07:32:00\n");
    const auto doc = parse_ok(text);
    CHECK(top(doc, "f1").text == "1000.0");
    CHECK(top(doc, "f2").text == "1000.0"); // the value, in the shortest text
    CHECK(top(doc, "f4").text == "-0.0");
    CHECK(top(doc, "ldt").text == "1979-05-27T07:32:00");
    CHECK(top(doc, "odt").date_time);
}

TEST_CASE("toml emit: what TOML cannot hold, with the path to it") {
    builder b;
    tree::failure e;
    CHECK(b.emit(b.seq({}), e).empty());
    CHECK(e.code == errc::wrong_type);
    CHECK(e.detail == "a TOML document is a table, got an array");

    e = {};
    b.emit(b.map({{"a", b.map({{"list", b.seq({b.integer("1"), b.scalar(kind::null, {})})}})}}), e);
    CHECK(e.code == errc::wrong_type);
    CHECK(e.detail.rfind("TOML has no null: ", 0) == 0);
    CHECK(path_of(e) == "/a/list/1");

    e = {};
    b.emit(b.map({{"p", b.seq({b.map({}), b.map({{"n", b.integer("18446744073709551615")}})})}}), e);
    CHECK(e.code == errc::out_of_range);
    CHECK(e.detail.rfind("TOML integers are 64-bit signed", 0) == 0);
    CHECK(path_of(e) == "/p/1/n");

    e = {};
    b.emit(b.map({{"x", b.seq({b.seq({b.map({{"n", b.integer("-9223372036854775809")}})})})}}), e);
    CHECK(e.code == errc::out_of_range);
    CHECK(path_of(e) == "/x/0/0/n");

    e = {};
    b.emit(b.map({{"a", b.integer("1")}, {"a", b.integer("2")}}), e);
    CHECK(e.code == errc::duplicate_key);
    CHECK(path_of(e) == "/a");

    e = {};
    b.emit(b.map({{"d", b.scalar(kind::string, "1979-13-01", true)}}), e);
    CHECK(e.code == errc::invalid_value);
    CHECK(path_of(e) == "/d");

    e = {};
    b.emit(b.map({{"f", b.scalar(kind::floating, "1e400")}}), e);
    CHECK(e.code == errc::out_of_range);

    e = {};
    b.emit(b.map({{"f", b.scalar(kind::floating, ".5")}}), e);
    CHECK(e.code == errc::invalid_value);

    e = {};
    b.emit(b.map({{"s", b.str("bad \xFF")}}), e);
    CHECK(e.code == errc::invalid_utf8);
    CHECK(path_of(e) == "/s");
}

// ---- the round trip ---------------------------------------------------------------------------

namespace {

// Random trees TOML can hold: a mapping root; no null in an array; integers in int64; floats,
// dates and times in the texts parse gives (shortest floats that read as floats; RFC 3339 with
// 'T', 'Z' for UTC and the fraction's needed digits). Null members and any member order are
// generated: expected() says what comes back.
struct tree_generator {
    std::mt19937_64 random;
    tree::document doc;

    explicit tree_generator(std::uint64_t seed) : random(seed) {}

    std::size_t below(std::size_t n) { return static_cast<std::size_t>(random() % n); }
    tree::index add(kind k, std::string text = {}, bool date_time = false) {
        tree::node n;
        n.kind = k;
        n.text = std::move(text);
        n.date_time = date_time;
        return doc.add(std::move(n));
    }

    std::string random_text(std::size_t max_length) {
        static const char* const pieces[] = {"a", "Z", "0", " ", ".", "\"", "\\", "\n", "\t", "\r", "\x01", "\x7f", "'",
                                             "#", "=", "[", "]", "{", "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80",
                                             "key", "_", "-", "" /* a NUL byte */};
        std::string out;
        const std::size_t length = below(max_length + 1);
        for (std::size_t i = 0; i < length; ++i) {
            const std::size_t which = below(std::size(pieces));
            if (which + 1 == std::size(pieces)) out.push_back('\0');
            else out += pieces[which];
        }
        return out;
    }
    std::string random_key() {
        static const char* const common[] = {"a", "b", "name", "x-y", "snake_case", "1", "true", "inf", "a.b", "é"};
        if (below(2) == 0) return common[below(std::size(common))];
        return random_text(6);
    }
    std::string float_text() {
        double value = 0;
        switch (below(6)) {
        case 0: value = static_cast<double>(static_cast<std::int64_t>(random() % 2000001) - 1000000); break;
        case 1: value = static_cast<double>(static_cast<std::int64_t>(random() % 2001) - 1000) / 8.0; break;
        case 2: {
            const std::uint64_t bits = random();
            std::memcpy(&value, &bits, sizeof value);
            if (!std::isfinite(value)) value = -0.0;
            break;
        }
        case 3: return below(3) == 0 ? "inf" : below(2) == 0 ? "-inf" : "nan";
        default: value = std::ldexp(static_cast<double>(random() % 1000000), static_cast<int>(below(200)) - 100);
        }
        char digits[32];
        std::string text(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
        if (text.find_first_of(".e") == std::string::npos) text += ".0";
        return text;
    }
    std::string two(std::size_t value) { return std::string(1, char('0' + value / 10)) + char('0' + value % 10); }
    std::string time_text() {
        std::string text = two(below(24)) + ":" + two(below(60)) + ":" + two(below(60));
        if (below(2) == 0) {
            std::string fraction = std::to_string(1000000000 + below(1000000000)).substr(1);
            fraction.erase(fraction.find_last_not_of('0') + 1);
            if (!fraction.empty()) text += "." + fraction;
        }
        return text;
    }
    std::string date_time_text() {
        const std::string date = std::to_string(1000 + below(9000)) + "-" + two(1 + below(12)) + "-" + two(1 + below(28));
        switch (below(4)) {
        case 0: return date;
        case 1: return time_text();
        case 2: return date + "T" + time_text();
        default: {
            const std::size_t minutes = 1 + below(23 * 60 + 59);
            const char* sign = below(2) == 0 ? "+" : "-";
            const std::string offset = below(3) == 0 ? "Z" : sign + two(minutes / 60) + ":" + two(minutes % 60);
            return date + "T" + time_text() + offset;
        }
        }
    }
    tree::index scalar() {
        switch (below(6)) {
        case 0: return add(kind::boolean, below(2) == 0 ? "true" : "false");
        case 1: {
            std::int64_t value = static_cast<std::int64_t>(random());
            if (below(3) == 0) value %= 1000;
            if (below(10) == 0) value = below(2) == 0 ? std::numeric_limits<std::int64_t>::min() : std::numeric_limits<std::int64_t>::max();
            return add(kind::integer, std::to_string(value));
        }
        case 2: return add(kind::floating, float_text());
        case 3: return add(kind::string, date_time_text(), true);
        default: return add(kind::string, random_text(8));
        }
    }
    tree::index value(std::size_t depth, bool in_array) {
        const std::size_t pick = below(depth >= 5 ? 3 : 10);
        if (pick == 0 && !in_array) return add(kind::null);
        if (pick <= 2) return scalar();
        if (pick <= 4) return mapping(depth + 1);
        if (pick == 5) return tables(depth + 1);
        return sequence(depth + 1);
    }
    tree::index sequence(std::size_t depth) {
        const tree::index at = add(kind::sequence);
        const std::size_t count = below(5);
        for (std::size_t i = 0; i < count; ++i) {
            const tree::index item = value(depth, true);
            doc[at].items.push_back(item);
        }
        return at;
    }
    tree::index tables(std::size_t depth) { // an array of tables only
        const tree::index at = add(kind::sequence);
        const std::size_t count = 1 + below(3);
        for (std::size_t i = 0; i < count; ++i) {
            const tree::index item = mapping(depth + 1);
            doc[at].items.push_back(item);
        }
        return at;
    }
    tree::index mapping(std::size_t depth) {
        const tree::index at = add(kind::mapping);
        const std::size_t count = below(6);
        std::set<std::string> seen;
        for (std::size_t i = 0; i < count; ++i) {
            std::string key = random_key();
            if (!seen.insert(key).second) continue;
            const tree::index k = add(kind::string, std::move(key));
            const tree::index v = value(depth, false);
            doc[at].items.push_back(k);
            doc[at].items.push_back(v);
        }
        return at;
    }
};

bool is_section(const tree::document& doc, const tree::node& value) {
    if (value.kind == kind::mapping) return true;
    if (value.kind != kind::sequence || value.items.empty()) return false;
    for (const tree::index item : value.items)
        if (doc[item].kind != kind::mapping) return false;
    return true;
}

// What a tree comes back as through TOML: null members left out; in a table written as a
// section (the root, [a], [[a]]), the plain members then the sections, each in the tree's order.
tree::index expected(const tree::document& from, tree::index at, bool as_table, tree::document& to) {
    const tree::node& n = from[at];
    tree::node copy;
    copy.kind = n.kind;
    copy.text = n.text;
    copy.date_time = n.date_time;
    const tree::index out = to.add(std::move(copy));
    if (n.kind == kind::sequence) {
        const bool tables = as_table && is_section(from, n);
        for (const tree::index item : n.items) {
            const tree::index e = expected(from, item, tables, to);
            to[out].items.push_back(e);
        }
    }
    if (n.kind != kind::mapping) return out;
    for (const bool sections : {false, true}) {
        if (!as_table && sections) break;
        for (std::size_t m = 0; m < tree::member_count(n); ++m) {
            const tree::node& value = from[n.items[2 * m + 1]];
            if (value.kind == kind::null || (as_table && is_section(from, value) != sections)) continue;
            const tree::index k = expected(from, n.items[2 * m], false, to);
            const tree::index v = expected(from, n.items[2 * m + 1], as_table && sections, to);
            to[out].items.push_back(k);
            to[out].items.push_back(v);
        }
    }
    return out;
}

// Kinds, texts, date_time flags, structure and order (marks and weights aside).
bool same(const tree::document& a, tree::index ia, const tree::document& b, tree::index ib, std::string& where) {
    const tree::node& x = a[ia];
    const tree::node& y = b[ib];
    if (x.kind != y.kind || x.text != y.text || x.date_time != y.date_time || x.items.size() != y.items.size()) {
        where = "kind " + std::to_string(int(x.kind)) + "/" + std::to_string(int(y.kind)) + " text '" + x.text + "'/'" +
                y.text + "'";
        return false;
    }
    for (std::size_t i = 0; i < x.items.size(); ++i) {
        if (!same(a, x.items[i], b, y.items[i], where)) {
            where = "/" + std::to_string(i) + where;
            return false;
        }
    }
    return true;
}

// The depth of containers (root 1), as parse counts it.
std::size_t depth_of(const tree::document& doc, tree::index at) {
    const tree::node& n = doc[at];
    if (n.kind != kind::mapping && n.kind != kind::sequence) return 0;
    std::size_t deepest = 0;
    for (std::size_t i = n.kind == kind::mapping ? 1 : 0; i < n.items.size(); i += n.kind == kind::mapping ? 2 : 1)
        deepest = std::max(deepest, depth_of(doc, n.items[i]));
    return 1 + deepest;
}

} // namespace

TEST_CASE("toml: emit then parse gives the tree back (5,000 random trees)") {
    tree_generator generator(20260529);
    std::size_t checked = 0, depth_checked = 0;
    for (int round = 0; round < 5000; ++round) {
        generator.doc = {};
        generator.doc.root = generator.mapping(1);
        std::string text;
        tree::failure e;
        REQUIRE(toml_text::emit(generator.doc, text, e));
        tree::document back;
        const bool parsed = toml_text::parse(text, 512, back, e);
        INFO("round ", round, "\n", text, "\nerror: ", e.detail, " at line ", e.at.line);
        REQUIRE(parsed);
        tree::document want;
        want.root = expected(generator.doc, generator.doc.root, true, want);
        std::string where;
        const bool equal = same(want, want.root, back, back.root, where);
        INFO("first difference: ", where);
        REQUIRE(equal);
        ++checked;
        // the depth measured before toml++ and the tree's agree: max_depth = the depth reads it,
        // one less is too_deep
        const std::size_t depth = depth_of(back, back.root);
        tree::document again;
        REQUIRE(toml_text::parse(text, depth, again, e));
        CHECK_FALSE(toml_text::parse(text, depth - 1, again, e));
        CHECK(e.code == errc::too_deep);
        ++depth_checked;
    }
    CHECK(checked == 5000);
    CHECK(depth_checked == 5000);
}
