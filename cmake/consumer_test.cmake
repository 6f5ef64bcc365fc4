# Consumer tests of versioned, run by CTest as a script (label "consumer"):
#
#   cmake -DMODE=<mode> -DSOURCE_DIR=<repo> -DBINARY_DIR=<versioned build dir>
#         -DWORK_DIR=<scratch dir> -DCXX_COMPILER=<c++> [-DCXX_FLAGS=...] -DGENERATOR=<gen>
#         [-DMAKE_PROGRAM=<ninja>] -DPROJECT_VERSION=<x.y.z> [-DPKG_CONFIG=<pkg-config>]
#         [-DINTEROP_COMPONENTS=boost_json|nlohmann|yaml|toml] -P cmake/consumer_test.cmake
#
# INTEROP_COMPONENTS: the interop targets whose library the parent build found; the
# find_package / build_tree / add_subdirectory consumers link and run one program each.
#
# MODE
#   install           cmake --install BINARY_DIR into WORK_DIR/staging, check the tree, then
#                     move it to WORK_DIR/prefix (proves it is relocatable). CTest fixture
#                     setup for find_package and pkg_config.
#   find_package      tests/consumer/find_package against WORK_DIR/prefix (CMAKE_PREFIX_PATH)
#   build_tree        tests/consumer/find_package against BINARY_DIR (the build-tree export)
#   add_subdirectory  tests/consumer/add_subdirectory with VERSIONED_SOURCE_DIR=SOURCE_DIR
#   pkg_config        pkg-config --modversion/--cflags versioned against WORK_DIR/prefix, then
#                     compile and run tests/consumer/find_package/main.cpp with those flags;
#                     with -DWEBHOOK_SERVER=ON (the parent build found OpenSSL and threads),
#                     tests/consumer/webhook_server/main.cpp too, compiled and linked with
#                     pkg-config --cflags --libs versioned-webhook-server alone; with yaml in
#                     INTEROP_COMPONENTS, tests/consumer/interop/yaml.cpp likewise with
#                     versioned-yaml (libfyaml's flags through its libfyaml.pc)
cmake_minimum_required(VERSION 3.25)

foreach(var MODE SOURCE_DIR BINARY_DIR WORK_DIR CXX_COMPILER GENERATOR PROJECT_VERSION)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "consumer test: -D${var}=... is required")
    endif()
endforeach()

set(prefix "${WORK_DIR}/prefix")
string(REPLACE "|" ";" interop_components "${INTEROP_COMPONENTS}")
set(expected_output "versioned ${PROJECT_VERSION} \\(VERSIONED_VERSION [0-9]+\\)")

function(run what)
    list(JOIN ARGN " " shown)
    message("consumer test: ${what}: ${shown}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "consumer test: ${what} FAILED (${result})")
    endif()
endfunction()

function(run_and_check_output what expected)
    list(JOIN ARGN " " shown)
    message("consumer test: ${what}: ${shown}")
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
    message("${out}")
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "consumer test: ${what} FAILED (${result})")
    endif()
    if(NOT out MATCHES "${expected}")
        message(FATAL_ERROR "consumer test: ${what}: output does not match '${expected}'")
    endif()
endfunction()

# Configure, build and run one consumer project in a fresh build directory.
function(consumer_project name source_subdir)
    set(build "${WORK_DIR}/${name}-build")
    file(REMOVE_RECURSE "${build}")
    set(configure "${CMAKE_COMMAND}" -S "${SOURCE_DIR}/tests/consumer/${source_subdir}"
        -B "${build}" -G "${GENERATOR}"
        "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}"
        "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}"
        -DCMAKE_BUILD_TYPE=Debug
        -DCMAKE_FIND_PACKAGE_NO_PACKAGE_REGISTRY=ON
        "-DVERSIONED_INTEROP_COMPONENTS=${INTEROP_COMPONENTS}"
        ${ARGN})
    if(MAKE_PROGRAM)
        list(APPEND configure "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
    endif()
    run("configure ${name}" ${configure})
    run("build ${name}" "${CMAKE_COMMAND}" --build "${build}")
    run_and_check_output("run ${name}" "${expected_output}" "${build}/consumer")
    foreach(component IN LISTS interop_components)
        run_and_check_output("run ${name} ${component}" "interop ${component}: {.*} equal"
            "${build}/consumer_${component}")
    endforeach()
endfunction()

# Fail if an installed text file names the directory it was installed to: it would not survive
# a move of the prefix.
function(check_relocatable dir forbidden)
    file(GLOB_RECURSE files "${dir}/*.cmake" "${dir}/*.pc")
    foreach(file IN LISTS files)
        file(READ "${file}" text)
        string(FIND "${text}" "${forbidden}" at)
        if(NOT at EQUAL -1)
            message(FATAL_ERROR "consumer test: ${file} contains the absolute path "
                "'${forbidden}': the install tree is not relocatable")
        endif()
    endforeach()
endfunction()

if(MODE STREQUAL "install")
    set(staging "${WORK_DIR}/staging")
    file(REMOVE_RECURSE "${staging}" "${prefix}")
    run("install" "${CMAKE_COMMAND}" --install "${BINARY_DIR}" --prefix "${staging}")
    foreach(file
            include/versioned/versioned.hpp
            include/versioned/version.hpp
            lib/cmake/versioned/versionedConfig.cmake
            lib/cmake/versioned/versionedConfigVersion.cmake
            lib/cmake/versioned/versionedTargets.cmake
            lib/cmake/versioned/versioned_boost_jsonTargets.cmake
            lib/cmake/versioned/versioned_nlohmannTargets.cmake
            lib/cmake/versioned/versioned_webhook_serverTargets.cmake
            lib/cmake/versioned/versioned_yamlTargets.cmake
            lib/cmake/versioned/versioned_tomlTargets.cmake
            include/versioned/boost_json.hpp
            include/versioned/nlohmann.hpp
            include/versioned/yaml.hpp
            include/versioned/toml.hpp
            share/pkgconfig/versioned.pc
            share/pkgconfig/versioned-webhook-server.pc
            share/pkgconfig/versioned-yaml.pc)
        if(NOT EXISTS "${staging}/${file}")
            message(FATAL_ERROR "consumer test: the install tree lacks ${file}")
        endif()
    endforeach()
    file(READ "${staging}/lib/cmake/versioned/versionedConfig.cmake" config)
    foreach(needle "include(CMakeFindDependencyMacro)" "find_dependency(Boost 1.81)"
                   "versionedTargets.cmake")
        string(FIND "${config}" "${needle}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "consumer test: versionedConfig.cmake lacks '${needle}'")
        endif()
    endforeach()
    check_relocatable("${staging}" "${staging}")
    check_relocatable("${staging}" "${SOURCE_DIR}")
    check_relocatable("${staging}" "${BINARY_DIR}")
    file(RENAME "${staging}" "${prefix}")
    message("consumer test: installed, checked and moved to ${prefix}")

elseif(MODE STREQUAL "find_package")
    if(NOT EXISTS "${prefix}/lib/cmake/versioned/versionedConfig.cmake")
        message(FATAL_ERROR "consumer test: no install tree at ${prefix} (run consumer.install)")
    endif()
    consumer_project(find_package find_package
        "-DCMAKE_PREFIX_PATH=${prefix}"
        "-DVERSIONED_EXPECTED_VERSION=${PROJECT_VERSION}"
        "-DVERSIONED_EXPECTED_DIR=${prefix}/lib/cmake/versioned")

elseif(MODE STREQUAL "build_tree")
    consumer_project(build_tree find_package
        "-DCMAKE_PREFIX_PATH=${BINARY_DIR}"
        "-DVERSIONED_EXPECTED_VERSION=${PROJECT_VERSION}"
        "-DVERSIONED_EXPECTED_DIR=${BINARY_DIR}")

elseif(MODE STREQUAL "add_subdirectory")
    consumer_project(add_subdirectory add_subdirectory
        "-DVERSIONED_SOURCE_DIR=${SOURCE_DIR}")

elseif(MODE STREQUAL "pkg_config")
    if(NOT PKG_CONFIG)
        message(FATAL_ERROR "consumer test: -DPKG_CONFIG=<pkg-config> is required")
    endif()
    set(pcdir "${prefix}/share/pkgconfig")
    if(NOT EXISTS "${pcdir}/versioned.pc")
        message(FATAL_ERROR "consumer test: no ${pcdir}/versioned.pc (run consumer.install)")
    endif()
    set(ENV{PKG_CONFIG_PATH} "${pcdir}")
    run_and_check_output("pkg-config --modversion" "^${PROJECT_VERSION}\n?$"
        "${PKG_CONFIG}" --modversion versioned)

    message("consumer test: pkg-config --cflags versioned")
    execute_process(COMMAND "${PKG_CONFIG}" --cflags versioned
        RESULT_VARIABLE result OUTPUT_VARIABLE cflags OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "consumer test: pkg-config --cflags versioned FAILED (${result})")
    endif()
    message("  -> ${cflags}")
    separate_arguments(cflags UNIX_COMMAND "${cflags}")
    # The include directory it names must be the moved prefix's include/.
    set(include_dir "")
    foreach(flag IN LISTS cflags)
        if(flag MATCHES "^-I(.+)$")
            set(include_dir "${CMAKE_MATCH_1}")
        endif()
    endforeach()
    if(include_dir STREQUAL "")
        message(FATAL_ERROR "consumer test: pkg-config --cflags gave no -I")
    endif()
    file(REAL_PATH "${include_dir}" include_real)
    file(REAL_PATH "${prefix}/include" expected_real)
    if(NOT include_real STREQUAL expected_real)
        message(FATAL_ERROR "consumer test: pkg-config's -I is ${include_dir} "
            "(${include_real}), expected ${expected_real}")
    endif()

    set(build "${WORK_DIR}/pkg_config-build")
    file(REMOVE_RECURSE "${build}")
    file(MAKE_DIRECTORY "${build}")
    separate_arguments(cxx_flags UNIX_COMMAND "${CXX_FLAGS}")
    run("compile with pkg-config's flags" "${CXX_COMPILER}" ${cxx_flags} -std=c++20
        -Wall -Wextra -Wpedantic -Werror -Wshadow ${cflags}
        "${SOURCE_DIR}/tests/consumer/find_package/main.cpp" -o "${build}/consumer")
    run_and_check_output("run pkg_config consumer" "${expected_output}" "${build}/consumer")

    # The webhook server needs OpenSSL and threads at link time, which versioned.pc does not
    # name: versioned-webhook-server.pc does (linking with versioned.pc's flags alone failed on
    # every OpenSSL symbol).
    if(WEBHOOK_SERVER)
        message("consumer test: pkg-config --cflags --libs versioned-webhook-server")
        execute_process(COMMAND "${PKG_CONFIG}" --cflags --libs versioned-webhook-server
            RESULT_VARIABLE result OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "consumer test: pkg-config --cflags --libs versioned-webhook-server FAILED (${result})")
        endif()
        message("  -> ${flags}")
        separate_arguments(flags UNIX_COMMAND "${flags}")
        run("compile and link the webhook server with pkg-config's flags" "${CXX_COMPILER}" ${cxx_flags}
            -std=c++20 -Wall -Wextra -Wpedantic -Werror -Wshadow
            "${SOURCE_DIR}/tests/consumer/webhook_server/main.cpp" -o "${build}/webhook_consumer" ${flags})
        run_and_check_output("run the webhook server consumer" "the missing certificate was refused"
            "${build}/webhook_consumer")
    else()
        message("consumer test: OpenSSL or threads not found by the build: the webhook server consumer is not built")
    endif()

    # YAML links libfyaml: versioned-yaml.pc requires libfyaml.pc, which gives -lfyaml.
    if("yaml" IN_LIST interop_components)
        message("consumer test: pkg-config --cflags --libs versioned-yaml")
        execute_process(COMMAND "${PKG_CONFIG}" --cflags --libs versioned-yaml
            RESULT_VARIABLE result OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "consumer test: pkg-config --cflags --libs versioned-yaml FAILED (${result})")
        endif()
        message("  -> ${flags}")
        separate_arguments(flags UNIX_COMMAND "${flags}")
        run("compile and link the YAML consumer with pkg-config's flags" "${CXX_COMPILER}" ${cxx_flags}
            -std=c++20 -Wall -Wextra -Wpedantic -Werror -Wshadow
            "${SOURCE_DIR}/tests/consumer/interop/yaml.cpp" -o "${build}/yaml_consumer" ${flags})
        run_and_check_output("run the YAML consumer" "interop yaml: {.*} equal" "${build}/yaml_consumer")
    else()
        message("consumer test: libfyaml not found by the build: the YAML consumer is not built")
    endif()

else()
    message(FATAL_ERROR "consumer test: unknown MODE '${MODE}'")
endif()
message("consumer test: ${MODE}: ok")
