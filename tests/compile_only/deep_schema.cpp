// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
// A deep tree of PodSpec's size (issue 37): its schemas and its CRD are constant expressions
// within the compilers' default limits -- clang's 1,048,576 steps per constant evaluation, g++'s
// 262,144 iterations per loop and 33,554,432 operations per evaluation -- although each root
// schema is over 300 KB and one member's schema over 262,144 characters: no evaluation may read
// through the nested schemas it holds (a description or enum found by scanning them, as before
// issue 37) nor copy one of them in one loop. Four levels of structs, each holding four of the
// level below (plain, optional, vector, map), under a root that holds one of them; a
// description on every field, a struct doc, an enum and a variant at the bottom. One version:
// the limits are per evaluation, and one reaches them. Compiled by CTest compile_only.deep_schema.
#include <versioned/enum.hpp>
#include <versioned/k8s/crd_document.hpp>
#include <versioned/struct.hpp>
#include <versioned/variant.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#define DEEP_DOC doc("what this member says about the workload: the value the controller reads when it creates, schedules, starts and stops the pods of the job, the defaults it applies, the limits it checks and the versions in which the member exists, as the API reference writes it at length, with examples of its values.")

VERSIONED_VERSIONS(deep, v1);
VERSIONED_KEY_NAMING(deep, camel_case);

VERSIONED_ENUM(deep, Policy, (Always), (OnFailure), (Never));
VERSIONED_STRUCT(deep, Path, (std::string, path, DEEP_DOC));
VERSIONED_STRUCT(deep, Claim, (std::string, claim_name, DEEP_DOC), (bool, read_only, DEEP_DOC));
VERSIONED_VARIANT(deep, Source, (deep::Path<V>, host_path, DEEP_DOC), (deep::Claim<V>, claim, DEEP_DOC));

VERSIONED_STRUCT(deep, Leaf,
    (std::string, name, DEEP_DOC),
    (std::int32_t, count, DEEP_DOC),
    (std::optional<deep::Policy<V>>, policy, DEEP_DOC),  // a nullable enum: its allOf (OpenAPI)
    (std::vector<std::string>, args, DEEP_DOC),
    ((std::map<std::string, std::string>), labels, DEEP_DOC),
    (deep::Source<V>, source, DEEP_DOC),
    doc("A leaf of the tree, with a description of its own"));
VERSIONED_STRUCT(deep, Pod,
    (deep::Leaf<V>, first, DEEP_DOC),
    (std::optional<deep::Leaf<V>>, second, DEEP_DOC),
    (std::vector<deep::Leaf<V>>, more, DEEP_DOC),
    ((std::map<std::string, deep::Leaf<V>>), named, DEEP_DOC));
VERSIONED_STRUCT(deep, Job,
    (deep::Pod<V>, first, DEEP_DOC),
    (std::optional<deep::Pod<V>>, second, DEEP_DOC),
    (std::vector<deep::Pod<V>>, more, DEEP_DOC),
    ((std::map<std::string, deep::Pod<V>>), named, DEEP_DOC));
VERSIONED_STRUCT(deep, Template,
    (deep::Job<V>, first, DEEP_DOC),
    (std::optional<deep::Job<V>>, second, DEEP_DOC),
    (std::vector<deep::Job<V>>, more, DEEP_DOC),
    ((std::map<std::string, deep::Job<V>>), named, DEEP_DOC));
// The root holds one template: the schema of a single member is over 262,144 characters.
VERSIONED_STRUCT(deep, Spec, (deep::Template<V>, job_template, DEEP_DOC), (std::int32_t, suspend, DEEP_DOC));
VERSIONED_STRUCT(deep, Status, (std::int32_t, active, DEEP_DOC));
VERSIONED_CRD(deep, Tree, spec(Spec), status(Status), group("deep.example.com"));

// Large enough to have broken the old limits (a scan or a copy of this size in one evaluation).
static_assert(versioned::json_schema<deep::Spec<deep::v1>>.size() > 270000); // g++ loop limit: 262,144
static_assert(versioned::openapi_schema<deep::Spec<deep::v1>>.size() > 270000); // g++ loop limit: 262,144
static_assert(versioned::openapi_schema<deep::Spec<deep::v1>>.ends_with(R"(,"required":["jobTemplate","suspend"]})"));
// A field's doc replaces its struct's description; the struct's own stays where it is used bare.
static_assert(versioned::openapi_schema<deep::Pod<deep::v1>>.starts_with(
    R"({"type":"object","properties":{"first":{"type":"object","properties":{"name":{"type":"string","description":"what)"));

std::string crd() { return versioned::k8s::crd_json<deep::Tree>(); }
