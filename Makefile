# modelgen: build, generate, run and test. See README.md.
SWIFT ?= swift
MODELGEN := .build/debug/modelgen
SCHEMA_SETS := $(patsubst Schemas/%/,%,$(sort $(dir $(wildcard Schemas/*/*.yaml))))

.PHONY: all build modelgen generate check test run

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
