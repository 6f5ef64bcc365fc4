// expect: versioned: the tag of an internally tagged variant whose alternatives have CEL rules must be a name CEL can select
// max-lines: 40
// An internally tagged variant's alternatives' rules go on its one object, guarded by the tag
// (self.TAG != 'alternative' || (rule)), so Kubernetes must be able to select the tag in CEL: a
// name of [a-zA-Z_.-/][a-zA-Z0-9_.-/]* (escaped as it escapes). "step kind" has a space; the
// twin's "step-kind" is selected as self.step__dash__kind.
#include <versioned/schema.hpp>
#include <versioned/struct.hpp>
#include <versioned/variant.hpp>

#include <string>
#include <string_view>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, Image, (std::string, ref), rule("self.ref != ''", "a reference"));
VERSIONED_STRUCT(api, Script, (std::string, command));
VERSIONED_VARIANT(api, Step, (api::Image<V>, image), (api::Script<V>, script));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT_OPTIONS(api, Step, .tag = "step kind");
#else
VERSIONED_VARIANT_OPTIONS(api, Step, .tag = "step-kind");
#endif

inline constexpr std::string_view schema = versioned::openapi_schema<api::Step<api::v1>>;
