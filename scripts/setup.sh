#!/usr/bin/env bash
# Installs the Debian 12 packages versioned needs to build, test and benchmark, then the npm
# packages its tests run under node (into VERSIONED_NPM_PREFIX, default ~/.cache/versioned/npm:
# outside the source tree, never committed). Idempotent and silent when everything is present.
# Runs apt-get as root, through sudo when available, otherwise prints what to install and exits 1.
set -euo pipefail

packages=(
    cmake            # >= 3.25
    ninja-build
    g++              # g++ 12
    clang            # clang++ 14
    libclang-rt-14-dev  # clang's sanitizer runtimes (only recommended by clang)
    clang-16         # clang++-16, with libc++ 16: the libcxx stage of scripts/test.sh
    libc++-16-dev
    libc++abi-16-dev
    libboost1.81-dev # Boost.Hana, Boost.PFR, ... (with BoostConfig.cmake)
    doctest-dev
    python3
    python3-jsonschema
    python3-yaml     # reads generated CRD YAML back (tests/k8s)
    libbenchmark-dev
    valgrind
    pkgconf
    libboost-json1.81-dev  # tests: <versioned/boost_json.hpp> (Boost::json, compiled library)
    nlohmann-json3-dev     # tests: <versioned/nlohmann.hpp>
    libfyaml-dev           # <versioned/yaml.hpp> (libfyaml, found with pkg-config)
    libtomlplusplus-dev    # <versioned/toml.hpp> (toml++, used header-only)
    rapidjson-dev          # benchmarks/json (built in the g++ stage)
    libsimdjson-dev        # benchmarks/json
    libssl-dev             # <versioned/k8s/webhook_server.hpp> (TLS), examples/k8s_operator
    openssl                # tests/webhook: CA and server certificates, s_client
    curl                   # tests/webhook: the HTTPS client
    wrk                    # tests/webhook, benchmarks/webhook: load
    prometheus             # tests/webhook: promtool check metrics
    golang-go                    # tests/k8s/kube_validate: Kubernetes' validator, built offline
    golang-k8s-kube-openapi-dev  #   (k8s.io/kube-openapi/pkg/validation: what the API server runs)
    golang-k8s-sigs-yaml-dev     #   (sigs.k8s.io/yaml: reads the printed CRDs)
    libre2-dev             # tests/constraints: RE2, the second oracle of the pattern engine (test only)
    nodejs                 # tests/constraints/cel_check.mjs: runs @bufbuild/cel (npm, below)
)
# npm: Debian's, unless node came with its own (NodeSource's nodejs provides npm and conflicts
# with Debian's package).
command -v npm >/dev/null 2>&1 || packages+=(npm)

# The npm packages of the tests, exact versions:
#   @bufbuild/cel       a CEL implementation: compiles and evaluates every x-kubernetes-validations
#                       rule the schemas emit (tests/constraints/cel_check.mjs, CTest constraints.cel)
#   @bufbuild/protobuf  its peer dependency
npm_packages=(@bufbuild/cel@0.6.1 @bufbuild/protobuf@2.17.0)
npm_prefix="${VERSIONED_NPM_PREFIX:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/versioned/npm}"

install_npm_packages() {
    local spec name version missing_npm=0
    for spec in "${npm_packages[@]}"; do
        name="${spec%@*}"
        version="${spec##*@}"
        grep -qs "\"version\": \"$version\"" "$npm_prefix/node_modules/$name/package.json" || missing_npm=1
    done
    [ "$missing_npm" -eq 0 ] && return 0
    echo "setup: npm install --prefix $npm_prefix ${npm_packages[*]}"
    mkdir -p "$npm_prefix"
    npm install --prefix "$npm_prefix" --save-exact --no-audit --no-fund --loglevel=error "${npm_packages[@]}" >/dev/null
}

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    install_npm_packages
    exit 0
fi

echo "setup: missing Debian packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "setup: not root and no sudo; as root, run:" >&2
    echo "    apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "setup: apt-get update + install"
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
install_npm_packages
echo "setup: done"
