# The CEL rules of constraints (DESIGN.md §13) compiled and evaluated by a real CEL implementation,
# npm's @bufbuild/cel under node:
#
#   constraints.cel          cel_dump (tests/constraints/cel_dump.cpp) writes the OpenAPI schema of
#                            every version of the types of cel_cases.hpp and their sample objects,
#                            valid and invalid; cel_check.mjs compiles every x-kubernetes-validations
#                            rule and evaluates it on the samples as the API server would
#   constraints.cel_rejects  cel_check.mjs --expect-failures on cel_wrong.json: rules and samples that
#                            are wrong in each way the oracle must see, each of which it must reject
#
# Labels "constraints" and "k8s". node: Debian's nodejs; @bufbuild/cel: installed by
# scripts/setup.sh with npm into VERSIONED_NPM_PREFIX (the environment's or the cache variable's;
# default ~/.cache/versioned/npm, outside the source tree, found the same way as setup.sh finds
# it). Either missing, the tests FAIL saying what to run -- never skipped.
#
# Included from tests/constraints/constraints_tests.cmake (not in sanitizer builds: the tests judge
# rules, not memory); CTest runs this same file in script mode as the tests' driver.

if(CMAKE_SCRIPT_MODE_FILE)
    set(test constraints.cel)
    if(MODE STREQUAL "rejects")
        set(test constraints.cel_rejects)
    endif()
    # The node configured, else one on PATH now (it may have been installed since configuring).
    if(NOT NODE OR NOT EXISTS "${NODE}")
        find_program(node_on_path NAMES node nodejs NO_CACHE)
        set(NODE "${node_on_path}")
    endif()
    if(NOT NODE)
        message(FATAL_ERROR "${test}: FAILED -- no node: install Debian's nodejs (scripts/setup.sh)")
    endif()
    if(NOT EXISTS "${MODULES}/node_modules/@bufbuild/cel/package.json")
        message(FATAL_ERROR "${test}: FAILED -- npm's @bufbuild/cel is not in ${MODULES}: run scripts/setup.sh "
                            "(npm install --prefix ${MODULES} @bufbuild/cel), or configure with "
                            "-DVERSIONED_NPM_PREFIX=<its prefix>")
    endif()
    if(MODE STREQUAL "rejects")
        execute_process(COMMAND ${NODE} ${SCRIPT} --modules ${MODULES} --expect-failures ${INPUT} RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "${test}: FAILED -- cel_check.mjs --expect-failures exited with '${result}': "
                                "it did not reject every case of ${INPUT}")
        endif()
        return()
    endif()
    execute_process(COMMAND ${DUMP} ${OUT} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${test}: FAILED -- '${DUMP} ${OUT}' exited with '${result}'")
    endif()
    execute_process(COMMAND ${NODE} ${SCRIPT} --modules ${MODULES} ${OUT} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${test}: FAILED -- cel_check.mjs exited with '${result}' (its input: ${OUT})")
    endif()
    return()
endif()

# The prefix scripts/setup.sh installs into, found the same way.
if(DEFINED ENV{VERSIONED_NPM_PREFIX})
    set(versioned_npm_default "$ENV{VERSIONED_NPM_PREFIX}")
elseif(DEFINED ENV{XDG_CACHE_HOME})
    set(versioned_npm_default "$ENV{XDG_CACHE_HOME}/versioned/npm")
elseif(DEFINED ENV{HOME})
    set(versioned_npm_default "$ENV{HOME}/.cache/versioned/npm")
else()
    set(versioned_npm_default "/tmp/.cache/versioned/npm")
endif()
set(VERSIONED_NPM_PREFIX "${versioned_npm_default}" CACHE PATH
    "Where scripts/setup.sh installs the npm packages of the tests (@bufbuild/cel: constraints.cel)")
find_program(VERSIONED_NODE NAMES node nodejs)
if(NOT VERSIONED_NODE OR NOT EXISTS "${VERSIONED_NPM_PREFIX}/node_modules/@bufbuild/cel/package.json")
    message(STATUS "versioned: node or npm's @bufbuild/cel (in ${VERSIONED_NPM_PREFIX}) not found: the tests "
                   "constraints.cel and constraints.cel_rejects will fail until scripts/setup.sh has run")
endif()

add_executable(cel_dump ${CMAKE_CURRENT_LIST_DIR}/cel_dump.cpp)
target_link_libraries(cel_dump PRIVATE versioned::versioned)
target_include_directories(cel_dump PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
versioned_strict_target(cel_dump)
add_test(NAME constraints.cel
    COMMAND ${CMAKE_COMMAND} -DDUMP=$<TARGET_FILE:cel_dump> -DNODE=${VERSIONED_NODE} -DMODULES=${VERSIONED_NPM_PREFIX}
            -DSCRIPT=${CMAKE_CURRENT_LIST_DIR}/cel_check.mjs -DOUT=${CMAKE_CURRENT_BINARY_DIR}/cel_cases.json
            -P ${CMAKE_CURRENT_LIST_DIR}/cel_tests.cmake)
add_test(NAME constraints.cel_rejects
    COMMAND ${CMAKE_COMMAND} -DMODE=rejects -DNODE=${VERSIONED_NODE} -DMODULES=${VERSIONED_NPM_PREFIX}
            -DSCRIPT=${CMAKE_CURRENT_LIST_DIR}/cel_check.mjs -DINPUT=${CMAKE_CURRENT_LIST_DIR}/cel_wrong.json
            -P ${CMAKE_CURRENT_LIST_DIR}/cel_tests.cmake)
set_tests_properties(constraints.cel constraints.cel_rejects PROPERTIES LABELS "constraints;k8s" TIMEOUT 300)
