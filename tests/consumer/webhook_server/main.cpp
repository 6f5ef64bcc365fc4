// A program that uses the conversion webhook server, built by the pkg-config consumer test with
// `pkg-config --cflags --libs versioned-webhook-server` alone (issue 33: `pkg-config --libs
// versioned` has no OpenSSL, and linking an operator failed on every OpenSSL symbol). The server
// is made, so that its TLS setup is linked in, and refuses the missing certificate it is given.
#include <versioned/k8s/webhook_server.hpp>
#include <versioned/versioned.hpp>

#include <cstdint>
#include <iostream>
#include <stdexcept>
#include <string_view>

VERSIONED_VERSIONS(consumer, v1);
VERSIONED_STRUCT(consumer, PingSpec, (std::int32_t, replicas));
VERSIONED_CRD(consumer, Ping, spec(PingSpec), group("consumer.example.com"));

int main() {
    versioned::k8s::webhook_options options;
    options.port = 0;
    options.cert_file = "/nonexistent/tls.crt";
    options.key_file = "/nonexistent/tls.key";
    options.handle_signals = false;
    options.log = [](std::string_view) {};
    try {
        versioned::k8s::webhook_server server(options, versioned::k8s::review_handler<consumer::Ping>());
    } catch (const std::runtime_error&) {
        std::cout << "webhook server consumer: the missing certificate was refused\n";
        return 0;
    }
    std::cout << "webhook server consumer: started without a certificate\n";
    return 1;
}
