# The conversion webhook server (<versioned/k8s/webhook_server.hpp>) tested through the example
# operator it serves (examples/k8s_operator), with real clients on loopback: curl, openssl,
# promtool, wrk and raw sockets (tests/webhook/server_test.py). webhook.server is the functional
# test; each of the others attacks the server one way (tests/webhook/defects.py: metric labels,
# connection and byte limits, SIGTERM with kept-alive connections and under load, the header
# timeout, a stalled log, the exit, TLS closed mid-header, startup errors, TLS suites, /metrics'
# format). Labels "runtime", so the sanitizer stage runs them too, against an ASan+UBSan build of
# the operator; also "webhook". RUN_SERIAL: they measure the server's memory and time.
include(${PROJECT_SOURCE_DIR}/examples/k8s_operator/k8s_operator.cmake)
if(TARGET k8s_operator)
    find_program(VERSIONED_WEBHOOK_PYTHON NAMES python3 REQUIRED)
    set(VERSIONED_WEBHOOK_TESTS server labels limits shutdown shutdown_load header_timeout log exit
        tls_mid_header startup tls metrics_format)
    foreach(name IN LISTS VERSIONED_WEBHOOK_TESTS)
        set(extra)
        if(name STREQUAL "server")
            set(extra --load-seconds 5 --load-connections 32)
        endif()
        add_test(NAME webhook.${name}
            COMMAND ${VERSIONED_WEBHOOK_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/server_test.py $<TARGET_FILE:k8s_operator>
                    --work ${CMAKE_CURRENT_BINARY_DIR}/webhook/${name} --test ${name} ${extra})
        set_tests_properties(webhook.${name} PROPERTIES LABELS "runtime;webhook" TIMEOUT 120 RUN_SERIAL TRUE)
        if(VERSIONED_SANITIZE)
            set_tests_properties(webhook.${name} PROPERTIES ENVIRONMENT "${VERSIONED_SANITIZER_ENV}")
        endif()
    endforeach()
endif()
