// -Wshadow and user names: a user's globals named with single letters (k, s, v, ...) must not
// make the library's local names warn "declaration of 'k' shadows a global declaration" (issue
// 26, found by the docs work: quoted_keys' lambdas in json/detail/plan.hpp). Every letter, lower
// and upper case, is a global here, declared before any header of the library, so its
// non-template code is checked as well as its templates; tests/warnings/warnings.cmake compiles
// this with -Wshadow -Werror.
int a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0, j = 0, k = 0, l = 0, m = 0;
int n = 0, o = 0, p = 0, q = 0, r = 0, s = 0, t = 0, u = 0, v = 0, w = 0, x = 0, y = 0, z = 0;
int A = 0, B = 0, C = 0, D = 0, E = 0, F = 0, G = 0, H = 0, I = 0, J = 0, K = 0, L = 0, M = 0;
int N = 0, O = 0, P = 0, Q = 0, R = 0, S = 0, T = 0, U = 0, V = 0, W = 0, X = 0, Y = 0, Z = 0;

#include "user_code.hpp"

int main() { return wu_user::exercise() > 0 ? a + z + A + Z : 1; }
