// expect: versioned::get<I>: I is not below field_count<T>
// A struct with an empty field table (e.g. a Status type that has no fields yet) is a valid
// versioned struct: it declares, reflects and compares warning-free, and versioned::get<0>
// on it is rejected with the library's message.
// The twin guards against GCC's -Wunused-but-set-variable firing inside the library's
// constexpr helpers on an empty field pack (it once did, in detail/field.hpp all_members).
#include <versioned/versioned.hpp>

#include <cstddef>
#include <string_view>

VERSIONED_VERSIONS(api, v1alpha1, v1);

VERSIONED_STRUCT(api, Status);

static_assert(versioned::field_count<api::Status<api::v1>> == 0);
static_assert(versioned::field_names<api::Status<api::v1>>.empty());
static_assert(!versioned::has_field<api::Status<api::v1>, "x">);
static_assert(std::is_aggregate_v<api::Status<api::v1>>);
static_assert(api::Status<api::v1>{} == api::Status<api::v1>{});

inline std::size_t visit(const api::Status<api::v1>& s) {
    std::size_t n = 0;
    versioned::for_each_field(s, [&](std::string_view, const auto&) { ++n; });
    return n;
}

#ifdef VERSIONED_COMPILE_FAIL
inline const auto& first(const api::Status<api::v1>& s) { return versioned::get<0>(s); }
#endif
