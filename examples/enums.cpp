// Versioned enums: one enumerator table, one scoped enumeration per version, conversions that
// map renamed enumerators and send added ones to their downgrade_to target.
#include <versioned/versioned.hpp>
#include <versioned/residue.hpp>

#include <cstdio>
#include <string>
#include <string_view>

VERSIONED_VERSIONS(api, v1alpha1, v1beta1, v1);

VERSIONED_ENUM(api, Phase,
    (Pending),
    (Running,   doc("at least one container runs")),
    (Paused,    added(v1beta1, downgrade_to(Running))),
    (Succeeded, changed(v1, from_name(Done))),
    (Unknown,   deprecated(v1, note("never set"))));

VERSIONED_STRUCT(api, JobStatus,
    (std::string,    name),
    (api::Phase<V>,  phase));   // follows the struct's version

namespace {

void print(std::string_view s) { std::printf("%.*s", static_cast<int>(s.size()), s.data()); }

template <class V>
void print_enumeration() {
    std::printf("Phase<api::%.*s>: { ", static_cast<int>(V::name.size()), V::name.data());
    for (const auto& [name, value] : versioned::enumerators<api::Phase<V>>) {
        print(name);
        std::printf(" = %d%s, ", static_cast<int>(value), versioned::is_deprecated(value) ? " [[deprecated]]" : "");
    }
    std::printf("}\n");
}

// -Wswitch checks this switch against v1beta1's enumerators: forgetting one is a warning.
const char* describe(api::Phase<api::v1beta1> p) {
    switch (p) {
    case api::Phase<api::v1beta1>::Pending: return "waiting to be scheduled";
    case api::Phase<api::v1beta1>::Running: return "running";
    case api::Phase<api::v1beta1>::Paused: return "paused by the user";
    case api::Phase<api::v1beta1>::Done: return "finished";
    case api::Phase<api::v1beta1>::Unknown: return "unknown";
    }
    return "?";
}

} // namespace

int main() {
    print_enumeration<api::v1alpha1>();
    print_enumeration<api::v1beta1>();
    print_enumeration<api::v1>();

    // A lone value, up and down.
    const auto done = api::Phase<api::v1alpha1>::Done;
    const auto now = versioned::convert<api::v1>(done);
    std::printf("\nconvert<v1>(Done) = ");
    print(versioned::to_string(now));
    const auto paused = api::Phase<api::v1>::Paused;
    std::printf("\nconvert<v1alpha1>(Paused) = ");
    print(versioned::to_string(versioned::convert<api::v1alpha1>(paused)));
    std::printf("  (v1alpha1 has no Paused: its downgrade_to target)\n");
    std::printf("describe(convert<v1beta1>(Paused)) = %s\n", describe(versioned::convert<api::v1beta1>(paused)));

    // Names, checked: enum_cast knows only the version's names.
    const auto parsed = versioned::enum_cast<api::Phase<api::v1>>("Done");
    std::printf("enum_cast<Phase<v1>>(\"Done\") is %s\n", parsed ? "an enumerator" : "empty: v1 calls it Succeeded");

    // As a field, the enum follows its struct.
    api::JobStatus<api::v1> status{.name = "backup", .phase = api::Phase<api::v1>::Paused};
    const auto old = versioned::convert<api::v1alpha1>(status);
    std::printf("JobStatus<v1>{phase = Paused} -> JobStatus<v1alpha1>{phase = ");
    print(versioned::to_string(old.phase));
    std::printf("}\n");

    // With a residue (docs/residue.md) the newer enumerator comes back on the way up.
    versioned::residue<api::JobStatus> rest;
    const auto kept = versioned::convert<api::v1alpha1>(status, rest);
    std::printf("with a residue: ");
    print(versioned::json::write(rest));
    const auto back = versioned::convert<api::v1>(kept, rest);
    std::printf("\n  back at v1: phase = ");
    print(versioned::to_string(back.phase));
    std::printf(", residue empty: %s\n\nschemas:\n", rest.empty() ? "yes" : "no");
    print(versioned::json_schema<api::JobStatus<api::v1alpha1>>);
    std::printf("\n");
    print(versioned::openapi_schema<api::JobStatus<api::v1>>);
    std::printf("\n");
}
