// expect: v1alpha1.*is deprecated: use v1
// Issue 9, item 15: a hook for a deprecated version names that version. Naming its tag warns
// (an error under -Werror); versioned::at_t<S, version::v1alpha1> names it without a warning
// (the twin).
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, (v1alpha1, deprecated("use v1")), v1);

VERSIONED_STRUCT(api, Spec, (std::string, text), (std::size_t, length, added(v1)), hooks(upgrade(v1)));

namespace api {
#ifdef VERSIONED_COMPILE_FAIL
inline void versioned_upgrade(const Spec<v1alpha1>& from, Spec<v1>& to) { to.length = from.text.size(); }
#else
inline void versioned_upgrade(const versioned::at_t<Spec, version::v1alpha1>& from, Spec<v1>& to) {
    to.length = from.text.size();
}
#endif
} // namespace api

api::Spec<api::v1> up(const versioned::oldest_t<api::Spec>& s) { return versioned::upgrade(s); }
