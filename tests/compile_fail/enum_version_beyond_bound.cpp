// expect: versioned: Phase::Paused: version beyond the names VERSIONED_ENUM can order
// VERSIONED_ENUM orders version names with majors and levels up to 20
// (detail/pp_version_order.hpp); a larger one is reported, not misordered.
#include <versioned/enum.hpp>

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VERSIONS(api, v20, v21);
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v21, downgrade_to(Pending))));
static_assert(versioned::enumerators<api::Phase<api::v21>>.size() > 0);
#else
VERSIONED_VERSIONS(api, v19, v20);
VERSIONED_ENUM(api, Phase, (Pending), (Paused, added(v20, downgrade_to(Pending))));
static_assert(versioned::enumerators<api::Phase<api::v20>>.size() == 2);
static_assert(versioned::enumerators<api::Phase<api::v19>>.size() == 1);
#endif
