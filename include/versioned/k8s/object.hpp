// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_OBJECT_HPP
#define VERSIONED_K8S_OBJECT_HPP
#include <versioned/detail/user_macros_push.hpp> // user macros of common names saved (see there)

// The whole custom resource object, ns::Kind<V>, as JSON and across versions:
//
//   auto obj  = versioned::json::read<api::Foo<api::v1>>(text).value();  // apiVersion, kind checked
//   auto any  = versioned::json::read_any<api::Foo>(text).value();       // whichever version it is
//   versioned::k8s::object_residue<api::Foo> rest;
//   auto old  = versioned::convert<api::v1alpha1>(obj, rest);            // spec and status converted,
//   auto back = versioned::convert<api::v1>(old, rest);                  // metadata carried; == obj
//
// metadata is kept member by member as read (k8s/object_meta.hpp); spec and status are the
// kind's versioned structs and convert as they do (§4, with a residue §7).

#include <versioned/convert.hpp>
#include <versioned/json.hpp>
#include <versioned/json/described.hpp> // a kind's plain status(S)
#include <versioned/k8s/crd.hpp>
#include <versioned/k8s/detail/kind_functions.hpp>
#include <versioned/k8s/object_meta.hpp>
#include <versioned/reflection.hpp>
#include <versioned/residue.hpp>
#include <versioned/versions.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>

namespace versioned::k8s {

namespace detail {

// The kind at the version at index I.
template <class Crd, std::size_t I>
using kind_at_t =
    typename Crd::template versioned_template<version_at_t<typename Crd::versioned_module::versions, I>>;

template <class Crd, bool = Crd::versioned_has_status>
struct status_residue {
    using type = no_status_residue;
};
template <class Crd>
struct status_residue<Crd, true> {
    using type = typename Crd::versioned_status_residue;
};

// A value read or written as a Kubernetes object holds it: integers as int64, so an unsigned
// 64-bit value above 2^63-1 is out_of_range either way (json::reader::int64_integers).
template <class T>
struct as_kubernetes {
    T& value;
};

// f() with io's (a json::reader's or writer's) int64_integers on, as Kubernetes holds integers;
// the previous setting is back afterwards, however f ends.
template <class IO, class F>
decltype(auto) with_int64_integers(IO& io, F&& f) {
    struct restore {
        IO& stream;
        bool previous;
        ~restore() { stream.int64_integers(previous); }
    } const guard{io, io.int64_integers(true)};
    return static_cast<F&&>(f)();
}

inline json::read_options inner_read_options(const json::read_options& outer) noexcept {
    json::read_options o = outer;
    o.version_key = "";
    o.group = "";
    return o;
}

} // namespace detail

// What the older versions of one object could not carry: a residue for its spec and one for
// its status (§7). Stored with the object (convert_review keeps it in an annotation).
// JSON: {"spec":<residue>,"status":<residue>}, each left out when empty.
template <template <class> class K>
class object_residue {
    using crd = crd_of_t<K>;

public:
    typename crd::versioned_spec_residue spec;
    typename detail::status_residue<crd>::type status;

    bool empty() const noexcept { return spec.empty() && status.empty(); }
    void clear() noexcept { *this = object_residue(); }
};

// A kind's template (K in ns::K<V>) from any of its versions.
template <custom_resource T>
using kind_crd_t = typename std::remove_cvref_t<T>::versioned_crd;

} // namespace versioned::k8s

namespace versioned {

// ---- conversions: metadata carried, spec and status converted ----------------------------------

namespace detail {

// ---- kind hooks: a function with a hook's name for a step that hooks(...) does not announce
// would never be called; reported, as a struct's stray hooks are (detail/hooks.hpp) ----------------

// Instantiated only to report an error; the arguments name the kind and the two versions.
template <class From, class To>
struct versioned_kind_upgrade_is_not_announced {
    static_assert(always_false<From>,
                  "versioned: a versioned_kind_upgrade(from, to) for this step is not announced and would "
                  "never be called -- the arguments of versioned_kind_upgrade_is_not_announced<K<from>, "
                  "K<to>> name the kind and the versions. Announce it in VERSIONED_CRD: "
                  "hooks(upgrade(TO_VERSION))");
    static constexpr bool value = false;
};
template <class From, class To>
struct versioned_kind_downgrade_is_not_announced {
    static_assert(always_false<From>,
                  "versioned: a versioned_kind_downgrade(from, to) for this step is not announced and "
                  "would never be called -- the arguments of versioned_kind_downgrade_is_not_announced"
                  "<K<from>, K<to>> name the kind and the versions. Announce it in VERSIONED_CRD: "
                  "hooks(downgrade(FROM_VERSION))");
    static constexpr bool value = false;
};

// The step between the kind's versions I and I + 1, both ways.
template <class Crd, std::size_t I>
constexpr void check_stray_kind_hooks() noexcept {
    using older = k8s::detail::kind_at_t<Crd, I>;
    using newer = k8s::detail::kind_at_t<Crd, I + 1>;
    if constexpr (!hook_table_v<Crd>.up[I + 1] && requires(const older& f, newer& t) { versioned_kind_upgrade(f, t); })
        static_assert(versioned_kind_upgrade_is_not_announced<older, newer>::value, "versioned: hook not announced");
    if constexpr (!hook_table_v<Crd>.down[I + 1] &&
                  requires(const newer& f, older& t) { versioned_kind_downgrade(f, t); })
        static_assert(versioned_kind_downgrade_is_not_announced<newer, older>::value, "versioned: hook not announced");
}
// Every step of the kind (called, not constant-evaluated: one error, not one per caller).
template <class Crd>
constexpr void check_kind_hooks() noexcept {
    []<std::size_t... Is>(std::index_sequence<Is...>) {
        (check_stray_kind_hooks<Crd, Is>(), ...);
    }(std::make_index_sequence<Crd::versioned_module::versions::size - 1>{});
}

// spec and status converted to version To (directly, however far), metadata carried.
template <std::size_t To, class T, class Rest>
auto convert_resource_direct(T&& x, Rest* rest) {
    using U = std::remove_cvref_t<T>;
    using crd = typename U::versioned_crd;
    using To_v = version_at_t<typename crd::versioned_module::versions, To>;
    using target = k8s::detail::kind_at_t<crd, To>;
    if constexpr (To == U::versioned_index) {
        return U(static_cast<T&&>(x));
    } else {
        target out;
        out.metadata = static_cast<T&&>(x).metadata;
        if constexpr (std::is_same_v<Rest, void>) {
            out.spec = ::versioned::convert<To_v>(static_cast<T&&>(x).spec);
        } else {
            out.spec = ::versioned::convert<To_v>(static_cast<T&&>(x).spec, rest->spec);
        }
        if constexpr (crd::versioned_has_status) {
            if (!x.status) {
            } else if constexpr (!versioned_struct<typename decltype(out.status)::value_type>) {
                out.status = static_cast<T&&>(x).status; // a plain status: the same in every version
            } else if constexpr (std::is_same_v<Rest, void>) {
                out.status.emplace(::versioned::convert<To_v>(*static_cast<T&&>(x).status));
            } else {
                out.status.emplace(::versioned::convert<To_v>(*static_cast<T&&>(x).status, rest->status));
            }
        }
        return out;
    }
}

// One adjacent step, then the kind's hook of that step if hooks(...) announces one; with a hook
// the source is read (not moved) so the hook sees it whole.
template <std::size_t To, class T, class Rest>
auto kind_step(T&& x, Rest* rest) {
    using U = std::remove_cvref_t<T>;
    using crd = typename U::versioned_crd;
    constexpr auto& hooks = hook_table_v<crd>;
    if constexpr (To > U::versioned_index ? hooks.up[To] : hooks.down[U::versioned_index]) {
        auto out = convert_resource_direct<To>(static_cast<const U&>(x), rest);
        crd::versioned_run_hook(static_cast<const U&>(x), out);
        return out;
    } else {
        return convert_resource_direct<To>(static_cast<T&&>(x), rest);
    }
}

// The conversion itself (compiled here, or where VERSIONED_INSTANTIATE is for an extern kind):
// direct, unless a kind hook (hooks(...) of VERSIONED_CRD) needs the intermediate objects.
template <std::size_t To, class T, class Rest>
auto convert_resource_here(T&& x, Rest* rest) {
    using U = std::remove_cvref_t<T>;
    constexpr std::size_t from = U::versioned_index;
    check_kind_hooks<typename U::versioned_crd>();
    if constexpr (To == from || !hooks_between<typename U::versioned_crd, from, To>()) {
        return convert_resource_direct<To>(static_cast<T&&>(x), rest);
    } else {
        constexpr std::size_t next = To > from ? from + 1 : from - 1;
        return convert_resource_here<To>(kind_step<next>(static_cast<T&&>(x), rest), rest);
    }
}

template <std::size_t To, class T, class Rest>
auto convert_resource(T&& x, Rest* rest) {
    using U = std::remove_cvref_t<T>;
    using crd = typename U::versioned_crd;
    if constexpr (To != U::versioned_index && k8s::detail::extern_kind<crd>::value) {
        // declared by VERSIONED_EXTERN: compiled in the translation unit of VERSIONED_INSTANTIATE
        k8s::detail::kind_at_t<crd, To> out;
        k8s::detail::extern_kind<crd>::functions::convert(U::versioned_index, To, const_cast<U*>(&x),
                                                          std::is_same_v<T, U>, &out, rest);
        return out;
    } else {
        return convert_resource_here<To>(static_cast<T&&>(x), rest);
    }
}

} // namespace detail

// The object at version To (spec and status converted, metadata carried).
template <version_tag To, k8s::custom_resource T>
auto convert(T&& x) {
    static_assert(std::is_same_v<module_of_t<To>, typename k8s::kind_crd_t<T>::versioned_module>,
                  "versioned::convert<To>: To is not a version of the object's kind");
    return detail::convert_resource<To::index, T, void>(static_cast<T&&>(x), nullptr);
}

// The same, keeping what the older version cannot carry in rest (see object_residue).
template <version_tag To, k8s::custom_resource T, template <class> class K>
auto convert(T&& x, k8s::object_residue<K>& rest) {
    static_assert(std::is_same_v<module_of_t<To>, typename k8s::kind_crd_t<T>::versioned_module>,
                  "versioned::convert<To>: To is not a version of the object's kind");
    static_assert(std::is_same_v<k8s::crd_of_t<K>, k8s::kind_crd_t<T>>,
                  "versioned::convert(x, object_residue<K>&): the residue belongs to another kind");
    return detail::convert_resource<To::index>(static_cast<T&&>(x), &rest);
}

// The next / previous version of the object.
template <k8s::custom_resource T>
auto upgrade(T&& x) {
    using U = std::remove_cvref_t<T>;
    static_assert(U::versioned_index + 1 < k8s::kind_crd_t<T>::versioned_module::versions::size,
                  "versioned::upgrade: the object is already at the latest version");
    return detail::convert_resource<U::versioned_index + 1, T, void>(static_cast<T&&>(x), nullptr);
}
template <k8s::custom_resource T>
auto downgrade(T&& x) {
    using U = std::remove_cvref_t<T>;
    static_assert(U::versioned_index > 0, "versioned::downgrade: the object is already at the oldest version");
    return detail::convert_resource<U::versioned_index - 1, T, void>(static_cast<T&&>(x), nullptr);
}

// Whichever version a versioned::any<Kind> holds, at version To.
template <version_tag To, class... Ts>
    requires(k8s::custom_resource<Ts> && ...)
auto convert(const std::variant<Ts...>& held) {
    return std::visit([](const auto& alternative) { return ::versioned::convert<To>(alternative); }, held);
}
template <version_tag To, class... Ts>
    requires(k8s::custom_resource<Ts> && ...)
auto convert(std::variant<Ts...>&& held) {
    return std::visit([](auto&& x) { return ::versioned::convert<To>(static_cast<decltype(x)&&>(x)); },
                      std::move(held));
}

} // namespace versioned

// ---- JSON ------------------------------------------------------------------------------------

namespace versioned::json {

template <class T>
struct codec<k8s::detail::as_kubernetes<T>> {
    static bool read(json::reader& in, k8s::detail::as_kubernetes<T>& v) {
        return k8s::detail::with_int64_integers(in, [&] { return in.read(v.value); });
    }
    static void write(json::writer& out, const k8s::detail::as_kubernetes<T>& v) {
        k8s::detail::with_int64_integers(out, [&] { out.write(v.value); });
    }
};

// The object: apiVersion and kind must be the type's; metadata kept as read; spec (a missing or
// null spec reads as {}, so a spec whose fields all have defaults may be left out); status when the
// kind has one (null or missing: none). Other members follow read_options::unknown_keys.
// Integers are read and written as Kubernetes holds them (as int64: see as_kubernetes).
template <class K>
    requires k8s::custom_resource<K>
struct codec<K> {
    using crd = typename K::versioned_crd;

    static bool read(json::reader& in, K& obj) {
        if constexpr (k8s::detail::extern_kind<crd>::value) // VERSIONED_EXTERN: compiled elsewhere
            return k8s::detail::extern_kind<crd>::functions::read(K::versioned_index, in, &obj);
        else
            return read_here(in, obj);
    }

    static void write(json::writer& out, const K& obj) {
        if constexpr (k8s::detail::extern_kind<crd>::value)
            k8s::detail::extern_kind<crd>::functions::write(K::versioned_index, out, &obj);
        else
            write_here(out, obj);
    }

    // What read and write do.
    static bool read_here(json::reader& in, K& obj) {
        return k8s::detail::with_int64_integers(in, [&] { return read_members(in, obj); });
    }
    static void write_here(json::writer& out, const K& obj) {
        k8s::detail::with_int64_integers(out, [&] { write_members(out, obj); });
    }

private:
    static void write_members(json::writer& out, const K& obj) {
        out.begin_object();
        out.key("apiVersion");
        out.write(K::apiVersion);
        out.key("kind");
        out.write(K::kind);
        out.key("metadata");
        out.write(obj.metadata);
        out.key("spec");
        out.write(obj.spec);
        if constexpr (crd::versioned_has_status) {
            if (obj.status) {
                out.key("status");
                out.write(*obj.status);
            }
        }
        out.end_object();
    }

    static bool read_members(json::reader& in, K& obj) {
        bool has_api_version = false;
        bool has_kind = false;
        bool has_spec = false;
        const read_options inner = k8s::detail::inner_read_options(in.options());
        const bool ok = in.members([&](std::string_view key) -> bool {
            if (key == "apiVersion" || key == "kind") {
                std::string text;
                if (!in.read(text)) return false;
                const bool is_api = key == "apiVersion";
                const std::string_view expected = is_api ? K::apiVersion : K::kind;
                (is_api ? has_api_version : has_kind) = true;
                if (text == expected) return true;
                return in.fail(is_api ? errc::version_mismatch : errc::invalid_value,
                               std::string(is_api ? "the object is \"" : "the object is of kind \"") + text +
                                   "\", expected \"" + std::string(expected) + "\"");
            }
            if (key == "metadata") return in.read(obj.metadata);
            if (key == "spec") { // null is no spec, as the API server drops it
                if (in.is_null()) return in.skip();
                has_spec = true;
                return in.read(obj.spec);
            }
            if constexpr (crd::versioned_has_status) {
                if (key == "status") {
                    if (in.is_null()) {
                        obj.status.reset();
                        return in.skip();
                    }
                    return in.read(obj.status.emplace());
                }
            }
            if (in.options().unknown_keys == unknown_keys::ignore) return in.skip();
            return in.fail(errc::unknown_key, "unknown key \"" + std::string(key) + "\" (not a member of a " +
                                                  std::string(K::kind) + " object)");
        });
        if (!ok) return false;
        if (!has_api_version) return in.fail(errc::missing_key, "missing required key \"apiVersion\"");
        if (!has_kind) return in.fail(errc::missing_key, "missing required key \"kind\"");
        if (!has_spec) {
            auto empty = json::read<std::remove_cvref_t<decltype(obj.spec)>>("{}", inner);
            if (!empty) return in.fail(errc::missing_key, "missing key \"spec\" (" + empty.error().message() + ")");
            obj.spec = std::move(*empty);
        }
        return true;
    }
};

// An object's residue: {"spec":<residue>,"status":<residue>}, the empty ones left out.
template <template <class> class K>
struct codec<k8s::object_residue<K>> {
    template <class R>
    static bool read_part(json::reader& in, R& part) {
        std::string_view text;
        if (!in.raw(text)) return false;
        auto r = json::read<R>(text);
        if (!r) return in.fail(r.error().code, r.error().message());
        part = std::move(*r);
        return true;
    }
    static bool read(json::reader& in, k8s::object_residue<K>& rest) {
        rest.clear();
        return in.members([&](std::string_view key) -> bool {
            if (key == "spec") return read_part(in, rest.spec);
            if constexpr (crd_of_t_has_status) {
                if (key == "status") return read_part(in, rest.status);
            }
            return in.fail(errc::unknown_key, "unknown key \"" + std::string(key) +
                                                  "\" in an object's residue (expected \"spec\" or \"status\")");
        });
    }
    static void write(json::writer& out, const k8s::object_residue<K>& rest) {
        out.begin_object();
        if (!rest.spec.empty()) {
            out.key("spec");
            out.raw(json::write(rest.spec));
        }
        if constexpr (crd_of_t_has_status) {
            if (!rest.status.empty()) {
                out.key("status");
                out.raw(json::write(rest.status));
            }
        }
        out.end_object();
    }

private:
    // a versioned status, which a residue may have to keep
    static constexpr bool crd_of_t_has_status =
        !std::is_same_v<typename k8s::detail::status_residue<k8s::crd_of_t<K>>::type, k8s::detail::no_status_residue>;
};

// read_any for a kind: the version comes from apiVersion ("<group>/<version>"), the group
// from the kind's declaration unless options.group says otherwise.
template <template <class> class K>
    requires requires { typename k8s::crd_of_t<K>; }
result<any<K>> read_any(std::string_view text, const read_options& options = {}) {
    read_options o = options;
    if (o.group.empty()) o.group = k8s::crd_of_t<K>::versioned_info.group;
    if (o.version_key.empty()) o.version_key = "apiVersion";
    return detail::json_io::read_any<K>(text, o);
}

} // namespace versioned::json

#include <versioned/detail/user_macros_pop.hpp>
#endif // VERSIONED_K8S_OBJECT_HPP
