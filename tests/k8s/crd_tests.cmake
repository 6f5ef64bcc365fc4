# The CRD validation test (issue 13): tests/k8s/crd_dump.cpp writes the CRDs of the test kinds
# as JSON and YAML, tests/k8s/crd_check.py applies the API server's CRD validation and the
# structural-schema rules to each, and reads each YAML back with PyYAML (Debian's python3-yaml)
# to the JSON's exact tree. Included from tests/CMakeLists.txt; also the test driver (script mode).

if(CMAKE_SCRIPT_MODE_FILE)
    # (also the driver of k8s.real_crds, tests/k8s/real/real_crds.cmake: -DTEST=<its name>, and
    # -DCHECKER_ARGS=<arguments before the directory>)
    if(NOT DEFINED TEST)
        set(TEST k8s.crd_validate)
    endif()
    foreach(var DUMP CHECKER OUT_DIR PYTHON)
        if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
            message(FATAL_ERROR "${TEST}: -D${var}=... is required")
        endif()
    endforeach()
    execute_process(COMMAND "${PYTHON}" -c "import yaml, jsonschema" RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${TEST}: FAILED -- ${PYTHON} lacks the yaml or jsonschema module "
                            "(apt-get install python3-yaml python3-jsonschema)")
    endif()
    file(REMOVE_RECURSE "${OUT_DIR}")
    file(MAKE_DIRECTORY "${OUT_DIR}")
    execute_process(COMMAND "${DUMP}" "${OUT_DIR}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${TEST}: FAILED -- ${DUMP} exited with '${result}'")
    endif()
    execute_process(COMMAND "${PYTHON}" "${CHECKER}" ${CHECKER_ARGS} "${OUT_DIR}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${TEST}: FAILED -- ${CHECKER} exited with '${result}' (CRDs in ${OUT_DIR})")
    endif()
    return()
endif()

add_executable(crd_dump ${CMAKE_CURRENT_LIST_DIR}/crd_dump.cpp)
target_link_libraries(crd_dump PRIVATE versioned::versioned)
target_include_directories(crd_dump PRIVATE ${CMAKE_CURRENT_LIST_DIR}/..)
versioned_strict_target(crd_dump)
find_program(VERSIONED_CRD_PYTHON NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT VERSIONED_CRD_PYTHON)
    find_program(VERSIONED_CRD_PYTHON NAMES python3)
endif()
add_test(NAME k8s.crd_validate
    COMMAND ${CMAKE_COMMAND} -DDUMP=$<TARGET_FILE:crd_dump>
            -DCHECKER=${CMAKE_CURRENT_LIST_DIR}/crd_check.py
            -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/crd_out -DPYTHON=${VERSIONED_CRD_PYTHON}
            -P ${CMAKE_CURRENT_LIST_DIR}/crd_tests.cmake)
set_tests_properties(k8s.crd_validate PROPERTIES LABELS "runtime;k8s" TIMEOUT 300)
