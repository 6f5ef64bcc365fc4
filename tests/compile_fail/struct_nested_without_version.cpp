// expect: (a field's \(or alternative's\) type names a class template without its arguments|use of class template 'api::Bar' requires template arguments)
// first-error: error: .*(type names a class template without its arguments|use of class template 'api::Bar' requires template arguments)
// max-lines: 80
// Issue 33: a nested versioned struct written without <V>, (api::Bar, bar), was 173 lines with
// g++, starting with "'auto' not allowed in alias declaration"; now one error (13 lines), in an
// instantiation that names the template (field_type_is_a_template_without_arguments<api::Bar>)
// and the field. clang++'s own first error names the mistake, then 3 more follow in its macro
// backtrace (79 lines; it cannot read an attribute as a template argument, so the alias keeps
// the type as written there: pp/detail/utilities.hpp). The twin writes api::Bar<V>.
#include <versioned/versioned.hpp>

#include <string>

VERSIONED_VERSIONS(api, v1beta1, v1);
VERSIONED_STRUCT(api, Bar, (std::string, image));

#ifdef VERSIONED_COMPILE_FAIL
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (api::Bar, bar));
#else
VERSIONED_STRUCT(api, FooSpec, (std::string, name), (api::Bar<V>, bar));
#endif
