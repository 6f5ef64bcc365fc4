// A user's program: includes the umbrella header of a vendored (add_subdirectory) versioned.
#include <versioned/versioned.hpp>

#include <cstdio>

int main() {
    std::printf("versioned %d.%d.%d (VERSIONED_VERSION %d)\n", VERSIONED_VERSION_MAJOR,
                VERSIONED_VERSION_MINOR, VERSIONED_VERSION_PATCH, VERSIONED_VERSION);
    return 0;
}
