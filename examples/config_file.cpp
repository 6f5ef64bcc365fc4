// A service's config file over three versions, with kebab-case keys: a renamed setting, one
// deprecated but keeping its key (a hand-edited file that bumps its version still works), and
// one removed. Old files are read and upgraded; the residue keeps what v3 removed, so writing
// the file back at its own version loses nothing.
#include <versioned/history.hpp>
#include <versioned/json.hpp>
#include <versioned/residue.hpp>
#include <versioned/versioned.hpp>

#include <cstdint>
#include <iostream>
#include <string>
#include <string_view>

VERSIONED_VERSIONS(svc, v1, v2, v3);
VERSIONED_KEY_NAMING(svc, kebab_case);

namespace svc {
constexpr std::int32_t four_workers() { return 4; }
} // namespace svc

VERSIONED_STRUCT(svc, Config,
    doc("The service's configuration file"),
    (std::string,   name),
    // renamed: "port" in v1
    (std::uint16_t, listen_port, changed(v2, from_name(port))),
    // deprecated in v3, but the file keeps saying "log-file" (not "deprecated-log-file")
    (std::string,   log_file,    deprecated(v3, note("logs go to stdout")), key("log-file")),
    // gone in v3: the process manager owns the pid file now
    (std::string,   pid_file,    removed(v3)),
    (std::int32_t,  workers,     added(v2, default_with(svc::four_workers))));

namespace {

const versioned::json::read_options read_options{.version_key = "version"};
const versioned::json::write_options write_options{.version_key = "version"};

template <class T>
std::string text_of(const T& config) {
    return versioned::json::write(config, write_options);
}

} // namespace

int main() {
    std::cout << versioned::history<svc::Config>() << '\n';

    // A v1 file, as it was written years ago.
    constexpr std::string_view old_file =
        R"({"version":"v1","name":"billing","port":8443,"log-file":"/var/log/billing.log","pid-file":"/run/billing.pid"})";
    auto held = versioned::json::read_any<svc::Config>(old_file, read_options);
    if (!held) {
        std::cout << "error: " << held.error().message() << '\n';
        return 1;
    }
    const svc::Config<svc::v1> v1 = std::get<svc::Config<svc::v1>>(*held);

    // Upgraded to v3 for the service to use: pid-file is dropped, into the residue.
    versioned::residue<svc::Config> rest;
    const svc::Config<svc::v3> current = versioned::convert<svc::v3>(v1, rest);
    std::cout << "v1 file as v3: " << text_of(current) << '\n';
    std::cout << "kept beside it: " << versioned::json::write(rest) << '\n';

    // Written back at v1 (a tool that still writes v1 files): nothing lost.
    const svc::Config<svc::v1> back = versioned::convert<svc::v1>(current, rest);
    std::cout << "back to v1:     " << text_of(back) << (back == v1 ? "  (identical)" : "  (DIFFERS)") << '\n';
    if (!(back == v1)) return 1;

    // A hand-edited file that bumped its version to v3 and still says "log-file": read as is.
    auto bumped = versioned::json::read<svc::Config<svc::v3>>(
        R"({"version":"v3","name":"billing","listen-port":8443,"log-file":"/tmp/b.log","workers":8})", read_options);
    std::cout << "hand-edited v3: " << (bumped ? text_of(*bumped) : bumped.error().message()) << '\n';

    // ... and one that still has the removed setting: refused, saying where.
    auto stale = versioned::json::read<svc::Config<svc::v3>>(
        R"({"version":"v3","name":"billing","listen-port":8443,"log-file":"","pid-file":"/run/b.pid"})", read_options);
    std::cout << "stale v3 file:  " << (stale ? "accepted?" : stale.error().message()) << '\n';
    return bumped && !stale ? 0 : 1;
}
