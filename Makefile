# modelgen: build, generate, run and test. See README.md.
SWIFT ?= swift
MODELGEN := .build/debug/modelgen
SCHEMA_SETS := $(patsubst Schemas/%/,%,$(sort $(dir $(wildcard Schemas/*/*.yaml))))

.PHONY: all build modelgen generate check test run test-examples

all: build

build:
	$(SWIFT) build

modelgen:
	$(SWIFT) build --product modelgen

generate: modelgen
	@for set in $(SCHEMA_SETS); do $(MODELGEN) generate Schemas/$$set --output Generated/$$set || exit $$?; done

check: modelgen
	@for set in $(SCHEMA_SETS); do $(MODELGEN) check Schemas/$$set --output Generated/$$set || exit $$?; done

test: check
	$(SWIFT) test

# The example package that uses the plugins (Docs/Plugins.md): its committed
# Generated code must be current, then it builds and its tests pass. Its own
# .build compiles the dependencies again: minutes the first time.
test-examples:
	$(SWIFT) package --package-path Examples/PluginDemo --allow-writing-to-package-directory generate-models --check
	$(SWIFT) test --package-path Examples/PluginDemo
