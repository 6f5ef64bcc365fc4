# libFuzzer targets for the JSON reader (issue 10), the YAML and TOML readers (issue 38), built when VERSIONED_FUZZ=ON (clang only;
# a build directory of its own: tests/CMakeLists.txt builds nothing else then).
#
#   tests/fuzz/fuzz_<name>.cpp   executable fuzz_<name>, CTest test fuzz.<name> (label "fuzz"):
#                                runs VERSIONED_FUZZ_SECONDS seconds from the seed corpus
#                                tests/fuzz/corpus/<name> if there is one, else tests/fuzz/corpus
#                                (+ <name>.dict if there is one, else json.dict); a crash, a failed
#                                check inside the target or a sanitizer report fails the test, and
#                                the input that did it is kept in <build>/tests/fuzz_artifacts/.
# scripts/test.sh runs them in its "fuzz" stage.

if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "versioned: VERSIONED_FUZZ=ON needs clang++ (libFuzzer); "
                        "configure with -DCMAKE_CXX_COMPILER=clang++")
endif()

set(VERSIONED_FUZZ_SECONDS 30 CACHE STRING "Seconds each fuzz.<name> test runs")
set(VERSIONED_FUZZ_FLAGS -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
    -fno-omit-frame-pointer -g)

set(fuzz_artifacts ${CMAKE_CURRENT_BINARY_DIR}/fuzz_artifacts/)
file(MAKE_DIRECTORY ${fuzz_artifacts})
file(GLOB VERSIONED_FUZZ_TARGETS CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/fuzz_*.cpp)
# fuzz_yaml and fuzz_toml read through the opt-in parts: linked with them, left out without them.
set(fuzz_links_yaml versioned::yaml)
set(fuzz_links_toml versioned::toml)
if(NOT TARGET PkgConfig::libfyaml)
    message(STATUS "versioned: libfyaml not found (Debian: libfyaml-dev): fuzz_yaml skipped")
    list(REMOVE_ITEM VERSIONED_FUZZ_TARGETS ${CMAKE_CURRENT_LIST_DIR}/fuzz_yaml.cpp)
endif()
if(NOT TARGET versioned::tomlplusplus_headers)
    message(STATUS "versioned: toml++ not found (Debian: libtomlplusplus-dev): fuzz_toml skipped")
    list(REMOVE_ITEM VERSIONED_FUZZ_TARGETS ${CMAKE_CURRENT_LIST_DIR}/fuzz_toml.cpp)
endif()
foreach(source IN LISTS VERSIONED_FUZZ_TARGETS)
    cmake_path(GET source STEM LAST_ONLY target)
    string(REGEX REPLACE "^fuzz_" "" name "${target}")
    add_executable(${target} ${source})
    target_link_libraries(${target} PRIVATE versioned::versioned ${fuzz_links_${name}})
    target_compile_options(${target} PRIVATE ${VERSIONED_STRICT_WARNINGS} ${VERSIONED_FUZZ_FLAGS})
    target_link_options(${target} PRIVATE ${VERSIONED_FUZZ_FLAGS})
    # New inputs go to a corpus directory in the build tree; the seeds stay read-only.
    set(work_corpus ${CMAKE_CURRENT_BINARY_DIR}/fuzz_corpus/${name})
    file(MAKE_DIRECTORY ${work_corpus})
    set(seeds ${CMAKE_CURRENT_LIST_DIR}/corpus)
    if(IS_DIRECTORY ${seeds}/${name})
        set(seeds ${seeds}/${name})
    endif()
    set(dict ${CMAKE_CURRENT_LIST_DIR}/json.dict)
    if(EXISTS ${CMAKE_CURRENT_LIST_DIR}/${name}.dict)
        set(dict ${CMAKE_CURRENT_LIST_DIR}/${name}.dict)
    endif()
    add_test(NAME fuzz.${name}
        COMMAND ${target} -max_total_time=${VERSIONED_FUZZ_SECONDS} -timeout=10 -rss_limit_mb=2048
                -max_len=4096 -print_final_stats=1 -dict=${dict}
                -artifact_prefix=${fuzz_artifacts}
                ${work_corpus} ${seeds})
    set_tests_properties(fuzz.${name} PROPERTIES LABELS fuzz
        TIMEOUT 600
        ENVIRONMENT "ASAN_OPTIONS=detect_leaks=1;UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
endforeach()
