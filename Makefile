# modelgen: build, generate, run and test. See README.md.
#
#   make               build everything
#   make run           build, regenerate Generated/, run the CounterFact demo
#   make test          check Generated/ is current, lint, build and run every test, then
#                      test-examples side by side with check-docs, check-manifests and check-libyaml
#                      (Package.swift resolves on every claimed toolchain), then check-allocations
#   make check-manifests  the toolchain check alone (Docs/Toolchains.md)
#   make check-libyaml modelgen with libyaml compiled from source, as on Apple platforms, against
#                      the system-library build: the same output and diagnostics (part of test)
#   make check-xcode-plugins  type-check the plugins' Xcode code against a stand-in (part of test)
#   make generate      regenerate Generated/ from Schemas/, and the diagrams in the docs
#   make diagrams      rewrite only the diagrams in the docs (Docs/Diagrams.md)
#   make test-tsan     the runtime's and the test tools' tests under ThreadSanitizer
#   make test-load     `make test` RUNS times (20) with every core kept busy; counts failures
#   make test-examples build and test Examples/PluginDemo
#   make bench         runtime benchmarks (release)
#   make bench-compare BASE=<rev> [TIMES=5] [FILTER=text] [SCENARIOS=base]
#                      the runtime benchmarks of BASE and of the work tree, run
#                      alternately in the same minutes, side by side
#   make bench-gen     generator benchmark (release)
#   make fuzz          the mutation fuzzer (release): make fuzz CASES=20000 [SEED=n]
#   make sim SEED=<n> [CONCURRENT=1 [THREADS=t] [OPERATIONS=k]]
#                      replay one seed of the runtime simulation (release)
#   make soak [MINUTES=n] [JOBS=4] [KILLS=2000]  the persistence crash test's long count (KILLS kills),
#                      then the runtime simulation on new seeds until stopped, or for n minutes (release)
#   make soak-asan [MINUTES=5] [JOBS=6]  the simulation's soak in a release build under AddressSanitizer
#   make bench-scale   create, anchor and release 100,000 and 1,000,000 models (release)
#   make check-allocations  allocations per operation against Benchmarks/Allocations/Baseline.txt
#   make update-allocations record the current allocation counts there
#   make docs          the DocC archives of ModelRuntime and ModelTesting (Docs/Contributing.md)
#   make check-docs    fail on a DocC warning or an undocumented public symbol (part of test)
#   make format        rewrite our Swift with swift-format (.swift-format), not generated code
#   make lint          fail on any Swift, ours or generated, that swift-format would change (part of test)
#   make lint-workflows  actionlint on .github/workflows (part of test)

SWIFT ?= swift
# The debug builds here carry no debug information: it is about a third of
# the CPU a build of the tests takes, and a test run never reads it
# (Docs/Contributing.md). `swift build` and `swift test` without make keep
# it, in the same .build: switching between the two rebuilds everything.
DEBUG_FLAGS ?= -Xswiftc -gnone
# Our targets treat warnings as errors only with this set (Package.swift), so
# that a package depending on modelgen never does (Docs/Toolchains.md).
export MODELGEN_WARNINGS_AS_ERRORS := 1
MODELGEN := .build/debug/modelgen
SCHEMA_SETS := $(patsubst Schemas/%/,%,$(sort $(dir $(wildcard Schemas/*/*.yaml))))
DEMO_SCRIPT := add,inc,inc,fact,another,add,inc,select=1,movedown,dismiss,remove
# Every Markdown file outside hidden folders (.git, .build): any of them may keep
# diagrams between '<!-- modelgen graph: Schemas/<Set> -->' and
# '<!-- end modelgen graph -->' lines, which generate rewrites and check compares.
# Symbolic links (the DocC articles are links to Docs/) are left out: rewriting
# one would put a file in its place.
MARKDOWN := $(shell find . -name '.?*' -prune -o -name '*.md' -type f -print | sort)
DIAGRAMS := $(MODELGEN) graph --markdown $(MARKDOWN)

.PHONY: all build modelgen generate diagrams check check-docs-and-manifests check-manifests check-libyaml check-xcode-plugins test run test-tsan test-load test-examples bench bench-compare bench-gen fuzz sim soak soak-asan \
	bench-scale check-allocations update-allocations symbol-graphs docs check-docs \
	format lint lint-workflows

all: build

build:
	$(SWIFT) build $(DEBUG_FLAGS)

modelgen:
	$(SWIFT) build $(DEBUG_FLAGS) --product modelgen

generate: modelgen
	@for set in $(SCHEMA_SETS); do $(MODELGEN) generate Schemas/$$set --output Generated/$$set || exit $$?; done
	@$(DIAGRAMS)

diagrams: modelgen
	@$(DIAGRAMS)

check: modelgen
	@for set in $(SCHEMA_SETS); do $(MODELGEN) check Schemas/$$set --output Generated/$$set || exit $$?; done
	@$(DIAGRAMS) --check

# After the tests, three parts run two at a time (-j<cores>, two here): the
# plugin demo (a build in its own .build) beside the docs, the manifests and
# check-libyaml, light checks that take turns with this package's .build and
# end in a build of their own; when the plugin demo ends, the allocation
# check's release build takes its place. That build is one compiler process
# (a release build compiles a module whole), so alone it kept one core idle
# for a minute (Docs/Contributing.md). Each part's output is printed whole
# when it ends.
CORES := $(shell getconf _NPROCESSORS_ONLN)

# `swift test` would build every product, the plugins' tool among them: the
# generator compiled a second time, as `-tool` modules for the host, which
# only a package using the plugins runs (test-examples builds and runs it
# there). So the tests' product is built, then the executables and the
# benchmarks, each as `swift build` builds it, and the tests run.
TEST_PRODUCT := modelgenPackageTests

test: check lint lint-workflows check-xcode-plugins
	$(SWIFT) build $(DEBUG_FLAGS) --product $(TEST_PRODUCT)
	@for product in counterfact examples RuntimeBenchmarks crash-writer simulate; do $(SWIFT) build $(DEBUG_FLAGS) --product $$product || exit 1; done
	$(SWIFT) test $(DEBUG_FLAGS) --skip-build
	@$(MAKE) --no-print-directory -j$(CORES) --output-sync=target test-examples check-docs-and-manifests check-allocations

check-docs-and-manifests:
	@$(MAKE) --no-print-directory check-docs
	@$(MAKE) --no-print-directory check-manifests
	@$(MAKE) --no-print-directory check-libyaml

# Apple platforms compile libyaml from source (Yams' CYaml target); Linux
# links the system library. MODELGEN_LIBYAML=source takes the Apple path
# here, in a build folder of its own (the environment changes the manifest),
# and Scripts/check-libyaml compares that modelgen with the regular one on
# every schema set and diagnostic fixture (Docs/Toolchains.md). Without debug
# information, which the comparison doesn't use.
LIBYAML_SOURCE_BUILD := .build-libyaml-source

check-libyaml: modelgen
	MODELGEN_LIBYAML=source $(SWIFT) build --product modelgen --scratch-path $(LIBYAML_SOURCE_BUILD) -Xswiftc -gnone
	Scripts/check-libyaml $(MODELGEN) $(LIBYAML_SOURCE_BUILD)/debug/modelgen

# swift-format, configured by .swift-format: swift-openapi-generator's, with the
# changes Docs/Contributing.md gives reasons for. format rewrites the code people
# write; modelgen's output (Generated/, a target's Generated folder, the golden
# fixtures) is laid out by modelgen to be what swift-format prints, so format
# leaves it alone and lint checks it as written, with everything else. Symbolic
# links (a target's Generated folder, the isolation builds' sources, the
# plugin's outputPath.swift) are the files they point to.
SWIFT_FILES = $(shell find $(1) -name .build -prune -o $(2) -name '*.swift' -type f -print | sort)
SWIFT_FOLDERS := Package.swift Sources Tests Benchmarks Examples Plugins
FORMAT_FILES = $(call SWIFT_FILES,$(SWIFT_FOLDERS),-name Generated -prune -o -name Fixtures -prune -o)
LINT_FILES = $(call SWIFT_FILES,$(SWIFT_FOLDERS) Generated)

# The GitHub Actions workflows (.github/workflows, Docs/Toolchains.md), with
# actionlint: .ci/run installs it from PyPI when it's missing.
lint-workflows:
	actionlint .github/workflows/*.yml

format:
	$(SWIFT) format format --in-place --parallel $(FORMAT_FILES)

lint:
	$(SWIFT) format lint --strict --parallel $(LINT_FILES)

# DocC archives of the two documented modules, from the toolchain's own tools:
# Scripts/extract-symbol-graphs runs swift-symbolgraph-extract on each module
# of the debug build (public symbols, extension blocks included, as DocC
# wants them), and docc converts the module's catalog with them. No
# documentation plugin is built, nor any product the docs don't need.
# check-docs treats docc's warnings as errors (a symbol link that resolves to
# nothing, a `- Parameters:` list that misses one), then checks that every
# public symbol declared in the two modules has a doc comment. It must catch
# what it exists for: a catalog with a broken link must fail it. That article
# is written into a copy of the catalog, so nothing is added to the work tree.
DOC_MODULES := ModelRuntime ModelTesting ModelPersistence
DOCS_FOLDER := .build/docs
DOCC := $(shell command -v docc 2>/dev/null || echo xcrun docc)
BROKEN_LINK_CATALOG := $(DOCS_FOLDER)/BrokenLink.docc
# docc convert of one module: $(call CONVERT_DOCS,<module>,<catalog>,<flags>)
CONVERT_DOCS = $(DOCC) convert $(2) --additional-symbol-graph-dir $(DOCS_FOLDER)/symbol-graphs/$(1) \
	--fallback-display-name $(1) --fallback-bundle-identifier $(1) --output-path $(DOCS_FOLDER)/$(1).doccarchive $(3)

symbol-graphs:
	$(SWIFT) build $(DEBUG_FLAGS) --target ModelTesting
	Scripts/extract-symbol-graphs $(DOCS_FOLDER)/symbol-graphs $(DOC_MODULES)

docs: symbol-graphs
	@for module in $(DOC_MODULES); do \
		$(call CONVERT_DOCS,$$module,Sources/$$module/$$module.docc,) || exit 1; done

check-docs: symbol-graphs
	@for module in $(DOC_MODULES); do \
		$(call CONVERT_DOCS,$$module,Sources/$$module/$$module.docc,--warnings-as-errors) || exit 1; done
	Scripts/check-doc-coverage $(DOCS_FOLDER)/symbol-graphs $(DOC_MODULES)
	@rm -rf $(BROKEN_LINK_CATALOG) && cp -RL Sources/ModelTesting/ModelTesting.docc $(BROKEN_LINK_CATALOG) && \
	printf '# Broken\n\nA link to ``NoSuchSymbol``.\n' > $(BROKEN_LINK_CATALOG)/BrokenLink.md; \
	if $(call CONVERT_DOCS,ModelTesting,$(BROKEN_LINK_CATALOG),--warnings-as-errors) >/dev/null 2>&1; then \
		echo "check-docs missed a broken symbol link"; exit 1; fi

# Every Swift toolchain we claim can load Package.swift and what it depends on
# (Docs/Toolchains.md). The check must catch the mistakes it exists for: a copy
# of the manifest that passes swift-dependencies its traits on every toolchain
# must fail it, and so must one that conditions the IdentifiedCollections
# dependency on two traits, and so must one that pins a dependency with `exact:`.
# Each copy is checked on the one toolchain its mistake fails on, which is
# what the self-check needs to show. Then: warnings are errors with
# MODELGEN_WARNINGS_AS_ERRORS=1, as this Makefile builds, and without it, as
# a package that depends on modelgen builds.
UNGATED_MANIFEST := .build/check-manifests/Package-ungated.swift
TWO_TRAITS_MANIFEST := .build/check-manifests/Package-two-traits.swift
PINNED_MANIFEST := .build/check-manifests/Package-pinned.swift

check-manifests:
	Scripts/check-manifests
	@$(SWIFT) package dump-package | grep -q '"treatAllWarnings"' || \
		{ echo "check-manifests: MODELGEN_WARNINGS_AS_ERRORS=1 no longer makes warnings errors"; exit 1; }
	@if env -u MODELGEN_WARNINGS_AS_ERRORS $(SWIFT) package dump-package | grep -q '"treatAllWarnings"'; then \
		echo "check-manifests: without MODELGEN_WARNINGS_AS_ERRORS, Package.swift still makes warnings errors," \
			"and so would every package that depends on modelgen"; exit 1; fi
	@mkdir -p $(dir $(UNGATED_MANIFEST)) && sed 's/#if compiler(>=6.3)/#if true/' Package.swift > $(UNGATED_MANIFEST)
	@if Scripts/check-manifests --toolchains 6.2 --root-manifest $(UNGATED_MANIFEST) >/dev/null 2>&1; then \
		echo "check-manifests missed traits passed to a package whose selected manifest declares none"; exit 1; fi
	@sed -e 's/\.when(traits: \[identifiedCollections\])/.when(traits: [identifiedCollections, "Other"])/' \
		-e 's/^\( *\)\.default(enabledTraits:/\1.trait(name: "Other"), .default(enabledTraits:/' Package.swift > $(TWO_TRAITS_MANIFEST)
	@if ! grep -q '"Other"])' $(TWO_TRAITS_MANIFEST) || Scripts/check-manifests --toolchains 6.2 --root-manifest $(TWO_TRAITS_MANIFEST) >/dev/null 2>&1; then \
		echo "check-manifests missed a dependency conditioned on two traits"; exit 1; fi
	@sed 's|swift-custom-dump", from:|swift-custom-dump", exact:|' Package.swift > $(PINNED_MANIFEST)
	@if ! grep -q 'exact:' $(PINNED_MANIFEST) || Scripts/check-manifests --toolchains 6.3 --root-manifest $(PINNED_MANIFEST) >/dev/null 2>&1; then \
		echo "check-manifests missed a dependency pinned with exact:"; exit 1; fi

# The plugins' Xcode conformances (`#if canImport(XcodeProjectPlugin)`), which
# no build here compiles: type-checked against Tests/XcodeProjectPluginStandIn,
# a stand-in for Xcode's module with the signatures the plugins use, and
# SwiftPM's PackagePlugin module from the toolchain (Docs/Plugins.md).
PLUGIN_API = $(shell dirname "$$(readlink -f "$$(command -v swiftc)")")/../lib/swift/pm/PluginAPI
XCODE_STAND_IN := .build/xcode-stand-in
PLUGIN_SWIFTC = swiftc -parse-as-library -swift-version 6 -package-description-version 6.2.0 -I $(PLUGIN_API)

check-xcode-plugins:
	@mkdir -p $(XCODE_STAND_IN)
	@$(PLUGIN_SWIFTC) -emit-module -module-name XcodeProjectPlugin \
		-emit-module-path $(XCODE_STAND_IN)/XcodeProjectPlugin.swiftmodule Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift
	@for plugin in ModelGenPlugin GenerateModelsCommand; do \
		$(PLUGIN_SWIFTC) -typecheck -warnings-as-errors -I $(XCODE_STAND_IN) Plugins/$$plugin/*.swift || exit 1; done
	@echo "The plugins' Xcode conformances type-check against the stand-in"

run: generate
	$(SWIFT) build $(DEBUG_FLAGS) --product counterfact
	.build/debug/counterfact --script "$(DEMO_SCRIPT)"

# A separate build folder: sanitized objects don't mix with the regular build.
# The runtime's tests and the test tools' (their concurrency: recorders,
# assertions, settle), each once, not their isolation repeats.
test-tsan:
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter '^(ModelRuntimeTests|ModelTestingTests|SimulationTests)\.'

# Tests must hold on a loaded machine: nothing may block the few threads
# async tests run on, and no test may need a deadline to pass. This runs
# `make test` RUNS times while a busy loop runs on every core, keeps each
# run's output in .build/test-load/, and fails if any run failed. The busy
# loops are ended by their process ids when it finishes or is interrupted.
RUNS ?= 20
LOAD_LOGS := .build/test-load

test-load:
	@mkdir -p $(LOAD_LOGS); cores=$$(getconf _NPROCESSORS_ONLN); busy=""; \
	for core in $$(seq $$cores); do (while :; do :; done) & busy="$$busy $$!"; done; \
	trap 'kill $$busy 2>/dev/null' EXIT; trap 'exit 130' INT TERM; \
	echo "$$cores busy loops running; $(RUNS) runs of make test, logs in $(LOAD_LOGS)/"; \
	failed=0; \
	for run in $$(seq $(RUNS)); do \
		if $(MAKE) --no-print-directory test > $(LOAD_LOGS)/run-$$run.log 2>&1; then result=passed; \
		else result="FAILED, see $(LOAD_LOGS)/run-$$run.log"; failed=$$((failed + 1)); fi; \
		echo "run $$run: $$result ($$(grep -Eo 'Test run with [0-9]+ tests.*' $(LOAD_LOGS)/run-$$run.log | head -1))"; \
	done; \
	echo "$$failed of $(RUNS) runs failed under load"; test $$failed -eq 0

bench:
	$(SWIFT) run -c release RuntimeBenchmarks $(if $(FILTER),"$(FILTER)")

# A performance claim compares the previous binary and the new one in the
# same minutes: BASE's RuntimeBenchmarks is built in a worktree under
# .build/bench-compare/ (with the work tree's benchmark sources unless
# SCENARIOS=base), and the two binaries run alternately. See Scripts/bench-compare.
TIMES ?= 5
bench-compare:
	@test -n "$(BASE)" || { echo "usage: make bench-compare BASE=<rev> [TIMES=n] [FILTER=text] [SCENARIOS=base]"; exit 2; }
	Scripts/bench-compare "$(BASE)" --runs $(TIMES) \
		$(if $(FILTER),--filter "$(FILTER)") $(if $(filter base,$(SCENARIOS)),--base-scenarios)

bench-gen:
	Benchmarks/Generator/benchmark-generator.sh

# Not part of `make test`: minutes per thousand cases. See Docs/Schema.md, "Fuzzing".
CASES ?= 1000
fuzz:
	$(SWIFT) build -c release --product modelgen
	$(SWIFT) build -c release --target ModelRuntime
	python3 Fuzz/fuzz.py --cases $(CASES) $(if $(SEED),--seed $(SEED))

# The runtime simulation (Docs/Testing.md#simulation): random programs over
# the Showcase models against a reference model. `make test` runs a small
# fixed budget (SimulationTests); these replay a seed's program, printing
# its shrunk form if it fails, or run new seeds until stopped.
sim:
	@test -n "$(SEED)" || { echo "usage: make sim SEED=<n> [CONCURRENT=1 [THREADS=<t>] [OPERATIONS=<k>]]"; exit 2; }
	$(SWIFT) run -c release simulate --seed $(SEED) $(if $(CONCURRENT),--concurrent) $(if $(THREADS),--threads $(THREADS)) $(if $(OPERATIONS),--operations $(OPERATIONS))

soak:
	$(SWIFT) build $(DEBUG_FLAGS) --product crash-writer && $(SWIFT) build $(DEBUG_FLAGS) --build-tests
	PERSISTENCE_CRASH_KILLS=$(or $(KILLS),2000) $(SWIFT) test $(DEBUG_FLAGS) --skip-build --filter CrashTests
	$(SWIFT) run -c release simulate --soak $(if $(MINUTES),--minutes $(MINUTES)) $(if $(JOBS),--jobs $(JOBS))

# The soak's release build under AddressSanitizer, in a build folder of its
# own: the check that found a value read under the hierarchy lock used after
# another thread freed it, which only an optimized build shows
# (Docs/Testing.md#simulation). Leaks aren't checked: a crash ends a soak.
ASAN_BUILD := .build-asan-release

soak-asan:
	$(SWIFT) build -c release --product simulate -Xswiftc -sanitize=address -Xswiftc -gnone --scratch-path $(ASAN_BUILD)
	ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 $(ASAN_BUILD)/release/simulate --soak \
		--minutes $(or $(MINUTES),5) --jobs $(or $(JOBS),6)

# The scale benchmarks are a package of their own that depends on this one by
# path (Benchmarks/ScaleBenchmarks/Package.swift), with its own .build.
bench-scale:
	Benchmarks/ScaleBenchmarks/benchmark-scale.sh

# Allocations per operation (Benchmarks/Allocations), counted in a release
# build of that tool alone: ModelRuntime and what it depends on, about 45 s
# of CPU on a clean clone. Built without debug information, which counting
# doesn't use and which costs a third of that build, and without the
# IdentifiedCollections trait: the Scale models have no IdentifiedArrayOf
# children, so the operations run the same code, and swift-collections isn't
# compiled. (`make bench` builds .build/release with both, so alternating
# the two rebuilds ModelRuntime.) The check must catch what it exists for: a
# baseline one allocation below what creating a model makes must fail it (a
# counter that counted nothing would pass it). Counting needs glibc: elsewhere
# the tool says it counted nothing, and the self-check is skipped.
ALLOCATIONS := .build/release/Allocations
BUILD_ALLOCATIONS := $(SWIFT) build -c release --product Allocations --disable-default-traits -Xswiftc -gnone
ALLOCATION_BASELINE := Benchmarks/Allocations/Baseline.txt
LOWERED_BASELINE := .build/check-allocations/Baseline-lowered.txt

check-allocations:
	$(BUILD_ALLOCATIONS)
	$(ALLOCATIONS) check
	@mkdir -p $(dir $(LOWERED_BASELINE)) && awk '/ create one model$$/ { $$1 = $$1 - 1 } 1' $(ALLOCATION_BASELINE) > $(LOWERED_BASELINE)
	@[ "$$(uname -s)" != Linux ] || { cmp -s $(ALLOCATION_BASELINE) $(LOWERED_BASELINE) && \
		{ echo "check-allocations: no 'create one model' line to lower in $(ALLOCATION_BASELINE)"; exit 1; }; \
		if $(ALLOCATIONS) check --baseline $(LOWERED_BASELINE) >/dev/null 2>&1; then \
		echo "check-allocations missed an operation allocating more than recorded"; exit 1; fi; }

update-allocations:
	$(BUILD_ALLOCATIONS)
	$(ALLOCATIONS) record

# The example package that uses the plugins (Docs/Plugins.md): its committed
# Generated code must be current, then it builds and its tests pass. Its own
# .build compiles the dependencies again: minutes the first time.
#
# It depends on modelgen with `traits: []`, so this is also the build of
# ModelRuntime and ModelTesting without the IdentifiedCollections trait: code
# the trait gates that leaks out of its `#if` fails it ("no such module"),
# provided no IdentifiedCollections module is left in its .build from before
# it opted out (removed first). And a schema with IdentifiedArrayOf children
# must fail there with the message saying how to turn the trait on, and
# nothing else (Docs/Schema.md).
#
# Its builds are checks, not a build anyone edits in: the compiler indexes
# the demo's own code (SwiftPM finds its tests in the index) but not the
# system's modules and headers again, and, once this package is built, it
# reuses this package's clang module cache instead of building those modules
# a second time: about 20 s of CPU less on a fresh clone (Docs/Contributing.md).
# Evaluated when a recipe runs, after this package's build made the cache; the
# real path, as clang would see each module twice through the .build/debug link.
ROOT_MODULE_CACHE = $(realpath .build/debug/ModuleCache)
PLUGIN_DEMO = --package-path Examples/PluginDemo $(DEBUG_FLAGS) -Xswiftc -index-ignore-system-modules \
	$(if $(ROOT_MODULE_CACHE),-Xswiftc -module-cache-path -Xswiftc $(ROOT_MODULE_CACHE))
PLUGIN_CHECK = $(SWIFT) package $(PLUGIN_DEMO) --allow-writing-to-package-directory generate-models --check
DRIFT_FILE := Examples/PluginDemo/Sources/Counter/Generated/Counter.swift
TRAIT_OFF_SCHEMA := Examples/PluginDemo/Sources/Todos/Shelf.yaml
TRAIT_OFF_LOG := Examples/PluginDemo/.build/trait-off.log
TRAIT_OFF_ERROR := Shelf\.yaml:4:[0-9]+: error: 'IdentifiedArrayOf' is unavailable: IdentifiedArrayOf needs modelgen's IdentifiedCollections trait

test-examples:
	@# A copy of the file the drift check below left, killed, is the file before its drift.
	@[ ! -f $(DRIFT_FILE).orig ] || mv $(DRIFT_FILE).orig $(DRIFT_FILE)
	$(PLUGIN_CHECK)
	@# --check must fail when the committed code drifts: append a line, expect failure, restore
	@# (however the check ends: a trap).
	@trap 'mv $(DRIFT_FILE).orig $(DRIFT_FILE)' EXIT; trap 'exit 130' INT TERM; \
	cp $(DRIFT_FILE) $(DRIFT_FILE).orig && echo "// drift" >> $(DRIFT_FILE); \
	if $(PLUGIN_CHECK) >/dev/null 2>&1; then echo "generate-models --check missed a drifted file"; exit 1; fi
	@find Examples/PluginDemo/.build -name IdentifiedCollections.swiftmodule -prune -exec rm -rf {} +
	@# The schema is removed however the build ends, and one a killed run left is removed first.
	@rm -f $(TRAIT_OFF_SCHEMA); trap 'rm -f $(TRAIT_OFF_SCHEMA)' EXIT; trap 'exit 130' INT TERM; \
	printf 'models:\n  ShelfModel:\n    children:\n      todos: IdentifiedArrayOf<TodoModel>\n' > $(TRAIT_OFF_SCHEMA); \
	$(SWIFT) build $(PLUGIN_DEMO) --target Todos > $(TRAIT_OFF_LOG) 2>&1; built=$$?; \
	rm -f $(TRAIT_OFF_SCHEMA); \
	if [ $$built -eq 0 ] || ! grep -qE "$(TRAIT_OFF_ERROR)" $(TRAIT_OFF_LOG) \
		|| grep 'error:' $(TRAIT_OFF_LOG) | grep -v -e "is unavailable: IdentifiedArrayOf needs" -e 'command failed'; then \
		echo "IdentifiedArrayOf children without the IdentifiedCollections trait didn't fail with the trait's message alone; see $(TRAIT_OFF_LOG)"; exit 1; fi
	$(SWIFT) test $(PLUGIN_DEMO)
