// expect: duplicate_field_name<api::versioned_desc_FooSpec::versioned_f_port::versioned_m_port>
// Rule (DESIGN.md §2): two fields cannot share a name. The compiler also reports its own
// redefinition errors; the library's static_assert names the struct and the field. The twin
// names the second field differently.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port),
    (std::uint16_t, port, added(v1)));
#else
VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (int, port),
    (std::uint16_t, admin_port, added(v1)));
#endif

static_assert(versioned::field_count<api::FooSpec<api::v1>> == 3);
