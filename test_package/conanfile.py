# Conan test_package of versioned: builds and runs consumers of the created package through
# CMakeDeps, one per part the package's options enable (the core always).
import os

from conan import ConanFile
from conan.tools.build import can_run
from conan.tools.cmake import CMake, CMakeToolchain, cmake_layout

# test_package/CMakeLists.txt's VERSIONED_TEST_<component> per option of the recipe.
COMPONENT_OF_OPTION = {
    "with_boost_json": "boost_json",
    "with_nlohmann_json": "nlohmann",
    "with_webhook_server": "webhook_server",
    "with_yaml": "yaml",
    "with_toml": "toml",
}


class VersionedTestConan(ConanFile):
    settings = "os", "arch", "compiler", "build_type"
    generators = "CMakeDeps", "VirtualRunEnv"
    test_type = "explicit"

    def layout(self):
        cmake_layout(self)

    def requirements(self):
        self.requires(self.tested_reference_str)

    def _components(self):
        options = self.dependencies[self.tested_reference_str.split("/")[0]].options
        return [component for option, component in COMPONENT_OF_OPTION.items()
                if getattr(options, option)]

    def generate(self):
        tc = CMakeToolchain(self)
        tc.cache_variables["VERSIONED_TEST_COMPONENTS"] = ";".join(self._components())
        tc.generate()

    def build(self):
        cmake = CMake(self)
        cmake.configure()
        cmake.build()

    def test(self):
        if can_run(self):
            for program in ["test_package"] + [f"test_{c}" for c in self._components()]:
                self.run(os.path.join(self.cpp.build.bindir, program), env="conanrun")
