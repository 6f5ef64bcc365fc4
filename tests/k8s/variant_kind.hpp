// A kind whose spec holds versioned variants (DESIGN.md §12): a storage backend union in
// Kubernetes style (camelCase keys, one member per alternative, as a volume source is), an
// internally tagged probe list, three versions with an alternative added, one renamed and one
// deprecated. Written by tests/k8s/crd_dump.cpp as a CRD and as objects of every version; the
// Kubernetes validator test of issue 24 (tests/k8s/kube_dump_tests.cpp, kube-openapi) is to
// judge them too: kube_dump::dump<storage::Volume>(dir, "tests-storage-volume", 400).
#ifndef VERSIONED_TESTS_K8S_VARIANT_KIND_HPP
#define VERSIONED_TESTS_K8S_VARIANT_KIND_HPP

#include <versioned/k8s.hpp>
#include <versioned/testing.hpp>
#include <versioned/versioned.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

VERSIONED_VERSIONS(storage, v1alpha1, v1beta1, v1);
VERSIONED_KEY_NAMING(storage, camel_case);

VERSIONED_STRUCT(storage, HostPath, (std::string, path), (std::optional<bool>, read_only));
VERSIONED_STRUCT(storage, Nfs, (std::string, server), (std::string, export_path));
VERSIONED_STRUCT(storage, S3, (std::string, bucket), (std::optional<std::string>, region, added(v1)));
VERSIONED_STRUCT(storage, HttpProbe, (std::string, url), (std::int32_t, timeout_seconds));
VERSIONED_STRUCT(storage, ExecProbe, (std::vector<std::string>, command));

namespace storage {
inline Nfs<v1alpha1> s3_to_nfs(const S3<v1beta1>& s) { return {.server = "s3.gateway", .export_path = "/" + s.bucket}; }
inline HttpProbe<v1beta1> exec_to_http(const ExecProbe<v1>& e) {
    return {.url = e.command.empty() ? std::string("/") : e.command.front(), .timeout_seconds = 1};
}
} // namespace storage

VERSIONED_VARIANT(storage, Backend,
    (storage::HostPath<V>, host_path),
    (storage::Nfs<V>,      nfs,        doc("an NFS export")),
    (storage::S3<V>,       s3_bucket,  added(v1beta1, downgrade_to(nfs, storage::s3_to_nfs)),
                                       changed(v1, from_name(s3))),
    (std::string,          url,        deprecated(v1, note("use s3Bucket"))));

VERSIONED_VARIANT(storage, Probe,
    (storage::HttpProbe<V>, http),
    (storage::ExecProbe<V>, exec, added(v1, downgrade_to(http, storage::exec_to_http))));
VERSIONED_VARIANT_OPTIONS(storage, Probe, .tag = "type");

VERSIONED_STRUCT(storage, VolumeSpec,
    (storage::Backend<V>,                backend),
    (std::optional<storage::Backend<V>>, fallback),
    (std::vector<storage::Probe<V>>,     probes, added(v1beta1)));

// Printer columns through the variant (issue 33: refused as "not a field of the storage
// version"): kubectl evaluates them on the object; the bucket's is emitted for v1 only (s3Bucket
// is s3 before), the server's for every version.
VERSIONED_CRD(storage, Volume, spec(VolumeSpec), group("storage.example.com"), short_names("vol"),
    printer_column("Bucket", "string", ".spec.backend.s3Bucket.bucket"),
    printer_column("Fallback", "string", ".spec.fallback.nfs.server"));

#endif
