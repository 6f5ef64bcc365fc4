// Every single-letter name declared globally before the opt-in YAML and TOML headers, which must
// not shadow any of them (-Wshadow -Werror): their functions' parameters and locals have names of
// more than one letter, as the rest of the library's (shadow_globals.cpp). Compiled only, when
// libfyaml and toml++ are found (warnings.cmake).
int a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0, j = 0, k = 0, l = 0, m = 0;
int n = 0, o = 0, p = 0, q = 0, r = 0, s = 0, t = 0, u = 0, v = 0, w = 0, x = 0, y = 0, z = 0;
int A = 0, B = 0, C = 0, D = 0, E = 0, F = 0, G = 0, H = 0, I = 0, J = 0, K = 0, L = 0, M = 0;
int N = 0, O = 0, P = 0, Q = 0, R = 0, S = 0, T = 0, U = 0, V = 0, W = 0, X = 0, Y = 0, Z = 0;
#include <versioned/versioned.hpp>
#include <versioned/yaml.hpp>
#include <versioned/toml.hpp>
#include <versioned/k8s.hpp>
VERSIONED_VERSIONS(sy, v1, v2);
VERSIONED_STRUCT(sy, Inner, (std::string, name), (std::optional<double>, ratio));
VERSIONED_STRUCT(sy, Outer, (std::vector<sy::Inner<V>>, items), ((std::map<std::string, int>), counts),
                 (versioned::k8s::quantity, cpu), (int, added_later, added(v2)));
int main() {
    sy::Outer<sy::v2> value;
    auto text = versioned::yaml::write(value);
    auto back = versioned::yaml::read<sy::Outer<sy::v2>>(text);
    auto any = versioned::yaml::read_any<sy::Outer>(versioned::yaml::write(value, {.version_key = "apiVersion"}));
    auto all = versioned::yaml::read_all<sy::Outer<sy::v2>>(versioned::yaml::write_all(std::vector{value}));
    auto t2 = versioned::toml::write(value);
    auto b2 = versioned::toml::read<sy::Outer<sy::v2>>(t2);
    (void)versioned::toml::read_into(value, t2);
    return back && any && all && b2 ? a + z + A + Z : 1;
}
