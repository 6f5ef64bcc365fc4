# The conversion webhook server (<versioned/k8s/webhook_server.hpp>) tested through the example
# operator it serves (examples/k8s_operator), with real clients on loopback: curl, openssl,
# promtool, wrk and raw sockets (tests/webhook/server_test.py). Label "runtime", so the sanitizer
# stage runs it too, against an ASan+UBSan build of the operator; also "webhook".
include(${PROJECT_SOURCE_DIR}/examples/k8s_operator/k8s_operator.cmake)
if(TARGET k8s_operator)
    find_program(VERSIONED_WEBHOOK_PYTHON NAMES python3 REQUIRED)
    add_test(NAME webhook.server
        COMMAND ${VERSIONED_WEBHOOK_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/server_test.py $<TARGET_FILE:k8s_operator>
                --work ${CMAKE_CURRENT_BINARY_DIR}/webhook --load-seconds 5 --load-connections 32)
    set_tests_properties(webhook.server PROPERTIES LABELS "runtime;webhook" TIMEOUT 120 RUN_SERIAL TRUE)
    if(VERSIONED_SANITIZE)
        set_tests_properties(webhook.server PROPERTIES ENVIRONMENT "${VERSIONED_SANITIZER_ENV}")
    endif()
endif()
