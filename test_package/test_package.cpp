// A user's program: declares a versioned struct, reads an old version from JSON, converts it to
// the latest, writes that as JSON and prints the latest version's JSON Schema.
#include <versioned/versioned.hpp>

#include <cstdint>
#include <cstdio>
#include <string>

VERSIONED_VERSIONS(shop, v1, v2);

VERSIONED_STRUCT(shop, Item,
    (std::string,   name),
    (std::uint32_t, price_cents, changed(v2, from_name(price))),
    (std::string,   currency,    added(v2)));

int main() {
    const auto old_item = versioned::json::read<shop::Item<shop::v1>>(
        R"({"name": "widget", "price": 250})");
    if (!old_item) {
        std::printf("read failed: %s\n", old_item.error().message().c_str());
        return 1;
    }
    const auto item = versioned::convert<shop::v2>(*old_item); // v1 -> v2
    std::printf("versioned %d.%d.%d: %s costs %u cents (currency '%s')\n", VERSIONED_VERSION_MAJOR,
                VERSIONED_VERSION_MINOR, VERSIONED_VERSION_PATCH, item.name.c_str(),
                static_cast<unsigned>(item.price_cents), item.currency.c_str());
    std::printf("%s\n", versioned::json::write(item).c_str());
    std::printf("%.*s\n", static_cast<int>(versioned::json_schema<shop::Item<shop::v2>>.size()),
                versioned::json_schema<shop::Item<shop::v2>>.data());
    return item.price_cents == 250 && item.name == "widget" ? 0 : 1;
}
