// expect: versioned: FooSpec::window: default_json's text is not the value default_with gives
// first-error: error: .*FooSpec::window: default_json.s text is not the value default_with gives
// max-lines: 50
// Rule (DESIGN.md §14, defaults of any JSON shape): where default_with's value is a constant
// expression (every compiler for one without strings), the text must hold it -- what the schema
// shows is what the reader fills in. The twin says 8, as the function does.
#include <versioned/versioned.hpp>

#include <optional>

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, Window, (std::optional<int>, hours), (std::optional<int>, days));
constexpr api::Window<api::v1alpha1> default_window() { return {.hours = 8, .days = std::nullopt}; }

#ifdef VERSIONED_COMPILE_FAIL
#define WINDOW_TEXT R"({"hours": 9})"
#else
#define WINDOW_TEXT R"({"hours": 8})"
#endif
VERSIONED_STRUCT(api, FooSpec,
    (api::Window<V>, window, added(v1alpha1, default_with(default_window)), default_json(WINDOW_TEXT)));
