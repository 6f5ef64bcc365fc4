// expect: versioned: Spec::handle: field type must be default-constructible
// Issue 9, item 18: members are value-initialized and upgrades value-initialize added fields,
// so a field type must be default-constructible; the rule is checked at the declaration. The
// twin gives the type a default constructor.
#include <versioned/versioned.hpp>

VERSIONED_VERSIONS(api, v1, v2);

struct Handle {
#ifdef VERSIONED_COMPILE_FAIL
    explicit Handle(int v) : value(v) {}
#else
    Handle() = default;
#endif
    int value = 0;
};

VERSIONED_STRUCT(api, Spec, (int, id), (Handle, handle, added(v2)));
