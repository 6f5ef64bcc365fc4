# The pattern engine and the formats of constraints (issue 34) judged by the real consumers:
#
#   constraints_re2             tests/constraints/regex_re2.cpp: the engine against RE2 (Debian's
#                               libre2-dev, found by pkg-config; a test dependency only: no RE2,
#                               no test), label "runtime" (so sanitizer builds too)
#   constraints.oracle          the engine against Go's regexp and the formats against kube-openapi's
#                               strfmt registry: oracle_cases.cpp asks, formats_oracle (Go, built
#                               offline against Debian's kube-openapi as tests/k8s/kube_validate is)
#                               answers; labels "constraints" and "k8s"
#   constraints.unicode_tables  scripts/gen_unicode_tables.go re-run: the generated Unicode tables of
#                               the engine are Go's (label "constraints")
#
# Included from tests/CMakeLists.txt with VERSIONED_TEST_TOOLS (the Go parts not in sanitizer
# builds); CTest runs this same file in script mode as the driver of the Go tests.

if(CMAKE_SCRIPT_MODE_FILE)
    set(go_env GO111MODULE=off GOFLAGS= GOPROXY=off GOTOOLCHAIN=local CGO_ENABLED=0 GOPATH=${GO_PATH} GOCACHE=${GO_CACHE})
    if(MODE STREQUAL "unicode_tables")
        execute_process(COMMAND ${CMAKE_COMMAND} -E env ${go_env} ${GO} run ${SOURCE_DIR}/scripts/gen_unicode_tables.go
                        OUTPUT_FILE ${OUT} RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "constraints.unicode_tables: FAILED -- scripts/gen_unicode_tables.go exited with '${result}'")
        endif()
        execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}
                        ${SOURCE_DIR}/include/versioned/constraints/detail/regex_unicode.hpp RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "constraints.unicode_tables: FAILED -- regex_unicode.hpp is not what "
                                "scripts/gen_unicode_tables.go writes with this Go (${OUT}): re-run it")
        endif()
        return()
    endif()
    if(NOT ORACLE OR NOT EXISTS "${ORACLE}")
        message(FATAL_ERROR "constraints.oracle: FAILED -- the oracle was not built: install golang-go and "
                            "golang-k8s-kube-openapi-dev (scripts/setup.sh) and reconfigure")
    endif()
    file(REMOVE_RECURSE "${OUT}")
    file(MAKE_DIRECTORY "${OUT}")
    execute_process(COMMAND ${CASES} write ${OUT} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "constraints.oracle: FAILED -- '${CASES} write' exited with '${result}'")
    endif()
    execute_process(COMMAND ${ORACLE} INPUT_FILE ${OUT}/questions.txt OUTPUT_FILE ${OUT}/answers.txt RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "constraints.oracle: FAILED -- ${ORACLE} exited with '${result}' (files in ${OUT})")
    endif()
    execute_process(COMMAND ${CASES} compare ${OUT} RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "constraints.oracle: FAILED -- disagreements with Go (files in ${OUT})")
    endif()
    return()
endif()

# ---- RE2 ----------------------------------------------------------------------------------------
find_package(PkgConfig QUIET)
if(PkgConfig_FOUND)
    pkg_check_modules(VERSIONED_RE2 QUIET IMPORTED_TARGET re2)
endif()
if(TARGET PkgConfig::VERSIONED_RE2)
    add_executable(test_constraints_re2 ${CMAKE_CURRENT_LIST_DIR}/regex_re2.cpp)
    target_link_libraries(test_constraints_re2 PRIVATE versioned::versioned versioned_doctest_main PkgConfig::VERSIONED_RE2)
    target_include_directories(test_constraints_re2 PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
    versioned_strict_target(test_constraints_re2)
    add_test(NAME constraints_re2 COMMAND test_constraints_re2)
    set_tests_properties(constraints_re2 PROPERTIES LABELS "runtime;constraints" TIMEOUT 300)
    if(VERSIONED_SANITIZE)
        set_tests_properties(constraints_re2 PROPERTIES ENVIRONMENT "${VERSIONED_SANITIZER_ENV}")
        target_compile_definitions(test_constraints_re2 PRIVATE VERSIONED_TEST_SANITIZED=1)
    endif()
else()
    message(STATUS "versioned: RE2 not found (Debian: libre2-dev): the test constraints_re2 is not registered")
endif()

if(VERSIONED_SANITIZE)
    return() # the Go tests judge answers, not memory: not in sanitizer builds
endif()

# ---- Go: regexp and kube-openapi's strfmt ----------------------------------------------------------
find_program(VERSIONED_GO NAMES go go-1.19 PATHS /usr/lib/go/bin /usr/lib/go-1.19/bin)
set(versioned_gocode /usr/share/gocode)
set(versioned_constraints_go ${CMAKE_CURRENT_BINARY_DIR}/constraints_go)
set(versioned_formats_oracle "")
if(VERSIONED_GO AND EXISTS ${versioned_gocode}/src/k8s.io/kube-openapi/pkg/validation/strfmt)
    set(versioned_formats_oracle ${versioned_constraints_go}/formats_oracle)
    add_custom_command(OUTPUT ${versioned_formats_oracle}
        COMMAND ${CMAKE_COMMAND} -E env GO111MODULE=off GOFLAGS= GOPROXY=off GOTOOLCHAIN=local CGO_ENABLED=0
                GOPATH=${versioned_constraints_go}/gopath:${versioned_gocode} GOCACHE=${versioned_constraints_go}/cache
                ${VERSIONED_GO} build -o ${versioned_formats_oracle} .
        WORKING_DIRECTORY ${CMAKE_CURRENT_LIST_DIR}/formats_oracle
        DEPENDS ${CMAKE_CURRENT_LIST_DIR}/formats_oracle/main.go
        COMMENT "Building tests/constraints/formats_oracle (Go, Debian's kube-openapi, offline)"
        VERBATIM)
    add_custom_target(formats_oracle ALL DEPENDS ${versioned_formats_oracle})
    add_test(NAME constraints.unicode_tables
        COMMAND ${CMAKE_COMMAND} -DMODE=unicode_tables -DGO=${VERSIONED_GO} -DSOURCE_DIR=${PROJECT_SOURCE_DIR}
                -DGO_PATH=${versioned_constraints_go}/gopath -DGO_CACHE=${versioned_constraints_go}/cache
                -DOUT=${versioned_constraints_go}/regex_unicode.hpp -P ${CMAKE_CURRENT_LIST_FILE})
    set_tests_properties(constraints.unicode_tables PROPERTIES LABELS constraints TIMEOUT 300)
else()
    message(STATUS "versioned: go or Debian's kube-openapi not found (golang-go, golang-k8s-kube-openapi-dev): "
                   "the test constraints.oracle will fail")
endif()

add_executable(constraints_oracle_cases ${CMAKE_CURRENT_LIST_DIR}/oracle_cases.cpp)
target_link_libraries(constraints_oracle_cases PRIVATE versioned::versioned)
target_include_directories(constraints_oracle_cases PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
versioned_strict_target(constraints_oracle_cases)
add_test(NAME constraints.oracle
    COMMAND ${CMAKE_COMMAND} -DCASES=$<TARGET_FILE:constraints_oracle_cases> -DORACLE=${versioned_formats_oracle}
            -DOUT=${versioned_constraints_go}/oracle_out -P ${CMAKE_CURRENT_LIST_FILE})
set_tests_properties(constraints.oracle PROPERTIES LABELS "constraints;k8s" TIMEOUT 600)

# ---- CEL: the rules' real consumer (npm's @bufbuild/cel under node) -----------------------------
include(${CMAKE_CURRENT_LIST_DIR}/cel_tests.cmake)
