# Packaging layout tests of versioned, run by CTest as a script (label "packaging"):
#
#   cmake -DMODE=conan|vcpkg -DSOURCE_DIR=<repo> -DWORK_DIR=<scratch dir>
#         -DCXX_COMPILER=<c++> [-DCXX_FLAGS=...] -DGENERATOR=<gen> [-DMAKE_PROGRAM=<ninja>]
#         -DPROJECT_VERSION=<x.y.z> -P tests/packaging/layout_test.cmake
#
# Installs the library the way a package manager's recipe does -- no Conan or vcpkg needed,
# neither is a Debian package -- then builds and runs the Conan test_package consumer
# (test_package/) against that tree, finding the package the way that tool's CMake integration
# does:
#   conan  conanfile.py: CMake install with VERSIONED_INSTALL_CMAKEDIR = the recipe's
#          CMAKE_CONFIG_DIR (read from conanfile.py), LICENSE into licenses/, share/ removed;
#          the consumer gets <package>/<CMAKE_CONFIG_DIR> on CMAKE_PREFIX_PATH, as
#          CMakeToolchain does with the recipe's builddirs (cmake_find_mode "none": CMakeDeps
#          generates nothing for versioned, and Boost comes from the system as with
#          [platform_requires]).
#   vcpkg  ports/versioned/portfile.cmake: CMake install with the -DVERSIONED_* options of the
#          portfile (read from it); the consumer gets the prefix on CMAKE_PREFIX_PATH, as
#          vcpkg.cmake does with installed/<triplet>.
# Either way the consumer must find versionedConfig.cmake in that tree (checked) and print the
# converted value and the schema.
cmake_minimum_required(VERSION 3.25)

foreach(var MODE SOURCE_DIR WORK_DIR CXX_COMPILER GENERATOR PROJECT_VERSION)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "layout test: -D${var}=... is required")
    endif()
endforeach()

function(run what)
    list(JOIN ARGN " " shown)
    message("layout test: ${what}: ${shown}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "layout test: ${what} FAILED (${result})")
    endif()
endfunction()

set(common_configure -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}"
    "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}" -DCMAKE_BUILD_TYPE=Release
    -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
if(MAKE_PROGRAM)
    list(APPEND common_configure "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
endif()

set(build "${WORK_DIR}/${MODE}-library-build")
set(package "${WORK_DIR}/${MODE}-package")
set(consumer "${WORK_DIR}/${MODE}-consumer-build")
file(REMOVE_RECURSE "${build}" "${package}" "${consumer}")

set(library_options -DVERSIONED_INSTALL=ON -DVERSIONED_BUILD_TESTS=OFF
    -DVERSIONED_BUILD_EXAMPLES=OFF -DVERSIONED_BUILD_BENCHMARKS=OFF)

if(MODE STREQUAL "conan")
    file(READ "${SOURCE_DIR}/conanfile.py" recipe)
    if(NOT recipe MATCHES "\nCMAKE_CONFIG_DIR = \"([^\"]+)\"")
        message(FATAL_ERROR "layout test: conanfile.py has no 'CMAKE_CONFIG_DIR = \"...\"'")
    endif()
    set(config_dir "${CMAKE_MATCH_1}")
    list(APPEND library_options "-DVERSIONED_INSTALL_CMAKEDIR=${config_dir}")
    set(consumer_prefix_path "${package}/${config_dir}")
    set(expected_files include/versioned/versioned.hpp licenses/LICENSE
        "${config_dir}/versionedConfig.cmake" "${config_dir}/versionedTargets.cmake")
elseif(MODE STREQUAL "vcpkg")
    file(READ "${SOURCE_DIR}/ports/versioned/portfile.cmake" portfile)
    string(REGEX MATCHALL "-DVERSIONED_[A-Z_]+=[^ \t\n)]+" port_options "${portfile}")
    if(NOT port_options MATCHES "VERSIONED_INSTALL_CMAKEDIR=([^;]+)")
        message(FATAL_ERROR "layout test: the portfile sets no -DVERSIONED_INSTALL_CMAKEDIR")
    endif()
    set(config_dir "${CMAKE_MATCH_1}")
    set(library_options ${port_options})
    set(consumer_prefix_path "${package}")
    set(expected_files include/versioned/versioned.hpp share/pkgconfig/versioned.pc
        "${config_dir}/versionedConfig.cmake" "${config_dir}/versionedTargets.cmake")
else()
    message(FATAL_ERROR "layout test: unknown MODE '${MODE}' (conan, vcpkg)")
endif()

run("configure the library" "${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${build}"
    ${common_configure} ${library_options})
run("install the library" "${CMAKE_COMMAND}" --install "${build}" --prefix "${package}")
if(MODE STREQUAL "conan")
    # conanfile.py package(): copy(LICENSE -> licenses/), rmdir(share)
    file(COPY "${SOURCE_DIR}/LICENSE" DESTINATION "${package}/licenses")
    file(REMOVE_RECURSE "${package}/share")
endif()
foreach(file IN LISTS expected_files)
    if(NOT EXISTS "${package}/${file}")
        message(FATAL_ERROR "layout test: the ${MODE} package lacks ${file}")
    endif()
endforeach()

run("configure test_package" "${CMAKE_COMMAND}" -S "${SOURCE_DIR}/test_package" -B "${consumer}"
    ${common_configure} "-DCMAKE_PREFIX_PATH=${consumer_prefix_path}"
    -DCMAKE_CXX_STANDARD=20 -DCMAKE_CXX_STANDARD_REQUIRED=ON -DCMAKE_CXX_EXTENSIONS=OFF)

# The consumer must have found the package in this tree, nowhere else.
file(STRINGS "${consumer}/CMakeCache.txt" found REGEX "^versioned_DIR:PATH=")
string(REGEX REPLACE "^versioned_DIR:PATH=" "" found "${found}")
file(REAL_PATH "${package}/${config_dir}" expected)
if(NOT found STREQUAL expected)
    message(FATAL_ERROR "layout test: test_package found versioned in '${found}', "
        "expected '${expected}'")
endif()

run("build test_package" "${CMAKE_COMMAND}" --build "${consumer}")
message("layout test: run test_package")
execute_process(COMMAND "${consumer}/test_package" RESULT_VARIABLE result OUTPUT_VARIABLE out
    ERROR_VARIABLE out)
message("${out}")
if(NOT result EQUAL 0)
    message(FATAL_ERROR "layout test: test_package FAILED (${result})")
endif()
string(REPLACE "." "\\." version_regex "${PROJECT_VERSION}")
foreach(expected_output
        "versioned ${version_regex}: widget costs 250 cents"
        "\"\\$schema\":\"https://json-schema.org/draft/2020-12/schema\",\"title\":\"Item\"")
    if(NOT out MATCHES "${expected_output}")
        message(FATAL_ERROR "layout test: test_package's output does not match '${expected_output}'")
    endif()
endforeach()
message("layout test: ${MODE}: ok (package in ${package})")
