// tests/warnings/user_code.hpp compiled at every optimization level (tests/warnings/warnings.cmake):
// a warning from the library's headers fails the build.
#include "user_code.hpp"

int main() { return wu_user::exercise() > 0 ? 0 : 1; }
