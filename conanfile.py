# Conan 2 recipe of versioned (header-only, C++20, Boost >= 1.81), in conan-center-index style.
#
#   conan create . -pr:a <profile>                    test, package, run test_package/
#   conan create . -c tools.build:skip_test=True      ... without building/running the tests
#   conan create . -o "versioned/*:with_boost_json=True" ...    an opt-in part's requirements
#
# Sources: from a checkout (`conan create .`) the recipe exports EXPORTS_SOURCES below and
# builds those; copied alone into a recipe repository (no sources beside it), source() gets the
# release archive that conandata.yml names (url + sha256, written by scripts/release.py).
#
# CMake integration, decided here (docs/integration.md, "Conan"): the package ships the
# library's OWN CMake package (lib/cmake/versioned/versionedConfig.cmake, the file
# `cmake --install` and the vcpkg port install) and package_info() sets cmake_find_mode "none"
# with that folder in builddirs, which CMakeToolchain puts on CMAKE_PREFIX_PATH. Its
# find_dependency(Boost 1.81) (and a component's: Boost.JSON, nlohmann_json, OpenSSL, toml++)
# finds the dependency whichever way the profile provides it: Conan's (CMakeDeps'
# Boost-config.cmake in the generators folder) or the system's ([platform_requires]; Conan
# generates nothing for it). The yaml component's libfyaml, which Conan Center lacks, is the
# system's, found with pkg-config.
# conan-center-index asks recipes to remove upstream config files and let CMakeDeps generate
# them, but with the components below CMakeDeps fails on [platform_requires] packages
# ("component 'core' required 'boost::headers', but 'boost' is not a direct dependency", Conan
# 2.8.1; conan-io/conan#17348), the offline profile this project is tested with. A recipe for
# conan-center-index (all dependencies from Conan) would drop cmake_find_mode "none" and the
# builddirs, and remove lib/cmake in package(): package_info() already names the same file,
# targets and components for CMakeDeps.
import os
import re

from conan import ConanFile
from conan.errors import ConanInvalidConfiguration
from conan.tools.build import build_jobs, check_min_cppstd
from conan.tools.cmake import CMake, CMakeDeps, CMakeToolchain, cmake_layout
from conan.tools.files import copy, get, load, rmdir
from conan.tools.scm import Version

required_conan_version = ">=2.0.9"

# What `conan create .` exports from a checkout: what the build and the tests below need. The
# CTest packaging.conan_export copies exactly these (Conan's own pattern rules) into an empty
# folder and configures, builds and lists the tests there with CMAKE_VARIABLES, so a file the
# test tree needs and this list lacks fails CI. Not tests/packaging: it tests this recipe.
EXPORTS_SOURCES = ("CMakeLists.txt", "LICENSE", "cmake/*", "include/*", "tests/*",
                   "!tests/packaging/*")

# The CMake cache of the build (generate()): the tests that need only the compiler (and CMake) --
# VERSIONED_TEST_TOOLS OFF leaves out those needing Python packages, curl, openssl, promtool,
# wrk or files outside EXPORTS_SOURCES (tests/CMakeLists.txt) -- and the install layout.
# VERSIONED_BUILD_TESTS is OFF with tools.build:skip_test.
CMAKE_VARIABLES = {
    "VERSIONED_BUILD_TESTS": True,
    "VERSIONED_TEST_TOOLS": False,
    "VERSIONED_BUILD_EXAMPLES": False,
    "VERSIONED_BUILD_BENCHMARKS": False,
    "VERSIONED_INSTALL": True,
    "VERSIONED_INSTALL_CMAKEDIR": "lib/cmake/versioned",  # the library's CMake package config
}
CMAKE_CONFIG_DIR = CMAKE_VARIABLES["VERSIONED_INSTALL_CMAKEDIR"]
# The CTest labels build() runs: the doctest executables and the compile(-fail) tests.
TEST_LABELS = "^(runtime|compile)$"


class VersionedConan(ConanFile):
    name = "versioned"
    description = ("C++20 header-only versioned data types: one field table per type gives every "
                   "version's struct, compile-time evolution rules, conversions between versions, "
                   "JSON Schema and Kubernetes OpenAPI")
    license = "BSL-1.0"
    url = "https://github.com/versioned-cpp/versioned"
    homepage = "https://github.com/versioned-cpp/versioned"
    topics = ("versioning", "api-evolution", "reflection", "json-schema", "kubernetes",
              "header-only")
    package_type = "header-library"
    settings = "os", "arch", "compiler", "build_type"
    # The opt-in parts only add requirements (and components); their headers are always packaged.
    options = {
        "with_boost_json": [True, False],      # versioned::boost_json   <versioned/json/boost_json.hpp>
        "with_nlohmann_json": [True, False],   # versioned::nlohmann     <versioned/json/nlohmann.hpp>
        "with_webhook_server": [True, False],  # versioned::webhook_server (Beast, Asio, OpenSSL)
        "with_yaml": [True, False],            # versioned::yaml          <versioned/yaml.hpp> (libfyaml)
        "with_toml": [True, False],            # versioned::toml          <versioned/toml.hpp> (toml++)
    }
    default_options = {
        "with_boost_json": False,
        "with_nlohmann_json": False,
        "with_webhook_server": False,
        "with_yaml": False,
        "with_toml": False,
    }
    exports_sources = EXPORTS_SOURCES
    no_copy_source = True

    @property
    def _min_cppstd(self):
        return 20

    @property
    def _compilers_minimum_version(self):
        # Tested: gcc 12 and clang 14 (scripts/test.sh). apple-clang 14 is Xcode 14's LLVM 14
        # based compiler: untested. msvc is refused in validate().
        return {"gcc": "12", "clang": "14", "apple-clang": "14"}

    def set_version(self):
        # From a checkout: CMakeLists.txt's project(VERSION), the one source of the version
        # (include/versioned/version.hpp is checked against it by tests/version.cpp). Copied
        # alone into a recipe repository: `conan create <dir> --version x.y.z`.
        if self.version:
            return
        path = os.path.join(self.recipe_folder, "CMakeLists.txt")
        if os.path.isfile(path):
            match = re.search(r"project\(\s*versioned\s+VERSION\s+([0-9]+\.[0-9]+\.[0-9]+)",
                              load(self, path))
            if match:
                self.version = match.group(1)

    def layout(self):
        cmake_layout(self)

    def requirements(self):
        # Header-only uses of Boost (Hana, Describe, PP ...). Consumers compile our headers:
        # transitive_headers (the default for a header-library's requirements, stated anyway).
        self.requires("boost/[>=1.81.0 <2]", transitive_headers=True)
        if self.options.with_nlohmann_json:
            self.requires("nlohmann_json/[>=3.11 <4]", transitive_headers=True)
        if self.options.with_webhook_server:
            self.requires("openssl/[>=1.1.1 <4]", transitive_headers=True)
        # with_yaml: libfyaml has no recipe in Conan Center, so nothing is required: the system's
        # (Debian's libfyaml-dev) is used -- the library's own CMake package finds it with
        # pkg-config, and package_info() names it as a system library for CMakeDeps and
        # PkgConfigDeps consumers.
        if self.options.with_toml:
            # Used header-only (the header defines TOML_HEADER_ONLY=1): Conan Center's
            # tomlplusplus is a header-library.
            self.requires("tomlplusplus/[>=3.3.0 <4]", transitive_headers=True)

    def build_requirements(self):
        if self._run_tests():
            self.test_requires("doctest/[>=2.4.9 <3]")

    def _run_tests(self):
        return not self.conf.get("tools.build:skip_test", default=False, check_type=bool)

    def package_id(self):
        self.info.clear()

    def validate(self):
        check_min_cppstd(self, self._min_cppstd)
        if self.settings.compiler == "msvc":
            raise ConanInvalidConfiguration(
                f"{self.ref} does not support msvc: its headers use GNU attributes "
                "(always_inline lambdas) and are tested with gcc and clang only")
        minimum = self._compilers_minimum_version.get(str(self.settings.compiler))
        if minimum and Version(self.settings.compiler.version) < minimum:
            raise ConanInvalidConfiguration(
                f"{self.ref} requires {self.settings.compiler} >= {minimum} (C++20 with "
                "class-type non-type template parameters)")

    def source(self):
        # Exported from a checkout, the sources are already here; otherwise the release.
        if not os.path.isfile(os.path.join(self.source_folder, "include", "versioned",
                                           "versioned.hpp")):
            get(self, **self.conan_data["sources"][self.version], strip_root=True)

    def generate(self):
        tc = CMakeToolchain(self)
        for name, value in CMAKE_VARIABLES.items():
            tc.cache_variables[name] = value
        tc.cache_variables["VERSIONED_BUILD_TESTS"] = self._run_tests()
        if self._run_tests() and self.settings.get_safe("build_type"):
            # The tests check the library's behaviour, not the optimizer's: they compile as
            # scripts/test.sh's gcc stage does (-O0, assertions on) whatever the profile's
            # build type, three times faster than at -O3 (tests/json.cpp: 7.6 s instead of
            # 21.6 s). test_package builds the consumer with the profile's flags (-O3 -Werror
            # in Release).
            tc.cache_variables[f"CMAKE_CXX_FLAGS_{str(self.settings.build_type).upper()}"] = "-O0"
        tc.generate()
        CMakeDeps(self).generate()

    def build(self):
        cmake = CMake(self)
        cmake.configure()
        if not self._run_tests():
            return
        cmake.build()
        self.run(f"ctest --output-on-failure --no-tests=error -j {build_jobs(self)} "
                 f"-L \"{TEST_LABELS}\"", cwd=self.build_folder)

    def package(self):
        copy(self, "LICENSE", self.source_folder, os.path.join(self.package_folder, "licenses"))
        CMake(self).install()
        # pkg-config files come from PkgConfigDeps, which knows the components and Boost.
        rmdir(self, os.path.join(self.package_folder, "share"))

    def package_info(self):
        # CMake: the library's own package config (see the top of this file).
        self.cpp_info.set_property("cmake_find_mode", "none")
        self.cpp_info.set_property("cmake_file_name", "versioned")
        # The aggregate of the components; versioned::versioned is the core, as in the config.
        self.cpp_info.set_property("cmake_target_name", "versioned::versioned_all")
        self.cpp_info.set_property("pkg_config_name", "versioned_all")
        self.cpp_info.bindirs = []
        self.cpp_info.libdirs = []

        def component(name, target, requires):
            part = self.cpp_info.components[name]
            part.set_property("cmake_target_name", f"versioned::{target}")
            part.set_property("pkg_config_name", "versioned" if name == "core"
                              else f"versioned_{target}")
            part.requires = requires
            part.bindirs = []
            part.libdirs = []
            return part

        # builddirs on a component: with components, Conan aggregates only theirs.
        component("core", "versioned", ["boost::headers"]).builddirs = [CMAKE_CONFIG_DIR]
        if self.options.with_boost_json:
            component("boost_json", "boost_json", ["core", "boost::json"])
        if self.options.with_nlohmann_json:
            component("nlohmann", "nlohmann", ["core", "nlohmann_json::nlohmann_json"])
        if self.options.with_webhook_server:
            part = component("webhook_server", "webhook_server",
                             ["core", "openssl::ssl", "openssl::crypto"])
            # the name of the .pc file `cmake --install` writes (docs/integration.md)
            part.set_property("pkg_config_name", "versioned-webhook-server")
            if self.settings.os in ("Linux", "FreeBSD"):
                part.system_libs = ["pthread"]
        if self.options.with_yaml:
            part = component("yaml", "yaml", ["core"])
            # libfyaml from the system (no Conan Center recipe): its library, its headers on the
            # default include path. The name of the .pc file `cmake --install` writes.
            part.system_libs = ["fyaml"]
            part.set_property("pkg_config_name", "versioned-yaml")
        if self.options.with_toml:
            component("toml", "toml", ["core", "tomlplusplus::tomlplusplus"])
