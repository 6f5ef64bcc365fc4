# vcpkg port of versioned: header-only, installs the headers, the CMake package
# (share/versioned/versionedConfig.cmake, targets versioned::*), versioned.pc and the license.
#
# Source:
#   - by default, the GitHub release v${VERSION} (what a registry port uses);
#   - when the environment variable VERSIONED_PORT_SOURCE_DIR names a checkout, that checkout
#     instead, unchanged (how the repository tests its own port:
#         VERSIONED_PORT_SOURCE_DIR=$PWD vcpkg install versioned --overlay-ports=ports
#     ). On Windows vcpkg passes only listed variables to port builds: add
#     VERSIONED_PORT_SOURCE_DIR to VCPKG_KEEP_ENV_VARS. vcpkg does not hash the environment
#     into the package ABI, so use --binarysource=clear (or no binary cache) with a checkout.
#
# Features only add dependencies: the headers and CMake targets of the opt-in parts are always
# installed, and find_package(versioned COMPONENTS ...) finds their dependencies.

set(VCPKG_BUILD_TYPE release)   # header-only: one configuration is all there is
set(VCPKG_FIXUP_ELF_RPATH OFF)  # ... and no binaries whose RPATH would need fixing

if(DEFINED ENV{VERSIONED_PORT_SOURCE_DIR})
    file(REAL_PATH "$ENV{VERSIONED_PORT_SOURCE_DIR}" SOURCE_PATH)
    if(NOT EXISTS "${SOURCE_PATH}/include/versioned/versioned.hpp")
        message(FATAL_ERROR "VERSIONED_PORT_SOURCE_DIR='$ENV{VERSIONED_PORT_SOURCE_DIR}' "
            "is not a versioned checkout (no include/versioned/versioned.hpp)")
    endif()
    message(STATUS "versioned: using the checkout ${SOURCE_PATH} (VERSIONED_PORT_SOURCE_DIR)")
else()
    vcpkg_from_github(
        OUT_SOURCE_PATH SOURCE_PATH
        REPO versioned-cpp/versioned
        REF "v${VERSION}"
        # The SHA512 of the v${VERSION} release archive; it exists once the tag does. After
        # tagging: set SHA512 0 and run vcpkg install once, it prints the actual hash.
        SHA512 0
        HEAD_REF main
    )
endif()

vcpkg_cmake_configure(
    SOURCE_PATH "${SOURCE_PATH}"
    OPTIONS
        -DVERSIONED_INSTALL=ON
        -DVERSIONED_BUILD_TESTS=OFF
        -DVERSIONED_BUILD_EXAMPLES=OFF
        -DVERSIONED_BUILD_BENCHMARKS=OFF
        -DVERSIONED_INSTALL_CMAKEDIR=share/versioned
        -DVERSIONED_INSTALL_PKGCONFIGDIR=share/pkgconfig
)
vcpkg_cmake_install()
vcpkg_cmake_config_fixup(PACKAGE_NAME versioned CONFIG_PATH share/versioned)
vcpkg_fixup_pkgconfig()

vcpkg_install_copyright(FILE_LIST "${SOURCE_PATH}/LICENSE")
file(INSTALL "${CMAKE_CURRENT_LIST_DIR}/usage" DESTINATION "${CURRENT_PACKAGES_DIR}/share/${PORT}")
