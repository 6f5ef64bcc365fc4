// expect: printer column path must start with .spec or .status
// DESIGN.md §8: a printer column path outside spec, status and metadata (.kind here) is an error.
// The twin names the metadata fields a printer column may use (issue 24, defect 6).
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, FooSpec, (std::string, name));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"), printer_column("Kind", "string", ".kind"));
#else
VERSIONED_CRD(api, Foo, spec(FooSpec), group("example.com"),
    printer_column("Name", "string", ".metadata.name"), printer_column("Namespace", "string", ".metadata.namespace"),
    printer_column("Age", "date", ".metadata.creationTimestamp"), printer_column("Generation", "integer", ".metadata.generation"),
    printer_column("UID", "string", ".metadata.uid"), printer_column("Labels", "string", ".metadata.labels"),
    printer_column("Owner", "string", ".metadata.annotations['example.com/owner']"));
#endif
