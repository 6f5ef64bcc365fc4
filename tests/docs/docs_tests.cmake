# The C++ snippets of README.md and docs/*.md, compiled (and run) so the docs cannot drift from
# the library. Included by tests/CMakeLists.txt (not in sanitizer builds). The convention is in
# tests/docs/extract_snippets.py and docs/README.md ("How the snippets are tested"):
#
#   ```cpp example blocks of a page, in order  -> <build>/tests/docs/<page>.cpp (at configure
#                                                 time; editing a page re-runs CMake)
#   docs_<page>                                 an executable (in ALL); linked with the tests'
#                                                 doctest main when the page has TEST_CASEs; an
#                                                 empty main is generated when it has neither
#   CTest docs.<page>, label "docs"             runs it (exit 0) when the page has int main()
#                                                 or TEST_CASEs; the other pages are compiled
#                                                 and linked only
#   CTest docs.links, label "docs"              every relative link of README.md and docs/*.md
#                                                 names an existing file, and its #anchor a
#                                                 heading or <a id> of a Markdown page
#
# A page that includes an opt-in header (boost_json.hpp, nlohmann.hpp, webhook_server.hpp, yaml.hpp,
# toml.hpp) links
# its target and is skipped, with a message, when that target's dependency was not found.

# The Conan recipe exports tests/ without the pages and the examples: nothing to test then.
if(NOT EXISTS ${PROJECT_SOURCE_DIR}/README.md OR NOT IS_DIRECTORY ${PROJECT_SOURCE_DIR}/docs
   OR NOT IS_DIRECTORY ${PROJECT_SOURCE_DIR}/examples)
    message(STATUS "versioned: README.md, docs/ or examples/ absent: the docs snippets are not tested")
    return()
endif()

find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
    message(STATUS "versioned: python3 not found: the docs snippets (tests/docs) are not tested")
    return()
endif()

set(docs_extractor ${CMAKE_CURRENT_LIST_DIR}/extract_snippets.py)
set(docs_out ${CMAKE_CURRENT_BINARY_DIR}/docs)
file(GLOB docs_pages CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/*.md)
list(APPEND docs_pages ${PROJECT_SOURCE_DIR}/README.md)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${docs_pages} ${docs_extractor})

execute_process(
    COMMAND ${Python3_EXECUTABLE} ${docs_extractor}
            --source-dir ${PROJECT_SOURCE_DIR} --output-dir ${docs_out}
    RESULT_VARIABLE docs_result
    ERROR_VARIABLE docs_error)
if(NOT docs_result EQUAL 0)
    message(FATAL_ERROR "versioned: tests/docs/extract_snippets.py failed:\n${docs_error}")
endif()

add_test(NAME docs.links
    COMMAND ${Python3_EXECUTABLE} ${docs_extractor} --source-dir ${PROJECT_SOURCE_DIR} --check)
set_tests_properties(docs.links PROPERTIES LABELS docs TIMEOUT 60)

# What each opt-in target needs (the targets always exist; their dependencies may not).
set(docs_needs_versioned__boost_json Boost::json)
set(docs_needs_versioned__nlohmann nlohmann_json::nlohmann_json)
set(docs_needs_versioned__webhook_server OpenSSL::SSL Threads::Threads)
set(docs_needs_versioned__yaml PkgConfig::libfyaml)
set(docs_needs_versioned__toml versioned::tomlplusplus_headers)

file(STRINGS ${docs_out}/manifest.txt docs_manifest)
foreach(entry IN LISTS docs_manifest)
    string(REPLACE "\t" ";" entry "${entry}")
    list(LENGTH entry fields)
    list(GET entry 0 page)
    list(GET entry 1 markdown)
    list(GET entry 2 kind)
    set(targets)
    if(fields GREATER 3)
        list(GET entry 3 targets)
        string(REPLACE "," ";" targets "${targets}")
    endif()

    set(missing)
    foreach(target IN LISTS targets)
        string(MAKE_C_IDENTIFIER "${target}" id)
        foreach(dependency IN LISTS docs_needs_${id})
            if(NOT TARGET ${dependency})
                list(APPEND missing ${dependency})
            endif()
        endforeach()
    endforeach()
    if(missing)
        message(STATUS "versioned: ${missing} not found: the snippets of ${markdown} are not tested")
        continue()
    endif()

    set(target docs_${page})
    add_executable(${target} ${docs_out}/${page}.cpp)
    if(kind STREQUAL "doctest")
        target_link_libraries(${target} PRIVATE versioned_doctest_main)
    endif()
    # tests/docs: docs_prelude.hpp; examples/: the shared declarations a page's hidden prelude
    # includes (foo_spec.hpp, k8s_operator/api.hpp), so the docs and the examples use one FooSpec.
    target_include_directories(${target} PRIVATE ${CMAKE_CURRENT_LIST_DIR} ${PROJECT_SOURCE_DIR}/examples)
    target_link_libraries(${target} PRIVATE versioned::versioned ${targets})
    versioned_strict_target(${target})
    # The snippets state their results in assert()s: keep them in every build type. They name
    # values to show their types without using them, and name the deprecated version
    # api::v1alpha1 and deprecated members freely (that they warn is what the docs say;
    # tests/deprecated_warnings.cpp checks it): those warnings are off, the others stay errors.
    target_compile_options(${target} PRIVATE -UNDEBUG
        -Wno-unused-variable -Wno-unused-parameter -Wno-unused-but-set-variable
        -Wno-unused-local-typedefs -Wno-deprecated-declarations)

    if(kind STREQUAL "main" OR kind STREQUAL "doctest")
        add_test(NAME docs.${page} COMMAND ${target})
        set_tests_properties(docs.${page} PROPERTIES LABELS docs TIMEOUT 300)
    endif()
    list(APPEND VERSIONED_DOCS_TARGETS ${target})
endforeach()

# cmake --build <dir> --target docs: every page's snippets.
add_custom_target(docs DEPENDS ${VERSIONED_DOCS_TARGETS})

# Every error code the docs name exists and is produced by a test (tests/docs/check_errc.py).
add_test(NAME docs.errc
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/check_errc.py ${PROJECT_SOURCE_DIR})
set_tests_properties(docs.errc PROPERTIES LABELS docs TIMEOUT 60)
