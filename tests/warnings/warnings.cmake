# Warning tests (issue 26): the library's headers must not warn in a user's code, whatever the
# optimization level (g++'s -Wmaybe-uninitialized and -Wstringop-* need the optimizer), the
# user's own names (-Wshadow) or deprecated members (-Wdeprecated-declarations).
#
# Included from tests/CMakeLists.txt. Each test compiles a TU of tests/warnings/ with the
# compile-fail harness' flags (-Wall -Wextra -Wpedantic -Wshadow -Werror, the build's compiler
# and CMAKE_CXX_FLAGS) in pass mode, label "warnings":
#   warnings.user_code.O0 ... .Os   user_code.cpp compiled (not only parsed) at that level
#   warnings.shadow_globals        shadow_globals.cpp: every single-letter global before the headers

set(warnings_dir ${CMAKE_CURRENT_BINARY_DIR}/warnings)
file(MAKE_DIRECTORY ${warnings_dir})
foreach(level IN ITEMS O0 O1 O2 O3 Os)
    add_test(NAME warnings.user_code.${level}
        COMMAND ${CMAKE_COMMAND} -DCONFIG=${cf_config} -DSOURCE=${CMAKE_CURRENT_SOURCE_DIR}/warnings/user_code.cpp
                -DMODE=pass -DEXTRA_FLAGS=-${level} -DOBJECT=${warnings_dir}/user_code_${level}.o
                -P ${cf_script})
endforeach()
add_test(NAME warnings.shadow_globals
    COMMAND ${CMAKE_COMMAND} -DCONFIG=${cf_config} -DSOURCE=${CMAKE_CURRENT_SOURCE_DIR}/warnings/shadow_globals.cpp
            -DMODE=pass -P ${cf_script})
if(TARGET PkgConfig::libfyaml AND TARGET versioned::tomlplusplus_headers)
    add_test(NAME warnings.shadow_globals_formats
        COMMAND ${CMAKE_COMMAND} -DCONFIG=${cf_config}
                -DSOURCE=${CMAKE_CURRENT_SOURCE_DIR}/warnings/shadow_globals_formats.cpp -DMODE=pass -P ${cf_script})
    set_tests_properties(warnings.shadow_globals_formats PROPERTIES LABELS warnings TIMEOUT 600 COST 25)
endif()
set_tests_properties(warnings.user_code.O0 warnings.user_code.O1 warnings.user_code.O2
    warnings.user_code.O3 warnings.user_code.Os warnings.shadow_globals
    PROPERTIES LABELS warnings TIMEOUT 600 COST 25)
