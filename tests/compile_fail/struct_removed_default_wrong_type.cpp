// expect: default_with_result_does_not_convert_losslessly<api::versioned_desc_Pod::versioned_f_host_port, api::v1beta1, std::[^,]*string[^,]*, (unsigned short|short unsigned int|uint16_t)>
// first-error: error: .*default_with result does not convert losslessly to the field's type
// removed(VER, default_with(F)): F's result must fit the field's type in the last version that
// has it (here v1beta1), as added's must fit the version that adds it. The twin returns a number.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <string>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

inline std::string port_text() { return "8080"; }
constexpr int port_number() { return 8080; }

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1, default_with(port_text))));
#else
VERSIONED_STRUCT(api, Pod,
    (std::string,   name),
    (std::uint16_t, host_port, removed(v1, default_with(port_number))));
#endif

static_assert(versioned::field_count<api::Pod<api::v1>> == 1);
