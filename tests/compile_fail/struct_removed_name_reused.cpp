// expect: duplicate_field_name<api::versioned_desc_Pod::versioned_f_port::versioned_m_port>
// Rule (DESIGN.md §15): a removed field keeps its name in the table (its member exists in the
// versions before), so a new field cannot take it; as for any two fields of one name, the
// compiler also reports its own redefinition errors, and the library's names the field. The twin names the new field differently.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, port, removed(v1beta1)),
    (std::uint32_t, port, added(v1beta1)));
#else
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, port, removed(v1beta1)),
    (std::uint32_t, container_port, added(v1beta1)));
#endif

static_assert(versioned::field_count<api::Pod<api::v1>> == 2);
