// expect: field_is_not_present_in_version<api::versioned_desc_FooSpec::versioned_f_port::versioned_m_host_port, api::v1, versioned::version_list<api::v1alpha1, api::v1beta1
// DESIGN.md §2: the error for a member absent in a version names the struct, the field, the
// member, the version used and the versions in which the member exists. The twin reads it
// in v1alpha1.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

constexpr std::uint16_t port_down(std::uint32_t p) { return static_cast<std::uint16_t>(p); }

VERSIONED_STRUCT(api, FooSpec,
    (std::string, name),
    (std::uint32_t, port, changed(v1, from_name(host_port), from_type(std::uint16_t), downgrade_with(port_down))));

#ifdef VERSIONED_COMPILE_FAIL
inline int read_port(const api::FooSpec<api::v1>& obj) { return obj.host_port; }
#else
inline int read_port(const api::FooSpec<api::v1alpha1>& obj) { return obj.host_port; }
#endif
