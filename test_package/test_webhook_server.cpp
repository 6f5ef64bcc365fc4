// A user's program of the webhook_server component: a conversion webhook for one kind, bound to
// a free loopback port (plain HTTP: no certificate needed here), then stopped.
#include <versioned/k8s/webhook_server.hpp>
#include <versioned/versioned.hpp>
#include <versioned/k8s.hpp>

#include <cstdint>
#include <cstdio>
#include <string>

VERSIONED_VERSIONS(app, v1beta1, v1);
VERSIONED_STRUCT(app, WidgetSpec,
    (std::string,  name),
    (std::int32_t, replicas, added(v1)));
VERSIONED_CRD(app, Widget, spec(WidgetSpec), group("example.com"), plural("widgets"),
    namespaced, storage(v1));

int main() {
    versioned::k8s::webhook_options options;
    options.address = "127.0.0.1";
    options.port = 0;
    options.plain_http = true;
    options.log = [](std::string_view) {};
    versioned::k8s::webhook_server server(options, versioned::k8s::review_handler<app::Widget>());
    std::printf("webhook_server: bound to port %u\n", static_cast<unsigned>(server.port()));
    server.request_stop();
    return server.port() != 0 ? 0 : 1;
}
