# The real-CRD comparison (issue 35): tests/k8s/real/<name>.hpp re-declares a real, widely used
# CRD whose published YAML is tests/k8s/real/<name>.yaml; real_crd_dump writes the library's CRD
# of each, and compare.py compares them node by node against the differences each
# <name>.differences lists with its reason (docs/kubernetes.md sums them up). Included from
# tests/CMakeLists.txt after tests/k8s/crd_tests.cmake, whose script mode drives the test.

add_executable(real_crd_dump ${CMAKE_CURRENT_LIST_DIR}/dump.cpp)
target_link_libraries(real_crd_dump PRIVATE versioned::versioned)
versioned_strict_target(real_crd_dump)
add_test(NAME k8s.real_crds
    COMMAND ${CMAKE_COMMAND} -DTEST=k8s.real_crds -DDUMP=$<TARGET_FILE:real_crd_dump>
            -DCHECKER=${CMAKE_CURRENT_LIST_DIR}/compare.py -DCHECKER_ARGS=${CMAKE_CURRENT_LIST_DIR}
            -DOUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/real_crds_out -DPYTHON=${VERSIONED_CRD_PYTHON}
            -P ${CMAKE_CURRENT_LIST_DIR}/../crd_tests.cmake)
set_tests_properties(k8s.real_crds PROPERTIES LABELS "runtime;k8s" TIMEOUT 300)
