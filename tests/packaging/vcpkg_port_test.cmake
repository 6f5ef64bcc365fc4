# CTest packaging.vcpkg_port (label "packaging"): the vcpkg port's CMake invocation, built from the
# files the port would get -- without vcpkg, which is not a Debian package (the real tool is run
# by hand: docs/integration.md, "Testing the port with vcpkg").
#
#   cmake -DRELEASE_DIR=<release.py --dry-run output> -DSOURCE_DIR=<repo> -DWORK_DIR=<dir>
#         -DCXX_COMPILER=<c++> [-DCXX_FLAGS=...] -DGENERATOR=<gen> [-DMAKE_PROGRAM=<ninja>]
#         -P tests/packaging/vcpkg_port_test.cmake
#
# RELEASE_DIR is what `scripts/release.py VERSION --dry-run` wrote (CTest packaging.release_dry_run
# is the fixture): the archive of the work tree, and ports/versioned/ with its SHA512 -- the
# overlay port a checkout is tested with. This test
#   1. checks that the port names that archive (vcpkg_from_github REF "v${VERSION}", SHA512 =
#      the archive's, vcpkg.json's version) and that its features are the CMake components;
#   2. extracts the archive (what vcpkg_from_github gives the port), configures it with the
#      portfile's vcpkg_cmake_configure OPTIONS (Release: VCPKG_BUILD_TYPE release), installs it
#      and checks the tree (headers, share/versioned/ config and component exports,
#      share/pkgconfig/versioned.pc, versioned-webhook-server.pc and versioned-yaml.pc, no
#      absolute path in an installed text file);
#   3. builds test_package/ against that prefix, found as vcpkg's toolchain finds installed
#      packages (CMAKE_PREFIX_PATH), with every feature's component, at -O3 with the strict
#      warnings as errors, and runs each program.
cmake_minimum_required(VERSION 3.25)

foreach(var RELEASE_DIR SOURCE_DIR WORK_DIR CXX_COMPILER GENERATOR)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "vcpkg port test: -D${var}=... is required")
    endif()
endforeach()

function(run what)
    list(JOIN ARGN " " shown)
    message("vcpkg port test: ${what}: ${shown}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "vcpkg port test: ${what} FAILED (${result})")
    endif()
endfunction()

# ---- 1. The port and the archive it names ---------------------------------------------------
file(READ "${RELEASE_DIR}/release.json" release)
string(JSON version GET "${release}" version)
string(JSON sha512 GET "${release}" sha512)
string(JSON archive GET "${release}" archive)
file(SHA512 "${archive}" actual_sha512)
if(NOT actual_sha512 STREQUAL sha512)
    message(FATAL_ERROR "vcpkg port test: ${archive}'s SHA512 is not release.json's")
endif()
set(port "${RELEASE_DIR}/ports/versioned")
file(READ "${port}/portfile.cmake" portfile)
if(NOT portfile MATCHES "vcpkg_from_github\\(([^)]*)\\)")
    message(FATAL_ERROR "vcpkg port test: the portfile has no vcpkg_from_github(...)")
endif()
set(from_github "${CMAKE_MATCH_1}")
if(NOT from_github MATCHES "REF \"v\\\${VERSION}\"" OR NOT from_github MATCHES "SHA512 ${sha512}")
    message(FATAL_ERROR "vcpkg port test: vcpkg_from_github must name REF \"v\${VERSION}\" and "
        "the archive's SHA512 ${sha512}:\n${from_github}")
endif()
file(READ "${port}/vcpkg.json" manifest)
string(JSON port_version GET "${manifest}" version)
if(NOT port_version STREQUAL version)
    message(FATAL_ERROR "vcpkg port test: vcpkg.json's version ${port_version} is not ${version}")
endif()
# Each feature brings one CMake component's dependencies.
set(component_of_boost-json boost_json)
set(component_of_nlohmann-json nlohmann)
set(component_of_webhook-server webhook_server)
set(component_of_yaml yaml)
set(component_of_toml toml)
string(JSON feature_count LENGTH "${manifest}" features)
set(components)
math(EXPR last "${feature_count} - 1")
foreach(i RANGE ${last})
    string(JSON feature MEMBER "${manifest}" features ${i})
    if(NOT DEFINED component_of_${feature})
        message(FATAL_ERROR "vcpkg port test: feature '${feature}' is no CMake component "
            "(boost-json, nlohmann-json, webhook-server, yaml, toml)")
    endif()
    list(APPEND components ${component_of_${feature}})
endforeach()
list(SORT components)
if(NOT components STREQUAL "boost_json;nlohmann;toml;webhook_server;yaml")
    message(FATAL_ERROR "vcpkg port test: the features give the components '${components}', "
        "expected boost_json;nlohmann;toml;webhook_server;yaml")
endif()

# ---- 2. The port's CMake invocation on the archive -----------------------------------------
set(src "${WORK_DIR}/src")
set(build "${WORK_DIR}/build")
set(prefix "${WORK_DIR}/installed")
set(consumer "${WORK_DIR}/consumer")
file(REMOVE_RECURSE "${src}" "${build}" "${prefix}" "${consumer}")
file(ARCHIVE_EXTRACT INPUT "${archive}" DESTINATION "${src}")
set(source_path "${src}/versioned-${version}")
if(NOT EXISTS "${source_path}/CMakeLists.txt")
    message(FATAL_ERROR "vcpkg port test: the archive has no versioned-${version}/CMakeLists.txt")
endif()

if(NOT portfile MATCHES "vcpkg_cmake_configure\\(([^)]*)\\)")
    message(FATAL_ERROR "vcpkg port test: the portfile has no vcpkg_cmake_configure(...)")
endif()
string(REGEX MATCHALL "-D[A-Za-z_]+=[^ \t\r\n]+" port_options "${CMAKE_MATCH_1}")
if(NOT port_options MATCHES "VERSIONED_INSTALL_CMAKEDIR=share/versioned")
    message(FATAL_ERROR "vcpkg port test: the port must install the config into share/versioned "
        "(vcpkg_cmake_config_fixup's default); options: ${port_options}")
endif()

set(common -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" -DCMAKE_BUILD_TYPE=Release
    -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON)
if(MAKE_PROGRAM)
    list(APPEND common "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
endif()
run("configure the port's source" "${CMAKE_COMMAND}" -S "${source_path}" -B "${build}"
    ${common} ${port_options})
run("install" "${CMAKE_COMMAND}" --install "${build}" --prefix "${prefix}")

foreach(file include/versioned/versioned.hpp include/versioned/k8s/webhook_server.hpp
        share/versioned/versionedConfig.cmake share/versioned/versionedConfigVersion.cmake
        share/versioned/versionedTargets.cmake share/versioned/versioned_boost_jsonTargets.cmake
        share/versioned/versioned_nlohmannTargets.cmake
        share/versioned/versioned_webhook_serverTargets.cmake
        share/versioned/versioned_yamlTargets.cmake share/versioned/versioned_tomlTargets.cmake
        include/versioned/yaml.hpp include/versioned/toml.hpp share/pkgconfig/versioned.pc
        share/pkgconfig/versioned-webhook-server.pc share/pkgconfig/versioned-yaml.pc)
    if(NOT EXISTS "${prefix}/${file}")
        message(FATAL_ERROR "vcpkg port test: the installed port lacks ${file}")
    endif()
endforeach()
file(GLOB_RECURSE installed_text "${prefix}/share/*" "${prefix}/lib/*")
foreach(file IN LISTS installed_text)
    file(STRINGS "${file}" absolute REGEX "${prefix}|${source_path}|${build}")
    if(absolute)
        message(FATAL_ERROR "vcpkg port test: ${file} names an absolute path: ${absolute}")
    endif()
endforeach()

# ---- 3. A consumer of every component -------------------------------------------------------
file(WRITE "${WORK_DIR}/consumer-cache.cmake"
    "set(VERSIONED_TEST_COMPONENTS \"${components}\" CACHE STRING \"\")\n")
run("configure test_package" "${CMAKE_COMMAND}" -C "${WORK_DIR}/consumer-cache.cmake"
    -S "${SOURCE_DIR}/test_package" -B "${consumer}"
    ${common} "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}" "-DCMAKE_PREFIX_PATH=${prefix}")
file(STRINGS "${consumer}/CMakeCache.txt" found REGEX "^versioned_DIR:PATH=")
string(REGEX REPLACE "^versioned_DIR:PATH=" "" found "${found}")
file(REAL_PATH "${prefix}/share/versioned" expected)
if(NOT found STREQUAL expected)
    message(FATAL_ERROR "vcpkg port test: test_package found versioned in '${found}', "
        "expected '${expected}'")
endif()
run("build test_package" "${CMAKE_COMMAND}" --build "${consumer}")

set(expect_test_package "versioned ${version}: widget costs 250 cents.*\n{\"name\":\"widget\",\"price_cents\":250,")
set(expect_test_boost_json "boost_json: {.*} equal")
set(expect_test_nlohmann "nlohmann: {.*} equal")
set(expect_test_webhook_server "webhook_server: bound to port [1-9]")
set(expect_test_yaml "yaml: {.*} equal")
set(expect_test_toml "toml: {.*} equal")
foreach(program test_package test_boost_json test_nlohmann test_webhook_server test_yaml test_toml)
    execute_process(COMMAND "${consumer}/${program}" RESULT_VARIABLE result
        OUTPUT_VARIABLE out ERROR_VARIABLE out)
    message("vcpkg port test: ${program}: ${out}")
    if(NOT result EQUAL 0 OR NOT out MATCHES "${expect_${program}}")
        message(FATAL_ERROR "vcpkg port test: ${program} FAILED (${result}) or its output does "
            "not match '${expect_${program}}'")
    endif()
endforeach()
message("vcpkg port test: ok (port of versioned ${version}, installed in ${prefix})")
