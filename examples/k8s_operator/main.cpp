// A conversion webhook for two custom resources (api.hpp), ready for a cluster: serves
// ConversionReviews over TLS with health checks and metrics, prints its CRDs, or converts one
// review from stdin.
//
//   k8s_operator [--address A] [--port P] [--cert tls.crt] [--key tls.key] [--plain-http]
//                [--threads N] [--body-limit BYTES] [--max-connections N] [--max-in-flight-bytes BYTES]
//                [--header-timeout-ms MS] [--body-timeout-ms MS] [--idle-timeout-ms MS]
//                [--shutdown-delay-ms MS] [--shutdown-deadline-ms MS] [--convert-path /convert]
//                [--tls-ciphers LIST] [--log-probes] [--log-queue-bytes BYTES]
//   k8s_operator --print-crd [--ca-file ca.crt | --inject-ca-from NS/CERT] [--service-namespace NS] [--service-name NAME]
//   k8s_operator --convert-stdin < review.json       # exit 0 when the answer is HTTP 200
//
// The server is the only translation unit that includes <versioned/k8s/webhook_server.hpp>
// (Boost.Beast is heavy to compile). It comes first: this file is also its self-containment
// check (the tests' per-header check skips it to save a Beast compile).
#include <versioned/k8s/webhook_server.hpp>

#include "api.hpp"

#include <versioned/k8s.hpp>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <charconv>
#include <chrono>
#include <cstdint>
#include <exception>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace {

// The conversions this operator serves: every kind in one webhook, dispatched on group and kind
// (the handler names its kinds too: the server's metrics are labelled with them).
versioned::k8s::webhook_handler conversions() {
    return versioned::k8s::review_handler<api::Foo, stable::CronTab>();
}

int usage(const std::string& error) {
    std::cerr << "k8s_operator: " << error << "\n"
              << "usage: k8s_operator [--address A] [--port P] [--cert FILE] [--key FILE] [--plain-http]\n"
              << "                    [--threads N] [--body-limit BYTES] [--max-connections N]\n"
              << "                    [--max-in-flight-bytes BYTES] [--header-timeout-ms MS] [--body-timeout-ms MS]\n"
              << "                    [--idle-timeout-ms MS] [--shutdown-delay-ms MS] [--shutdown-deadline-ms MS]\n"
              << "                    [--convert-path PATH] [--tls-ciphers LIST] [--log-probes]\n"
              << "                    [--log-queue-bytes BYTES]\n"
              << "       k8s_operator --print-crd [--ca-file FILE | --inject-ca-from NS/CERT] [--service-namespace NS] [--service-name NAME]\n"
              << "       k8s_operator --convert-stdin < review.json\n";
    return 2;
}

std::uint64_t number(std::string_view flag, std::string_view text) {
    std::uint64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size())
        throw std::invalid_argument(std::string(flag) + " needs a number, got '" + std::string(text) + "'");
    return value;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

int main(int argc, char** argv) try {
    versioned::k8s::webhook_options options;
    bool print_crd = false, convert_stdin = false;
    std::string ca_file, inject_ca_from, service_namespace = "versioned-operator", service_name = "k8s-operator";

    for (int i = 1; i < argc; ++i) {
        std::string_view flag = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw std::invalid_argument(std::string(flag) + " needs a value");
            return argv[++i];
        };
        auto ms = [&] { return std::chrono::milliseconds(number(flag, value())); };
        if (flag == "--address") options.address = value();
        else if (flag == "--port") {
            auto port = number(flag, value());
            if (port > 65535) throw std::invalid_argument("--port must be 0-65535");
            options.port = static_cast<std::uint16_t>(port);
        }
        else if (flag == "--cert") options.cert_file = value();
        else if (flag == "--key") options.key_file = value();
        else if (flag == "--plain-http") options.plain_http = true;
        else if (flag == "--threads") options.threads = number(flag, value());
        else if (flag == "--body-limit") options.body_limit = number(flag, value());
        else if (flag == "--max-connections") options.max_connections = number(flag, value());
        else if (flag == "--max-in-flight-bytes") options.max_in_flight_bytes = number(flag, value());
        else if (flag == "--header-timeout-ms") options.header_timeout = ms();
        else if (flag == "--body-timeout-ms") options.body_timeout = ms();
        else if (flag == "--idle-timeout-ms") options.idle_timeout = ms();
        else if (flag == "--shutdown-delay-ms") options.shutdown_delay = ms();
        else if (flag == "--shutdown-deadline-ms") options.shutdown_deadline = ms();
        else if (flag == "--convert-path") options.convert_path = value();
        else if (flag == "--tls-ciphers") options.tls_ciphers = value();
        else if (flag == "--log-probes") options.log_probes = true;
        else if (flag == "--log-queue-bytes") options.log_queue_bytes = number(flag, value());
        else if (flag == "--print-crd") print_crd = true;
        else if (flag == "--ca-file") ca_file = value();
        else if (flag == "--inject-ca-from") inject_ca_from = value();
        else if (flag == "--service-namespace") service_namespace = value();
        else if (flag == "--service-name") service_name = value();
        else if (flag == "--convert-stdin") convert_stdin = true;
        else return usage("unknown argument '" + std::string(flag) + "'");
    }

    if (print_crd) {
        // The CRDs with their conversion webhook pointing at the operator's Service; the API
        // server trusts the serving certificate through caBundle: the CA given, or (by default)
        // the one cert-manager's CA injector writes from the serving Certificate
        // (certificate.yaml, named as the Service) and keeps current when it rotates.
        versioned::k8s::crd_options crd;
        crd.webhook.service = {service_namespace, service_name, options.convert_path, 443};
        if (!ca_file.empty()) crd.webhook.ca_bundle = read_file(ca_file);
        else crd.annotations["cert-manager.io/inject-ca-from"] =
                 inject_ca_from.empty() ? service_namespace + "/" + service_name : inject_ca_from;
        std::cout << versioned::k8s::crd_yaml<api::Foo>(crd) << "---\n"
                  << versioned::k8s::crd_yaml<stable::CronTab>(crd);
        return 0;
    }

    if (convert_stdin) {
        std::ostringstream body;
        body << std::cin.rdbuf();
        auto response = conversions()(body.str(), {});
        std::cout << response.body << "\n";
        return response.status == 200 ? 0 : 1;
    }

#if defined(__GLIBC__)
    // glibc raises its mmap threshold after the first large block is freed, so that later
    // request and response bodies (up to 3 MiB) come from the heaps, which keep them after they
    // are freed: a fixed threshold gives every large block back at once, and keeps the peak memory
    // within the arithmetic of docs/webhook-server.md (benchmarks/webhook/attack.py measures it).
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
    std::optional<versioned::k8s::webhook_server> server;
    try {
        server.emplace(options, conversions());
    } catch (const std::exception&) {
        return 1; // the server logged why, as a JSON line like the rest of its log
    }
    return server->run() ? 0 : 3; // 3: requests were cut (the shutdown deadline, or a second signal)
} catch (const std::invalid_argument& e) {
    return usage(e.what());
} catch (const std::exception& e) {
    std::cerr << "k8s_operator: " << e.what() << "\n";
    return 1;
}
