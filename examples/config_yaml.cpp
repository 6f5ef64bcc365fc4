// A service's config file in YAML (and TOML), over three versions: an old file read at the
// version it names, upgraded, and written back as YAML and as TOML -- the same table, strictness
// and errors as JSON, with the file's line and column. Links versioned::yaml and versioned::toml.
#include <versioned/toml.hpp>
#include <versioned/versioned.hpp>
#include <versioned/yaml.hpp>

#include <cstdint>
#include <iostream>
#include <map>
#include <string>
#include <string_view>
#include <vector>

VERSIONED_VERSIONS(svc, v1, v2, v3);
VERSIONED_KEY_NAMING(svc, kebab_case);

namespace svc {
constexpr std::int32_t four_workers() { return 4; }
} // namespace svc

VERSIONED_STRUCT(svc, Listener,
    (std::string,   host),
    (std::uint16_t, port, validate(minimum(1))));

VERSIONED_STRUCT(svc, Config,
    doc("The service's configuration file"),
    (std::string,                        name),
    // one port in v1, any number of listeners from v2 on
    (std::uint16_t,                      port,      removed(v2)),
    (std::vector<svc::Listener<V>>,        listeners, added(v2)),
    (std::int32_t,                       workers,   added(v2, default_with(svc::four_workers))),
    ((std::map<std::string, std::string>), labels),
    (std::optional<std::string>,         log_file,  added(v3)));

namespace {

const versioned::yaml::read_options read_options{{.version_key = "version"}};
const versioned::json::write_options write_options{.version_key = "version"};

} // namespace

int main() {
    // A v2 file, as an operator wrote it years ago: comments, an anchor, block style.
    constexpr std::string_view old_file = R"(# billing, production
version: v2
name: billing
listeners:
  - &public {host: 0.0.0.0, port: 8443}
  - host: 127.0.0.1
    port: 9090
labels:
  team: payments
  tier: "1"      # quoted: a label value is a string
)";
    auto held = versioned::yaml::read_any<svc::Config>(old_file, read_options);
    if (!held) {
        std::cout << "error: " << held.error().message() << '\n';
        return 1;
    }
    const auto& v2 = std::get<svc::Config<svc::v2>>(*held);
    const svc::Config<svc::v3> current = versioned::convert<svc::v3>(v2);

    std::cout << "--- the v2 file, upgraded to v3, as YAML:\n" << versioned::yaml::write(current, write_options);
    std::cout << "--- the same as TOML:\n" << versioned::toml::write(current, write_options);

    // Every format reads back the same value.
    auto from_yaml = versioned::yaml::read<svc::Config<svc::v3>>(versioned::yaml::write(current, write_options), read_options);
    auto from_toml = versioned::toml::read<svc::Config<svc::v3>>(versioned::toml::write(current, write_options), read_options);
    const bool same = from_yaml && from_toml && *from_yaml == current && *from_toml == current;
    std::cout << "--- read back from YAML and TOML: " << (same ? "identical" : "DIFFERS") << '\n';

    // Mistakes a YAML author makes, each refused with where and why.
    for (std::string_view bad : {
             "version: v3\nname: billing\nlisteners: []\nlabels: {tier: 1}\n",          // a number for a string
             "version: v3\nname: billing\nlisteners:\n- host: a\n  port: 0\nlabels: {}\n", // below minimum(1)
             "version: v3\nname: billing\nport: 80\nlisteners: []\nlabels: {}\n",          // removed in v2
         }) {
        auto r = versioned::yaml::read<svc::Config<svc::v3>>(bad, read_options);
        std::cout << "refused: " << (r ? std::string("(accepted?)") : r.error().message()) << '\n';
        if (r) return 1;
    }
    return same ? 0 : 1;
}
