# The project's commands. `make run` sets everything up and opens JupyterLab on notebooks/;
# `make test` builds and runs every test (Swift unit tests, the protocol tests, the browser tests).
SHELL := /bin/bash
VENV := .venv
PYTHON := $(VENV)/bin/python
KERNEL := .build/release/swift-chart-kernel
PORT ?= 8888

.PHONY: run test system-packages venv build kernelspec swift-test protocol-test cells-test browser-test bench fuzz sanitize clean

run: system-packages venv build kernelspec
	@echo "Starting JupyterLab on notebooks/ with the charting course open (the URL with its token follows)."
	cd notebooks && ../$(VENV)/bin/jupyter lab --no-browser --ip=127.0.0.1 --port=$(PORT) $$([ $$(id -u) -eq 0 ] && echo --allow-root) charting-course.ipynb

test: system-packages venv swift-test build kernelspec protocol-test cells-test browser-test

system-packages:
	@bash scripts/install-system-packages.sh

venv: $(VENV)/.installed

$(VENV)/.installed: requirements.txt
	python3 -m venv $(VENV)
	$(PYTHON) -m pip install --quiet --upgrade pip
	$(PYTHON) -m pip install --quiet -r requirements.txt
	touch $@

# The Swift runtime is linked statically: the kernel then needs no toolchain libraries at
# run time and touches far fewer pages at startup (docs/kernel.md, "Memory").
SWIFT_RELEASE := swift build -c release --static-swift-stdlib

build:
	$(SWIFT_RELEASE) --product swift-chart-kernel

kernelspec: build venv
	$(KERNEL) install --prefix $(VENV)

swift-test:
	swift test

protocol-test: kernelspec
	$(PYTHON) -m pytest -q Tests/protocol

# Every notebook cell and every ```swift block of README.md and docs/*.md compiled unchanged as a
# Swift program (swift-chart-kernel export, then swift build in .build/cells) and run: it must
# print and draw exactly what the kernel does for the same cells.
cells-test: kernelspec
	$(PYTHON) -m pytest -q Tests/cells

# JupyterLab and headless Chromium (Debian's chromium and chromium-driver) hovering over an
# interactive chart on the real kernel.
browser-test: system-packages kernelspec
	$(PYTHON) -m pytest -q Tests/browser

bench: system-packages venv build
	SWIFT_RELEASE="$(SWIFT_RELEASE)" bash scripts/run-benchmarks.sh

# libFuzzer targets (chart-fuzz: parser, interpreter, csv, json, wire) built with the toolchain's
# -sanitize=fuzzer and AddressSanitizer, each run FUZZ_SECONDS (default 60) from the corpus in
# Tests/Fuzz/corpus; `make fuzz FUZZ_SECONDS=600 FUZZ_TARGETS="parser csv"` to choose.
FUZZ_SECONDS ?= 60
fuzz:
	swift build -c release --build-path .build/fuzz --product chart-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DCHART_FUZZING
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/run-fuzzers.sh

# The Swift tests under AddressSanitizer, then the threaded ones (the kernel's shell, control
# and heartbeat threads, interrupts, the engine's cell thread) under ThreadSanitizer, and the
# protocol tests against a kernel built with ThreadSanitizer. Slow, so not part of `make test`.
sanitize: venv
	bash scripts/run-sanitizers.sh

clean:
	rm -rf .build $(VENV)
