# The split build (docs/split.md, issue 37): tests/split/main.cpp built alone (test_split_one)
# and, with SPLIT_EXTERN, beside instantiate.cpp (test_split_two), which alone compiles the
# kind's conversions, JSON, review and CRD (VERSIONED_EXTERN / VERSIONED_INSTANTIATE).
#   split.same_output    the two programs print the same, byte for byte, and both succeed
#   split.declared_only  nm: main.cpp's object in the split build defines none of that work and
#                        calls the kind's functions that instantiate.cpp defines
# Included from tests/CMakeLists.txt (needs nm: VERSIONED_TEST_TOOLS); also the test driver
# (script mode: -DMODE=compare -DONE=... -DTWO=..., or -DMODE=nm -DNM=... -DDECLARING=...
# -DINSTANTIATING=...).

if(CMAKE_SCRIPT_MODE_FILE)
    if(MODE STREQUAL "compare")
        execute_process(COMMAND "${ONE}" OUTPUT_VARIABLE one RESULT_VARIABLE one_result)
        execute_process(COMMAND "${TWO}" OUTPUT_VARIABLE two RESULT_VARIABLE two_result)
        if(NOT one_result EQUAL 0 OR NOT two_result EQUAL 0)
            message(FATAL_ERROR "split.same_output: FAILED -- exit codes ${one_result} (one TU) and ${two_result} "
                                "(split)\n${one}\n---\n${two}")
        endif()
        if(NOT one STREQUAL two)
            message(FATAL_ERROR "split.same_output: FAILED -- the outputs differ\none TU:\n${one}\nsplit:\n${two}")
        endif()
        string(LENGTH "${one}" length)
        message(STATUS "split.same_output: the same ${length} bytes")
        return()
    endif()
    # MODE nm
    function(symbols object flag out)
        execute_process(COMMAND "${NM}" -C ${flag} "${object}" OUTPUT_VARIABLE text RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "split.declared_only: FAILED -- ${NM} ${flag} ${object} exited with ${result}")
        endif()
        set(${out} "${text}" PARENT_SCOPE)
    endfunction()
    symbols("${DECLARING}" --defined-only declared)
    # What the kind's work instantiates (all of it defined by the instantiating TU): none of it
    # where the kind is only declared.
    set(work "detail::convert_resource_here<" "detail::build<" "detail::convert_with_residue<"
             "json_io::write_struct<" "json_io::read_members<" "kind_converter<split::Widget>::convert("
             "crd_json_of<")
    symbols("${INSTANTIATING}" --defined-only defined)
    foreach(name IN LISTS work)
        string(FIND "${declared}" "${name}" at)
        if(NOT at EQUAL -1)
            string(SUBSTRING "${declared}" ${at} 200 example)
            message(FATAL_ERROR "split.declared_only: FAILED -- ${DECLARING} defines the kind's work: ${example}")
        endif()
        string(FIND "${defined}" "${name}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "split.declared_only: FAILED -- ${INSTANTIATING} defines no ${name}: the check "
                                "looks for names the library no longer has")
        endif()
    endforeach()
    symbols("${DECLARING}" -u called)
    foreach(f "convert(" "read(" "write(" "convert_object(" "crd_json[abi:cxx11](|crd_json(")
        set(found_call FALSE)
        set(found_definition FALSE)
        foreach(spelling IN LISTS f) # a std::string result carries libstdc++'s ABI tag
            string(REPLACE "|" ";" spellings "${spelling}")
            foreach(s IN LISTS spellings)
                string(FIND "${called}" "kind_functions<split::Widget>::${s}" at)
                if(NOT at EQUAL -1)
                    set(found_call TRUE)
                endif()
                string(FIND "${defined}" "kind_functions<split::Widget>::${s}" at)
                if(NOT at EQUAL -1)
                    set(found_definition TRUE)
                endif()
            endforeach()
        endforeach()
        if(NOT found_call OR NOT found_definition)
            message(FATAL_ERROR "split.declared_only: FAILED -- kind_functions<split::Widget>::${f}) is not called by "
                                "the declaring TU (${found_call}) and defined by the instantiating one (${found_definition})")
        endif()
    endforeach()
    message(STATUS "split.declared_only: the declaring TU calls the kind's 5 functions and defines none of their work")
    return()
endif()

add_executable(test_split_one ${CMAKE_CURRENT_LIST_DIR}/main.cpp)
add_library(split_declaring OBJECT ${CMAKE_CURRENT_LIST_DIR}/main.cpp)
add_library(split_instantiating OBJECT ${CMAKE_CURRENT_LIST_DIR}/instantiate.cpp)
target_compile_definitions(split_declaring PRIVATE SPLIT_EXTERN)
target_compile_definitions(split_instantiating PRIVATE SPLIT_EXTERN)
add_executable(test_split_two $<TARGET_OBJECTS:split_declaring> $<TARGET_OBJECTS:split_instantiating>)
foreach(target test_split_one split_declaring split_instantiating test_split_two)
    target_link_libraries(${target} PRIVATE versioned::versioned)
    versioned_strict_target(${target})
endforeach()
add_test(NAME split.same_output
    COMMAND ${CMAKE_COMMAND} -DMODE=compare -DONE=$<TARGET_FILE:test_split_one> -DTWO=$<TARGET_FILE:test_split_two>
            -P ${CMAKE_CURRENT_LIST_FILE})
set_tests_properties(split.same_output PROPERTIES LABELS runtime TIMEOUT 120)
if(CMAKE_NM AND NOT VERSIONED_SANITIZE)
    add_test(NAME split.declared_only
        COMMAND ${CMAKE_COMMAND} -DMODE=nm -DNM=${CMAKE_NM} -DDECLARING=$<TARGET_OBJECTS:split_declaring>
                -DINSTANTIATING=$<TARGET_OBJECTS:split_instantiating> -P ${CMAKE_CURRENT_LIST_FILE})
    set_tests_properties(split.declared_only PROPERTIES LABELS compile TIMEOUT 120)
endif()
