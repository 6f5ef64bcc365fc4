// expect: printer column path must start with .spec or .status and name a field of the storage version, or name a field of metadata
// DESIGN.md §8: printer column paths start with .spec or .status, or name an ObjectMeta field
// (issue 24, defect 6); a misspelled one is still an error. The twin declares the kind with the
// column nearly every CRD has (kubebuilder's default) and one per label.
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (std::int32_t, replicas, added(v1)));
VERSIONED_STRUCT(api, FooStatus, (std::int32_t, ready));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), printer_column("Age", "date", ".metadata.creationTimestap"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), printer_column("Name", "string", ".spec.name"),
    printer_column("Age", "date", ".metadata.creationTimestamp"), printer_column("App", "string", ".metadata.labels.app"));
#endif
