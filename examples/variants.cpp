// Versioned variants: where a volume's data lives, across three versions -- one table of
// alternatives, one std::variant with names per version, conversions that send an alternative an
// older version lacks to its downgrade_to target, a residue that brings it back, JSON in both
// tagged forms, schemas and the history. The guide: docs/variants.md.
#include <versioned/versioned.hpp>
#include <versioned/residue.hpp>

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_STRUCT(api, HostPath, (std::string, path));
VERSIONED_STRUCT(api, Nfs,      (std::string, server), (std::string, export_path));
VERSIONED_STRUCT(api, S3,       (std::string, bucket), (std::string, region, added(v1)));

namespace api {
inline Nfs<v1alpha1> s3_to_nfs(const S3<v1beta1>& s) { return {.server = "s3-gateway", .export_path = "/" + s.bucket}; }
constexpr std::uint64_t mib_to_bytes(std::uint32_t mib) { return std::uint64_t{mib} << 20; }
constexpr std::uint32_t bytes_to_mib(std::uint64_t b) { return static_cast<std::uint32_t>((b + (1 << 20) - 1) >> 20); }
} // namespace api

VERSIONED_VARIANT(api, StorageSource,
    (api::HostPath<V>, host_path),
    (api::Nfs<V>,      nfs,           doc("an NFS export")),
    (api::S3<V>,       s3,            added(v1beta1, downgrade_to(nfs, api::s3_to_nfs))),
    (std::string,      url,           deprecated(v1, note("use s3"))),
    (std::uint64_t,    scratch_bytes, changed(v1, from_name(scratch_mib), from_type(std::uint32_t),
                                              upgrade_with(api::mib_to_bytes), downgrade_with(api::bytes_to_mib))));

VERSIONED_STRUCT(api, Volume,
    (std::string,           name),
    (api::StorageSource<V>, source));

// The same alternatives internally tagged: {"type":"nfs", ...}.
VERSIONED_VARIANT(api, Mount, (api::HostPath<V>, host_path), (api::Nfs<V>, nfs));
VERSIONED_VARIANT_OPTIONS(api, Mount, .tag = "type");

namespace {

void print(std::string_view s) { std::printf("%.*s\n", static_cast<int>(s.size()), s.data()); }

template <class V>
void print_alternatives() {
    std::printf("StorageSource<api::%.*s>:", static_cast<int>(V::name.size()), V::name.data());
    for (std::string_view name : versioned::alternative_names<api::StorageSource<V>>)
        std::printf(" %.*s", static_cast<int>(name.size()), name.data());
    std::printf("\n");
}

int failures = 0;
void expect(bool ok, const char* what) {
    if (!ok) {
        std::printf("FAILED: %s\n", what);
        ++failures;
    }
}

} // namespace

int main() {
    print_alternatives<api::v1alpha1>();
    print_alternatives<api::v1beta1>();
    print_alternatives<api::v1>();

    const api::Volume<api::v1> volume{
        .name = "logs", .source = api::StorageSource<api::v1>::make<"s3">({.bucket = "logs", .region = "eu-west-1"})};
    std::printf("\nat v1:       ");
    print(versioned::json::write(volume));
    std::printf("at v1beta1:  ");
    print(versioned::json::write(versioned::convert<api::v1beta1>(volume)));
    std::printf("at v1alpha1: ");
    print(versioned::json::write(versioned::convert<api::v1alpha1>(volume)));   // s3 became nfs

    // The residue brings the s3 back; an edit at the older version would win.
    versioned::residue<api::Volume> rest;
    const auto old = versioned::convert<api::v1alpha1>(volume, rest);
    std::printf("\nresidue:     ");
    print(versioned::json::write(rest));
    const auto back = versioned::convert<api::v1>(old, rest);
    expect(back == volume && rest.empty(), "the residue gives the s3 back");

    // A retyped, renamed alternative: MiB before v1, bytes from v1.
    const auto scratch = versioned::convert<api::v1>(api::StorageSource<api::v1alpha1>::make<"scratch_mib">(64));
    expect(scratch.get<"scratch_bytes">() == 64u << 20, "scratch_mib -> scratch_bytes");

    // Internally tagged, and an error that says where.
    print(versioned::json::write(api::Mount<api::v1>::make<"nfs">({.server = "s", .export_path = "/e"})));
    const auto bad = versioned::json::read<api::Volume<api::v1beta1>>(R"({"name":"x","source":{"url":"u","nfs":{}}})");
    print(bad.error().message());
    expect(!bad && bad.error().path == "/source/nfs", "a second alternative is refused");

    std::printf("\n");
    print(versioned::openapi_schema<api::StorageSource<api::v1>>);
    std::printf("\n");
    print(versioned::history<api::StorageSource>());
    return failures == 0 ? 0 : 1;
}
