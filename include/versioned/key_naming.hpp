// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_KEY_NAMING_HPP
#define VERSIONED_KEY_NAMING_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// How member names become JSON keys. The one source of truth for keys: the schemas, the JSON
// reader and writer, and JSON Pointer paths all read json_keys<T>.
//
//   VERSIONED_KEY_NAMING(api, camel_case);              // host_port -> "hostPort"
//   versioned::json_keys<api::FooSpec<api::v1>>          // {"name", "replicas", "port", ...}

#include <versioned/reflection.hpp>

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace versioned {

// How member names become JSON keys, per module (VERSIONED_KEY_NAMING). Every policy but
// as_declared splits a name into words at '_' only (a run of them is one split; a leading or
// trailing '_' is dropped) and keeps the letters and digits of each word as they are, apart
// from the letters it capitalizes:
//   camel_case            host_port -> hostPort     ipv4_addr -> ipv4Addr
//   pascal_case           host_port -> HostPort     ipv4_addr -> Ipv4Addr
//   kebab_case            host_port -> host-port    ipv4_addr -> ipv4-addr
//   screaming_snake_case  host_port -> HOST_PORT    ipv4_addr -> IPV4_ADDR
enum class key_naming { as_declared, camel_case, pascal_case, kebab_case, screaming_snake_case };

template <class Module>
inline constexpr key_naming key_naming_of = key_naming::as_declared;

namespace detail {

constexpr char upper_case(char letter) noexcept { return letter >= 'a' && letter <= 'z' ? static_cast<char>(letter - 'a' + 'A') : letter; }

// The key of a member name under a policy, one character at a time: out(c) per character.
// deprecated_legacy -> deprecatedLegacy (camel_case).
template <class Out>
constexpr void for_each_key_char(std::string_view name, key_naming naming, Out&& out) {
    if (naming == key_naming::as_declared) {
        for (char ch : name) out(ch);
        return;
    }
    bool in_word = false; // the last character was a word's
    bool wrote = false;   // a word has begun
    for (char ch : name) {
        if (ch == '_') {
            in_word = false;
            continue;
        }
        const bool starts_later_word = !in_word && wrote;
        if (starts_later_word && naming == key_naming::kebab_case) out('-');
        if (starts_later_word && naming == key_naming::screaming_snake_case) out('_');
        const bool capital = naming == key_naming::screaming_snake_case ||
                             (!in_word && naming == key_naming::pascal_case) ||
                             (starts_later_word && naming == key_naming::camel_case);
        out(capital ? upper_case(ch) : ch);
        in_word = wrote = true;
    }
}

constexpr std::size_t key_length(std::string_view name, key_naming naming) {
    std::size_t n = 0;
    for_each_key_char(name, naming, [&](char) { ++n; });
    return n;
}

template <class T>
inline constexpr key_naming naming_v = key_naming_of<typename T::versioned_descriptor::versioned_module>;

// Where a key comes from, the one rule every place that spells keys follows: a key the table
// gives (key("..."), from_key("...")) is written as it is; else the member's name under the
// module's naming.
struct key_source {
    std::string_view text;
    key_naming naming;
};
constexpr key_source key_source_of(std::string_view given, std::string_view member, key_naming naming) noexcept {
    return given.empty() ? key_source{member, naming} : key_source{given, key_naming::as_declared};
}

template <std::size_t N>
constexpr bool has_given_key(const std::array<present_field, N>& present) noexcept {
    for (const present_field& field : present)
        if (!field.key.empty()) return true;
    return false;
}

// The keys of T's present fields, in table order, in static storage: a key the table gives
// (key("..."), from_key("...")) as written, the others made by the policy into one array of
// characters, and views into both.
template <class T>
struct key_table {
    static constexpr auto& present = present_fields_v<T>;
    // As declared (the default) and without a given key, a key is the member's name: nothing
    // to store.
    static constexpr bool renamed = naming_v<T> != key_naming::as_declared || has_given_key(present);
    // (a given key is a view of the table's text; only the others are made here)
    static constexpr std::size_t made_length(const present_field& field) noexcept {
        return field.key.empty() ? key_length(field.name, naming_v<T>) : 0;
    }
    static constexpr std::size_t total = [] {
        if (!renamed) return std::size_t{0};
        std::size_t sum = 0;
        for (const present_field& field : present) sum += made_length(field);
        return sum;
    }();
    static constexpr std::array<char, total + 1> chars = [] {
        std::array<char, total + 1> out{};
        std::size_t at = 0;
        if (renamed)
            for (const present_field& field : present)
                if (field.key.empty()) for_each_key_char(field.name, naming_v<T>, [&](char ch) { out[at++] = ch; });
        return out;
    }();
    static constexpr std::array<std::string_view, present.size()> keys = [] {
        std::array<std::string_view, present.size()> out{};
        std::size_t at = 0;
        for (std::size_t idx = 0; idx < present.size(); ++idx) {
            if (!renamed) {
                out[idx] = present[idx].name;
            } else if (!present[idx].key.empty()) {
                out[idx] = present[idx].key;
            } else {
                const std::size_t length = made_length(present[idx]);
                out[idx] = std::string_view(chars.data() + at, length);
                at += length;
            }
        }
        return out;
    }();
    // Two members that get the same key under the module's policy (host_port and hostPort), or
    // by a key the table gives.
    static constexpr bool unique = first_repeated<present.size()>(keys.data()) == npos;
};

// A field's JSON key in version v, "" where it is absent: the key the table gives there, else
// the policy's key of its member name (run time: messages and the history).
template <class F>
std::string field_key_at(std::size_t v) {
    constexpr auto& info = field_info_v<F>;
    if (info.member[v] == npos) return {};
    const key_source key_from =
        key_source_of(info.key[v], F::versioned_members[info.member[v]], key_naming_of<typename F::versioned_module>);
    std::string out;
    for_each_key_char(key_from.text, key_from.naming, [&](char ch) { out += ch; });
    return out;
}

// For a key T's version does not have: "; removed in v3" when a field removed at or before
// that version had it last, else "" -- the reader's hint for a document older than its version
// says. Only a table with a removed field instantiates the search.
template <class... Fs>
std::string removed_note_of(std::string_view unknown_key, std::size_t read_version, const std::string_view* version_names,
                            type_list<Fs...>) {
    std::string note;
    const auto note_if_removed = [&](std::size_t removed_at, std::string (*key_at)(std::size_t)) {
        if (!note.empty() || removed_at > read_version || key_at(removed_at - 1) != unknown_key) return;
        note = "; removed in ";
        note += version_names[removed_at];
    };
    (note_if_removed(field_info_v<Fs>.removed, &field_key_at<Fs>), ...);
    return note;
}
template <class T>
[[gnu::cold, gnu::noinline]] std::string removed_key_note(std::string_view unknown_key) {
    using D = typename T::versioned_descriptor;
    constexpr bool any_removed = []<class... Fs>(type_list<Fs...>) {
        return ((field_info_v<Fs>.removed < D::versioned_module::versions::size) || ... || false);
    }(typename D::versioned_fields{});
    if constexpr (!any_removed)
        return {};
    else
        return removed_note_of(unknown_key, T::versioned_index,
                               version_list_traits<typename D::versioned_module::versions>::names.data(),
                               typename D::versioned_fields{});
}

} // namespace detail

// The JSON keys of T's present fields, in table order (field_names<T> under the module's
// key naming).
template <versioned_struct T>
inline constexpr const auto& json_keys = detail::key_table<std::remove_cvref_t<T>>::keys;

} // namespace versioned

// Chooses how member names become JSON keys for every struct of module ns:
// VERSIONED_KEY_NAMING(api, camel_case) makes host_port "hostPort" (as_declared, camel_case,
// pascal_case, kebab_case, screaming_snake_case: see key_naming). Use at global scope, before
// the module's structs are used.
#define VERSIONED_KEY_NAMING(ns, policy)                                                           \
    namespace versioned {                                                                          \
    template <>                                                                                    \
    inline constexpr key_naming key_naming_of<::ns::versioned_module> = key_naming::policy;        \
    }                                                                                              \
    static_assert(true)

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_KEY_NAMING_HPP
