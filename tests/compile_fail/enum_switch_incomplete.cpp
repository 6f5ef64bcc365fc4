// expect: not handled in switch
// DESIGN.md §9: each version's enumeration has exactly that version's enumerators, so -Wswitch
// (on in -Wall, an error with -Werror) flags a switch that forgets one. Paused exists in v1.
#include <versioned/enum.hpp>

VERSIONED_VERSIONS(api, v1alpha1, v1);
VERSIONED_ENUM(api, Phase, (Pending), (Running), (Paused, added(v1, downgrade_to(Running))));

constexpr int code_old(api::Phase<api::v1alpha1> p) {
    switch (p) { // complete in v1alpha1: no Paused there
    case api::Phase<api::v1alpha1>::Pending: return 0;
    case api::Phase<api::v1alpha1>::Running: return 1;
    }
    return -1;
}

constexpr int code(api::Phase<api::v1> p) {
    switch (p) {
    case api::Phase<api::v1>::Pending: return 0;
    case api::Phase<api::v1>::Running: return 1;
#ifndef VERSIONED_COMPILE_FAIL
    case api::Phase<api::v1>::Paused: return 2;
#endif
    }
    return -1;
}
static_assert(code(api::Phase<api::v1>::Running) == 1 && code_old(api::Phase<api::v1alpha1>::Running) == 1);
