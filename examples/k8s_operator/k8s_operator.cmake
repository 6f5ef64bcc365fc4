# The operator of examples/k8s_operator, target k8s_operator. Included by examples/ and by
# tests/webhook/ (the sanitizer stage builds no examples but runs the server test); whichever
# comes first defines it. Needs OpenSSL and Threads (versioned::webhook_server).
if(TARGET k8s_operator)
    return()
endif()
if(NOT TARGET OpenSSL::SSL OR NOT TARGET Threads::Threads)
    message(STATUS "versioned: OpenSSL or Threads not found (Debian: libssl-dev): "
                   "examples/k8s_operator and the webhook server test skipped")
    return()
endif()
add_executable(k8s_operator ${CMAKE_CURRENT_LIST_DIR}/main.cpp)
set_target_properties(k8s_operator PROPERTIES CXX_EXTENSIONS OFF)
target_link_libraries(k8s_operator PRIVATE versioned::webhook_server)
target_compile_options(k8s_operator PRIVATE ${VERSIONED_STRICT_WARNINGS})
if(VERSIONED_SANITIZE)
    target_compile_options(k8s_operator PRIVATE ${VERSIONED_SANITIZER_FLAGS})
    target_link_options(k8s_operator PRIVATE ${VERSIONED_SANITIZER_FLAGS})
endif()
