# The JSON output judged by python3-jsonschema (issue 10): json_dump (tests/json/dump.cpp)
# writes json_schema<T>, generated documents and schema-violating ones for every version of
# the JSON test types; tests/json/validate.py checks that every written document validates and
# every violating one does not. CTest test json.validate, label "schema".
#
# Included from tests/CMakeLists.txt after tests/schema/schema_tests.cmake (whose Python search,
# versioned_schema_python, it reuses); CTest runs this same file in script mode.

if(CMAKE_SCRIPT_MODE_FILE)
    foreach(var DUMP VALIDATOR OUT_DIR PYTHON)
        if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
            message(FATAL_ERROR "json.validate: FAILED -- -D${var}=... is required (for PYTHON: "
                                "install python3-jsonschema and reconfigure)")
        endif()
    endforeach()
    file(REMOVE_RECURSE "${OUT_DIR}")
    file(MAKE_DIRECTORY "${OUT_DIR}")
    execute_process(COMMAND "${DUMP}" "${OUT_DIR}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "json.validate: FAILED -- ${DUMP} exited with '${result}'")
    endif()
    execute_process(COMMAND "${PYTHON}" "${VALIDATOR}" "${OUT_DIR}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "json.validate: FAILED -- ${VALIDATOR} exited with '${result}'")
    endif()
    return()
endif()

add_executable(json_dump ${CMAKE_CURRENT_LIST_DIR}/dump.cpp)
target_link_libraries(json_dump PRIVATE versioned::versioned)
versioned_strict_target(json_dump)

add_test(NAME json.validate
    COMMAND ${CMAKE_COMMAND}
            -DDUMP=$<TARGET_FILE:json_dump>
            -DVALIDATOR=${CMAKE_CURRENT_LIST_DIR}/validate.py
            -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/json_out
            -DPYTHON=${versioned_schema_python}
            -P ${CMAKE_CURRENT_LIST_FILE})
set_tests_properties(json.validate PROPERTIES LABELS "schema;runtime" TIMEOUT 300)
if(VERSIONED_SANITIZE)
    set_tests_properties(json.validate PROPERTIES ENVIRONMENT "${VERSIONED_SANITIZER_ENV}")
endif()
