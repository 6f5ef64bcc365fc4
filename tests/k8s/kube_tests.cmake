# The Kubernetes validator test (issue 24): CTest k8s.kube_validate, labels "k8s" and "schema".
# tests/k8s/kube_validate/main.go (ours) is built offline against Debian's kube-openapi
# (golang-k8s-kube-openapi-dev, golang-k8s-sigs-yaml-dev; GO111MODULE=off, GOPATH with
# /usr/share/gocode) and judges, as the API server would on a create: the CRDs and generated
# objects of every version written by kube_dump_tests (the test kinds) and kube_dump_operator
# (examples/k8s_operator/api.hpp), and the CRDs printed by example_crd and
# `k8s_operator --print-crd` with the operator's objects; and objects as yaml::write writes them,
# read as kubectl reads YAML (kube_dump_yaml, when libfyaml is found). Also the doctest of the operator's kinds
# (operator_api.cpp, CTest k8s_operator_api). Included from tests/CMakeLists.txt with
# VERSIONED_TEST_TOOLS (not in sanitizer or fuzz builds); CTest runs this same file in script
# mode as the driver.

if(CMAKE_SCRIPT_MODE_FILE)
    if(NOT VALIDATOR OR NOT EXISTS "${VALIDATOR}")
        message(FATAL_ERROR "k8s.kube_validate: FAILED -- the validator was not built: install golang-go, "
                            "golang-k8s-kube-openapi-dev and golang-k8s-sigs-yaml-dev (scripts/setup.sh) "
                            "and reconfigure")
    endif()
    file(REMOVE_RECURSE "${OUT_DIR}")
    file(MAKE_DIRECTORY "${OUT_DIR}")
    string(REPLACE "," ";" DUMPS "${DUMPS}")
    foreach(dump IN LISTS DUMPS)
        execute_process(COMMAND "${dump}" "${OUT_DIR}" RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "k8s.kube_validate: FAILED -- ${dump} exited with '${result}'")
        endif()
    endforeach()
    # What the examples print, judged with the objects of the same kinds.
    function(judge_printed file)
        execute_process(COMMAND ${ARGN} OUTPUT_FILE "${OUT_DIR}/${file}" RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "k8s.kube_validate: FAILED -- '${ARGN}' exited with '${result}'")
        endif()
    endfunction()
    if(EXAMPLE_CRD)
        judge_printed(example_crd.txt "${EXAMPLE_CRD}")
        file(APPEND "${OUT_DIR}/MANIFEST" "crd=${OUT_DIR}/example_crd.txt objects=${OUT_DIR}/operator-foo.objects.jsonl\n")
    endif()
    if(OPERATOR)
        judge_printed(operator_print_crd.txt "${OPERATOR}" --print-crd)
        foreach(kind IN ITEMS operator-foo operator-crontab)
            file(APPEND "${OUT_DIR}/MANIFEST"
                 "crd=${OUT_DIR}/operator_print_crd.txt objects=${OUT_DIR}/${kind}.objects.jsonl\n")
        endforeach()
    endif()
    execute_process(COMMAND "${VALIDATOR}" "${OUT_DIR}/MANIFEST" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "k8s.kube_validate: FAILED -- ${VALIDATOR} exited with '${result}' (files in ${OUT_DIR})")
    endif()
    return()
endif()

# The example operator's kinds held to the library's bar (examples/k8s_operator/api.hpp, outside
# tests/: so here, with the tools, not among the glob's runtime tests).
add_executable(test_k8s_operator_api ${CMAKE_CURRENT_LIST_DIR}/operator_api.cpp)
target_link_libraries(test_k8s_operator_api PRIVATE versioned::versioned versioned_doctest_main)
versioned_strict_target(test_k8s_operator_api)
add_test(NAME k8s_operator_api COMMAND test_k8s_operator_api)
set_tests_properties(k8s_operator_api PROPERTIES LABELS "runtime;k8s" TIMEOUT 300)

foreach(dump IN ITEMS kube_dump_tests kube_dump_operator kube_dump_real)
    add_executable(${dump} ${CMAKE_CURRENT_LIST_DIR}/${dump}.cpp)
    target_link_libraries(${dump} PRIVATE versioned::versioned)
    target_include_directories(${dump} PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
    versioned_strict_target(${dump})
endforeach()
# YAML manifests as kubectl reads them (sigs.k8s.io/yaml), when <versioned/yaml.hpp> is built
set(versioned_kube_dumps $<TARGET_FILE:kube_dump_tests>,$<TARGET_FILE:kube_dump_operator>,$<TARGET_FILE:kube_dump_real>)
if(TARGET PkgConfig::libfyaml)
    add_executable(kube_dump_yaml ${CMAKE_CURRENT_LIST_DIR}/kube_dump_yaml.cpp)
    target_link_libraries(kube_dump_yaml PRIVATE versioned::yaml)
    target_include_directories(kube_dump_yaml PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
    versioned_strict_target(kube_dump_yaml)
    string(APPEND versioned_kube_dumps ",$<TARGET_FILE:kube_dump_yaml>")
endif()
# the real CRDs' fixtures judge the objects of their re-declarations (tests/k8s/real/)
target_compile_definitions(kube_dump_real PRIVATE VERSIONED_REAL_CRDS_DIR="${CMAKE_CURRENT_LIST_DIR}/real")

# The validator: Go, built offline in GOPATH mode (nothing downloaded: no modules, no proxy).
find_program(VERSIONED_GO NAMES go go-1.19 PATHS /usr/lib/go/bin /usr/lib/go-1.19/bin)
set(versioned_gocode /usr/share/gocode)
set(versioned_kube_validate "")
if(VERSIONED_GO AND EXISTS ${versioned_gocode}/src/k8s.io/kube-openapi/pkg/validation/validate
   AND EXISTS ${versioned_gocode}/src/sigs.k8s.io/yaml)
    set(versioned_kube_validate ${CMAKE_CURRENT_BINARY_DIR}/kube_validate_go/kube_validate)
    set(go_dir ${CMAKE_CURRENT_BINARY_DIR}/kube_validate_go)
    add_custom_command(OUTPUT ${versioned_kube_validate}
        COMMAND ${CMAKE_COMMAND} -E env GO111MODULE=off GOFLAGS= GOPROXY=off GOTOOLCHAIN=local CGO_ENABLED=0
                GOPATH=${go_dir}/gopath:${versioned_gocode} GOCACHE=${go_dir}/cache
                ${VERSIONED_GO} build -o ${versioned_kube_validate} .
        WORKING_DIRECTORY ${CMAKE_CURRENT_LIST_DIR}/kube_validate
        DEPENDS ${CMAKE_CURRENT_LIST_DIR}/kube_validate/main.go
        COMMENT "Building tests/k8s/kube_validate (Go, Debian's kube-openapi, offline)"
        VERBATIM)
    add_custom_target(kube_validate ALL DEPENDS ${versioned_kube_validate})
else()
    message(STATUS "versioned: go or Debian's kube-openapi not found (golang-go, golang-k8s-kube-openapi-dev, "
                   "golang-k8s-sigs-yaml-dev): the test k8s.kube_validate will fail")
endif()

set(versioned_kube_args -DVALIDATOR=${versioned_kube_validate}
    -DDUMPS=${versioned_kube_dumps}
    -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/kube_out)
if(VERSIONED_BUILD_EXAMPLES)
    list(APPEND versioned_kube_args -DEXAMPLE_CRD=$<TARGET_FILE:example_crd>)
endif()
if(TARGET k8s_operator)
    list(APPEND versioned_kube_args -DOPERATOR=$<TARGET_FILE:k8s_operator>)
endif()
add_test(NAME k8s.kube_validate
    COMMAND ${CMAKE_COMMAND} ${versioned_kube_args} -P ${CMAKE_CURRENT_LIST_DIR}/kube_tests.cmake)
set_tests_properties(k8s.kube_validate PROPERTIES LABELS "k8s;schema" TIMEOUT 600)
