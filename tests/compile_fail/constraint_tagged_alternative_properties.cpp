// expect: versioned: constraint does not fit the field: min_properties / max_properties on an alternative of an internally tagged variant
// max-lines: 40
// Rule (DESIGN.md §13): min_properties / max_properties fit an alternative whose value is an
// object of its own; in an internally tagged variant the alternative's members share one object
// with the tag, and neither schema has a node for the alternative alone. The twin counts the
// members in a CEL rule of the alternative's struct instead.
#include <versioned/schema.hpp>
#include <versioned/struct.hpp>
#include <versioned/variant.hpp>

#include <optional>
#include <string>
#include <string_view>

VERSIONED_VERSIONS(api, v1);
VERSIONED_STRUCT(api, Script, (std::optional<std::string>, command), (std::optional<std::string>, shell));
VERSIONED_STRUCT(api, Image, (std::string, ref));
#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_VARIANT(api, Step, (api::Script<V>, script, validate(min_properties(1))), (api::Image<V>, image));
VERSIONED_VARIANT_OPTIONS(api, Step, .tag = "kind");
#else
VERSIONED_VARIANT(api, Step, (api::Script<V>, script, validate(rule("has(self.command) || has(self.shell)", "one"))),
                  (api::Image<V>, image));
VERSIONED_VARIANT_OPTIONS(api, Step, .tag = "kind");
#endif

inline constexpr std::string_view schema = versioned::openapi_schema<api::Step<api::v1>>;
