// The Kubernetes documentation's CronTab conversion: v1beta1 has host_port ("localhost:1234"),
// v1 splits it into host and port. Field actions cannot say "split one field into two", so a
// struct-level hook does: announced in the table, hooks(upgrade(v1), downgrade(v1)), which
// declares the two functions below; they run after the generated step of v1beta1 <-> v1.
#include <versioned/residue.hpp>
#include <versioned/versioned.hpp>

#include <charconv>
#include <cstdint>
#include <iostream>
#include <string>
#include <tuple>
#include <utility>

VERSIONED_VERSIONS(stable, v1beta1, v1);

VERSIONED_STRUCT(stable, CronTabSpec,
    (std::string, cron_spec),
    (std::string, image),
    (std::string, host_port, deprecated(v1, note("use host and port"))),
    (std::string, host, added(v1)),
    (std::uint16_t, port, added(v1)),
    hooks(upgrade(v1), downgrade(v1)));

namespace stable {

// What a host_port says: host before the last ':', port the number after it (0 if none fits).
// Both hooks use it, so they agree: "localhost" goes up and comes back as "localhost".
inline std::pair<std::string, std::uint16_t> split_host_port(const std::string& hp) {
    const auto colon = hp.rfind(':');
    std::uint16_t port = 0;
    if (colon != std::string::npos) std::from_chars(hp.data() + colon + 1, hp.data() + hp.size(), port);
    return {hp.substr(0, colon), port};
}

// v1beta1 -> v1: fill host and port from host_port.
inline void versioned_upgrade(const CronTabSpec<v1beta1>& from, CronTabSpec<v1>& to) {
    std::tie(to.host, to.port) = split_host_port(from.host_port);
}

// v1 -> v1beta1: the generated step has copied v1's deprecated_host_port into host_port; it stays
// while it still says host and port, else host_port is written from them, so an edit made in v1
// is not lost. (In v1 the member is deprecated_host_port; in v1beta1 it is a plain member, so
// no warning here.)
inline void versioned_downgrade(const CronTabSpec<v1>& from, CronTabSpec<v1beta1>& to) {
    if (split_host_port(to.host_port) != std::pair(from.host, from.port))
        to.host_port = from.host + ":" + std::to_string(from.port);
}

} // namespace stable

int main() {
    stable::CronTabSpec<stable::v1beta1> beta{
        .cron_spec = "* * * * */5", .image = "my-awesome-cron-image", .host_port = "localhost:1234"};
    auto ga = versioned::upgrade(beta);
    std::cout << "v1beta1 host_port=" << beta.host_port << "\n";
    std::cout << "v1      host=" << ga.host << " port=" << ga.port << "\n";
    ga.host = "example.com";
    ga.port = 8443;
    auto back = versioned::downgrade(ga);
    std::cout << "v1beta1 host_port=" << back.host_port << "  (after editing v1)\n";

    // Lossless: the downgrade hook overwrites host_port, so the v1 object's deprecated_host_port
    // would be lost on the way back; the residue keeps it, and gives it back as long as the
    // v1beta1 host_port (which the upgrade hook reads) is unchanged.
    versioned::residue<stable::CronTabSpec> rest;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    ga.deprecated_host_port = "legacy.example:80";
    auto old = versioned::downgrade(ga, rest);
    std::cout << "residue " << versioned::json::write(rest) << "\n";
    auto again = versioned::upgrade(old, rest);
    std::cout << "v1      host=" << again.host << " port=" << again.port
              << " deprecated_host_port=" << again.deprecated_host_port << "  (restored)\n";
    const bool lossless = again == ga && rest.empty();
#pragma GCC diagnostic pop
    return lossless ? 0 : 1;
}
